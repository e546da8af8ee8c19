import Testing
import PlotCore
@testable import PlotSiteGenerator

/// A curve that will not show in its plot is a warning, not an error (docs/manifest.md#errors-and-warnings): the manifest
/// is still read, and the warning says which curve and why.
@Suite struct CurveCoverageTests {
    @Test func curvesUndefinedEverywhereOrOutsideTheRangeAreWarnedAbout() throws {
        let reading = try ManifestReader.parseWithWarnings("""
        {"plots": [
        {"curves": [{"expression": "sin(x)"}, {"expression": "ln(-x-10)"}]},
        {"expression": "√(-1-x^2)", "xMax": 3},
        {"curves": [{"expression": "x"}, {"expression": "x^2", "from": 6}, {"expression": "x^3", "to": "-2π"}]},
        {"curves": [{"expression": "√(x-4)", "to": 3}, {"expression": "1/0"}]}
        ]}
        """, file: "gallery.json", format: .json)
        #expect(reading.manifest.plots.count == 4)
        #expect(reading.warnings.map(\.description) == [
            "gallery.json:2:39: plots[0].curves[1]: \"ln(-x-10)\" is undefined everywhere from -5 to 5: nothing is drawn",
            "gallery.json:3:16: plots[1].expression: \"√(-1-x^2)\" is undefined everywhere from -3 to 3: nothing is drawn",
            "gallery.json:4:34: plots[2].curves[1]: \"x^2\" exists only from 6 on, outside the plot's x-range -5 … 5: nothing is drawn",
            "gallery.json:4:68: plots[2].curves[2]: \"x^3\" exists only up to -6.283185307179586, "
                + "outside the plot's x-range -5 … 5: nothing is drawn",
            // Only the curve's own range counts: √(x−4) is defined from 4 on, but the curve stops at 3.
            "gallery.json:5:13: plots[3].curves[0]: \"√(x-4)\" is undefined everywhere from -5 to 3: nothing is drawn",
            "gallery.json:5:48: plots[3].curves[1]: \"1/0\" is undefined everywhere from -5 to 5: nothing is drawn",
        ])
    }

    @Test func aCurveDefinedOnlyAtTheEdgeOfTheRangeIsNotWarnedAbout() throws {
        // Defined on 4.99 … 5 only: the last tried point is the range's end itself.
        let reading = try ManifestReader.parseWithWarnings("√(x-4.99); √(-x-4.995)\n", file: "plots.txt", format: .plainList)
        #expect(reading.warnings.isEmpty)
        #expect(CurveCoverage.problem(with: FigureCurve(try Expression("ln(x)"), from: -3, to: -1e-9), lowerX: -5, xMax: 5) != nil)
    }

    @Test func plainListWarningsNameTheCurveOnItsLine() throws {
        let reading = try ManifestReader.parseWithWarnings("sin(x); ln(-x-10)\nsqrt(-1) | xMax=2\n", file: "plots.txt", format: .plainList)
        #expect(reading.warnings.map(\.description) == [
            "plots.txt:1:9: line 1.curves[1]: \"ln(-x-10)\" is undefined everywhere from -5 to 5: nothing is drawn",
            "plots.txt:2:1: line 2.expression: \"sqrt(-1)\" is undefined everywhere from -2 to 2: nothing is drawn",
        ])
    }

    @Test func warningsAreKeptWhenOtherPlotsHaveErrors() {
        do {
            _ = try ManifestReader.parseWithWarnings("sqrt(-1)\nx | samples=1\n", file: "plots.txt", format: .plainList)
            Issue.record("the manifest has an error")
        } catch {
            #expect(error.problems.map(\.subject) == ["line 2.samples"])
            #expect(error.warnings.map(\.subject) == ["line 1.expression"])
        }
    }
}
