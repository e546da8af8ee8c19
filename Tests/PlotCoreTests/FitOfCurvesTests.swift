import Foundation
import Testing
@testable import PlotCore

/// The fit rule over a figure's curves (docs/sampling.md#the-fit-rule): the largest |y| of all of them, each on
/// its own from … to. The "figures" of Tests/Fixtures/fit-vectors.json hold frames that
/// Tests/JS/fit.test.mjs (fitYMaxOfCurves) must give too.
@Suite struct FitOfCurvesTests {
    private static func curve(_ source: String, from: Double? = nil, to: Double? = nil) throws -> RestrictedCurve<CompiledExpression> {
        RestrictedCurve(function: try Expression(source).compiled(), from: from, to: to)
    }

    private static func fit(_ curves: [RestrictedCurve<CompiledExpression>], _ xMin: Double, _ xMax: Double,
                            samples: Int = Fit.autoSampleCount) -> Double {
        Fit.yMax(ofCurves: curves, xMin: xMin, xMax: xMax, samples: samples)
    }

    @Test func theFrameOfSinAndThreeCosIsTheFrameOfThreeCos() throws {
        let both = Self.fit([try Self.curve("sin(x)"), try Self.curve("3cos(x)")], -5, 5)
        #expect(both == Fit.yMax(of: try Expression("3cos(x)").compiled(), xMin: -5, xMax: 5, samples: Fit.autoSampleCount))
        #expect(both == 4)
    }

    @Test func aTangentRestrictedToOneThreeDoesNotBlowTheFrameUp() throws {
        // The tangent to sin at 2 reaches 5.9 at x = −10, but it is drawn on 1 … 3 only (1.325 at most).
        let sine = try Self.curve("sin(x)")
        let restricted = Self.fit([sine, try Self.curve("cos(2)(x-2)+sin(2)", from: 1, to: 3)], -10, 10)
        let unrestricted = Self.fit([sine, try Self.curve("cos(2)(x-2)+sin(2)")], -10, 10)
        #expect(restricted == 1.5)
        #expect(unrestricted == 8)
    }

    @Test func aCurveUndefinedEverywhereOrOutsideTheWindowDoesNotCount() throws {
        let sine = try Self.curve("sin(x)")
        #expect(Self.fit([sine, try Self.curve("ln(-1-x^2)")], -5, 5) == 1.2)
        #expect(Self.fit([sine, try Self.curve("100x", from: 6, to: 8)], -5, 5) == 1.2)
        #expect(Self.fit([try Self.curve("ln(-1-x^2)")], -5, 5) == 1, "nothing to show still gets a frame")
        #expect(Self.fit([], -5, 5) == 1)
    }

    @Test func oneUnrestrictedCurveIsFittedAsByYMaxOf() throws {
        for source in ["tan(x)", "asin(x)", "x^3 - 2.5x^2 + 3.1x - 13.3", "ln(x)", "1/x"] {
            let f = try Expression(source).compiled()
            for samples in [Fit.autoSampleCount, 50, 7] {
                #expect(Self.fit([RestrictedCurve(function: f)], -4, 4, samples: samples)
                        == Fit.yMax(of: f, xMin: -4, xMax: 4, samples: samples), "\(source), \(samples) samples")
            }
        }
    }

    @Test func nothingOutsideACurvesRestrictionIsEvaluated() throws {
        // Defined at x = 1 only, so every bisection towards the edge beyond it is undefined: the value
        // the edge rule compares with would lie just left of 1, outside the curve.
        let recorder = SamplerRestrictionTests.Recorder { $0 == 1 ? 1 : ($0 < 1 ? 5 : .nan) }
        let restricted = RestrictedCurve(function: recorder.function, from: 1, to: 3)
        _ = Fit.yMax(ofCurves: [restricted], xMin: -5, xMax: 5, samples: 100)
        let outside = recorder.evaluated.filter { !(1...3).contains($0) }
        #expect(outside.isEmpty, "evaluated at \(outside.prefix(5))")
        let recorder2 = SamplerRestrictionTests.Recorder { tan($0) }
        _ = Fit.yMax(ofCurves: [RestrictedCurve(function: recorder2.function, from: -0.5, to: 4)], xMin: -5, xMax: 5, samples: 1000)
        #expect(recorder2.evaluated.allSatisfy { (-0.5...4).contains($0) })
    }

    // MARK: - The shared fixture

    struct Figure: Decodable, Sendable, CustomTestStringConvertible {
        struct Curve: Decodable, Sendable {
            let expression: String
            let from: Double?
            let to: Double?
        }
        let curves: [Curve]
        let xMin: Double
        let xMax: Double
        let samples: FitVectorTests.Case.Samples
        let yMax: Double
        let why: String
        var testDescription: String { why }
    }

    static let figures: [Figure] = {
        struct File: Decodable { let figures: [Figure] }
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("fit-vectors.json"))
        return try! JSONDecoder().decode(File.self, from: data).figures
    }()

    @Test func theFixtureHasFigures() {
        #expect(Self.figures.count >= 6)
    }

    @Test(arguments: figures)
    func sameFrameAsJS(_ figure: Figure) throws {
        let curves = try figure.curves.map { try Self.curve($0.expression, from: $0.from, to: $0.to) }
        #expect(Self.fit(curves, figure.xMin, figure.xMax, samples: figure.samples.intervals) == figure.yMax)
    }
}
