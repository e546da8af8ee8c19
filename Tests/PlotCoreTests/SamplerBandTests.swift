import Foundation
import Testing
@testable import PlotCore

/// Zoomed far out (docs/sampling.md#bands): a column where the curve turns more than once is drawn as its band,
/// from its lowest to its highest value, at 1600×1000 device px. Tests/JS/sampler.test.mjs holds
/// the same cases for Public/js/sampling/.
@Suite struct SamplerBandTests {
    /// The pixel rows each device column of the drawing covers (lines cut at column edges).
    struct Coverage {
        var top: [Double]
        var bottom: [Double]

        init(_ viewport: Viewport, _ segments: [Segment]) {
            let columns = Int(viewport.width)
            (top, bottom) = ([Double](repeating: .infinity, count: columns), [Double](repeating: -.infinity, count: columns))
            for segment in segments {
                for (p, q) in zip(segment, segment.dropFirst()) {
                    let (a, b) = (viewport.pixelX(p.x), viewport.pixelX(q.x))
                    for c in max(0, Int(a.rounded(.down)))..<min(columns, Int(b.rounded(.up))) {
                        for t in [max(0, (Double(c) - a) / (b - a)), min(1, (Double(c) + 1 - a) / (b - a))] {
                            let row = viewport.pixelY(p.y + (q.y - p.y) * t)
                            (top[c], bottom[c]) = (min(top[c], row), max(bottom[c], row))
                        }
                    }
                }
            }
        }
    }

    static func sample(_ source: String, x: ClosedRange<Double>, y: ClosedRange<Double>) throws -> (Viewport, SampleResult) {
        let viewport = try Viewport(xMin: x.lowerBound, xMax: x.upperBound, yMin: y.lowerBound, yMax: y.upperBound,
                                    width: 1600, height: 1000)
        return (viewport, try Sampler().sample(try Expression(source).compiled(), in: viewport))
    }

    @Test func sinOnAHundredThousandIsABandFromMinusOneToOneWithAboutTwoPointsPerColumn() throws {
        let (viewport, result) = try Self.sample("sin(x)", x: -100_000...100_000, y: -1.2...1.2)
        let coverage = Coverage(viewport, result.segments)
        // Every column holds 20 periods: its band reaches y = 1 and y = −1 (no notch).
        let worst = (0..<1600).map { max(coverage.top[$0] - viewport.pixelY(1), viewport.pixelY(-1) - coverage.bottom[$0]) }.max()!
        #expect(worst <= 1.5, "a column's band stops \(worst) px short of ±1")
        #expect(result.segments.count == 1)
        #expect(Double(result.pointCount) <= 2.1 * 1600, "\(result.pointCount) points")
        #expect(result.evaluations <= 25 * 1600, "\(result.evaluations) evaluations")
    }

    @Test func tanOnAThousandCoversEachColumnsRangeAndLinksNoPoleOutsideItsColumn() throws {
        let (viewport, result) = try Self.sample("tan(x)", x: -1000...1000, y: -30...30)
        let poles = (-319...317).map { Double.pi / 2 + Double($0) * .pi }
        // A line across a pole stays inside the pole's own (band) column.
        for segment in result.segments {
            for (p, q) in zip(segment, segment.dropFirst()) where poles.contains(where: { $0 > p.x && $0 < q.x }) {
                let (a, b) = (viewport.pixelX(p.x), viewport.pixelX(q.x))
                #expect((b - 1e-9).rounded(.down) <= a.rounded(.down), "a line across a pole from x = \(p.x) to \(q.x)")
            }
        }
        // Each column reaches its true range: the lowest and highest of tan there, within the frame.
        let coverage = Coverage(viewport, result.segments)
        var worst = 0.0
        for c in 0..<1600 {
            let rows = (0...200).map { min(max(viewport.pixelY(tan(viewport.dataX(Double(c) + Double($0) / 200))), 0), 1000) }
            worst = max(worst, coverage.top[c] - rows.min()!, rows.max()! - coverage.bottom[c])
        }
        #expect(worst <= 1, "a column's drawing stops \(worst) px short of its range")
    }

