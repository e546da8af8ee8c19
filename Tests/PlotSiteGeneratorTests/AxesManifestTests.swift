import Testing
import PlotCore
@testable import PlotSiteGenerator

/// A plot's `aspect`, `xTicks`, `yTicks`, `xLabel` and `yLabel` (docs/manifest.md#axes): read in both
/// formats, refused with a located message and a hint, and carried to the page's graph.
@Suite struct AxesManifestTests {
    @Test func theSettingsAreReadFromGalleryJSONAndThePlainList() throws {
        let plots = try TestManifest.plots("""
        {"expression": "sin(x)", "xTicks": "π", "yTicks": "pi", "aspect": "equal", "xLabel": "time (s)", "yLabel": "v"},
        {"expression": "x", "aspect": "auto", "xTicks": "auto"}
        """)
        #expect(plots[0].axes == AxisSettings(xTicks: .pi, yTicks: .pi, xTitle: "time (s)", yTitle: "v", aspect: .equal))
        #expect(plots[1].axes == AxisSettings())
        let listed = try TestManifest.read("sin(x) | xTicks=pi aspect=equal xLabel=angle\n", .plainList).plots
        #expect(listed[0].axes == AxisSettings(xTicks: .pi, xTitle: "angle", aspect: .equal))
    }

    @Test func badValuesAreLocatedWithAHint() {
        let long = String(repeating: "m", count: AxisSettings.titleLimit + 1)
        #expect(TestManifest.problemLines(ofPlots: """
        {"expression": "x", "aspect": "square"},
        {"expression": "x", "aspect": "eqaul", "xTicks": "pie"},
        {"expression": "x", "yTicks": "radians", "xLabel": 3},
        {"expression": "x", "xLabel": "\(long)", "yLabel": " "}
        """) == [
            "gallery.json:2:31: plots[0].aspect: must be \"auto\" or \"equal\", not \"square\" (did you mean \"equal\"?)",
            "gallery.json:3:31: plots[1].aspect: must be \"auto\" or \"equal\", not \"eqaul\" (did you mean \"equal\"?)",
            "gallery.json:3:50: plots[1].xTicks: must be \"auto\" or \"π\" (also written \"pi\"), not \"pie\" (did you mean \"pi\"?)",
            "gallery.json:4:31: plots[2].yTicks: must be \"auto\" or \"π\" (also written \"pi\"), not \"radians\" (did you mean \"π\"?)",
            "gallery.json:4:52: plots[2].xLabel: must be a string, not 3",
            "gallery.json:5:31: plots[3].xLabel: must be at most 30 characters, not 31: it is drawn beside its axis",
            "gallery.json:5:76: plots[3].yLabel: must not be empty (leave the key out for no title)",
        ])
    }

    @Test func thePageCarriesTheSettingsAndDrawsEqualUnits() throws {
        let html = try TestBuild.plotPage(#"""
            {"plots": [{"slug": "circle", "curves": [{"expression": "sqrt(1-x^2)"}, {"expression": "-sqrt(1-x^2)"}],
                        "xMin": -1.5, "xMax": 1.5, "yMin": -1.2, "yMax": 1.2, "aspect": "equal", "xTicks": "π",
                        "xLabel": "x <m>", "yLabel": "y (m)"}]}
            """#, slug: "circle")
        #expect(html.contains("data-aspect=\"equal\" data-x-ticks=\"pi\" data-x-label=\"x &lt;m&gt;\" data-y-label=\"y (m)\" data-graph-compact"))
        // 2.4 tall in 500 px: 208⅓ px per unit both ways, the x-range grown to ±1.92 about its centre.
        #expect(html.contains("data-scale=\"208.33333333333334\" data-scale-y=\"208.33333333333334\""))
        #expect(html.contains("data-x-min=\"-1.92\" data-x-max=\"1.92\"") && html.contains("data-y-min=\"-1.2\" data-y-max=\"1.2\""))
        #expect(html.contains("x-axis: x &lt;m&gt;. y-axis: y (m)."))
        let plain = try TestBuild.plotPage(#"{"plots": [{"slug": "line", "expression": "x"}]}"#, slug: "line")
        // The defaults cost a page nothing.
        #expect(!plain.contains("data-aspect") && !plain.contains("data-x-ticks") && !plain.contains("data-y-ticks") && !plain.contains("data-x-label"))
    }
}
