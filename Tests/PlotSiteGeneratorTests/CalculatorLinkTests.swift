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
