import Foundation
import Testing
@testable import PlotCore

/// Parameters in the expression language (docs/language.md#parameters): declared letters that stand for numbers given
/// when compiling. Runs the `parameterCases` of `Tests/Fixtures/expressions.json` (the JS tests run
/// the same cases, in `Tests/JS/parameters.test.mjs`) and the rules around them.
@Suite struct ParameterTests {
    /// One vector of `parameterCases`.
    struct ParameterCase: Decodable, Sendable, CustomTestStringConvertible {
        let source: String
        let parameters: [String]
        let parameterValues: [String: Double]?
        let description: String?
        let usedParameters: [String]?
        let values: [[Double?]]?
        let exact: Bool?
        let error: Fixtures.ExpressionCase.ExpectedError?

        var declared: Set<Character> { Set(parameters.map { Character($0) }) }
        var valuesByLetter: [Character: Double] {
            Dictionary(uniqueKeysWithValues: (parameterValues ?? [:]).map { (Character($0.key), $0.value) })
        }
        var testDescription: String { "\(source) with \(parameters.joined(separator: ", "))" }
    }

    static let cases: [ParameterCase] = {
        struct File: Decodable { let parameterCases: [ParameterCase] }
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("expressions.json"))
        return try! JSONDecoder().decode(File.self, from: data).parameterCases
    }()

    // MARK: - Shared vectors

    @Test func fixtureHasParameterCases() {
        #expect(Self.cases.filter { $0.error == nil }.count >= 25)
        #expect(Self.cases.filter { $0.error != nil }.count >= 5)
    }

    @Test(arguments: cases.filter { $0.error == nil })
    func parsesDescribesAndEvaluatesWithValues(_ vector: ParameterCase) throws {
        let expression = try Expression(vector.source, parameters: vector.declared)
        #expect(expression.description == vector.description)
        #expect(expression.usedParameters.map(String.init) == vector.usedParameters)
        let function = expression.compiled(parameters: vector.valuesByLetter)
        for pair in vector.values ?? [] {
            let x = try #require(pair[0])
            let (expected, scalar, batch) = (pair[1], function.value(at: x), function.evaluate([x])[0])
            if vector.exact == true {
                #expect(scalar?.bitPattern == expected?.bitPattern, "at x = \(x): \(String(describing: scalar))")
            } else if let expected {
                let actual = try #require(scalar, "at x = \(x) should be \(expected), is undefined")
                #expect(Swift.abs(actual - expected) <= 1e-9 * max(1, Swift.abs(expected)), "at x = \(x)")
                #expect(batch == actual, "block evaluation must agree with single evaluation")
            } else {
                #expect(scalar == nil, "at x = \(x) should be undefined, is \(scalar!)")
                #expect(!batch.isFinite)
            }
        }
        // The description, read with the same parameters, describes to itself.
        let again = try Expression(expression.description, parameters: vector.declared)
        #expect(again.description == expression.description)
    }

    @Test(arguments: cases.filter { $0.error != nil })
    func rejectsWithKindOffsetAndMessage(_ vector: ParameterCase) throws {
        let expected = try #require(vector.error)
        let error = #expect(throws: ExpressionError.self) { try Expression(vector.source, parameters: vector.declared) }
        #expect(error?.kind.rawValue == expected.kind)
        #expect(error?.offset == expected.offset)
        if let message = expected.message { #expect(error?.message == message) }
    }

    // MARK: - Parsing

    @Test func anUndeclaredLetterIsTheErrorItAlwaysWas() throws {
        let without = #expect(throws: ExpressionError.self) { try Expression("ax + b") }
        let withOther = #expect(throws: ExpressionError.self) { try Expression("ax + b", parameters: ["b"]) }
        #expect(without == ExpressionError(.unknownName, at: 0, "unknown name 'ax' (the variable is x)"))
        #expect(withOther == without)
    }

    @Test func functionNamesAndConstantsWinOverDeclaredLetters() throws {
        let letters: Set<Character> = ["a", "s", "i", "n", "p", "c", "o"]
        #expect(try Expression("asin(x)", parameters: letters).root == .call(.asin, .variable))
        #expect(try Expression("sin(x)", parameters: letters).root == .call(.sin, .variable))
        #expect(try Expression("cos(x)", parameters: letters).root == .call(.cos, .variable))
        #expect(try Expression("pi", parameters: letters).root == .constant(.pi))
        // After a name, the letters left over are parameters: `a·sin(x)` needs its dot, `ssin(x)` does not.
        #expect(try Expression("ssin(x)", parameters: letters).root
                == .product([.init(isDivisor: false, node: .parameter("s")), .init(isDivisor: false, node: .call(.sin, .variable))]))
    }

    @Test func aParameterIsUsedLikeANumber() throws {
        let abc: Set<Character> = ["a", "b", "c"]
        #expect(try Expression("2a", parameters: abc).root
                == .product([.init(isDivisor: false, node: .number(2, text: "2")), .init(isDivisor: false, node: .parameter("a"))]))
        #expect(try Expression("a(x+1)", parameters: abc).description == "a(x + 1)")
        #expect(try Expression("sin(bx+c)", parameters: abc).description == "sin(b·x + c)")
        #expect(try Expression("a²", parameters: abc).description == "a²")
        #expect(try Expression("πa", parameters: abc).description == "πa")
        #expect(try Expression("a√x", parameters: abc).description == "a√x")
        #expect(try Expression("2a x", parameters: abc).description == "2a·x")
    }

    @Test func usedAndDeclaredParametersAreListedInAlphabeticalOrder() throws {
        let expression = try Expression("c·x + a", parameters: ["c", "b", "a"])
        #expect(expression.declaredParameters == ["a", "b", "c"])
        #expect(expression.usedParameters == ["a", "c"])
        #expect(try Expression("x^2").usedParameters == [])
    }

    @Test func parameterNamesAreOneLowerCaseLetterOtherThanXAndE() {
        #expect(Expression.isValidParameter("a") && Expression.isValidParameter("z") && Expression.isValidParameter("k"))
        for name: Character in ["x", "e", "A", "E", "1", "π", "α", "_"] {
            #expect(!Expression.isValidParameter(name), "\(name)")
        }
    }

    // MARK: - Evaluation

    /// Each source with its values and the same source with those values written as numbers.
    static let writtenAlike: [(source: String, values: [Character: Double], written: String)] = [
        ("ax^2 + bx + c", ["a": 1, "b": -2.5, "c": 3.1], "(1)x^2 + (-2.5)x + (3.1)"),
        ("ax³ − bx² + cx − d", ["a": 0.3, "b": 2.5, "c": -3.1, "d": 13.3], "0.3x³ − 2.5x² + (-3.1)x − 13.3"),
        ("a sin(bx + c)", ["a": 2, "b": 0.5, "c": -1], "2 sin(0.5x + (-1))"),
        ("cos(kx)", ["k": 3], "cos(3x)"),
        ("tan(kx - d)", ["k": 3, "d": 1], "tan(3x - 1)"),
        ("x^a", ["a": 3], "x^3"),
        ("x^a", ["a": 2], "x^2"),
        ("x^a", ["a": 7], "x^7"),
        ("x^a", ["a": 2.5], "x^2.5"),
        ("x^a", ["a": -1], "x^(-1)"),
        ("a^b + x", ["a": 1.1, "b": 3], "1.1^3 + x"),
        ("a^x", ["a": 2], "2^x"),
        ("(x+a)^b", ["a": 1, "b": 3], "(x+1)^3"),
        ("1/(ax)", ["a": 3], "1/(3x)"),
        ("2a·x + a/3 − ab", ["a": 0.1, "b": 0.7], "2·0.1·x + 0.1/3 − 0.1·0.7"),
        ("√(ax) + ln(b) + exp(cx)", ["a": 2, "b": 10, "c": -0.5], "√(2x) + ln(10) + exp(-0.5x)"),
        ("−a·x", ["a": -0.0], "−(−0)·x"),
    ]

    @Test(arguments: 0..<writtenAlike.count)
    func valuesComputeExactlyAsIfWrittenAsNumbers(_ index: Int) throws {
        let (source, values, written) = Self.writtenAlike[index]
        let expression = try Expression(source, parameters: Set(values.keys))
        let (f, g) = (expression.compiled(parameters: values), try Expression(written).compiled())
        let xs: [Double] = [-3.7, -2, -1, -0.5, -0.0, 0, 1e-300, 0.25, 0.5, 1, 1.1, 2, 3.7, 1e10]
        for x in xs {
            #expect(f.evaluate(at: x).bitPattern == g.evaluate(at: x).bitPattern || (f.evaluate(at: x).isNaN && g.evaluate(at: x).isNaN),
                    "\(source) at x = \(x): \(f.evaluate(at: x)), written \(g.evaluate(at: x))")
        }
        #expect(f.evaluate(xs).map(\.bitPattern) == xs.map { f.evaluate(at: $0).bitPattern })
    }

    @Test func aParameterInAnExponentIsNoWrittenFractionSoNoRealRoot() throws {
        // `x^(1/3)` is the real cube root; `x^(1/a)` with a = 3 is pow, as it would be in JS.
        let f = try Expression("x^(1/a)", parameters: ["a"]).compiled(parameters: ["a": 3])
        #expect(f.value(at: -8) == nil)
        #expect(try Expression("x^(1/3)").compiled().value(at: -8) == -2)
    }

    @Test func eachCompileTakesItsOwnValues() throws {
        let expression = try Expression("2a + x", parameters: ["a"])
        #expect(expression.compiled(parameters: ["a": 1]).value(at: 0) == 2)
        #expect(expression.compiled(parameters: ["a": -4]).value(at: 0) == -8)
        #expect(expression.compiled(parameters: ["a": 1]).value(at: 1) == 3)
    }

    @Test func aDeclaredButUnusedParameterIsListedAsUnusedAndTakesItsValue() throws {
        let expression = try Expression("3x", parameters: ["a"])
        #expect(expression.usedParameters.isEmpty && expression.declaredParameters == ["a"])
        #expect(expression.compiled(parameters: ["a": 1]).value(at: 2) == 6)
    }
}
