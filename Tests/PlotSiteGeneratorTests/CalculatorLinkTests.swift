import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// "Open in Calculator" carries what the plot page shows (issue 17 §6); plot-record.js reads it
/// (Tests/JS/calculator-configuration.test.mjs reads these same links).
@Suite struct CalculatorLinkTests {
    @Test func aLinkWithoutWindowOrSamplingCarriesExpressionAndXMax() {
        #expect(CalculatorLink.query(expression: "x^3 - 2.5x^2", xMax: 4) == "expression=x%5E3%20-%202.5x%5E2&xmax=4")
    }

    @Test func aLinkCarriesTheSamplingAutoIncluded() {
        #expect(CalculatorLink.query(expression: "tan(x)", xMax: 10, samples: .auto) == "expression=tan%28x%29&xmax=10&samples=auto")
        #expect(CalculatorLink.query(expression: "x", xMax: 0.25, samples: .count(200)) == "expression=x&xmax=0.25&samples=200")
    }

    @Test func aLinkCarriesTheWindowEndsThatAreGivenInReadingOrder() {
        #expect(CalculatorLink.query(expression: "ln(x)", xMax: 10, samples: .auto, xMin: 0)
            == "expression=ln%28x%29&xmin=0&xmax=10&samples=auto")
        #expect(CalculatorLink.query(expression: "x", xMax: 10, samples: .count(50), xMin: 2, yMin: -0.5, yMax: 3)
            == "expression=x&xmin=2&xmax=10&ymin=-0.5&ymax=3&samples=50")
        #expect(CalculatorLink.query(expression: "x", xMax: 5, yMax: 8) == "expression=x&xmax=5&ymax=8")
    }

    @Test func aPlusInTheExpressionOrInANumberIsEscapedNotReadAsASpace() {
        #expect(CalculatorLink.query(expression: "x+1", xMax: 5, yMax: 1e20) == "expression=x%2B1&xmax=5&ymax=1e%2B20")
    }
}

/// The expression a plot with sliders opens in the Calculator, at the sliders' values: the cases of
/// Tests/Fixtures/calculator-links.json, which the live page's calculator-link.js runs too.
@Suite struct CalculatorExpressionTests {
    struct Case: Decodable {
        let source: String
        let values: [String: Double]
        let expected: String
        let why: String
    }

    static let cases: [Case] = {
        struct File: Decodable { let cases: [Case] }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/calculator-links.json")
        // A missing or malformed fixture is a broken checkout, not a test result.
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }()

    @Test func theValuesAreWrittenInPlaceOfTheLettersAsAPersonWould() throws {
        #expect(Self.cases.count >= 20)
        for test in Self.cases {
            let values = Dictionary(uniqueKeysWithValues: test.values.map { (Character($0.key), $0.value) })
            let expression = try Expression(test.source, parameters: Set(values.keys))
            #expect(CalculatorLink.expression(expression, at: values) == test.expected, "\(test.source) at \(test.values): \(test.why)")
        }
    }

    /// What the Calculator plots is what the page draws: the same double at every x, or undefined alike.
    @Test func theWrittenExpressionEvaluatesToWhatThePageDraws() throws {
        let xs = stride(from: -7.0, through: 7.0, by: 0.25).map { $0 } + [0.1, -0.3, 1e-3]
        for test in Self.cases {
            let values = Dictionary(uniqueKeysWithValues: test.values.map { (Character($0.key), $0.value) })
            let page = try Expression(test.source, parameters: Set(values.keys)).compiled(parameters: values)
            let calculator = try Expression(test.expected).compiled()
            for x in xs {
                let drawn = page.value(at: x), opened = calculator.value(at: x)
                #expect(drawn == opened || (drawn.map { abs($0) } == 0 && opened.map { abs($0) } == 0),
                        "\(test.expected) at x = \(x): \(String(describing: opened)), the page draws \(String(describing: drawn))")
            }
        }
    }

    @Test func aValueThatMakesTheExpressionTooLongForTheLanguageGivesNil() throws {
        // 3 000 characters as written; 12 500 once each a is 0.30000000000000004.
        let source = Array(repeating: "a x", count: 500).joined(separator: " + ")
        #expect(CalculatorLink.expression(try Expression(source, parameters: ["a"]), at: ["a": 0.30000000000000004]) == nil)
    }
}
