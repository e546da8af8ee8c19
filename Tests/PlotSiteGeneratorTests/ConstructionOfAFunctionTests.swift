import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// A tangent, secant or sum may name one of the plot's functions as what it is of (docs/manifest.md#tangents-and-secants):
/// the curve of the figure that draws it.
@Suite struct ConstructionOfAFunctionTests {
    @Test func ofNamesTheCurveThatDrawsTheFunction() throws {
        let plot = try TestManifest.plots("""
        {"xMax": 3, "functions": {"f": "x^3 - 3x", "g": "sin(x)"},
         "curves": [{"expression": "g(x)"}, {"expression": "f(x)"}, {"tangent": {"of": "f", "at": 2}}, {"secant": {"of": "g", "from": 0, "to": 1}}],
         "sums": [{"of": "f", "from": 0, "to": 2, "n": 4, "rule": "left"}]}
        """)[0]
        let tangent = try #require(plot.figure.curves[2].construction)
        #expect(tangent.of == 1 && tangent.line.equation == "9x − 16")
        #expect(plot.figure.curves[3].construction?.of == 0)
        #expect(plot.figure.sums.first?.curve == 1)
    }

    @Test func aNameThatIsNoFunctionOrIsNotDrawnIsAnError() {
        let lines = TestManifest.problemLines(ofPlots: """
        {"xMax": 3, "functions": {"f": "x^3 - 3x"}, "curves": [
          {"expression": "x^2"},
          {"tangent": {"of": "g", "at": 1}},
          {"tangent": {"of": "f", "at": 1}}
        ]}
        """)
        #expect(lines.count == 2)
        #expect(lines[0].contains("plots[0].curves[1].tangent.of: names no function of this plot: \"g\" (did you mean \"f\"?)"), "\(lines)")
        #expect(lines[1].contains("plots[0].curves[2].tangent.of: names f, which no curve of this plot draws: add the curve \"f(x)\""), "\(lines)")
    }
}
