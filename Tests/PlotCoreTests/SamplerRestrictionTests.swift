import Foundation
import Testing
@testable import PlotCore

/// A curve restricted to from … to (a figure's curve, docs/sampling.md#restricted-curves): it starts and ends
/// exactly there, nothing outside is evaluated, and inside it is drawn as the unrestricted curve is.
/// Tests/JS/restricted-sampling.test.mjs holds the same cases for Public/js/sampling/.
@Suite struct SamplerRestrictionTests {
    /// A function that remembers every x it was evaluated at.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var xs: [Double] = []
        let body: @Sendable (Double) -> Double

        init(_ body: @escaping @Sendable (Double) -> Double) { self.body = body }

        var function: ClosureFunction {
            ClosureFunction { [self] x in
                lock.withLock { xs.append(x) }
                return body(x)
            }
        }

        var evaluated: [Double] { lock.withLock { xs } }
    }

    static func viewport(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>, width: Double = 1600,
                         height: Double = 1000) throws -> Viewport {
        try Viewport(xMin: x.lowerBound, xMax: x.upperBound, yMin: y.lowerBound, yMax: y.upperBound, width: width, height: height)
    }

    static func sample(_ source: String, _ viewport: Viewport, mode: SamplingMode = .auto, from: Double?,
                       to: Double?) throws -> SampleResult {
        try Sampler().sample(try Expression(source).compiled(), in: viewport, mode: mode, from: from, to: to)
    }

    /// Largest distance in pixels from a vertex of `points` to the polyline `polyline`.
    static func worstDistance(_ points: [Point], to polyline: [Point], _ viewport: Viewport) -> Double {
        let px = { (p: Point) in (viewport.pixelX(p.x), viewport.pixelY(p.y)) }
        let line = polyline.map(px)
        return points.map(px).map { p in
            line.count == 1 ? hypot(p.0 - line[0].0, p.1 - line[0].1)
                : zip(line, line.dropFirst()).map { SamplerScore.distance(p.0, p.1, $0, $1) }.min()!
        }.max() ?? 0
    }

    // MARK: - Ends

    @Test func aTangentRestrictedToOneThreeStartsAndEndsExactlyThere() throws {
        let viewport = try Self.viewport(-5...5, -10...10)
        let result = try Self.sample("4x - 4", viewport, from: 1, to: 3)
        #expect(result.segments == [[Point(x: 1, y: 0), Point(x: 3, y: 8)]])
    }

    @Test func aRestrictionNotOnAColumnEdgeStillEndsExactly() throws {
        // 0.123456 and 2.71828 fall inside pixel columns: the curve ends there, not at a column's edge.
        let viewport = try Self.viewport(-7...7, -1.5...1.5)
        let result = try Self.sample("sin(x)", viewport, from: -0.123456, to: 2.71828)
        #expect(result.segments.count == 1)
        #expect(result.segments[0].first == Point(x: -0.123456, y: sin(-0.123456)))
        #expect(result.segments[0].last == Point(x: 2.71828, y: sin(2.71828)))
    }

    @Test func aPoleInsideTheRestrictionStillSplitsTheCurve() throws {
        let viewport = try Self.viewport(-5...5, -5...5)
        let result = try Self.sample("tan(x)", viewport, from: 0, to: 3)
        #expect(result.segments.count == 2)
        #expect(result.segments.first?.first == Point(x: 0, y: 0))
        #expect(result.segments.last?.last == Point(x: 3, y: tan(3)))
        for segment in result.segments {
            #expect(!zip(segment, segment.dropFirst()).contains { $0.x < .pi / 2 && $1.x > .pi / 2 }, "a line across the pole")
        }
        let truth: @Sendable (Double) -> Double = { (0...3).contains($0) ? tan($0) : .nan }
        let score = SamplerScore(function: truth, viewport: viewport, segments: result.segments, breaks: [.pi / 2])
        #expect(score.worstDistance <= 0.5, "\(score.worstDistance) px from the curve at x = \(score.worstDistanceAt)")
        #expect(score.widestGap <= 1, "gap of \(score.widestGap) px at x = \(score.widestGapAt)")
    }

    @Test func aRestrictionInsideTheDomainEndsAtItsOwnEnds() throws {
        // √x on −1 … 4 has a domain edge at 0; restricted to 2 … 3 it is a plain arc.
        let viewport = try Self.viewport(-1...4, -1...3)
        let result = try Self.sample("√x", viewport, from: 2, to: 3)
        #expect(result.segments.count == 1)
        #expect(result.segments[0].first == Point(x: 2, y: 2.0.squareRoot()))
        #expect(result.segments[0].last == Point(x: 3, y: 3.0.squareRoot()))
    }

    @Test func aDomainEdgeAtTheRestrictionsStartIsStillFoundByBisection() throws {
        // ln on 0 … 1: undefined (−∞) at 0 itself, so the curve dives off the bottom next to it (cut
        // where it crosses the clip band, 8 px below the frame), and ends exactly at (1, 0).
        let viewport = try Self.viewport(-1...5, -5...2)
        let result = try Self.sample("ln(x)", viewport, from: 0, to: 1)
        #expect(result.segments.count == 1)
        let segment = try #require(result.segments.first)
        #expect(segment.last == Point(x: 1, y: 0))
        #expect(abs(viewport.pixelY(segment[0].y) - (viewport.height + 8)) < 1e-9, "the curve leaves the frame at the bottom")
        let crossing = exp(viewport.dataY(viewport.height + 8))
        #expect(abs(viewport.pixelX(segment[0].x) - viewport.pixelX(crossing)) < 0.5)
    }

    // MARK: - Nothing outside

    @Test(arguments: [
        ("tan", -5.0, 5.0, 0.3, 3.0),
        ("sin far out", -100_000, 100_000, -1000.5, 50_000.25),
        ("sqrt", -1, 4, -0.5, 3.3),
        ("ln", -1, 5, 0, 1),
        ("sin(1/x)", -0.5, 0.5, 0.0001, 0.2),
    ])
    func nothingOutsideTheRestrictionIsEvaluated(_ name: String, _ xMin: Double, _ xMax: Double, _ from: Double, _ to: Double) throws {
        let bodies: [String: @Sendable (Double) -> Double] = [
            "tan": { tan($0) }, "sin far out": { sin($0) }, "sqrt": { $0.squareRoot() }, "ln": { log($0) },
            "sin(1/x)": { sin(1 / $0) },
        ]
        let viewport = try Self.viewport(xMin...xMax, -2...2)
        for mode in [SamplingMode.auto, .uniform(50), .uniform(997)] {
            let recorder = Recorder(bodies[name]!)
            let result = try Sampler().sample(recorder.function, in: viewport, mode: mode, from: from, to: to)
            let outside = recorder.evaluated.filter { !(from...to).contains($0) }
            #expect(outside.isEmpty, "\(name), \(mode): evaluated at \(outside.prefix(5))")
            #expect(result.evaluations == recorder.evaluated.count, "\(name), \(mode): evaluations are counted")
            #expect(!result.segments.isEmpty)
        }
    }

    @Test func aRestrictionOutsideTheFrameGivesNothingAndCostsNothing() throws {
        let viewport = try Self.viewport(-5...5, -1.5...1.5)
        for (from, to) in [(6.0, 8.0), (-9.0, -5.5)] {
            let result = try Self.sample("sin(x)", viewport, from: from, to: to)
            #expect(result.segments.isEmpty)
            #expect(result.evaluations == 0)
        }
    }

    @Test func aRestrictionTouchingTheFramesEdgeGivesThatPoint() throws {
        let viewport = try Self.viewport(-5...5, -1.5...1.5)
        let result = try Self.sample("sin(x)", viewport, from: 5, to: 8)
        #expect(result.segments == [[Point(x: 5, y: sin(5))]])
    }

    @Test func aRestrictionNarrowerThanAPixelGivesItsEnds() throws {
        let viewport = try Self.viewport(-5...5, -10...10)
        let result = try Self.sample("4x - 4", viewport, from: 1, to: 1.001)
        #expect(result.segments == [[Point(x: 1, y: 0), Point(x: 1.001, y: 4 * 1.001 - 4)]])
    }

    // MARK: - The same pixels inside

    @Test(arguments: [
        ("tan(x)", -10.0, 10.0, -5.0, 5.0, 0.0, 3.0),
        ("sin(x)", -7, 7, -1.5, 1.5, -1.234, 5.678),
        ("1/x", -5, 5, -5, 5, -2.5, 4),
        ("√(1-x²)", -1.5, 1.5, -1.2, 1.2, -2, 0.3),
    ])
    func insideTheRestrictionTheCurveDrawsWhatTheUnrestrictedOneDraws(
        _ source: String, _ xMin: Double, _ xMax: Double, _ yMin: Double, _ yMax: Double, _ from: Double, _ to: Double
    ) throws {
        let viewport = try Self.viewport(xMin...xMax, yMin...yMax)
        let restricted = try Self.sample(source, viewport, from: from, to: to).segments
        let whole = try Self.sample(source, viewport, from: nil, to: nil).segments
        // The unrestricted drawing cut to from … to (its vertices there), and the restricted drawing:
        // each lies within half a pixel of the other.
        let wholeInside = whole.flatMap { $0 }.filter { (from...to).contains($0.x) }
        let restrictedPoints = restricted.flatMap { $0 }
        for segment in restricted {
            let nearest = whole.map { Self.worstDistance(segment, to: $0, viewport) }.min()!
            #expect(nearest <= 0.5, "\(source): a restricted vertex lies \(nearest) px from the unrestricted curve")
        }
        for point in wholeInside {
            let nearest = restricted.map { Self.worstDistance([point], to: $0, viewport) }.min()!
            #expect(nearest <= 0.5, "\(source): the unrestricted vertex \(point) lies \(nearest) px from the restricted curve")
        }
        #expect(restrictedPoints.allSatisfy { (from...to).contains($0.x) })
    }

    @Test func bandsStayBandsInsideTheRestriction() throws {
        // sin on ±100 000: 20 periods per column; restricted to −1000.5 … 50 000.25 the columns
        // inside are still bands from −1 to 1, and the curve ends exactly at the restriction.
        let viewport = try Self.viewport(-100_000...100_000, -1.2...1.2)
        let result = try Self.sample("sin(x)", viewport, from: -1000.5, to: 50_000.25)
        let coverage = SamplerBandTests.Coverage(viewport, result.segments)
        let columns = Int(viewport.pixelX(-1000.5).rounded(.up))..<Int(viewport.pixelX(50_000.25).rounded(.down))
        let worst = columns.map { max(coverage.top[$0] - viewport.pixelY(1), viewport.pixelY(-1) - coverage.bottom[$0]) }.max()!
        #expect(worst <= 1.5, "a column's band stops \(worst) px short of ±1")
        #expect(result.segments.first?.first?.x == -1000.5)
        #expect(result.segments.last?.last?.x == 50_000.25)
    }

    // MARK: - Uniform

    @Test func uniformSpacesItsSamplesOverTheVisiblePartOfTheRestriction() throws {
        let viewport = try Self.viewport(-5...5, -30...30)
        var sampler = Sampler()
        sampler.simplificationTolerance = 0  // keep every sample, to count them
        let result = try sampler.sample(try Expression("x^2").compiled(), in: viewport, mode: .uniform(10), from: -7, to: 2)
        let xs = result.segments.flatMap { $0.map(\.x) }
        #expect(xs.count == 11)
        #expect(xs.first == -5 && xs.last == 2)
        for (k, x) in xs.enumerated() { #expect(abs(x - (-5 + 0.7 * Double(k))) < 1e-12, "sample \(k) at \(x)") }
    }

    // MARK: - Bad restrictions

    @Test func aRestrictionThatIsNotAnIntervalIsRefusedNamingTheBound() throws {
        let viewport = try Self.viewport(-5...5, -5...5)
        func field(_ from: Double?, _ to: Double?) -> String? {
            do {
                _ = try Self.sample("x", viewport, from: from, to: to)
                return nil
            } catch {
                return (error as? SamplingError)?.field
            }
        }
        #expect(field(3, 1) == "curve-to")
        #expect(field(1, 1) == "curve-to")
        #expect(field(.nan, 1) == "curve-from")
        #expect(field(nil, .nan) == "curve-to")
        #expect(field(-.infinity, .infinity) == nil)
        #expect(field(nil, 1) == nil)
        #expect(throws: SamplingError("curve-to", "curve-to (1.0) must be greater than curve-from (3.0)")) {
            try Sampler.checkRestriction(from: 3, to: 1)
        }
    }
}
