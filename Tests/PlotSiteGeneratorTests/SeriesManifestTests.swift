import Foundation
import Testing
import PlotCore
@testable import PlotSiteGenerator

/// Taylor polynomials as curves and `{n}` in titles, labels and notes (docs/manifest.md#taylor-polynomials,
/// docs/manifest.md#live-labels): what they read as, how the page names them, and every problem at its place.
@Suite struct SeriesManifestTests {
    static let sine = """
    { "functions": { "f": "sin(x)" }, "xMax": 7, "title": "degree {n}",
      "curves": [ { "expression": "f(x)", "label": "sin x" }, { "taylor": { "of": "f", "at": 0, "degree": "n" } } ],
      "parameters": { "n": { "value": 5, "min": 0, "max": 20, "step": 1 } } }
    """

    @Test func aTaylorPolynomialOnASliderDrawsItsDegreeAndIsNamedExactly() throws {
        let plot = try TestManifest.plots(Self.sine)[0]
        let taylor = try #require(plot.figure.curves[1].taylor)
        #expect(taylor.slider == "n" && taylor.degree == 5 && taylor.coefficients.count == 21 && taylor.of == 0)
        let rendering = try PlotRendering(plot)
        #expect(rendering.curveName(1) == "T₅(x) = x − x³/6 + x⁵/120")
        #expect(rendering.taylorNames[1]?[7] == "T₇(x) = x − x³/6 + x⁵/120 − x⁷/5040")
        #expect(rendering.taylorNames[1]?[0] == "T₀(x) = 0")
        // The curve draws the polynomial of the slider's degree: at n = 5 and x = 1, 1 − 1/6 + 1/120.
        let curve = plot.figure.curves[1].expression.compiled(parameters: ["n": 5])
        #expect(Swift.abs(curve.evaluate(at: 1) - (1 - 1.0 / 6 + 1.0 / 120)) < 1e-15)
        #expect(rendering.plot.title == "degree 5")
    }

    @Test func whereADerivativeHasNoValueTheLegendSaysSoAndNothingIsDrawn() throws {
        let plot = try TestManifest.plots("""
        { "xMax": 2, "curves": [ { "expression": "abs(x)" }, { "taylor": { "of": 0, "at": 0, "degree": 2 } } ] }
        """)[0]
        let rendering = try PlotRendering(plot)
        #expect(rendering.curveName(1) == "T₂: no derivative of order 1 at x = 0, so no Taylor polynomial")
        #expect(plot.figure.curves[1].expression.compiled().value(at: 0.5) == nil)
    }

    @Test func aDecimalCoefficientKeepsSixDigitsAndAPointAwayFromZeroShifts() throws {
        let plot = try TestManifest.plots("""
        { "xMax": 3, "curves": [ { "expression": "e^x" }, { "taylor": { "of": 0, "at": 1, "degree": 2 } } ] }
        """)[0]
        #expect(try PlotRendering(plot).curveName(1) == "T₂(x) = 2.71828 + 2.71828(x − 1) + 1.35914(x − 1)²")
    }

    @Test func badTaylorPolynomialsAreLocatedErrors() {
        func problems(_ taylor: String, parameters: String = "") -> [String] {
            TestManifest.problemLines(ofPlots: """
            { "functions": { "f": "sin(x)" }, "xMax": 3, \(parameters)
              "curves": [ { "expression": "f(x)" }, { "taylor": \(taylor) } ] }
            """)
        }
        #expect(problems("{\"of\": \"g\", \"at\": 0, \"degree\": 3}")
                == ["gallery.json:3:60: plots[0].curves[1].taylor.of: names no function of this plot: \"g\" (did you mean \"f\"?)"])
        #expect(problems("{\"of\": \"f\", \"at\": 0, \"degree\": 21}")
                == ["gallery.json:3:84: plots[0].curves[1].taylor.degree: must be a whole number from 0 to 20, not 21"])
        #expect(problems("{\"of\": \"f\", \"at\": 0, \"degree\": 2.5}")
                == ["gallery.json:3:84: plots[0].curves[1].taylor.degree: must be a whole number from 0 to 20, not 2.5"])
        #expect(problems("{\"of\": \"f\", \"at\": 0, \"degree\": \"m\"}", parameters: "\"parameters\": {\"n\": {\"value\": 1, \"min\": 0, \"max\": 9, \"step\": 1}},")
                == ["gallery.json:3:84: plots[0].curves[1].taylor.degree: names no slider of this plot: \"m\" (did you mean \"n\"?)"])
        #expect(problems("{\"of\": \"f\", \"at\": 0, \"degree\": \"n\"}", parameters: "\"parameters\": {\"n\": {\"value\": 1, \"min\": 0, \"max\": 30, \"step\": 1}},")
                == ["gallery.json:3:84: plots[0].curves[1].taylor.degree: the slider n must go from whole numbers within 0 … 20 in whole steps (it goes 0 … 30 by 1)"])
        #expect(problems("{\"of\": \"f\", \"at\": 0}")
                == ["gallery.json:3:53: plots[0].curves[1].taylor: \"degree\" is missing (a Taylor polynomial needs of, at and degree)"])
    }

    @Test func aPlaceholderThatNamesNoSliderIsALocatedErrorWithTheClosest() {
        let lines = TestManifest.problemLines(ofPlots: """
        { "title": "up to {m}", "xMax": 1, "notes": "at {q}",
          "curves": [ { "expression": "sum(k = 1 … n, x^k)", "label": "degree {p}" } ],
          "parameters": { "n": { "value": 3, "min": 0, "max": 9, "step": 1 } } }
        """)
        #expect(lines == ["gallery.json:2:19: plots[0].title: {m} names no slider of this plot (did you mean {n}?)",
                          "gallery.json:2:49: plots[0].notes: {q} names no slider of this plot (did you mean {n}?)",
                          "gallery.json:3:71: plots[0].curves[0].label: {p} names no slider of this plot (did you mean {n}?)"])
    }

    @Test func placeholdersAreWrittenAtTheDeclaredValuesAndMarkedForThePage() throws {
        let plot = try TestManifest.plots("""
        { "title": "up to {n}", "xMax": 1, "notes": "{n} terms; {x < 1: x} stays as written",
          "curves": [ { "expression": "sin(x)", "label": "sine" }, { "expression": "sum(k = 1 … n, x^k)", "label": "degree {n}" } ],
          "parameters": { "n": { "value": 3, "min": 0, "max": 9, "step": 1 } } }
        """)[0]
        let rendering = try PlotRendering(plot)
        #expect(rendering.plot.title == "up to 3")
        #expect(rendering.plot.notes == "3 terms; {x < 1: x} stays as written")
        #expect(rendering.curveName(1) == "degree 3")
        #expect(plot.displayTitle == "up to 3")
        #expect(LiveText.placeholders(in: "a {n}, {x < 1} and {ab}").map(\.name) == ["n"])
    }
}
