import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// A figure's page as the build writes it, so without JavaScript too (docs/site.md#figures, docs/hooks.md#the-graphs-drawing): every
/// curve, the legend, each area's value and the figure's data for the script.
@Suite struct FigurePageTests {
    private static let figure = #"""
        {"plots": [{"title": "Between", "slug": "between", "xMax": 7,
          "curves": [{"expression": "sin(x)", "label": "sine <s>"}, {"expression": "cos(x)", "style": "dashed"},
                     {"expression": "x/4", "from": 1, "to": 3, "style": "dotted"}],
          "areas": [{"between": [0, 1], "from": "π/4", "to": "5π/4"}, {"under": 0, "from": 0, "to": "π"}],
          "points": [{"x": "π/4", "y": "√2/2", "label": "meet"}],
          "lines": [{"x": 2, "label": "x = 2"}]}]}
        """#

    @Test func everyCurveIsAPathOfItsOwnInTheBuildTimeSVG() throws {
        let html = try TestBuild.plotPage(Self.figure, slug: "between")
        let start = try #require(html.range(of: "class=\"plot-svg\"")).lowerBound
        let svg = String(html[start..<html[start...].range(of: "</svg>")!.upperBound])
        for i in 0..<3 { #expect(svg.contains("data-curve=\"\(i)\""), "curve \(i)") }
        #expect(!svg.contains("data-curve=\"3\""))
        #expect(svg.contains("class=\"plot-legend\""))
        #expect(svg.contains("sine &lt;s&gt;"))
        #expect(svg.contains("data-area=\"0\"") && svg.contains("data-area=\"1\""))
        #expect(svg.contains("class=\"plot-point\"") && svg.contains("class=\"plot-line\""))
    }

    @Test func aYEndGivenAloneIsKeptAndTheOtherFittedAndTheCalculatorLinkCarriesOnlyIt() throws {
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "x^2", "xMin": -0.5, "xMax": 2.5, "yMin": 0, "slug": "square"}]}"#,
                            slug: "square")
        // x² reaches 6.25: the frame is 0 … 7, not the symmetric −8 … 8.
        #expect(html.contains("data-y-min=\"0\"") && html.contains("data-y-max=\"7\""))
        #expect(html.contains("ymin=0") && !html.contains("ymax="))
        let below = try TestBuild.plotPage(#"{"plots": [{"expression": "x^2", "xMin": -0.5, "xMax": 2.5, "yMax": 3, "slug": "below"}]}"#,
                             slug: "below")
        #expect(below.contains("data-y-min=\"-0.5\"") && below.contains("data-y-max=\"3\""))
    }

    @Test func areasPrintTheirValuesWithDataValueAsJavaScriptWritesIt() throws {
        let html = try TestBuild.plotPage(Self.figure, slug: "between")
        let values = html.matches(of: /<b class="figure-area-value" data-area="(\d)" data-value="([^"]*)">([^<]*)<\/b>/)
            .map { (String($0.output.1), String($0.output.2), String($0.output.3)) }
        try #require(values.count == 2)
        #expect(values[0].0 == "0" && values[0].2 == "2.82843")
        #expect(abs(Double(values[0].1)! - 2 * 2.0.squareRoot()) < 1e-12)
        #expect(values[1].0 == "1" && values[1].2 == "2" && abs(Double(values[1].1)! - 2) < 1e-12)
        // The ends as written (constant expressions), not 0.785398 to 3.92699.
        #expect(html.contains("Area between sine &lt;s&gt; and y = cos(x) from π/4 to 5π/4"))
    }

    @Test func anAreaAcrossAPoleIsUndefinedWithItsReason() throws {
        let html = try TestBuild.plotPage(#"{"plots": [{"slug": "pole", "curves": [{"expression": "1/x^2"}], "areas": [{"under": 0, "from": -1, "to": 1}]}]}"#,
                            slug: "pole")
        #expect(html.contains("data-area=\"0\" data-value=\"undefined\">undefined</b> <span class=\"figure-area-reason\">(a pole at x ≈ 0)</span>"))
    }

    @Test func theLegendTableAndCalculatorNoteCoverEveryCurve() throws {
        let html = try TestBuild.plotPage(Self.figure, slug: "between")
        let legend = html.matches(of: /<li><svg class="legend-swatch"[^>]*>.*?<\/svg><span>([^<]*)<\/span>/).map { String($0.output.1) }
        #expect(legend == ["sine &lt;s&gt;", "y = cos(x)", "y = x/4"])
        #expect(html.contains("<th scope=\"col\">x</th><th scope=\"col\">sine &lt;s&gt;</th><th scope=\"col\">y = cos(x)</th><th scope=\"col\">y = x/4</th>"))
        // x = −7: sin, cos, and the third curve does not exist there.
        #expect(html.contains("<tr><td>−7</td><td>−0.656987</td><td>0.753902</td><td>–</td></tr>"))
        #expect(html.contains("The Calculator plots one curve: this figure&#39;s first, sine &lt;s&gt;."))
    }

    @Test func theFigureDataReadsBackForTheScript() throws {
        let html = try TestBuild.plotPage(Self.figure, slug: "between")
        let attribute = try #require(html.firstMatch(of: /data-figure="([^"]*)"/)?.output.1)
        let json = String(attribute).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let figure = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let curves = try #require(figure["curves"] as? [[String: Any]])
        #expect(curves.map { $0["expression"] as? String } == ["sin(x)", "cos(x)", "x/4"])
        #expect(curves.map { $0["style"] as? String } == [nil, "dashed", "dotted"], "a solid line goes unsaid (figure/figure-data.js)")
        #expect(curves[2]["from"] as? Double == 1 && curves[2]["to"] as? Double == 3)
        let areas = try #require(figure["areas"] as? [[String: Any]])
        #expect(areas[0]["between"] as? [Int] == [0, 1] && areas[0]["from"] as? Double == Double.pi / 4)
        #expect((figure["lines"] as? [[String: Any]])?.first?["x"] as? Double == 2)
    }

    @Test func aPlainPlotKeepsItsOldPageWithoutLegendOrAreas() throws {
        let html = try TestBuild.plotPage(#"{"plots": [{"slug": "sine", "expression": "sin(x)"}]}"#, slug: "sine")
        #expect(!html.contains("data-legend") && !html.contains("data-graph-areas"))
        #expect(html.contains("<th scope=\"col\">x</th><th scope=\"col\">y</th>"))
        #expect(html.contains("aria-label=\"Interactive graph of y = sin(x)\""))
    }
}
