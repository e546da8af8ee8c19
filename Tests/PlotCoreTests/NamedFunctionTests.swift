import Foundation
import Testing
@testable import PlotCore

/// Named functions (docs/language.md#named-functions): the refusals of
/// `Tests/Fixtures/named-function-errors.json` (the JS tests run the same file) and what a call computes.
@Suite struct NamedFunctionTests {
    struct Case: Decodable, Sendable, CustomStringConvertible {
        let functions: [String: String]
        let parameters: [String]?
        let expression: String
        /// The definition refused, when it is one; else the expression is.
        let definition: String?
        let offset: Int?
        let message: String

        var description: String { "\(functions) \(expression)" }
        var declared: Set<Character> { Set((parameters ?? []).compactMap(\.first)) }
    }

    static let cases: [Case] = Fixtures.cases(in: "named-function-errors.json")

    @Test(arguments: cases)
    func refusedWithALocatedMessage(_ vector: Case) throws {
        if let definition = vector.definition {
            let error = #expect(throws: NamedFunctionError.self) { try NamedFunctions(vector.functions, parameters: vector.declared) }
            #expect(error == NamedFunctionError(name: definition, offset: vector.offset, message: vector.message))
            return
        }
        let functions = try NamedFunctions(vector.functions, parameters: vector.declared)
        let error = #expect(throws: ExpressionError.self) {
            try PlotCore.Expression(vector.expression, parameters: vector.declared, functions: functions)
        }
        #expect(error?.offset == vector.offset)
        #expect(error?.message == vector.message)
    }

    @Test func callComputesTheDefinitionAtItsArgumentAndPrimesAreDerivatives() throws {
        let functions = try NamedFunctions(["f": "x^3 - 3x", "g": "f'(x)/3"])
        func at2(_ source: String) throws -> Double? {
            try PlotCore.Expression(source, functions: functions).compiled().value(at: 2)
        }
        #expect(try at2("f'(x)") == 9)
        #expect(try at2("f″(x)") == 12)
        #expect(try at2("f(x − 1) + 2") == 0)
        #expect(try at2("2f(x)") == 4)
        #expect(try at2("g(x)") == 3)
        #expect(try at2("g'(x)") == 4)
    }

    @Test func expressionCallingNamedFunctionsStandsAloneAsItsDescription() throws {
        let functions = try NamedFunctions(["f": "x^2"])
        let call = try PlotCore.Expression("f(x + 1)", functions: functions)
        #expect(call.callsNamedFunctions)
        #expect(call.standaloneSource == "(x + 1)²")
        #expect(try PlotCore.Expression("x^2", functions: functions).standaloneSource == "x^2")
    }

    @Test func errorCountsCharactersFromOneForPeople() {
        let error = NamedFunctionError(name: "f", offset: 6, message: "unknown function 'k' (did you mean f?)")
        #expect(error.description == "f: unknown function 'k' (did you mean f?) (character 7)")
    }
}
