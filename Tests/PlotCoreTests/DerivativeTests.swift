import Foundation
import Testing
@testable import PlotCore

/// Runs `Tests/Fixtures/derivatives.json` (the JS tests run the same file): exact derivatives of every
/// function of the language, within 1e-12 of their closed forms, undefined where none exists,
/// described as the fixture's formula, and the formula read back gives the same doubles.
@Suite struct DerivativeTests {
    struct Case: Decodable, Sendable, CustomStringConvertible {
        let expression: String
        let functions: [String: String]?
        let parameters: [String: Double]?
        /// `[x, derivative]` pairs.
        let points: [[Double]]
        let undefinedAt: [Double]
        let formula: String?

        var description: String { expression }
        var values: [Character: Double] {
            Dictionary(uniqueKeysWithValues: (parameters ?? [:]).map { (Character($0.key), $0.value) })
        }

        func parsed() throws -> PlotCore.Expression {
            try PlotCore.Expression(expression, parameters: Set(values.keys))
        }
    }

    static let cases: [Case] = {
        struct File: Decodable { let cases: [Case] }
        let url = Fixtures.folder.appendingPathComponent("derivatives.json")
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }()

    @Test(arguments: cases)
    func derivativeIsExactWhereItExists(_ vector: Case) throws {
        let slope = try #require(try vector.parsed().derivative())
        let compiled = slope.compiled(parameters: vector.values)
        for point in vector.points {
            let (x, expected) = (point[0], point[1])
            let actual = try #require(compiled.value(at: x), "\(vector): derivative at \(x) should be \(expected)")
            #expect(Swift.abs(actual - expected) <= 1e-12 * max(1, Swift.abs(expected)),
                    "\(vector): derivative at \(x) is \(actual), expected \(expected)")
        }
        for x in vector.undefinedAt {
            #expect(compiled.value(at: x) == nil, "\(vector): no derivative at \(x)")
        }
        if let formula = vector.formula {
            #expect(slope.description == formula)
        }
        // The formula is an expression of the language that computes the same doubles.
        let reread = try PlotCore.Expression(slope.description, parameters: Set(vector.values.keys)).compiled(parameters: vector.values)
        for x in vector.points.map({ $0[0] }) + vector.undefinedAt {
            #expect(reread.evaluate(at: x).bitPattern == compiled.evaluate(at: x).bitPattern, "\(slope) read back at \(x)")
        }
    }

    @Test func secondDerivativeIsTheDerivativeOfTheFirst() throws {
        let second = try #require(try PlotCore.Expression("x^3 - 3x").derivative()?.derivative())
        #expect(second.description == "6x")
        #expect(second.compiled().value(at: 2) == 12)
    }

    @Test func derivativeKeepsTheDeclaredParameters() throws {
        let slope = try #require(try PlotCore.Expression("a x^2", parameters: ["a"]).derivative())
        #expect(slope.declaredParameters == ["a"])
        #expect(slope.compiled(parameters: ["a": 2]).value(at: 3) == 12)
    }

    @Test func derivativeTooLargeToWriteIsNotGiven() throws {
        // Each nested min doubles the derivative's written size: 40 of them would be 2⁴⁰ nodes.
        var nested = "x"
        for _ in 0..<40 { nested = "min(\(nested), x^2)" }
        #expect(try PlotCore.Expression(nested).derivative() == nil)
    }
}