    /// Between a resolved sine and a band: at ±3000 (0.6 periods a column) a chord passing on its
    /// perpendicular distance lost a peak at a column's end (86 px); at ±5000 and ±10 000 (one and two
    /// periods a column) the column edges sample a slow alias that looked smooth (up to 810 px short).
    @Test(arguments: [1000.0, 3000, 5000, 6283.185307179586, 10_000, 30_000])
    func sinZoomedOutReachesEveryColumnsTrueRange(xMax: Double) throws {
        let (viewport, result) = try Self.sample("sin(x)", x: -xMax...xMax, y: -1.2...1.2)
        let coverage = Coverage(viewport, result.segments)
        var worst = 0.0
        for c in 0..<1600 {
            let rows = (0...400).map { viewport.pixelY(sin(viewport.dataX(Double(c) + Double($0) / 400))) }
            worst = max(worst, coverage.top[c] - rows.min()!, rows.max()! - coverage.bottom[c])
        }
        #expect(worst <= 2, "a column's drawing stops \(worst) px short of its range")
        #expect(result.segments.count == 1)
    }

    @Test func anIsolatedPoleIsStillSplit() throws {
        // tan on ±10: its poles are 250 columns apart, each found by bisection: no segment spans one.
        let (_, result) = try Self.sample("tan(x)", x: -10...10, y: -5...5)
        let spanning = result.segments.filter { segment in
            SamplerAccuracyTests.poles.contains { $0 > segment.first!.x && $0 < segment.last!.x }
        }
        #expect(spanning.isEmpty)
    }

    @Test func aBandNeverEndsInAnInfiniteValue() throws {
        // Found by the expression fuzzer: next to 0, (−0.25)^(1/x) is ±∞ or 0 from one double to the
        // next, and the band's climb took y = ∞ for its highest point (a point with no pixel row, and
        // x NaN where the line to it was clipped).
        let function = try Expression("x^(2/3 - (0.75-1)^(1/x))").compiled()
        let viewport = try Viewport(xMin: -10, xMax: 10, yMin: -5, yMax: 5, width: 64, height: 48)
        let points = try Sampler().sample(function, in: viewport, mode: .auto).segments.joined()
        #expect(!points.isEmpty)
        #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(Array(points))")
    }

    @Test func sinOfOneOverXNearZeroIsABandReachingBothEnds() throws {
        let (viewport, result) = try Self.sample("sin(1/x)", x: -0.05...0.05, y: -1.2...1.2)
        let coverage = Coverage(viewport, result.segments)
        // Within 0.001 of 0 every column holds ten periods or more. A column whose three bisection
        // values happen to span nearly all of it may pass for resolved: at most one.
        let short = (784..<816).filter { max(coverage.top[$0] - viewport.pixelY(1), viewport.pixelY(-1) - coverage.bottom[$0]) > 2 }
        #expect(short.count <= 1, "near 0, bands stop short of ±1 in columns \(short)")
        #expect(result.evaluations <= 60 * 1600, "\(result.evaluations) evaluations")
    }

    @Test func aResolvedColumnThatTurnsTwiceBecomesItsBand() {
        // Two turns of 300 px inside one column (of 1000 rows): drawn as two points, lowest and highest.
        var column = ColumnBuffer()
        let viewport = try! Viewport(xMin: 0, xMax: 1, yMin: 0, yMax: 1, width: 1, height: 1000)
        for (x, y) in [(0.1, 0.5), (0.3, 0.8), (0.5, 0.5), (0.7, 0.8)] { column.add(Point(x: x, y: y)) }
        #expect(column.turnsMoreThanOnce(viewport: viewport, top: -8, bottom: 1008, threshold: 1))
        // A jump at a pole is not a turn: up, break, up again.
        var pole = ColumnBuffer()
        for (x, y) in [(0.1, 0.2), (0.2, 0.9)] { pole.add(Point(x: x, y: y)) }
        pole.breakSegment()
        for (x, y) in [(0.3, 0.1), (0.4, 0.8)] { pole.add(Point(x: x, y: y)) }
        #expect(!pole.turnsMoreThanOnce(viewport: viewport, top: -8, bottom: 1008, threshold: 1))
    }
}
