import Foundation
import Testing
import PlotCore
import PlotSVG
@testable import PlotSiteGenerator

/// Euler's polygon as a curve of a figure (docs/manifest.md#eulers-method): read with its sliders, drawn at build time
/// with a dot at every step, its value at `to` stated beside the exact solution's (the words of
/// Tests/Fixtures/euler-readings.json, which Tests/JS/live-euler.test.mjs holds the page's script to), handed to the
/// page's script; what does not apply to it is a located error.
@Suite struct EulerManifestTests {
    struct Case: Decodable {
        let name: String
        let f: String
        let through: [Double]
        let h: Double
        let to: Double
        let value: Double?
        let exact: Double?
        let en: String
        let de: String
    }

    static let cases: [Case] = {
        struct File: Decodable { let cases: [Case] }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/euler-readings.json")
        // A missing or malformed fixture is a broken checkout, not a test result.
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }()

    @Test func theValueAtToIsStatedBesideTheExactSolutionsInEnglishAndGerman() throws {
        let english = try Words(language: .en, theme: Theme.embedded().assets)
        let german = try Words(language: .de, theme: Theme.embedded().assets)
        #expect(Self.cases.count >= 9)
        for c in Self.cases {
            let reading = EulerReading(try ODERightSide(c.f).slope(), from: Point(x: c.through[0], y: c.through[1]), step: c.h, to: c.to)
            #expect(PlotRendering.eulerValueText(reading, english) == c.en, "\(c.name)")
            #expect(PlotRendering.eulerValueText(reading, german) == c.de, "\(c.name)")
            if let value = c.value {
                let last = try #require(reading.polygon?.points.last, "\(c.name)")
                #expect(Swift.abs(last.y - value) <= 1e-12 * Swift.abs(value) && last.x == c.to, "\(c.name): \(last)")
            }
            if let exact = c.exact, case .value(let found)? = reading.exact {
                #expect(Swift.abs(found - exact) <= 1e-6 * max(1, Swift.abs(exact)), "\(c.name): \(found)")
            } else if c.exact != nil {
                Issue.record("\(c.name): no exact value")
            }
        }
    }

    /// For y′ = y from (0, 1) every step multiplies y by 1 + h: the polygon's value at `to` = n·h is (1 + h)ⁿ, which for
    /// these h (powers of 2) and n is exact in doubles, as is every step on the way.
    @Test func eulerValuesAgainstExactSums() throws {
        let f = try ODERightSide("y").slope()
        for (h, n) in [(0.5, 4), (0.25, 8), (0.125, 16), (1.0, 2), (0.5, 6)] {
            let reading = EulerReading(f, from: Point(x: 0, y: 1), step: h, to: h * Double(n))
            #expect(reading.steps == n)
            #expect(reading.polygon?.points.last?.y == pow(1 + h, Double(n)), "h = \(h)")
        }
    }

