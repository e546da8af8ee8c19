import Foundation
import Testing
import PlotCore
@testable import PlotSiteGenerator

/// Parametric and polar curves in gallery.json and the plain-text list (docs/manifest.md#parametric-and-polar-curves):
/// how they read, how they are named, and every problem at its place.
@Suite struct ParametricManifestTests {
    @Test func aParametricAndAPolarCurveRead() throws {
        let plot = try TestManifest.plots("""
        {"xMax": 2.5, "curves": [{"x": "cos(t)", "y": "sin(t)", "t": [0, "2π"], "label": "unit circle"},
                                 {"r": "1 + cos(theta)", "style": "dashed", "endpoints": false}, {"expression": "x/2"}]}
        """)[0]
        let curves = plot.figure.curves
        let circle = try #require(curves[0].path)
        #expect(circle.description == "(cos(t), sin(t))")
        #expect(circle.from == 0 && circle.to == 2 * .pi && circle.toDescription == "2π")
        #expect(circle.rangeDescription == "0 ≤ t ≤ 2π")
        let cardioid = try #require(curves[1].path)
        #expect(cardioid.description == "r = 1 + cos(θ)", "theta is written θ")
        #expect(cardioid.from == 0 && cardioid.to == 2 * .pi, "a polar curve without a range goes once around")
        #expect(curves[0].endpoints == .jumps, "dots at its jumps in t unless told otherwise")
        #expect(curves[1].style == .dashed && curves[1].endpoints == .off)
        #expect(curves[2].path == nil)
        #expect(plot.calculatorCurve == 2, "Open in Calculator opens the first curve y = f(x)")
        #expect(plot.displayTitle == "unit circle")
        // At t = π/2 the circle is at its top; θ = 0 puts the cardioid at (2, 0).
        let paths = plot.compiledPaths
        let top = try #require(paths[0]?.point(at: .pi / 2))
        #expect(abs(top.x) < 1e-15 && top.y == 1)
        #expect(paths[1]?.point(at: 0) == Point(x: 2, y: 0))
        #expect(paths[2] == nil)
    }

