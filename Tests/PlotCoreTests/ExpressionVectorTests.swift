import Foundation
import Testing
@testable import PlotCore

/// Runs every vector of `Tests/Fixtures/expressions.json` (the JS tests run the same file).
@Suite struct ExpressionVectorTests {
    @Test func fixtureHasEnoughCases() {
        #expect(Fixtures.expressionCases.count >= 150)
    }

    @Test(arguments: Fixtures.expressionCases.filter { $0.error == nil })
    func parsesDescribesAndEvaluates(_ vector: Fixtures.ExpressionCase) throws {
        let expression = try Expression(vector.source)
        #expect(expression.description == vector.expectedDescription)
        let function = expression.compiled()
        for pair in vector.values ?? [] {
            let x = try #require(pair[0])
            let expected = pair[1]
            let scalar = function.value(at: x)
            let batch = function.evaluate([x])[0]
            if vector.exact == true {
                // Bit for bit: the bit patterns tell −0 from 0.
                #expect(scalar?.bitPattern == expected?.bitPattern,
                        "\(vector.source) at x = \(x): \(String(describing: scalar)), expected exactly \(String(describing: expected))")
            } else if let expected {
                let tolerance = 1e-9 * max(1, Swift.abs(expected))
                let actual = try #require(scalar, "\(vector.source) at x = \(x) should be \(expected), is undefined")
                #expect(Swift.abs(actual - expected) <= tolerance, "\(vector.source) at x = \(x)")
                #expect(batch == actual, "block evaluation must agree with single evaluation")
            } else {
                #expect(scalar == nil, "\(vector.source) at x = \(x) should be undefined, is \(scalar!)")
                #expect(!batch.isFinite)
            }
        }
    }

    /// `e^-2x` is accepted and read as e^(−2)·x, with a warning that offers both meanings.
    @Test(arguments: Fixtures.expressionCases.filter { $0.error == nil })
    func warnsAsTheFixtureSays(_ vector: Fixtures.ExpressionCase) throws {
        let expression = try Expression(vector.source)
        let found = expression.warnings.map {
            Fixtures.ExpressionCase.ExpectedWarning(kind: $0.kind.rawValue, offset: $0.offset, readAs: $0.readAs,
                                                    alternatives: $0.alternatives)
        }
        #expect(found == (vector.warnings ?? []))
        // A description never reads ambiguously: it is what the warnings tell people to write.
        #expect(try Expression(expression.description).warnings.isEmpty, "\(expression.description)")
    }

    @Test func warningSaysHowItWasReadAndWhereCountingFromOne() throws {
        let warning = try #require(try Expression("e^-2x").warnings.first)
        #expect(warning.message == "read as e^(−2)·x: write e^(−2x) or e^(−2)·x to say which you mean")
        #expect(warning.description == warning.message + " (character 2)")
        // A space before the factor shows the product was meant; parentheses say it outright.
        #expect(try Expression("e^-2 x").warnings.isEmpty)
        #expect(try Expression("e^(-2)x").warnings.isEmpty)
        #expect(try Expression("e^(-2x)").warnings.isEmpty)
        #expect(try Expression("x²x").warnings.isEmpty)
    }

    @Test(arguments: Fixtures.expressionCases.filter { $0.error != nil })
    func rejectsWithKindAndOffset(_ vector: Fixtures.ExpressionCase) throws {
        let expected = try #require(vector.error)
        let clock = ContinuousClock()
        let start = clock.now
        let error = #expect(throws: ExpressionError.self) { try Expression(vector.source) }
        #expect(error?.kind.rawValue == expected.kind)
        #expect(error?.offset == expected.offset)
        #expect(error?.message.isEmpty == false)
        // Where the fixture gives the message, JS must give the very same text.
        if let message = expected.message { #expect(error?.message == message) }
        // Hostile input must fail fast; a generous bound catches only hangs, not slowness.
        #expect(clock.now - start < .seconds(2))
    }

    /// The description is canonical: reading it back gives the same text and the same values.
    @Test(arguments: Fixtures.expressionCases.filter { $0.error == nil })
    func descriptionReadsBackToItself(_ vector: Fixtures.ExpressionCase) throws {
        let expression = try Expression(vector.source)
        #expect(expression.description.unicodeScalars.count <= ExpressionLimits.maximumLength)
        let again = try Expression(expression.description)
        #expect(again.description == expression.description)
        let (f, g) = (expression.compiled(), again.compiled())
        for pair in vector.values ?? [] {
            let x = pair[0]!
            // The same tree but for double negations in sums, which are exact: the same double.
            #expect(f.value(at: x)?.bitPattern == g.value(at: x)?.bitPattern, "at x = \(x)")
        }
    }

    @Test func fixtureCarriesNegativeZeroAndExactValuesThroughJSON() throws {
        let vector = try #require(Fixtures.expressionCases.first { $0.source == "atan(1/(3x))" })
        #expect(vector.exact == true)
        let x = try #require(vector.values?.first?.first ?? nil)
        #expect(x == 0 && x.sign == .minus)
        #expect(vector.values?.first?.last == -Double.pi / 2)
    }
}
