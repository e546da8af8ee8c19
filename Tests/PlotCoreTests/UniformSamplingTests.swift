import Foundation
import Testing
@testable import PlotCore

/// `uniform N`: the seeds' "number of samples".
@Suite struct UniformSamplingTests {
    private func sample(_ source: String, _ n: Int, xMax: Double, yMax: Double) throws -> SampleResult {
        let viewport = try Viewport(xMin: -xMax, xMax: xMax, yMin: -yMax, yMax: yMax, width: 1600, height: 1000)
        var sampler = Sampler()
        sampler.simplificationTolerance = 0  // keep every sample, to count them
        return try sampler.sample(try Expression(source).compiled(), in: viewport, mode: .uniform(n))
    }

    @Test func takesNPlusOneEvenlySpacedSamplesFromMinusXMaxToXMax() throws {
        let result = try sample("x^3 - 2.5x^2 + 3.1x - 13.3", 50, xMax: 5, yMax: 250)
        #expect(result.segments.count == 1)
        let xs = result.segments[0].map(\.x)
        #expect(xs.count == 51)
        #expect(xs.first == -5 && xs.last == 5)
        for (k, x) in xs.enumerated() { #expect(abs(x - (-5 + 0.2 * Double(k))) < 1e-12) }
    }

    @Test func fewerSamplesGiveACoarserCurve() throws {
        let coarse = try sample("sin(x)", 10, xMax: 5, yMax: 1.2)
        let fine = try sample("sin(x)", 200, xMax: 5, yMax: 1.2)
        #expect(coarse.pointCount == 11)
        #expect(fine.pointCount == 201)
    }

    @Test func splitsAtUndefinedSamples() throws {
        // √x is undefined for the negative half: only the samples from 0 on are joined.
        let result = try sample("√x", 10, xMax: 5, yMax: 3)
        #expect(result.segments.count == 1)
        #expect(result.segments[0].first?.x == 0)
    }

    @Test func splitsAtAsymptotesButNotAcrossThem() throws {
        let result = try sample("tan(x)", 50, xMax: 10, yMax: 20)
        let poles = (-4...3).map { Double.pi / 2 + Double($0) * .pi }
        for segment in result.segments {
            for (p, q) in zip(segment, segment.dropFirst()) {
                #expect(!poles.contains { $0 > p.x && $0 < q.x }, "line from \(p.x) to \(q.x) crosses a pole")
            }
        }
        #expect(result.segments.count >= 7)
    }

    /// Where the polyline first reaches the level y = `level` (data units), by linear interpolation.
    private func xWhere(_ segment: Segment, reaches level: Double) -> Double? {
        for (p, q) in zip(segment, segment.dropFirst()) where (p.y - level) * (q.y - level) <= 0 && p.y != q.y {
            return p.x + (q.x - p.x) * (level - p.y) / (q.y - p.y)
        }
        return nil
    }

    @Test func aFixedCountStillDrawsAPoleToTheFrame() throws {
        // x⁻¹ at 50 samples on ±5 × ±8: the samples nearest the pole (±0.2) lie at y = ±5 and the one at 0
        // is undefined; each side of the pole still reaches the frame's edge, where the curve does (x = ±1/8).
        let result = try sample("x^(-1)", 50, xMax: 5, yMax: 8)
        #expect(result.segments.count == 2)
        let pixel = 10.0 / 1600
        let left = try #require(xWhere(result.segments[0], reaches: -8))
        let right = try #require(xWhere(result.segments[1], reaches: 8))
        #expect(abs(left + 0.125) < pixel / 2, "left branch leaves the frame at x = \(left)")
        #expect(abs(right - 0.125) < pixel / 2, "right branch leaves the frame at x = \(right)")
        // Between the samples the curve is joined as sampled: only the ends near the pole are added.
        #expect(result.pointCount <= 51 + 4 * 2)
    }

    @Test func aFixedCountDrawsEveryBranchOfTanToTheFrame() throws {
        // tan x at 50 samples on ±10 × ±5: every whole branch leaves the frame at both edges, where
        // tan x = ±5, and no line crosses a pole.
        let result = try sample("tan(x)", 50, xMax: 10, yMax: 5)
        let pixel = 20.0 / 1600
        let whole = result.segments.dropFirst().dropLast()
        #expect(whole.count == 5)
        for segment in whole {
            let k = ((segment[0].x + .pi / 2) / .pi).rounded(.down)
            let bottom = try #require(xWhere(segment, reaches: -5))
            let top = try #require(xWhere(segment, reaches: 5))
            #expect(abs(bottom - (k * .pi - atan(5))) < pixel / 2, "branch \(k) leaves the bottom at \(bottom)")
            #expect(abs(top - (k * .pi + atan(5))) < pixel / 2, "branch \(k) leaves the top at \(top)")
        }
        let poles = (-4...3).map { Double.pi / 2 + Double($0) * .pi }
        for segment in result.segments {
            for (p, q) in zip(segment, segment.dropFirst()) {
                #expect(!poles.contains { $0 > p.x && $0 < q.x }, "line from \(p.x) to \(q.x) crosses a pole")
            }
        }
    }

    @Test func aFixedCountReachesDomainEdgesAndSplitsJumpsWhereTheyAre() throws {
        // √(1 − x²) at 10 samples on ±1.5: no sample lies at ±1, yet the curve ends there.
        let circle = try sample("√(1-x²)", 10, xMax: 1.5, yMax: 1.2)
        #expect(circle.segments.count == 1)
        #expect(circle.segments[0].first?.x == -1 && circle.segments[0].last?.x == 1)
        // floor x at 10 samples on ±5.5: each step ends at the last double before the next integer.
        let floor = try sample("floor(x)", 10, xMax: 5.5, yMax: 6)
        #expect(floor.segments.count == 11)
        #expect(floor.segments[5].last == Point(x: 1.0.nextDown, y: 0))
        #expect(floor.segments[6].first == Point(x: 1, y: 1))
    }

    @Test func aFixedCountBreaksAtAPoleBetweenTwoSamplesThatTheExpressionPointsTo() throws {
        // 1/x² at 51 samples: 0 is no sample, the two beside it lie at y ≈ 104 inside the frame, and
        // no step shows between them. The divisor's zero breaks the line; each side rises to the frame.
        let viewport = try Viewport(xMin: -5, xMax: 5, yMin: -10, yMax: 200, width: 1600, height: 1000)
        let result = try Sampler().sample(try Expression("1/x^2").compiled(), in: viewport, mode: .uniform(51))
        #expect(result.segments.count == 2)
        #expect(result.segments.allSatisfy { $0.allSatisfy { $0.x != 0 } && ($0.first!.x > 0 || $0.last!.x < 0) })
        #expect(result.segments.allSatisfy { $0.contains { $0.y > 200 } }, "both sides reach the frame's top")
    }

    @Test func rejectsSampleCountsOutOfRange() throws {
        let viewport = try Viewport(xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100)
        let f = try Expression("x").compiled()
        for bad in [0, 1, 10_001] {
            #expect(throws: SamplingError.self) { try Sampler().sample(f, in: viewport, mode: .uniform(bad)) }
        }
    }
}

@Suite struct ViewportValidationTests {
    @Test func rejectsHostileRangesAndSizesWithTheFieldNamed() {
        func field(_ make: () throws -> Viewport) -> String? {
            do { _ = try make(); return nil } catch { return (error as? SamplingError)?.field }
        }
        #expect(field { try Viewport(xMin: 1, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100) } == "to")
        #expect(field { try Viewport(xMin: 2, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100) } == "to")
        #expect(field { try Viewport(xMin: .nan, xMax: 1, yMin: -1, yMax: 1, width: 100, height: 100) } == "from")
        #expect(field { try Viewport(xMin: 0, xMax: .infinity, yMin: -1, yMax: 1, width: 100, height: 100) } == "to")
        #expect(field { try Viewport(xMin: 0, xMax: 1, yMin: 1, yMax: -1, width: 100, height: 100) } == "ymax")
        #expect(field { try Viewport(xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 0, height: 100) } == "width")
        #expect(field { try Viewport(xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 1e9, height: 100) } == "width")
        #expect(field { try Viewport(xMin: 0, xMax: 1, yMin: -1, yMax: 1, width: 100, height: -5) } == "height")
        #expect(field { try Viewport(xMin: 1, xMax: 1 + 1e-14, yMin: -1, yMax: 1, width: 100, height: 100) } == "to")
        #expect(field { try Viewport(xMin: -1e308, xMax: 1e308, yMin: -1, yMax: 1, width: 100, height: 100) } == "to")
    }