    @Test func aFigureOfParametricCurvesAloneOpensNoCalculatorAndHasNoSlugFromZeroOverZero() throws {
        let plot = try TestManifest.plots(#"{"curves": [{"x": "sin(3t)", "y": "sin(2t)", "t": [0, "2π"]}]}"#)[0]
        #expect(plot.calculatorCurve == nil)
        #expect(plot.slug == "sin-3t-sin-2t")
        #expect(plot.displayTitle == "(sin(3t), sin(2t))")
    }

    @Test func parametricProblemsAreNamedAtTheirPlace() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"x": "cos(t)", "t": [0, 1]}]},
        {"curves": [{"x": "cos(t)", "y": "sin(x)", "t": [1, 1]}]},
        {"curves": [{"r": "1", "t": [0, 1], "from": 0}]},
        {"curves": [{"x": "cos(t)", "y": "sin(t)"}]},
        {"curves": [{"x": "cos(t)", "y": "sin(t)", "t": [0, "1/0"]}, {"x": "t", "y": 2, "t": 5}]},
        {"curves": [{"x": "a cos(t)", "y": "sin(t)", "t": [0, 1]}], "parameters": {"t": {"value": 1, "min": 0, "max": 2}}},
        {"curves": [{"x": "t", "y": "t", "t": [0, 20000], "endpoints": ["closed", "open"]}]},
        {"curves": [{"expression": "x", "x": "t", "y": "t", "t": [0, 1]}]}
        """) == [
            "gallery.json:2:13: plots[0].curves[0]: a parametric curve needs \"y\" as well as \"x\", as in {\"x\": \"cos(t)\", \"y\": \"sin(t)\", \"t\": [0, \"2π\"]}",
            "gallery.json:3:39: plots[1].curves[0].y: x is not this curve's variable: use t (character 5)\n  sin(x)\n      ^",
            "gallery.json:3:50: plots[1].curves[0].t[0]: the range is empty: from (1) must be less than to (1)",
            "gallery.json:4:29: plots[2].curves[0].t: a polar curve's parameter is θ: write \"θ\" (or \"theta\"): [from, to]",
            "gallery.json:4:45: plots[2].curves[0].from: a polar curve's range is its parameter's: \"θ\": [from, to]",
            "gallery.json:5:13: plots[3].curves[0]: a parametric curve needs its parameter's range, as in \"t\": [0, \"2π\"]",
            "gallery.json:6:53: plots[4].curves[0].t[1]: \"1/0\" has no finite value (a number is needed here)",
            "gallery.json:6:78: plots[4].curves[1].y: must be a string such as \"cos(t)\", not 2",
            "gallery.json:6:86: plots[4].curves[1].t: must be the range [from, to], such as [0, \"2π\"], not 5",
            "gallery.json:7:13: plots[5].curves[0]: t is this curve's parameter, and the plot also has a slider t: rename the slider",
            "gallery.json:8:39: plots[6].curves[0].t: the range is 20000 long; at most 10000 (a curve is drawn within its sampler's budget)",
            "gallery.json:8:64: plots[6].curves[0].endpoints: must be true or false for a parametric curve (dots at its jumps in t), "
                + "not a list; dots at the ends of a range in x belong to curves y = f(x)",
            "gallery.json:9:28: plots[7].curves[0].expression: a curve is either y = f(x) (\"expression\") or parametric (\"x\", \"y\" and \"t\") "
                + "or polar (\"r\" and \"θ\"), not both",
        ])
    }

    @Test func areasSumsTangentsAndSecantsNeedACurveInX() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"x": "cos(t)", "y": "sin(t)", "t": [0, 6]}, {"expression": "x"}, {"tangent": {"of": 0, "at": 1}}],
         "areas": [{"under": 0}], "sums": [{"of": 0, "from": 0, "to": 1, "n": 4, "rule": "left"}]}
        """) == [
            "gallery.json:2:98: plots[0].curves[2].tangent.of: names curves[0], the parametric curve (cos(t), sin(t)): areas, sums, "
                + "tangents and secants are drawn on curves y = f(x)",
            "gallery.json:3:22: plots[0].areas[0].under: names curves[0], the parametric curve (cos(t), sin(t)): areas, sums, "
                + "tangents and secants are drawn on curves y = f(x)",
            "gallery.json:3:43: plots[0].sums[0].of: names curves[0], the parametric curve (cos(t), sin(t)): areas, sums, "
                + "tangents and secants are drawn on curves y = f(x)",
        ])
    }

    @Test func theParameterUsesSlidersAndNamedFunctions() throws {
        let plot = try TestManifest.plots("""
        {"functions": {"f": "x^2"}, "parameters": {"a": {"value": 2, "min": 1, "max": 3}},
         "curves": [{"x": "a cos(t)", "y": "f(t)", "t": [-1, 1]}]}
        """)[0]
        #expect(plot.figure.curves[0].path?.description == "(a·cos(t), t²)")
        #expect(plot.compiledPaths[0]?.point(at: 1) == Point(x: 2 * cos(1), y: 1))
    }

    @Test func aCurveThatNeverEntersTheXRangeIsWarnedAbout() throws {
        #expect(try TestManifest.warningLines(ofPlots: """
        {"xMax": 1, "curves": [{"x": "5 + cos(t)", "y": "sin(t)", "t": [0, "2π"]}, {"r": "√(-1 - θ²)"}]}
        """) == [
            "gallery.json:2:24: plots[0].curves[0]: \"(5 + cos(t), sin(t))\" lies outside the plot's x-range -1 … 1 for 0 ≤ t ≤ 2π: nothing is drawn",
            "gallery.json:2:76: plots[0].curves[1]: \"r = √(-1 - θ²)\" is undefined everywhere for 0 ≤ θ ≤ 2π: nothing is drawn",
        ])
    }

    // MARK: - The plain-text list

    @Test func thePlainListWritesParametricAndPolarCurvesWithTheLinesRange() throws {
        let manifest = try ManifestReader.parse("""
        (cos(t), sin(t)); r = cos(3θ) | t=0…2π title="Circle and rose"
        r=1 + cos(θ) | θ=0..π
        (t^2, t^3) | t = -1…1
        abs(x)
        """, file: "plots.txt", format: .plainList)
        let curves = manifest.plots.map { $0.figure.curves.map(\.description) }
        #expect(curves == [["(cos(t), sin(t))", "r = cos(3θ)"], ["r = 1 + cos(θ)"], ["(t², t³)"], ["abs(x)"]])
        let ranges = manifest.plots.map { $0.figure.curves.compactMap(\.path).map(\.rangeDescription) }
        #expect(ranges == [["0 ≤ t ≤ 2π", "0 ≤ θ ≤ 2π"], ["0 ≤ θ ≤ π"], ["−1 ≤ t ≤ 1"], []])
    }

    @Test func plainListProblemsPointIntoTheLine() {
        #expect(TestManifest.problemLines("""
        (cos(t), sin(t))
        (cos(t), sin(x)) | t=0…1
        sin(x) | t=0…1
        (t, t) | t=0…
        (t, t) | t=0…1/0
        """, .plainList) == [
            "plots.txt:1:1: line 1.curves[0]: a parametric curve needs its parameter's range, as in \"t\": [0, \"2π\"]",
            "plots.txt:2:14: line 2.curves[0].y: x is not this curve's variable: use t (character 5)\n  sin(x)\n      ^",
            "plots.txt:3:12: line 3.t: is the range of a parametric curve, and this line has none, as in (cos(t), sin(t)) | t=0…2π",
            "plots.txt:4:12: line 4.t: must be a range such as t=0…2π (or 0..2π), not \"0…\"",
            "plots.txt:5:14: line 5.curves[0].t[1]: \"1/0\" has no finite value (a number is needed here)",
        ])
    }
}
