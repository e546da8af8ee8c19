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
            if let expected {
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

    @Test(arguments: Fixtures.expressionCases.filter { $0.error != nil })
    func rejectsWithKindAndOffset(_ vector: Fixtures.ExpressionCase) throws {
        let expected = try #require(vector.error)
        let clock = ContinuousClock()
        let start = clock.now
        let error = #expect(throws: ExpressionError.self) { try Expression(vector.source) }
        #expect(error?.kind.rawValue == expected.kind)
        #expect(error?.offset == expected.offset)
        #expect(error?.message.isEmpty == false)
        // Hostile input must fail fast; a generous bound catches only hangs, not slowness.
        #expect(clock.now - start < .seconds(2))
    }

    /// The description is canonical: reading it back gives the same text and the same values.
    @Test(arguments: Fixtures.expressionCases.filter { $0.error == nil })
    func descriptionReadsBackToItself(_ vector: Fixtures.ExpressionCase) throws {
        let expression = try Expression(vector.source)
        // A description longer than the length limit cannot be read back, by design.
        guard expression.description.unicodeScalars.count <= ExpressionLimits.maximumLength else { return }
        let again = try Expression(expression.description)
        #expect(again.description == expression.description)
        let (f, g) = (expression.compiled(), again.compiled())
        for pair in vector.values ?? [] {
            let x = pair[0]!
            let (a, b) = (f.value(at: x), g.value(at: x))
            #expect((a == nil) == (b == nil))
            if let a, let b { #expect(Swift.abs(a - b) <= 1e-12 * max(1, Swift.abs(a))) }
        }
    }
}