    /// Refused only where a double cannot draw the range at pixel precision: fewer doubles than pixels.
    @Test func narrowRangesAreRefusedOnlyWhenDoublesAreFewerThanPixels() {
        func accepts(_ low: Double, _ high: Double, rows: Double) -> Bool {
            (try? Viewport(xMin: 0, xMax: 1, yMin: low, yMax: high, width: 100, height: rows)) != nil
        }
        #expect(accepts(1 - 6e-13, 1 + 6e-13, rows: 1000), "1.2e-12 around 1 holds ~5400 doubles")
        #expect(accepts(1, 1 + 100 * 0x1p-52, rows: 100), "exactly one double per row")
        #expect(!accepts(1, 1 + 99 * 0x1p-52, rows: 100))
        #expect(!accepts(1, 1 + 1e-14, rows: 100), "45 doubles for 100 rows")
        let error = #expect(throws: SamplingError.self) { try Viewport(xMin: 1, xMax: 1 + 1e-14, yMin: -1, yMax: 1, width: 100, height: 100) }
        #expect(error?.message == "the range from … to is too narrow to plot at this size (double precision)")
    }
}

@Suite struct FitTests {
    @Test func yMaxIsTheLargestMagnitudeOverTheSamples() {
        // The seed cubic on ±4: |y| is largest at x = -4 (129.7); framed with a margin: 129.7 / 0.9 → 150.
        let f = ClosureFunction { $0 * $0 * $0 - 2.5 * $0 * $0 + 3.1 * $0 - 13.3 }
        #expect(abs(Fit.largestMagnitude(of: f, xMin: -4, xMax: 4, samples: 200) - 129.7) < 1e-9)
        #expect(Fit.yMax(of: f, xMin: -4, xMax: 4, samples: 200) == 150)
    }

