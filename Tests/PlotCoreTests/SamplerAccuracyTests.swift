import Foundation
import Testing
@testable import PlotCore

/// The sampler against analytic ground truth, scored in device pixels (800×500 CSS px at 2×).
@Suite struct SamplerAccuracyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let xRange: ClosedRange<Double>
        let yRange: ClosedRange<Double>
        /// x of poles and jumps: no drawn line may step over one.
        var breaks: [Double] = []
        /// Domain edges (x, y) where a segment must end or start, within half a pixel.
        var edges: [(Double, Double)] = []
        /// Whether the curve is one unbroken piece over the range.
        var isOneSegment = false
        let truth: @Sendable (Double) -> Double
        var testDescription: String { "\(source) on \(xRange)" }
    }

    static let poles = (-4...3).map { Double.pi / 2 + Double($0) * .pi }

    static let cases: [Case] = [
        Case(source: "tan(x)", xRange: -10...10, yRange: -5...5, breaks: poles, truth: { tan($0) }),
        Case(source: "1/x", xRange: -5...5, yRange: -5...5, breaks: [0], truth: { 1 / $0 }),
        Case(source: "1/x", xRange: -4.9...5.3, yRange: -5...5, breaks: [0], truth: { 1 / $0 }),
        Case(source: "1/(x-1)²", xRange: -3...5, yRange: -1...10, breaks: [1], truth: { 1 / (($0 - 1) * ($0 - 1)) }),
        Case(source: "floor(x)", xRange: -5.5...5.5, yRange: -6...6, breaks: (-5...5).map(Double.init), truth: { $0.rounded(.down) }),
        Case(source: "x/(x²-1)", xRange: -3...3, yRange: -5...5, breaks: [-1, 1], truth: { $0 / ($0 * $0 - 1) }),
        Case(source: "√(1-x²)", xRange: -1.5...1.5, yRange: -1.2...1.2, edges: [(-1, 0), (1, 0)],
             truth: { (1 - $0 * $0).squareRoot() }),
        Case(source: "√x", xRange: -1...4, yRange: -1...3, edges: [(0, 0)], truth: { $0.squareRoot() }),
        Case(source: "ln(x)", xRange: -1...5, yRange: -5...2, truth: { log($0) }),
        Case(source: "asin(x)", xRange: -2...2, yRange: -2...2, edges: [(-1, -Double.pi / 2), (1, Double.pi / 2)],
             truth: { asin($0) }),
        Case(source: "atan(1000x)", xRange: -1...1, yRange: -2...2, isOneSegment: true, truth: { atan(1000 * $0) }),
        Case(source: "sin(x)/x", xRange: -20...20, yRange: -0.5...1.2, truth: { sin($0) / $0 }),
        // 0/0 is undefined at x = 0 exactly: a hole no wider than a double, so the two segments meet.
        Case(source: "sin(x)/x", xRange: -19.7...20.3, yRange: -0.5...1.2, truth: { sin($0) / $0 }),
        Case(source: "exp(x)", xRange: -5...5, yRange: -10...150, isOneSegment: true, truth: { exp($0) }),
        Case(source: "exp(x)", xRange: 700...720, yRange: 0...1.7e308, truth: { exp($0) }),
        Case(source: "x^3 - 2.5x^2 + 3.1x - 13.3", xRange: -4...4, yRange: -129.7...129.7, isOneSegment: true,
             truth: { $0 * $0 * $0 - 2.5 * $0 * $0 + 3.1 * $0 - 13.3 }),
        Case(source: "sin(x)+cos(2x)-tan(3x)", xRange: -0.25...0.25, yRange: -2.1...2.1, isOneSegment: true,
             truth: { sin($0) + cos(2 * $0) - tan(3 * $0) }),
        Case(source: "√(x³+x²+2.5x+23)", xRange: -4...4, yRange: -10...10, edges: [(-2.889519170, 0)],
             truth: { ($0 * $0 * $0 + $0 * $0 + 2.5 * $0 + 23).squareRoot() }),
        Case(source: "ln(x²+2πx+23)", xRange: -4...4, yRange: -4...4, isOneSegment: true,
             truth: { log($0 * $0 + 2 * Double.pi * $0 + 23) }),
        Case(source: "sin(x)", xRange: -1e-6...1e-6, yRange: -1e-6...1e-6, isOneSegment: true, truth: { sin($0) }),
        Case(source: "x^3", xRange: -1e6...1e6, yRange: -1e18...1e18, isOneSegment: true, truth: { $0 * $0 * $0 }),
        Case(source: "1/x", xRange: -1e6...1e6, yRange: -1e-5...1e-5, breaks: [0], truth: { 1 / $0 }),
        Case(source: "3", xRange: -5...5, yRange: -5...5, isOneSegment: true, truth: { _ in 3 }),
        Case(source: "x^(1/3)", xRange: -2...2, yRange: -2...2, isOneSegment: true, truth: { cbrt($0) }),
        Case(source: "abs(x)", xRange: -2...2.3, yRange: -1...3, isOneSegment: true, truth: { abs($0) }),
        // A peak 1e-3 wide between two steep flanks: its tip lies between samples (20 px were lost here).
        Case(source: "1/(x²+1e-6)", xRange: -2.2...1.7, yRange: 0...1.05e6, isOneSegment: true,
             truth: { 1 / ($0 * $0 + 1e-6) }),
        Case(source: "1/(x²+1e-6)", xRange: -0.97...1.03, yRange: -1e5...1.1e6, isOneSegment: true,
             truth: { 1 / ($0 * $0 + 1e-6) }),
        // A window 1.2e-12 tall around y = 1: ~5400 doubles for 1000 pixel rows, enough to draw.
        Case(source: "x² + 1", xRange: -1e-6...1e-6, yRange: (1 - 2e-13)...(1 + 1e-12), isOneSegment: true,
             truth: { $0 * $0 + 1 }),
    ]

    static let viewportSize = (width: 1600.0, height: 1000.0)

    @Test(arguments: cases)
    func drawsTheCurveWithinHalfAPixel(_ c: Case) throws {
        let viewport = try Viewport(xMin: c.xRange.lowerBound, xMax: c.xRange.upperBound, yMin: c.yRange.lowerBound,
                                    yMax: c.yRange.upperBound, width: Self.viewportSize.width, height: Self.viewportSize.height)
        let function = try Expression(c.source).compiled()
        let result = try Sampler().sample(function, in: viewport)
        let score = SamplerScore(function: c.truth, viewport: viewport, segments: result.segments, breaks: c.breaks)

        #expect(score.worstDistance <= 0.5, "\(c.source): \(score.worstDistance) px from the curve at x = \(score.worstDistanceAt)")
        #expect(score.linesAcrossBreaks.isEmpty, "\(c.source): lines across a pole or jump: \(score.linesAcrossBreaks.prefix(3))")
        #expect(score.widestGap <= 1, "\(c.source): gap of \(score.widestGap) px at x = \(score.widestGapAt)")
        for (x, y) in c.edges {
            let target = (viewport.pixelX(x), viewport.pixelY(y))
            let ends = result.segments.flatMap { [$0.first!, $0.last!] }
            let nearest = ends.map { hypot(viewport.pixelX($0.x) - target.0, viewport.pixelY($0.y) - target.1) }.min() ?? .infinity
            #expect(nearest <= 0.5, "\(c.source): no segment ends within 0.5 px of the domain edge (\(x), \(y)); nearest \(nearest) px")
        }
        if c.isOneSegment {
            #expect(result.segments.count == 1, "\(c.source): \(result.segments.count) segments, expected one unbroken curve")
        }
        for segment in result.segments {
            for point in segment {
                #expect(point.x.isFinite && point.y.isFinite)
                let (px, py) = (viewport.pixelX(point.x), viewport.pixelY(point.y))
                #expect(px >= -1 && px <= viewport.width + 1 && py >= -20 && py <= viewport.height + 20,
                        "coordinates stay near the frame: (\(px), \(py))")
            }
            #expect(zip(segment, segment.dropFirst()).allSatisfy { $0.x < $1.x }, "x increases along a segment")
        }
        // Fewer points than one per pixel column: the page stays small.
        #expect(result.pointCount <= 4000, "\(c.source): \(result.pointCount) points")
    }

    @Test func valuesNearTheLargestDoubleStillGiveFinitePoints() throws {
        // x^(−e²²) is 1.8e308 next to x = 1: its pixel row overflows to ∞ (found by the fuzzer, which
        // got a point with x = NaN). Every point must be finite, and the line must leave the frame.
        let viewport = try Viewport(xMin: -10, xMax: 10, yMin: -5, yMax: 5, width: 64, height: 48)
        for source in ["x^-e^22", "-(x^-e^22)"] {
            let result = try Sampler().sample(try Expression(source).compiled(), in: viewport)
            let points = result.segments.joined()
            #expect(!points.isEmpty, "\(source)")
            #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(source): \(result.segments)")
            #expect(points.allSatisfy { $0.x >= -10 && $0.x <= 10 }, "\(source): \(result.segments)")
        }
    }

    @Test func undefinedEverywhereGivesNoSegments() throws {
        let viewport = try Viewport(xMin: -5, xMax: -1, yMin: -5, yMax: 5, width: 1600, height: 1000)
        let result = try Sampler().sample(try Expression("ln(x)").compiled(), in: viewport)
        #expect(result.segments.isEmpty)
    }

    @Test func constantIsOneStraightLineOfTwoPoints() throws {
        let viewport = try Viewport(xMin: -5, xMax: 5, yMin: -5, yMax: 5, width: 1600, height: 1000)
        let result = try Sampler().sample(try Expression("3").compiled(), in: viewport)
        #expect(result.segments == [[Point(x: -5, y: 3), Point(x: 5, y: 3)]])
    }

    /// sin(1/x) cannot be resolved near 0 at any pixel size: it must end, with bounded work.
    @Test func sinOfOneOverXIsBoundedAndDrawsABand() throws {
        let viewport = try Viewport(xMin: -0.5, xMax: 0.5, yMin: -1.5, yMax: 1.5, width: 1600, height: 1000)
        let result = try Sampler().sample(try Expression("sin(1/x)").compiled(), in: viewport)
        let budget = Sampler().refinementBudgetPerColumn * 1600
        #expect(result.evaluations <= 1601 + budget + 64 * 40)
        #expect(result.pointCount <= 30_000)
        // Near 0 the band fills the height: points reach both near -1 and near 1.
        let nearZero = result.segments.flatMap { $0 }.filter { abs($0.x) < 0.01 }
        #expect(nearZero.contains { $0.y > 0.9 } && nearZero.contains { $0.y < -0.9 })
        // Away from 0, where it is resolvable, it is accurate.
        let score = SamplerScore(function: { sin(1 / $0) }, viewport: viewport,
                                 segments: result.segments.map { $0.filter { abs($0.x) > 0.2 } }.filter { $0.count > 1 })
        #expect(score.worstDistance <= 0.5)
    }
}
