import Foundation
import Testing
import PlotCore
import PlotSVG
@testable import PlotSiteGenerator

/// Relations as curves of a figure (docs/manifest.md#implicit-curves-and-regions): an equation in x and y is an implicit
/// curve, inequalities a region, y = f(x) stays a curve y = f(x); what does not apply to them is a located error.
@Suite struct ImplicitManifestTests {
    @Test func anEquationIsACurveInequalitiesARegionAndYEqualsFOfXAFunction() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"expression": "x^2 + y^2 = 4", "label": "circle"}, {"expression": "y < x^2 and y >= 0", "style": "dashed"},
                    {"expression": "y = x^2 - 1"}, {"expression": "{x < 0: -x, x}"}], "aspect": "equal"}
        """)[0]
        let curves = plot.figure.curves
        #expect(curves.map { $0.relation?.kind } == [.curve, .region, nil, nil])
        #expect(curves.map(\.description) == ["x² + y² = 4", "y < x² and y ≥ 0", "x² − 1", "{x < 0: −x, x}"])
        #expect(curves[0].label == "circle" && curves[1].style == .dashed)
        #expect(curves[2].expression.compiled().value(at: 2) == 3, "y = x² − 1 is drawn by the sampler")
        #expect(plot.calculatorCurve == 2, "Open in Calculator skips the relations")
    }

    @Test func thePlainListReadsRelationsToo() throws {
        let plots = try TestManifest.read("x^2 + y^2 = 4\nx^2 + y^2 < 1 | title=Disc\n", .plainList).plots
        #expect(plots.map { $0.figure.curves[0].relation?.kind } == [.curve, .region])
        #expect(plots[1].title == "Disc")
    }

    @Test func whatARelationCannotDoIsALocatedErrorWithTheWayForward() {
        let curve = "the implicit curve x² + y² = 4: areas, sums, tangents and secants are drawn on curves y = f(x); "
            + "for a region between curves, write the curves y = f(x) and an area between them"
        let range = "is drawn wherever it holds in the frame, pixel by pixel"
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"expression": "x^2 + y^2 = 4"}, {"expression": "x"}, {"tangent": {"of": 0, "at": 1}}],
         "areas": [{"under": 0}], "sums": [{"of": 0, "from": 0, "to": 1, "n": 4, "rule": "left"}]},
        {"expression": "x^2 + y^2 = 4 or y < 1"},
        {"expression": "y < x = 2"},
        {"curves": [{"expression": "x^2 + y^2 <= 4", "from": 0}]},
        {"expression": "3 = 4"},
        {"expression": "x^2 + y^2 = 4", "parameters": {"y": {"value": 1, "min": 0, "max": 2}}}
        """) == [
            "gallery.json:2:86: plots[0].curves[2].tangent.of: names curves[0], \(curve)",
            "gallery.json:3:22: plots[0].areas[0].under: names curves[0], \(curve)",
            "gallery.json:3:43: plots[0].sums[0].of: names curves[0], \(curve)",
            "gallery.json:4:31: plots[1].expression: 'or' is not supported: a region is where all of its inequalities hold, "
                + "joined with 'and' (character 15)\n  x^2 + y^2 = 4 or y < 1\n                ^",
            "gallery.json:5:23: plots[2].expression: '<' and '=' cannot be mixed: an equation is a curve, inequalities make a region "
                + "(character 7)\n  y < x = 2\n        ^",
            "gallery.json:6:54: plots[3].curves[0].from: belongs to curves y = f(x): \"x^2 + y^2 <= 4\" \(range); leave \"from\" out "
                + "(to draw part of it, add a condition with 'and', as in \"x^2 + y^2 < 4 and y > 0\")",
            "gallery.json:7:19: plots[4].expression: an equation needs x or y, as in x² + y² = 4 (character 3)\n  3 = 4\n    ^",
            "gallery.json:8:16: plots[5].expression: y is a coordinate of the relation \"x^2 + y^2 = 4\", and the plot also has a "
                + "slider y: rename the slider",
        ])
    }

    @Test func thePageShadesTheRegionCountsTheUndecidedPixelsAndListsTheIntercepts() throws {
        let plot = try TestManifest.plots("""
        {"title": "Disc", "curves": [{"expression": "x^2 + y^2 < 4"}, {"expression": "x^2/9 + y^2/4 = 1"}], "xMax": 4, "yMin": -3, "yMax": 3,
         "aspect": "equal"}
        """)[0]
        let rendering = try PlotRendering(plot)
        let svg = SVGRenderer().element(rendering.drawing)
        #expect(svg.contains("class=\"plot-region plot-fill-0\" data-curve=\"0\""))
        #expect(svg.contains("class=\"plot-curve plot-boundary-strict plot-curve-1\"") == false)
        #expect(svg.contains("class=\"plot-curve plot-boundary-strict plot-curve-0\""))
        // The ellipse passes within rounding of 22 pixels' corners in this frame: drawn grey and counted, not guessed.
        #expect(svg.contains("<path class=\"plot-undecided\" data-curve=\"1\" data-pixels=\"22\""))
        #expect(svg.contains("22 pixels could not be decided within the budget: they are drawn grey, not guessed."))
        #expect(svg.contains("<pattern id=\"plot-undecided\" data-undecided-pattern=\"\" patternUnits=\"userSpaceOnUse\" width=\"2\" height=\"2\">"))
        #expect(svg.contains("fill=\"url(#plot-undecided)\""))
        #expect(rendering.summary.hasPrefix("Graph of 2 curves"))
        #expect(rendering.summary.contains("x² + y² < 4 (blue, solid); x²/9 + y²/4 = 1 (orange, solid)"))
        let intercepts = rendering.pointsOfInterest?.points.filter { $0.curves == [1] }.map { [$0.x, $0.y] }
        #expect(intercepts == [[-3, 0], [3, 0], [0, -2], [0, 2]])
        let owners = rendering.pointsOfInterest?.points.filter { $0.curves.count == 1 }.map { $0.curves[0] } ?? []
        #expect(!owners.isEmpty && owners == owners.sorted(), "each curve's points in its place, curve by curve")
        let parabola = ImplicitIntercepts.find(try Relation("x = y^2 - 1"), index: 0, x: (-3, 3), y: (-3, 3)).map { [$0.x, $0.y] }
        #expect(parabola == [[-1, 0], [0, -1], [0, 1]], "x = g(y) has its intercepts too")
    }
}
