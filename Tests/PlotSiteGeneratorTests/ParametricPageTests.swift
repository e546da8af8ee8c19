import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// A page with parametric and polar curves as the build writes it, so without JavaScript too (docs/site.md#figures):
/// the curves drawn, named and described, their intercepts listed, the figure's data for the script, and what a
/// curve with no y at x leaves out (the table's column, Open in Calculator).
@Suite struct ParametricPageTests {
    private static let gallery = #"""
        {"plots": [
          {"title": "Circle <and> cardioid", "slug": "both", "xMax": 2.5, "yMin": -1.5, "yMax": 1.5,
           "curves": [{"x": "cos(t)", "y": "sin(t)", "t": [0, "2π"], "label": "unit circle"}, {"r": "1 + cos(θ)", "style": "dashed"}]},
          {"title": "With a line", "slug": "with-a-line", "xMax": 2,
           "curves": [{"r": "1"}, {"expression": "x/2", "label": "half"}]},
          {"title": "Steps", "slug": "steps", "xMin": -0.5, "xMax": 3.5, "yMin": -1, "yMax": 3,
           "curves": [{"x": "t", "y": "floor(t)", "t": [0, 2.5]}, {"x": "t", "y": "floor(t) + 0.5", "t": [0, 2.5], "endpoints": false}]}]}
        """#

    @Test func theCurvesAreDrawnNamedAndDescribed() throws {
        let html = try TestBuild.plotPage(Self.gallery, slug: "both")
        let start = try #require(html.range(of: "class=\"plot-svg\"")).lowerBound
        let svg = String(html[start..<html[start...].range(of: "</svg>")!.upperBound])
        #expect(svg.contains("data-curve=\"0\"") && svg.contains("data-curve=\"1\""))
        // The legend names the cardioid as what it is; the text alternative gives its equations and range.
        #expect(svg.contains(">r = 1 + cos(θ)<"))
        #expect(html.contains("unit circle: x = cos(t), y = sin(t) with 0 ≤ t ≤ 2π"))
        #expect(html.contains("r = 1 + cos(θ) with 0 ≤ θ ≤ 2π"))
        #expect(html.contains("data-graph-description>(cos(t), sin(t)); r = 1 + cos(θ)<"))
    }

    @Test func theInterceptsAreListedAndTheFigureDataCarriesTheCurvesInTheirVariable() throws {
        let html = try TestBuild.plotPage(Self.gallery, slug: "both")
        // The circle crosses the axes at (±1, 0) and (0, ±1); the cardioid at (2, 0) and its cusp, the origin, and at (0, ±1).
        for item in ["data-poi=\"root\" data-x=\"1\" data-y=\"0\" data-curve=\"0\"", "data-poi=\"y-intercept\" data-x=\"0\" data-y=\"1\" data-curve=\"0\"",
                     "data-poi=\"root\" data-x=\"-1\" data-y=\"0\" data-curve=\"0\"", "data-poi=\"root\" data-x=\"2\" data-y=\"0\" data-curve=\"1\"",
                     "data-poi=\"root y-intercept\" data-x=\"0\" data-y=\"0\" data-curve=\"1\"", "data-curve=\"1\">y-intercept (0, −1)"] {
            #expect(html.contains(item), "\(item)")
        }
        #expect(html.contains("{&quot;x&quot;:&quot;cos(t)&quot;,&quot;y&quot;:&quot;sin(t)&quot;,&quot;t&quot;:[0.0,6.283185307179586]"))
        #expect(html.contains("{&quot;r&quot;:&quot;1 + cos(θ)&quot;,&quot;theta&quot;:[0.0,6.283185307179586]"))
    }

    @Test func aParametricCurvesJumpsInTGetTheirDotsUnlessTurnedOff() throws {
        let html = try TestBuild.plotPage(Self.gallery, slug: "steps")
        // (t, floor t): an open dot where each step ends (its last point, t = 1's double below), a closed one where the
        // next begins, in both drawings; the phone's draws them without their curve and point (docs/hooks.md#endpoint-dots).
        for (svg, hooks) in zip(try svgs(html), [["data-endpoint", "data-curve", "data-x", "data-y"], ["data-endpoint"]]) {
            let dots = svg.components(separatedBy: "<circle").dropFirst().filter { $0.contains("data-endpoint") }
            let described = dots.map { dot in
                ["data-endpoint", "data-curve", "data-x", "data-y"].compactMap { name in
                    dot.firstRange(of: "\(name)=\"").map { dot[$0.upperBound...].prefix { $0 != "\"" } }
                }.joined(separator: " ")
            }
            let full = ["open 0 0.9999999999999999 0", "closed 0 1 1", "open 0 1.9999999999999998 1", "closed 0 2 2"]
            #expect(described == full.map { $0.split(separator: " ").prefix(hooks.count).joined(separator: " ") })
        }
        // The curve without dots says so to the script, which draws them live as the build does.
        #expect(html.contains("&quot;style&quot;:&quot;solid&quot;,&quot;endpoints&quot;:false}"))
    }

    /// The page's drawings: the 800 px one and the phone's.
    private func svgs(_ html: String) throws -> [String] {
        try ["class=\"plot-svg\"", "class=\"plot-svg plot-svg-compact\""].map { marker in
            let start = try #require(html.range(of: marker)).lowerBound
            return String(html[start..<html[start...].range(of: "</svg>")!.upperBound])
        }
    }

    @Test func aFigureWithoutACurveInXHasNoTableAndNoCalculatorLink() throws {
        let html = try TestBuild.plotPage(Self.gallery, slug: "both")
        #expect(!html.contains("data-graph-table"))
        #expect(!html.contains("data-calculator-link"))
        let mixed = try TestBuild.plotPage(Self.gallery, slug: "with-a-line")
        // The table has x and the line's column; Open in Calculator opens the line, and says which it is.
        #expect(mixed.contains("<th scope=\"col\">x</th><th scope=\"col\">half</th></tr>"))
        #expect(mixed.contains("calculator.html?expression=x%2F2"))
        #expect(mixed.contains("The Calculator plots one curve of this figure: half."))
    }
}