    @Test func anEulerPolygonIsACurveOfAFigureWithItsSliders() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"euler": {"of": "a x - y", "through": [0, 1], "h": "h", "to": 2}}, {"expression": "x"}],
         "parameters": {"a": {"value": 1, "min": 0, "max": 2}, "h": {"value": 0.2, "min": 0.05, "max": 1, "step": 0.05}}}
        """)[0]
        let curves = plot.figure.curves
        #expect(curves[0].description == "Euler's polygon for y′ = a·x − y from (0, 1)")
        #expect(curves[0].usedParameters == ["a", "h"])
        #expect(curves[0].euler?.step.value == 0.2 && curves[0].euler?.step.source == "h")
        #expect(plot.calculatorCurve == 1, "Open in Calculator skips the polygon")
    }

    @Test func whatAnEulerPolygonCannotDoIsALocatedError() {
        let drawnOnCurves = "areas, sums, tangents and secants are drawn on curves y = f(x)"
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"euler": {"of": "x - z", "through": [0, 1], "h": 0.1, "to": 1}}]},
        {"curves": [{"euler": {"of": "x - y", "through": [0, 1], "h": 0.1}}]},
        {"curves": [{"euler": {"of": "x - y", "through": [0, 1], "h": 0.1, "to": 1, "n": 3}, "colour": 1}]},
        {"curves": [{"euler": {"of": "x - y", "through": [0, 1], "h": 0, "to": 1}}]},
        {"curves": [{"euler": {"of": "x - y", "through": [0, 1], "h": 0.0001, "to": 2}}]},
        {"curves": [{"euler": {"of": "1/y", "through": [0, 0], "h": 0.1, "to": 1}}]},
        {"curves": [{"euler": {"of": "y", "through": [0, 1], "h": 0.5, "to": 1}}, {"expression": "x"}, {"tangent": {"of": 0, "at": 1}}]},
        {"curves": [{"euler": {"of": "y", "through": [0, 1], "h": "k", "to": 1}}], "parameters": {"k": {"value": -0.5, "min": -1, "max": 1}}},
        {"curves": [{"euler": {"of": "1", "through": [0, 1], "h": 1e-300, "to": 1e300}}]}
        """) == [
            "gallery.json:2:35: plots[0].curves[0].euler.of: unknown name 'z' (the variables are x and y) (character 5)\n  x - z\n      ^",
            "gallery.json:3:23: plots[1].curves[0].euler: \"to\" is missing: Euler's method needs the x it ends at, such as 2",
            "gallery.json:4:77: plots[2].curves[0].euler: unknown key \"n\" (did you mean \"h\"?)",
            "gallery.json:4:86: plots[2].curves[0]: unknown key \"colour\" (known keys: euler, label, style)",
            "gallery.json:5:63: plots[3].curves[0].euler.h: must be greater than 0, not 0",
            "gallery.json:6:63: plots[4].curves[0].euler.h: takes 20000 steps from x = 0 to 2: Euler's method takes at most 10000; "
                + "take a longer step",
            "gallery.json:7:48: plots[5].curves[0].euler.through: dy/dx = 1/y is undefined at (0, 0): Euler's method needs a point "
                + "where it is defined",
            "gallery.json:8:115: plots[6].curves[2].tangent.of: names curves[0], the Euler polygon Euler's polygon for y′ = y from (0, 1): "
                + drawnOnCurves,
            "gallery.json:9:59: plots[7].curves[0].euler.h: must be greater than 0, not -0.5 at the sliders' values",
            "gallery.json:10:59: plots[8].curves[0].euler.h: takes more than 10000 steps from x = 0 to 1e+300: Euler's method takes "
                + "at most 10000; take a longer step",
        ])
    }

    @Test func theBuildDrawsThePolygonWithADotAtEveryStepAndStatesItsValue() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"euler": {"of": "y", "through": [0, 1], "h": 0.5, "to": 2}}], "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 8}
        """)[0]
        let rendering = try PlotRendering(plot)
        let drawn = rendering.drawing.curves[0]
        let vertices = [(0.0, 1.0), (0.5, 1.5), (1, 2.25), (1.5, 3.375), (2, 5.0625)].map { Point(x: $0.0, y: $0.1) }
        #expect(drawn.segments == [vertices])
        #expect(drawn.endpoints == vertices.map { Endpoint(x: $0.x, y: $0.y, isOpen: false) })
        #expect(rendering.summary == "Graph of Euler's polygon for y′ = y from (0, 1) with h = 0.5 to x = 2: 4 steps, y(2) ≈ 5.0625 "
                + "for x from −1 to 3, y shown from −1 to 8.")
        #expect(rendering.eulerText(0) == "Euler's polygon for y′ = y from (0, 1), h = 0.5")
        #expect(rendering.eulerValueText(0) == "y(2) ≈ 5.0625 · exact 7.38906 · error −2.32656")
    }

    @Test func aLongPolygonKeepsItsLineAndDropsItsDots() throws {
        let steps = PlotLimits.eulerDotsMax + 4
        let plot = try TestManifest.plots("""
        {"curves": [{"euler": {"of": "y", "through": [0, 1], "h": \(1 / Double(steps)), "to": 1}}]}
        """)[0]
        let drawn = try PlotRendering(plot).drawing.curves[0]
        #expect(drawn.segments.first?.count == steps + 1 && drawn.endpoints.isEmpty)
    }

    @Test func stepsCloserThanTheirSpacingInTheFrameKeepTheLineAndDropTheDots() throws {
        // 40 steps of 0.05 across a frame 4 units wide: PlotRendering.width / 80 CSS px apart, under 12.
        let plot = try TestManifest.plots("""
        {"curves": [{"euler": {"of": "y", "through": [0, 1], "h": 0.05, "to": 2}}], "xMin": -1, "xMax": 3}
        """)[0]
        #expect(PlotRendering.width / 80 < Double(PlotLimits.eulerDotSpacingPixels))
        let drawn = try PlotRendering(plot).drawing.curves[0]
        #expect(drawn.segments.first?.count == 41 && drawn.endpoints.isEmpty)
    }

    @Test func thePageHandsThePolygonToItsScriptAndListsItsValue() throws {
        let page = try TestBuild.plotPage("""
        {"plots": [{"title": "Euler", "slug": "euler", "curves": [{"euler": {"of": "y", "through": [0, 1], "h": "h", "to": 2}}],
          "parameters": {"h": {"value": 0.25, "min": 0.05, "max": 1, "step": 0.05}}}]}
        """, slug: "euler")
        #expect(page.contains(#"{&quot;euler&quot;:{&quot;of&quot;:&quot;y&quot;,&quot;through&quot;:[0.0,1.0],&quot;h&quot;:&quot;h&quot;,"#
            + #"&quot;to&quot;:2.0},&quot;description&quot;:&quot;y&quot;,&quot;point&quot;:&quot;(0, 1)&quot;"#), "\(page)")
        #expect(page.contains(#"<span data-euler-text="0">Euler&#39;s polygon for y′ = y from (0, 1), h = 0.25</span>: "#
            + #"<b class="figure-area-value" data-euler="0" data-value="5.9604644775390625">y(2) ≈ 5.96046 · exact 7.38906 · error −1.42859</b>"#),
                "\(page)")
    }
}
