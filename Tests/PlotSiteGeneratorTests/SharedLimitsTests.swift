import Foundation
import PlotCore
import PlotSVG
import Testing
@testable import PlotSiteGenerator

/// Holds the Swift definitions of the shared limits and the curve colour to `Tests/Fixtures/limits.json`,
/// which the JS tests hold their definitions to as well: a limit changed on one side only fails here or there.
@Suite struct SharedLimitsTests {
    struct Fixture: Decodable {
        struct Range: Decodable { let min: Int; let max: Int }
        struct Maximum: Decodable { let max: Double }
        struct ExpressionLimits: Decodable { let maximumLength: Int; let maximumDepth: Int }
        let samples: Range
        let galleryXMax: Maximum
        let calculatorXMax: Maximum
        let expression: ExpressionLimits
        let curveColors: [String]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/limits.json")
        // A missing or malformed fixture is a broken checkout, not a test result.
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    @Test func swiftDefinitionsMatchTheSharedFixture() {
        let fixture = Self.fixture
        #expect(PlotLimits.samples == fixture.samples.min...fixture.samples.max)
        #expect(PlotLimits.galleryXMax.upperBound == fixture.galleryXMax.max)
        #expect(PlotLimits.calculatorXMax.upperBound == fixture.calculatorXMax.max)
        #expect(ExpressionLimits.maximumLength == fixture.expression.maximumLength)
        #expect(ExpressionLimits.maximumDepth == fixture.expression.maximumDepth)
        #expect(SVGRenderer.curveColors == fixture.curveColors)
        #expect(SVGRenderer().curveColor == fixture.curveColors[0])
    }

    @Test func theManifestAndTheSamplerUseTheSharedDefinitions() {
        #expect(SamplingMode.uniformRange == PlotLimits.samples)
        #expect(Samples.range == PlotLimits.samples)
        #expect(PlotEntry.xMaxLimit == PlotLimits.galleryXMax.upperBound)
        #expect(CalculatorSettings.xMaxRange == PlotLimits.calculatorXMax)
    }

    /// SPEC §5: 0 < X-Max ≤ 100 — zero is not a width the Calculator can plot.
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
