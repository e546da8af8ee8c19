import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// What the build makes of a plot with parameters (docs/manifest.md#parameters): everything drawn at the declared
/// values, the sliders' data for the script and the template, and a Calculator link that needs none.
@Suite struct ParameterPageTests {
    private func plot(_ json: String) throws -> PlotEntry { try TestManifest.plots(json)[0] }

    private static let wave = #"""
        {"slug": "wave", "xMax": 7, "curves": [{"expression": "a sin(bx) + c"}, {"expression": "x/a"}],
         "areas": [{"under": 0, "from": 0, "to": "π"}],
         "parameters": {"a": {"value": 2, "min": 0.5, "max": 3}, "b": {"value": 0.5, "min": 0, "max": 4, "step": 0.25},
                        "c": {"value": -1, "min": "-π", "max": "π/2"}}}
        """#

    /// The same figure with the values written as numbers, in the frame the sliders' is fitted to: it holds the
    /// figure at every slider position (x/a reaches 14 at x = 7 with a = 0.5: ±20).
    private static let written = #"""
        {"slug": "written", "xMax": 7, "yMin": -20, "yMax": 20, "curves": [{"expression": "2sin(0.5x) + -1"}, {"expression": "x/2"}],
         "areas": [{"under": 0, "from": 0, "to": "π"}]}
        """#

    @Test func theBuildDrawsFitsIntegratesAndReadsAtTheDeclaredValues() throws {
        let sliders = try PlotRendering(plot(Self.wave))
        let numbers = try PlotRendering(plot(Self.written))
        #expect(sliders.viewport == numbers.viewport, "the fitted y-range")
        #expect(sliders.segments == numbers.segments)
        #expect(sliders.areaValues == numbers.areaValues)
        #expect(sliders.pointsOfInterest == numbers.pointsOfInterest)
        #expect(sliders.table == numbers.table)
        #expect(sliders.segments[1].first?.first?.y == -3.5, "x/a at x = −7 with a = 2")
    }

    @Test func theFigureDataCarriesTheSlidersInAlphabeticalOrder() throws {
        let plot = try plot(#"""
            {"expression": "k x + a", "parameters": {"k": {"value": 1, "min": -2, "max": 2.5, "step": 0.5},
                                                     "a": {"value": 0, "min": "-π", "max": "π"}}}
            """#)
        let json = FigureData.json(plot.figure, parameters: plot.parameters)
        #expect(json.hasSuffix(#""name":"k·x + a"}],"parameters":["#
            + #"{"name":"a","value":0.0,"min":-3.141592653589793,"max":3.141592653589793,"step":0.05,"minText":"−π","maxText":"π"},"#
            + #"{"name":"k","value":1.0,"min":-2.0,"max":2.5,"step":0.5,"minText":"−2","maxText":"2.5"}]}"#))
        #expect(json.contains(#"{"expression":"k x + a","#), "curves keep their source: the script compiles it with the parameters")
        #expect(FigureData.json(Figure(try Expression("x"))) == #"{"curves":[{"expression":"x","name":"x"}]}"#, "no sliders go unsaid")
    }

    @Test func theTemplateGetsEachSlidersNumbersForInputsAndTextForPeople() throws {
        let page = try PlotPage(rendering: PlotRendering(plot(Self.wave)), previous: nil, next: nil).sitePage()
        guard case .object(let values)? = page.content["plot"], case .list(let sliders)? = values["parameters"] else {
            Issue.record("no parameters for the template")
            return
        }
        let c = sliders.compactMap { slider -> [String: String]? in
            guard case .object(let fields) = slider else { return nil }
            return fields.compactMapValues { if case .text(let text) = $0 { text } else { nil } }
        }
        #expect(c.map { $0["name"] } == ["a", "b", "c"])
        #expect(c[2] == ["name": "c", "value": "-1", "min": "-3.141592653589793", "max": "1.5707963267948966",
                         "step": "0.02", "valueText": "−1", "minText": "−π", "maxText": "π/2", "exactly": "c exactly"])
        #expect(c[1]["step"] == "0.25" && c[1]["min"] == "0")

        let plain = try PlotPage(rendering: PlotRendering(plot(Self.written)), previous: nil, next: nil).sitePage()
        guard case .object(let plainValues)? = plain.content["plot"], case .bool(false)? = plainValues["parameters"] else {
            Issue.record("a plot without parameters should have parameters: false")
            return
        }
    }

    @Test func theBuiltPageHasTheSlidersHooks() throws {
        let manifest = try TestManifest.read(TestManifest.gallery("\(Self.wave), \(Self.written)"))
        let (html, plain) = try TestBuild.site(manifest) { site in
            (try TestBuild.text("plots/wave.html", in: site), try TestBuild.text("plots/written.html", in: site))
        }
        for name in ["a", "b", "c"] {
            #expect(html.firstMatch(of: try Regex(#"<input type="range"[^>]* name="param-\#(name)""#)) != nil, "slider \(name)")
            #expect(html.firstMatch(of: try Regex(#"<input type="number"[^>]* name="param-\#(name)-value""#)) != nil, "field \(name)")
        }
        #expect(html.contains("value=\"-1\""))
        #expect(!plain.contains("name=\"param-"))
    }

    @Test func theCalculatorOpensTheFirstCurveWithTheValuesInPlaceOfTheLetters() throws {
        let wave = try Expression("a sin(bx + c)", parameters: ["a", "b", "c"])
        #expect(CalculatorLink.expression(wave, at: ["a": 2, "b": 0.5, "c": -1]) == "2sin(0.5x − 1)", "the description writes + (−1) as − 1")
        let product = try Expression("ab x^k", parameters: ["a", "b", "k"])
        #expect(CalculatorLink.expression(product, at: ["a": 2, "b": 3, "k": 0.25]) == "2·3x^0.25")
        #expect(CalculatorLink.expression(try Expression("sin(x)"), at: [:]) == "sin(x)", "no parameters: the source as written")

        let page = PlotPage(rendering: try PlotRendering(plot(Self.wave)), previous: nil, next: nil)
        #expect(page.calculatorQuery == "expression=2sin%280.5x%29%20%E2%88%92%201&xmax=7&samples=auto", "2sin(0.5x) − 1")
        #expect(page.calculatorNote == "The Calculator plots one curve: this figure's first, y = a·sin(b·x) + c, with a = 2, b = 0.5, c = −1.")
        let single = PlotPage(rendering: try PlotRendering(plot(#"{"expression": "a x", "parameters": {"a": {"value": 0.5, "min": 0, "max": 1}}}"#)),
                              previous: nil, next: nil)
        #expect(single.calculatorNote == "The Calculator has no sliders: it plots this curve with a = 0.5.")
    }
}