    @Test func polesDoNotFlattenTheCurve() {
        let yMax = Fit.yMax(of: ClosureFunction { tan($0) }, xMin: -10, xMax: 10, samples: 1000)
        #expect(yMax > 5 && yMax < 50, "tan on ±10 gets a readable range, not 1e16: \(yMax)")
    }

    @Test func undefinedOrZeroEverywhereStillGetsAFrame() {
        #expect(Fit.yMax(of: ClosureFunction { log(-1 - abs($0)) }, xMin: -1, xMax: 1, samples: 100) == 1)
        #expect(Fit.yMax(of: ClosureFunction { _ in 0 }, xMin: -1, xMax: 1, samples: 100) == 1)
        #expect(Fit.yMax(ofValues: [.nan, .infinity, -.infinity]) == 1)
    }

    @Test func aConstantGetsAFrameWithAMargin() {
        #expect(Fit.yMax(of: ClosureFunction { _ in -3 }, xMin: -1, xMax: 1, samples: 100) == 4)
    }
}

@Suite struct TicksTests {
    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(Ticks.niceStep(atLeast: 0.7) == 1)
        #expect(Ticks.niceStep(atLeast: 1.3) == 2)
        #expect(Ticks.niceStep(atLeast: 3) == 5)
        #expect(Ticks.niceStep(atLeast: 6) == 10)
        #expect(Ticks.niceStep(atLeast: 0.013) == 0.02)
        #expect(Ticks.niceStep(atLeast: 2e6) == 2e6)
    }

    @Test func valuesAreExactMultiplesWithinTheRange() {
        let ticks = Ticks(low: -0.25, high: 0.25, minimumSpacing: 0.09)
        #expect(ticks.step == 0.1)
        #expect(ticks.values.map(ticks.label) == ["−0.2", "−0.1", "0.0", "0.1", "0.2"])
        #expect(Ticks(low: -4, high: 4, minimumSpacing: 0.8).values == [-4, -3, -2, -1, 0, 1, 2, 3, 4])
    }

    @Test func labelsAndRangeEndsAreShort() {
        #expect(Ticks.label(3, step: 1) == "3")
        #expect(Ticks.label(-2.5, step: 0.5) == "−2.5")
        #expect(Ticks.endLabel(129.7) == "129.7")
        #expect(Ticks.endLabel(4) == "4")
        #expect(Ticks.endLabel(0.25) == "0.25")
        #expect(Ticks.endLabel(-1e-6) == "−1e−06")
    }

    @Test func labelsFarFromTheOriginStayDistinct() {
        let far = Ticks(low: 1e7, high: 1e7 + 5, minimumSpacing: 1)
        let labels = far.values.map(far.label)
        #expect(labels.first == "10000000" && labels.last == "10000005")
        #expect(Set(labels).count == labels.count)
        let tiny = Ticks(low: -3e-6, high: 3e-6, minimumSpacing: 1e-6)
        #expect(tiny.values.map(tiny.label) == ["−3e−06", "−2e−06", "−1e−06", "0", "1e−06", "2e−06", "3e−06"])
    }
}

@Suite struct DecimalTextTests {
    @Test func fixedMatchesPrintf() {
        for (value, decimals) in [(0.25, 1), (-0.25, 1), (2.5, 0), (-2.5, 0), (0.125, 2), (1.25, 1), (-0.04, 1),
                                  (0.30000000000000004, 1), (12.35, 1), (0.375, 2), (123456.789, 2), (-0.0, 0), (1e-7, 3), (999.9999, 2)] {
            #expect(DecimalText.fixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value), "\(value) \(decimals)")
        }
    }

    @Test func significantMatchesPrintf() {
        for value in [129.7, -129.7, 0.25, 1e-6, 123456789.0, 4.0, 0.00012345, 99999.95, 1.0 / 3, -2.8895191701] {
            var expected = String(format: "%.4g", value)
            if expected.contains(".") && !expected.contains("e") {
                while expected.hasSuffix("0") { expected.removeLast() }
                if expected.hasSuffix(".") { expected.removeLast() }
            }
            #expect(DecimalText.significant(value, digits: 4) == expected, "\(value)")
        }
    }
}
