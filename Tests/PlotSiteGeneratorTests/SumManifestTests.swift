import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// A plot's Riemann sums (docs/manifest.md#sums): read from gallery.json, numbers that use the parameters,
/// every problem at its place; and the page the build writes for them, without JavaScript too.
@Suite struct SumManifestTests {
    @Test func aSumIsReadWithItsEndsDefaultingToTheXRange() throws {
        let plot = try TestManifest.plots("""
        {"expression": "x^2", "xMin": -1, "xMax": 3,
         "sums": [{"of": 0, "from": 0, "to": 2, "n": 8, "rule": "left"}, {"of": 0, "n": 4, "rule": "upper", "to": "π/2"}]}
        """)[0]
        #expect(plot.figure.sums == [
            FigureSum(curve: 0, rule: .left, from: 0, to: 2, n: 8),
            FigureSum(curve: 0, rule: .upper, from: -1, to: FigureNumber(.pi / 2, description: "π/2"), n: 4),
        ])
    }

    @Test func numbersMayUseTheParametersAndAreCheckedAtTheirValues() throws {
        let plot = try TestManifest.plots("""
        {"expression": "sin(x)", "xMax": 7, "parameters": {"k": {"value": 4, "min": 1, "max": 100, "step": 1}, "h": {"value": 1, "min": 0.5, "max": 2}},
         "sums": [{"of": 0, "from": 0, "to": "1 + h", "n": "k", "rule": "lower"}]}
        """)[0]
        let sum = try #require(plot.figure.sums.first)
        #expect(sum.n == FigureNumber(4, source: "k", description: "k", usedParameters: ["k"]))
        #expect(sum.to.value == 2 && sum.to.source == "1 + h")
        #expect(sum.from == FigureNumber(0))
        // A parameter only a sum uses moves something: no warning that its slider would change nothing.
        #expect(try TestManifest.warningLines(ofPlots: """
        {"expression": "x^2", "parameters": {"k": {"value": 4, "min": 1, "max": 100, "step": 1}}, "sums": [{"of": 0, "n": "k", "rule": "left"}]}
        """).isEmpty)
    }

    @Test func everyMistakeIsReportedAtItsPlaceWithTheNearestRule() {
        let lines = TestManifest.problemLines(ofPlots: """
        {"expression": "x^2", "xMax": 3, "sums": [
          {"of": 0, "n": 8, "rule": "lefft"},
          {"of": 0, "n": 0, "rule": "left"},
          {"of": 0, "n": 2.5, "rule": "left"},
          {"of": 0, "n": 1001, "rule": "left"},
          {"of": 0, "n": 4, "rule": "left", "from": 2, "to": 1},
          {"of": 0, "n": 4, "rule": "left", "to": 9},
          {"of": 1, "n": 4, "rule": "left"},
          {"of": "f", "n": 4, "rule": "left"},
          {"n": 4, "rule": "left", "colour": 1}
        ]}
        """)
        #expect(lines == [
            "gallery.json:3:29: plots[0].sums[0].rule: must be \"left\", \"right\", \"midpoint\", \"trapezoid\", \"lower\" or \"upper\", not \"lefft\" (did you mean \"left\"?)",
            "gallery.json:4:18: plots[0].sums[1].n: must be a whole number from 1 to 1000, not 0",
            "gallery.json:5:18: plots[0].sums[2].n: must be a whole number from 1 to 1000, not 2.5",
            "gallery.json:6:18: plots[0].sums[3].n: must be a whole number from 1 to 1000, not 1001",
            "gallery.json:7:45: plots[0].sums[4].from: must be less than to (1), not 2",
            "gallery.json:8:43: plots[0].sums[5].to: must lie within the plot's x-range -3 … 3, not 9 (widen the range with xMin/xMax, or move the end)",
            "gallery.json:9:10: plots[0].sums[6].of: must be 0 (the plot has one curve), not 1",
            "gallery.json:10:10: plots[0].sums[7].of: names no function of this plot: \"f\" (give a curve's index, 0 for the first)",
            "gallery.json:11:3: plots[0].sums[8]: \"of\" is missing (a sum needs of, n and rule; from and to default to the x-range)",
            "gallery.json:11:28: plots[0].sums[8]: unknown key \"colour\" (known keys: of, rule, from, to, n)",
        ])
    }

    @Test func aParameterValueThatGivesNoWholeNIsReportedAsSuch() {
        let lines = TestManifest.problemLines(ofPlots: """
        {"expression": "x", "parameters": {"k": {"value": 2.5, "min": 1, "max": 10}}, "sums": [{"of": 0, "n": "k", "rule": "left"}]}
        """)
        #expect(lines.count == 1 && lines[0].hasSuffix("plots[0].sums[0].n: must be a whole number from 1 to 1000 at the parameters' values, not 2.5"), "\(lines)")
    }

    private static let page = #"""
        {"plots": [{"title": "Square", "slug": "square", "xMin": -0.5, "xMax": 2.5, "expression": "x^2",
          "sums": [{"of": 0, "from": 0, "to": 2, "n": 8, "rule": "left"}, {"of": 0, "from": "-1/2", "to": 2, "n": 5, "rule": "trapezoid"}]}]}
        """#

    @Test func thePageStatesTheSumTheIntegralAndTheirDifference() throws {
        let html = try TestBuild.plotPage(Self.page, slug: "square")
        #expect(html.contains(#"<span data-sum-text="0">Left sum of y = x² from 0 to 2, n = 8</span>: <b class="figure-area-value" data-sum="0" data-value="2.1875">L₈ = 2.1875 · ∫ = 2.66667 · difference −0.479167</b>"#))
        #expect(html.contains(#"<span data-sum-text="1">Trapezoid sum of y = x² from −1/2 to 2, n = 5</span>"#))
        // The text summary names them too.
        #expect(html.contains("Left sum of y = x² from 0 to 2, n = 8: L₈ = 2.1875 · ∫ = 2.66667 · difference −0.479167."))
    }

    @Test func theDrawingHasThreePathsPerSumAndTheFigureDataTheSums() throws {
        let html = try TestBuild.plotPage(Self.page, slug: "square")
        let start = try #require(html.range(of: "class=\"plot-svg\"")).lowerBound
        let svg = String(html[start..<html[start...].range(of: "</svg>")!.upperBound])
        for shade in ["positive", "negative", "outline"] {
            #expect(svg.components(separatedBy: "data-sum-part=\"0\" data-shade=\"\(shade)\"").count == 2, "\(shade)")
        }
        #expect(svg.contains("data-shade=\"outline\" data-pieces=\"8\""))
        // x² ≥ 0: nothing below the axis; eight rectangles above it, one of them of height 0 (x = 0) and so unshaded.
        let positive = try #require(svg.range(of: #"data-sum-part="0" data-shade="positive" d=""#))
        #expect(svg[positive.upperBound...].prefix(while: { $0 != "\"" }).filter { $0 == "Z" }.count == 7)
        #expect(svg.contains(#"data-sum-part="0" data-shade="negative" d="""#))
        #expect(html.contains("&quot;sums&quot;:[{&quot;of&quot;:0,&quot;rule&quot;:&quot;left&quot;,&quot;from&quot;:0.0,&quot;to&quot;:2.0,&quot;n&quot;:8.0}"))
        #expect(html.contains("&quot;fromText&quot;:&quot;−1/2&quot;") || html.contains("&quot;fromText&quot;:&quot;-1/2&quot;"))
    }

    @Test func germanPagesSayItInGerman() throws {
        let german = Self.page.replacingOccurrences(of: "{\"plots\"", with: "{\"language\": \"de\", \"plots\"")
        let html = try TestBuild.plotPage(german, slug: "square")
        #expect(html.contains("Linkssumme von y = x² von 0 bis 2, n = 8</span>: <b class=\"figure-area-value\" data-sum=\"0\" data-value=\"2.1875\">L₈ = 2,1875 · ∫ = 2,66667 · Differenz −0,479167</b>"))
    }

    @Test func thePlainListSaysSumsAreForGalleryJSON() {
        #expect(TestManifest.problemLines("x^2 | sums=1\n", .plainList)
            == ["plots.txt:1:7: line 1.sums: areas, points, lines and sums are for gallery.json; the plain-text list has only curves (separated by ';')"])
    }
}

