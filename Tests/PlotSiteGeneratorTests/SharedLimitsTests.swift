import Foundation
import PlotCore
import PlotSVG
import Testing
@testable import PlotSiteGenerator

/// The limits and the curve palette Swift shares with the browser code are generated from
/// Public/js/shared-constants.js at build time (Tests/JS/shared-limits.test.mjs checks the file stays
/// the strict JSON the build reads): here the limits are enforced at their edges and site.css's curve
/// colours are the palette's. The expression limits are held to `Tests/Fixtures/limits.json`, which
/// the JS tests hold their definitions to as well.
@Suite struct SharedLimitsTests {
    struct Fixture: Decodable {
        struct ExpressionLimits: Decodable { let maximumLength: Int; let maximumDepth: Int; let maximumSeriesTerms: Int }
        let expression: ExpressionLimits
        let widestSpan: Double
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/limits.json")
        // A missing or malformed fixture is a broken checkout, not a test result.
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    @Test func theExpressionLimitsMatchTheSharedFixture() {
        let fixture = Self.fixture
        #expect(ExpressionLimits.maximumLength == fixture.expression.maximumLength)
        #expect(ExpressionLimits.maximumDepth == fixture.expression.maximumDepth)
        #expect(ExpressionLimits.maximumSeriesTerms == fixture.expression.maximumSeriesTerms)
    }

    @Test func theWidestSpanAGraphDrawsMatchesTheSharedFixture() {
        #expect(PlotLimits.widestSpan == Self.fixture.widestSpan)
    }

    /// A figure's curve i is drawn in colour i mod 8 and its round's dash pattern: every curve a figure may have
    /// is one pair of the two, light and dark alike, and the palette is used in full rounds.
    @Test func thePaletteAndTheRoundsHaveAPairForEveryCurveOfAFigure() {
        #expect(SVGRenderer.curveColors.count * SVGRenderer.curveRoundDashes.count == Figure.maximumCurves)
        #expect(SVGRenderer.darkCurveColors.count == SVGRenderer.curveColors.count)
        #expect(SVGRenderer.curveColorNames.count == SVGRenderer.curveColors.count)
        #expect(Set(SVGRenderer.curveRoundDashes).count == SVGRenderer.curveRoundDashes.count, "each round has a pattern of its own")
        #expect(SVGRenderer.curveRoundStyleNames.count == SVGRenderer.curveRoundDashes.count, "each round's pattern has a name")
    }

    /// site.css restyles `.plot-curve-i` with `--curve-i`, in the light theme and the dark one: both lists
    /// are the fixture's.
    @Test func theStylesheetsCurveColoursAreTheSharedOnes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Public/css/site.css")
        let css = try String(contentsOf: url, encoding: .utf8)
        let dark = try #require(css.range(of: "@media screen and (prefers-color-scheme: dark)"), "site.css has no dark scheme")
        let light = Self.curveProperties(in: String(css[..<dark.lowerBound]))
        let darkProperties = Self.curveProperties(in: String(css[dark.upperBound...]))
        #expect(light == SVGRenderer.curveColors, "--curve-0 … --curve-7 of the light :root")
        #expect(darkProperties == SVGRenderer.darkCurveColors, "--curve-0 … --curve-7 of the dark :root")
    }

    /// The values of `--curve-0` … `--curve-7`, the first definition of each in `css` ("missing" where there is none).
    private static func curveProperties(in css: String) -> [String] {
        SVGRenderer.curveColors.indices.map { index in
            guard let name = css.range(of: "--curve-\(index):") else { return "missing" }
            let rest = css[name.upperBound...]
            return rest.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        }
    }

    @Test func theManifestAndTheSamplerUseTheSharedDefinitions() {
        #expect(SamplingMode.uniformRange == PlotLimits.samples)
        #expect(Samples.range == PlotLimits.samples)
        #expect(PlotEntry.xMaxLimit == PlotLimits.galleryXMax.upperBound)
        #expect(CalculatorSettings.xMaxRange == PlotLimits.calculatorXMax)
    }

    /// docs/site.md#configuration: 0 < X-Max ≤ 100 — zero is not a width the Calculator can plot.
    @Test func calculatorXMaxExcludesZeroAndAdmitsOneHundred() {
        let range = CalculatorSettings.xMaxRange
        #expect(!range.contains(0))
        #expect(!range.contains(-1))
        #expect(!range.contains(.nan))
        #expect(range.contains(.leastNonzeroMagnitude))
        #expect(range.contains(100))
        #expect(!range.contains(100.000_001))
    }

    @Test func galleryXMaxExcludesZeroAndAdmitsOneHundredThousand() {
        #expect(!PlotLimits.galleryXMax.contains(0))
        #expect(PlotLimits.galleryXMax.contains(100_000))
        #expect(!PlotLimits.galleryXMax.contains(100_001))
    }

    @Test func messagesStateTheLimitsFromTheirDefinitions() {
        #expect(PlotLimits.samplesText == "from 2 to 10000")
        #expect(PlotLimits.galleryXMax.text == "greater than 0 and at most 100000")
        #expect(PlotLimits.calculatorXMax.text == "greater than 0 and at most 100")
    }

    /// The Configuration page can state the limits from `{{ limits.… }}` instead of a copy.
    @Test func templatesCanStateTheLimits() throws {
        let template = try Template(name: "t.html", source:
            "{{ limits.samplesMin }} to {{ limits.samplesMax }}; X-Max at most {{ limits.calculatorXMax }}; xMax at most {{ limits.galleryXMax }}")
        #expect(try template.render(["limits": PageRenderer.limits]) == "2 to 10000; X-Max at most 100; xMax at most 100000")
    }
}
