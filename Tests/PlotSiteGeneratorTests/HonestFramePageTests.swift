import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// A plot's frame and facts as the build writes them (docs/manifest.md#frames, docs/site.md#plot-page): a fitted end holds
/// the figure at every slider position and a value at one point; the facts tell a narrow range's ends apart.
@Suite struct HonestFramePageTests {
    private func frame(_ plot: String) throws -> (yMin: Double, yMax: Double) {
        let entry = try #require(try TestManifest.plots(plot).first)
        let viewport = try PlotRendering(entry).viewport
        return (viewport.yMin, viewport.yMax)
    }

    @Test func aFittedEndHoldsTheCurveAtEverySliderPosition() throws {
        // At a = 1 the wave reaches −1 (a frame down to −1.5); at a = 3 it reaches −3: the end is fitted to that.
        let wave = try frame(#"""
            {"expression": "a sin(b x + c)", "yMax": 4, "parameters": {"a": {"value": 1, "min": 0, "max": 3},
             "b": {"value": 1, "min": 0.5, "max": 3}, "c": {"value": 0, "min": -3, "max": 3}}}
            """#)
        #expect(wave == (-3.5, 4))
        // Both ends fitted: the symmetric frame of 3 sin x.
        #expect(try frame(#"{"expression": "a sin(x)", "parameters": {"a": {"value": 1, "min": 0, "max": 3}}}"#) == (-4, 4))
        // An interior value of a slider counts: sin(c)·x is largest at c = π/2, not at the ends 0 and 3.
        #expect(try frame(#"{"expression": "sin(c) x", "xMax": 1, "parameters": {"c": {"value": 0, "min": 0, "max": 3}}}"#) == (-1.2, 1.2))
        // Given ends are kept as given.
        #expect(try frame(#"{"expression": "a x", "yMin": -1, "yMax": 1, "parameters": {"a": {"value": 1, "min": 0, "max": 9}}}"#) == (-1, 1))
    }

    @Test func aFittedFrameHoldsAValueAtOnePoint() throws {
        // The curve reaches 4 on −3 … 3; f(2) = 7 alone, between the fit's samples.
        #expect(try frame(#"{"expression": "{x<0:-x, x<2:x^2, x=2:7, 1}", "xMin": -3, "xMax": 3}"#) == (-8, 8))
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "{x<0:-x, x<2:x^2, x=2:7, 1}", "slug": "lone", "xMin": -3, "xMax": 3}]}"#,
                                          slug: "lone")
        // The text alternative names the closed dot too.
        #expect(html.contains("Filled dots, points the curve holds: (2, 7)."))
        #expect(html.contains(#"data-endpoint="closed""#))
    }

    @Test func theFactsOfANarrowRangeTellItsEndsApart() throws {
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "x", "slug": "narrow", "xMin": 2, "xMax": 2.0001}]}"#, slug: "narrow")
        #expect(html.contains(#"<dd data-fact="x">2 to 2.0001</dd>"#))
        #expect(html.contains(#"data-poi-range>x from 2 to 2.0001</span>"#))
    }
}
