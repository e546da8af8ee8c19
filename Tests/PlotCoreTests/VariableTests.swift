import Foundation
import Testing
@testable import PlotCore

/// Expressions in t and θ, a parametric or polar curve's variable (docs/language.md#the-variable). Runs the
/// `variableCases` of `Tests/Fixtures/expressions.json` (the JS tests run the same, `Tests/JS/variable.test.mjs`).
@Suite struct VariableTests {
    struct VariableCase: Decodable, Sendable, CustomTestStringConvertible {
        let source: String
        let variable: String
        let description: String?
        let values: [[Double?]]?
        let parameters: [String]?
        let parameterValues: [String: Double]?
        let functions: [String: String]?
        let warnings: [Fixtures.ExpressionCase.ExpectedWarning]?
        let error: Fixtures.ExpressionCase.ExpectedError?

        var testDescription: String { "\(source) in \(variable)" }
        var declared: Set<Character> { Set((parameters ?? []).map { Character($0) }) }
        var expressionVariable: ExpressionVariable {
            ExpressionVariable.allCases.first { $0.name == variable }!
        }

        func read() throws -> PlotCore.Expression {
            let named = try NamedFunctions(functions ?? [:], parameters: declared)
            return try PlotCore.Expression(source, parameters: declared, functions: named, variable: expressionVariable)
        }
    }

    static let cases: [VariableCase] = {
        struct File: Decodable { let variableCases: [VariableCase] }
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("expressions.json"))
        return try! JSONDecoder().decode(File.self, from: data).variableCases
    }()

    @Test func fixtureHasCasesInTAndTheta() {
        #expect(Self.cases.filter { $0.variable == "t" && $0.error == nil }.count >= 10)
        #expect(Self.cases.filter { $0.variable == "θ" && $0.error == nil }.count >= 8)
        #expect(Self.cases.filter { $0.error != nil }.count >= 6)
    }

    @Test(arguments: cases.filter { $0.error == nil })
    func describesAndEvaluatesInItsVariable(_ vector: VariableCase) throws {
        let expression = try vector.read()
        #expect(expression.description == vector.description)
        #expect(expression.variable == vector.expressionVariable)
        let warnings = expression.warnings.map {
            Fixtures.ExpressionCase.ExpectedWarning(kind: $0.kind.rawValue, offset: $0.offset, readAs: $0.readAs, alternatives: $0.alternatives)
        }
        #expect(warnings == (vector.warnings ?? []))
        let values = Dictionary(uniqueKeysWithValues: (vector.parameterValues ?? [:]).map { (Character($0.key), $0.value) })
        let function = expression.compiled(parameters: values)
        for pair in vector.values ?? [] {
            let t = try #require(pair[0])
            if let expected = pair[1] {
                let actual = try #require(function.value(at: t), "at \(t) should be \(expected)")
                #expect(Swift.abs(actual - expected) <= 1e-9 * max(1, Swift.abs(expected)), "at \(t)")
            } else {
                #expect(function.value(at: t) == nil, "at \(t) should be undefined")
            }
        }
        // The description reads back, in the same variable, to itself.
        let again = try PlotCore.Expression(expression.description, parameters: vector.declared, variable: expression.variable)
        #expect(again.description == expression.description)
    }

    @Test(arguments: cases.filter { $0.error != nil })
    func rejectsWithKindOffsetAndMessage(_ vector: VariableCase) throws {
        let expected = try #require(vector.error)
        let error = #expect(throws: ExpressionError.self) { try vector.read() }
        #expect(error?.kind.rawValue == expected.kind)
        #expect(error?.offset == expected.offset)
        #expect(error?.message == expected.message)
    }

    @Test func aDerivativeIsInTheSameVariable() throws {
        let slope = try #require(try PlotCore.Expression("t^3", variable: .t).derivative())
        #expect(slope.description == "3t²")
        #expect(slope.variable == .t)
    }

    @Test func xIsTheDefaultAndDescribesAsBefore() throws {
        let expression = try PlotCore.Expression("x sin(x)")
        #expect(expression.variable == .x)
        #expect(expression.description == "x·sin(x)")
        #expect(expression.root.description(in: .theta) == "θ·sin(θ)")
    }
}
