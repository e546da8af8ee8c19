import Foundation
import Testing
import PlotCore
import PlotSVG
@testable import PlotSiteGenerator

/// Solutions of differential equations as curves of a figure (docs/manifest.md#solutions-of-differential-equations): read
/// with their sliders, drawn at build time across the frame with a dot at their point, named in the legend and the text
/// alternative, handed to the page's script; what does not apply to them is a located error.
@Suite struct ODEManifestTests {
    @Test func aSolutionIsACurveOfAFigureWithItsSliders() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"ode": "a x - y", "through": [0, "b/2"]}, {"expression": "x"}],
         "parameters": {"a": {"value": 1, "min": 0, "max": 2}, "b": {"value": 2, "min": 0, "max": 4}}}
        """)[0]
        let curves = plot.figure.curves
        #expect(curves[0].description == "y′ = a·x − y through (0, b/2)")
        #expect(curves[0].usedParameters == ["a", "b"])
        #expect(curves[0].ode?.y0.value == 1)
        #expect(plot.calculatorCurve == 1, "Open in Calculator skips the solution")
    }

    @Test func whatASolutionCannotDoIsALocatedError() {
        let drawnOnCurves = "areas, sums, tangents and secants are drawn on curves y = f(x)"
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"ode": "x - z", "through": [0, 1]}]},
        {"curves": [{"ode": "x - y", "through": [0]}]},
        {"curves": [{"ode": "x - y"}]},
        {"curves": [{"ode": "1/y", "through": [0, 0]}]},
        {"curves": [{"ode": "x - y", "through": [0, 1]}, {"expression": "x"}, {"tangent": {"of": 0, "at": 1}}], "areas": [{"under": 0}]},
        {"curves": [{"ode": "x - y", "through": [0, "c"]}], "parameters": {"a": {"value": 1, "min": 0, "max": 2}}},
        {"curves": [{"ode": "x - y", "through": [0, 1]}], "parameters": {"y": {"value": 1, "min": 0, "max": 2}}},
        {"curves": [{"ode": "x - y", "through": [0, 9]}], "yMin": -3, "yMax": 4},
        {"curves": [{"ode": "x - y", "through": ["a", 1]}], "xMin": -1, "xMax": 3, "parameters": {"a": {"value": 3.5, "min": 0, "max": 4}}}
        """) == [
            "gallery.json:2:26: plots[0].curves[0].ode: unknown name 'z' (the variables are x and y) (character 5)\n  x - z\n      ^",
            "gallery.json:3:41: plots[1].curves[0].through: must be a pair [x₀, y₀] of numbers or expressions in constants and sliders, "
                + "such as [0, 1], not a list",
            "gallery.json:4:13: plots[2].curves[0]: \"through\" is missing: a solution needs the point it passes through, such as [0, 1]",
            "gallery.json:5:39: plots[3].curves[0].through: dy/dx = 1/y is undefined at (0, 0): a solution needs a point where it is defined",
            "gallery.json:6:90: plots[4].curves[2].tangent.of: names curves[0], the solution of a differential equation "
                + "y′ = x − y through (0, 1): \(drawnOnCurves)",
            "gallery.json:6:125: plots[4].areas[0].under: names curves[0], the solution of a differential equation "
                + "y′ = x − y through (0, 1): \(drawnOnCurves)",
            "gallery.json:7:46: plots[5].curves[0].through[1]: unknown name 'c' (the variable is x) (character 1); to use c as a slider, declare it in plots[5].parameters\n  c\n  ^",
            "gallery.json:8:21: plots[6].curves[0].ode: y is a coordinate of the equation \"x - y\", and the plot also has a slider y: "
                + "rename the slider",
            "gallery.json:9:41: plots[7].curves[0].through: (0, 9) lies outside the frame (y from −3 to 4): "
                + "a solution is drawn across the frame through a point in it",
            "gallery.json:10:41: plots[8].curves[0].through: (a, 1) = (3.5, 1) at the sliders' values lies outside the frame "
                + "(x from −1 to 3): a solution is drawn across the frame through a point in it",
        ])
    }

    @Test func theBuildDrawsTheSolutionWithinAQuarterPixelOfTheClosedForm() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"ode": "x - y", "through": [0, 1]}], "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 4}
        """)[0]
        let rendering = try PlotRendering(plot)
        let drawn = rendering.drawing.curves[0]
        let viewport = rendering.drawing.viewport
        let points = drawn.segments.flatMap { $0 }
        #expect(drawn.segments.count == 1 && points.count > 20)
        #expect(points.first!.x == -1 && points.last!.x == 3, "across the frame")
        // In device pixels: y = x − 1 + 2e⁻ˣ at each drawn point's x.
        let pixelsPerUnit = viewport.height / (viewport.yMax - viewport.yMin)
        let worst = points.map { abs($0.y - ($0.x - 1 + 2 * exp(-$0.x))) * pixelsPerUnit }.max()!
        #expect(worst <= 0.25, "\(worst) px")
        #expect(drawn.endpoints == [Endpoint(x: 0, y: 1, isOpen: false)], "a filled dot at the point, no open end")
        #expect(rendering.summary == "Graph of the solution of dy/dx = x − y through (0, 1) for x from −1 to 3, y shown from −1 to 4. "
                + "Filled dots, points the curve holds: (0, 1).")
    }

    @Test func theTableListsTheSolutionsValuesAndADashWhereItDoesNotReach() throws {
        // y′ = x − y through (0, 1) is x − 1 + 2e⁻ˣ; y′ = y² through (0, 1) is 1/(1 − x), which blows up at x = 1.
        let plot = try TestManifest.plots("""
        {"curves": [{"ode": "x - y", "through": [0, 1], "label": "s"}, {"ode": "y^2", "through": [0, 1], "label": "b"}],
         "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 4, "table": {"step": 0.5}}
        """)[0]
        let rendering = try PlotRendering(plot)
        #expect(rendering.tableHeads == ["s", "b"])
        let rows = rendering.table
        #expect(rows.map(\.value) == [-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3])
        #expect(rows.map { $0.ys[0] } == rows.map { rendering.readable($0.value - 1 + 2 * exp(-$0.value)) })
        // 1/(1 − x) up to x = 0.5; past the blow-up it does not reach.
        #expect(rows.map { $0.ys[1] } == ["0.5", "0.666667", "1", "2", "–", "–", "–", "–", "–"])
    }

    @Test func aSolutionWhoseSlopeTurnsVerticalEndsInOpenDots() throws {
        // y′ = −x/y through (0, 1) is the upper half of the unit circle: its slope turns vertical at x = ±1.
        let plot = try TestManifest.plots("""
        {"curves": [{"ode": "-x/y", "through": [0, 1]}], "xMin": -2, "xMax": 2, "yMin": -2, "yMax": 2}
        """)[0]
        let dots = try PlotRendering(plot).drawing.curves[0].endpoints
        #expect(dots.count == 3 && dots[2] == Endpoint(x: 0, y: 1, isOpen: false))
        for dot in dots.prefix(2) { #expect(dot.isOpen && abs(abs(dot.x) - 1) < 1e-3 && abs(dot.y) < 1e-3, "\(dot)") }
    }

    @Test func aSliderThatPutsThePointWhereFIsUndefinedGivesANote() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"ode": "√(y)", "through": [0, "a"], "label": "root"}, {"expression": "x"}],
         "parameters": {"a": {"value": -1, "min": -1, "max": 4}}}
        """)[0]
        let rendering = try PlotRendering(plot)
        let svg = SVGRenderer().element(rendering.drawing)
        #expect(rendering.drawing.curves[0].segments.isEmpty && rendering.drawing.curves[0].endpoints.isEmpty)
        #expect(svg.contains("<text class=\"plot-field-note\" data-curve=\"0\" x=\"8\" y=\"492\" fill=\"#16181d\">"
            + "the solution of dy/dx = √y through (0, a): dy/dx is undefined at its point</text>"), "\(svg)")
    }

    @Test func thePageHandsTheSolutionToItsScript() throws {
        let page = try TestBuild.plotPage("""
        {"plots": [{"title": "Logistic", "slug": "logistic", "curves": [{"ode": "y(1 - y/4)", "through": [0, "b"]}],
          "parameters": {"b": {"value": 2, "min": 0, "max": 6}}}]}
        """, slug: "logistic")
        #expect(page.contains(#"{&quot;ode&quot;:&quot;y(1 - y/4)&quot;,&quot;through&quot;:[0.0,&quot;b&quot;],"#
            + #"&quot;description&quot;:&quot;y(1 − y/4)&quot;,&quot;point&quot;:&quot;(0, b)&quot;"#), "\(page)")
    }
}
