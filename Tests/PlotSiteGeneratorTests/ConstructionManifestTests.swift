import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// Tangents and secants among a figure's curves (docs/manifest.md#tangents-and-secants): read with the exact
/// derivative at the parameters' values, every problem at its place, and the page the build writes.
@Suite struct ConstructionManifestTests {
    @Test func aTangentIsTheLineOfTheExactDerivativeAtTheParametersValues() throws {
        let plot = try TestManifest.plots("""
        {"xMax": 3, "parameters": {"a": {"value": 2, "min": -2, "max": 2}},
         "curves": [{"expression": "x^3 - 3x"}, {"tangent": {"of": 0, "at": "a"}, "style": "dashed"}, {"secant": {"of": 0, "from": 1, "to": "1 + a"}}]}
        """)[0]
        let tangent = try #require(plot.figure.curves[1].construction)
        #expect(tangent.of == 0 && tangent.name == "tangent" && plot.figure.curves[1].style == .dashed)
        #expect(tangent.line == .line(x0: 2, y0: 2, slope: 9, points: [Point(x: 2, y: 2)]))
        #expect(tangent.line.equation == "9x − 16")
        // Its expression is the line at a = 2, for the build's drawing, fit and points of interest.
        #expect(plot.compiledCurves[1].value(at: 0) == -16)
        let secant = try #require(plot.figure.curves[2].construction)
        #expect(secant.line == .line(x0: 1, y0: -2, slope: 10, points: [Point(x: 1, y: -2), Point(x: 3, y: 18)]))
        // a is used by the constructions only: its slider moves something.
        #expect(try TestManifest.warningLines(ofPlots: """
        {"parameters": {"a": {"value": 2, "min": -2, "max": 2}}, "curves": [{"expression": "x^2"}, {"tangent": {"of": 0, "at": "a"}}]}
        """).isEmpty)
    }

    @Test func everyMistakeIsReportedAtItsPlace() {
        let lines = TestManifest.problemLines(ofPlots: """
        {"xMax": 3, "curves": [
          {"expression": "abs(x)"},
          {"tangent": {"of": 0, "at": 0}},
          {"secant": {"of": 0, "from": 1, "to": 1}},
          {"tangent": {"of": 1, "at": 1}},
          {"tangent": {"of": 0, "at": 5}},
          {"tangent": {"of": 0}},
          {"secant": {"of": 9, "from": 0, "to": 1}}
        ]}
        """)
        #expect(lines == [
            "gallery.json:4:31: plots[0].curves[1].tangent: curves[0] has no derivative at x = 0 (a kink, a cusp, a jump or a domain's edge): there is no tangent there",
            "gallery.json:5:32: plots[0].curves[2].secant: from and to are the same point: a secant needs two",
            "gallery.json:6:22: plots[0].curves[3].tangent.of: names curves[1], which is itself a tangent or secant: give a curve with an expression",
            "gallery.json:7:31: plots[0].curves[4].tangent.at: must lie within the plot's x-range -3 … 3, not 5",
            "gallery.json:8:15: plots[0].curves[5].tangent: \"at\" is missing (a tangent needs of, at)",
            "gallery.json:9:21: plots[0].curves[6].secant.of: must be the index of a curve, 0 to 6, not 9",
        ])
    }

    @Test func whereTheCurveTurnsVerticalTheTangentIsTheLineXEqualsA() throws {
        let plot = try TestManifest.plots("""
        {"xMax": 2, "curves": [{"expression": "x^(1/3)"}, {"tangent": {"of": 0, "at": 0}},
                               {"expression": "sqrt(1 - x^2)"}, {"tangent": {"of": 2, "at": 1}}, {"tangent": {"of": 2, "at": -1}}]}
        """)[0]
        #expect(plot.figure.curves.compactMap(\.construction).map(\.line)
            == [.vertical(x0: 0, y0: 0), .vertical(x0: 1, y0: 0), .vertical(x0: -1, y0: 0)])
        #expect(plot.figure.curves[1].description == "x = 0" && plot.figure.curves[4].description == "x = −1")
        // No function of x, but drawn: no warning that it is undefined everywhere.
        #expect(try TestManifest.warningLines(ofPlots: #"{"curves": [{"expression": "x^(1/3)"}, {"tangent": {"of": 0, "at": 0}}]}"#).isEmpty)
        // A cusp is no vertical tangent: its sides turn opposite ways.
        #expect(TestManifest.problemLines(ofPlots: #"{"curves": [{"expression": "x^(2/3)"}, {"tangent": {"of": 0, "at": 0}}]}"#).map {
            $0.replacing(#/^gallery\.json:\d+:\d+: /#, with: "")
        } == ["plots[0].curves[1].tangent: curves[0] has no derivative at x = 0 (a kink, a cusp, a jump or a domain's edge): there is no tangent there"])
    }

    @Test func aVerticalTangentIsDrawnUpTheFrameAndNamedByItsEquation() throws {
        let html = try TestBuild.plotPage(#"""
            {"plots": [{"title": "T", "slug": "t", "xMax": 2, "curves": [{"expression": "x^(1/3)"}, {"tangent": {"of": 0, "at": 0}}]}]}
            """#, slug: "t")
        #expect(html.contains("<span>tangent at x = 0: x = 0</span>"))
        #expect(html.contains("y = x^(1/3); x = 0"), "the line under the title")
        // The path of curve 1 is one vertical line at the x of 0 (the middle of the 800 px graph), from the bottom of the frame to the top.
        let tag = try #require(html.firstMatch(of: /<path[^>]*data-curve="1"[^>]*>/))
        #expect(tag.output.contains(#"data-construct="tangent""#))
        // Relative path data: from (400, 500), 500 up and none across.
        #expect(tag.output.contains(#" d="M400 500l0-500""#))
        #expect(html.contains(#"data-point="0""#), "the point (0, 0) is marked")
        #expect(!html.contains("no derivative"))
    }

    @Test func galleryCardsWriteAConstructionAsItsLineInSixDigits() throws {
        let manifest = try TestManifest.read(#"""
            {"plots": [{"title": "Cube root", "curves": [{"expression": "x^(1/3)"}, {"tangent": {"of": 0, "at": 1}}]},
                       {"title": "Flat", "curves": [{"expression": "x^3 - 3x"}, {"tangent": {"of": 0, "at": 1}}]},
                       {"title": "Upright", "curves": [{"expression": "x^(1/3)"}, {"tangent": {"of": 0, "at": 0}}]}]}
            """#, .json)
        let featured = try TestBuild.site(manifest) { try TestBuild.text("index.html", in: $0) }
        #expect(featured.contains("x^(1/3); 0.333333x + 0.666667"))
        #expect(featured.contains("x³ − 3x; −2"))
        #expect(featured.contains("x^(1/3); x = 0"))
        #expect(!featured.contains("0.3333333333") && !featured.contains("0(x"))
    }

    @Test func thePageNamesTheTangentByItsEquationAndMarksItsPathAndPoint() throws {
        let html = try TestBuild.plotPage(#"""
            {"plots": [{"title": "T", "slug": "t", "xMax": 3, "curves": [{"expression": "x^3 - 3x", "label": "f(x)"}, {"tangent": {"of": 0, "at": 2}}]}]}
            """#, slug: "t")
        #expect(html.contains(#"data-curve="1" data-construct="tangent""#))
        #expect(html.contains("<span>tangent at x = 2: y = 9x − 16</span>"))
        #expect(html.contains(#"data-point="0""#), "the point (2, 2) is marked")
        #expect(html.contains("&quot;construct&quot;:{&quot;kind&quot;:&quot;tangent&quot;,&quot;of&quot;:0,&quot;at&quot;:2.0}"))
    }
}