/// Points, lines and areas whose numbers follow the sliders (docs/manifest.md#numbers-that-follow-the-sliders).
@Suite struct FollowingMarksManifestTests {
    @Test func pointsLinesAndAreaEndsMayUseTheParameters() throws {
        let plot = try TestManifest.plots("""
        {"expression": "x^2", "xMax": 4, "parameters": {"a": {"value": 1, "min": -2, "max": 2}},
         "points": [{"x": "a", "y": "a^2"}], "lines": [{"x": "a"}, {"y": 3}], "areas": [{"under": 0, "from": 0, "to": "a + 1"}]}
        """)[0]
        #expect(plot.figure.points == [MarkedPoint(x: 1, y: 1, xSource: "a", ySource: "a^2")])
        #expect(plot.figure.lines == [ReferenceLine(.vertical(x: 1), source: "a"), ReferenceLine(.horizontal(y: 3))])
        #expect(plot.figure.areas == [FigureArea(.under(0), from: 0, to: 2, toDescription: "a + 1", toSource: "a + 1")])
        let html = try TestBuild.plotPage(#"""
            {"plots": [{"slug": "m", "expression": "x^2", "xMax": 4, "parameters": {"a": {"value": 1, "min": -2, "max": 2}},
              "points": [{"x": "a", "y": "a^2"}], "areas": [{"under": 0, "from": 0, "to": "a + 1"}]}]}
            """#, slug: "m")
        #expect(html.contains("&quot;points&quot;:[{&quot;x&quot;:&quot;a&quot;,&quot;y&quot;:&quot;a^2&quot;"))
        #expect(html.contains("&quot;to&quot;:&quot;a + 1&quot;"))
        // At the declared values an area must still lie in the x-range.
        let lines = TestManifest.problemLines(ofPlots: """
        {"expression": "x", "xMax": 4, "parameters": {"a": {"value": 3.5, "min": 0, "max": 4}}, "areas": [{"under": 0, "to": "a + 1"}]}
        """)
        #expect(lines.count == 1 && lines[0].contains("areas[0].to: must lie within the plot's x-range -4 … 4, not 4.5"), "\(lines)")
    }

    /// Found by the manifest-json fuzz target: a parameter whose definition failed has no value, and a
    /// number of the figure was compiled without one (a crash). Its own problem is reported, once.
    @Test func aParameterWhoseDefinitionFailedBreaksNoNumber() {
        let lines = TestManifest.problemLines(ofPlots: """
        {"expression": "c x", "xMax": 4, "parameters": {"c": {"val": 0, "min": 0, "max": 1}},
         "areas": [{"under": 0, "from": 0, "to": "π"}], "points": [{"x": "c", "y": 1}]}
        """)
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("parameters.c") }, "\(lines)")
        let tangent = TestManifest.problemLines(ofPlots: """
        {"xMax": 4, "parameters": {"c": {"min": 0, "max": 1}}, "curves": [{"expression": "c x"}, {"tangent": {"of": 0, "at": 1}}]}
        """)
        #expect(tangent.count == 1 && tangent[0].contains("parameters.c: \"value\" is missing"), "\(tangent)")
    }
}
