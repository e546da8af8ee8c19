import Foundation
import Testing
@testable import PlotCore

/// The parametric sampler against the closed forms of `Tests/Fixtures/parametric-curves.json`, scored in device
/// pixels (`Tests/JS/parametric-sampler.test.mjs` scores the JS sampler on the same file): chords within half a pixel
/// of the curve, domain edges and cusps reached, no chord over a jump, few points, bounded work on curves no sampling
/// resolves; and the inputs it refuses.
@Suite struct ParametricSamplerTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        struct Frame: Decodable, Sendable {
            let xMin, xMax, yMin, yMax, width, height: Double
        }
        /// An endpoint dot as the fixture writes it: `[x, y, open]`.
        struct Dot: Decodable, Sendable {
            let x, y: Double
            let open: Bool

            init(from decoder: any Decoder) throws {
                var fields = try decoder.unkeyedContainer()
                (x, y, open) = (try fields.decode(Double.self), try fields.decode(Double.self), try fields.decode(Bool.self))
            }
        }
        let name: String
        let x: String?
        let y: String?
        let r: String?
        let from: Double
        let to: Double
        let viewport: Frame
        let reaches: [[Double]]?
        let breaks: [Double]?
        let ends: [[Double]]?
        let dots: [Dot]?
        let explicit: [String]?
        let segments: Int?
        let pathological: Bool?
        var testDescription: String { name }

        var curve: ParametricCurve {
            get throws { try .fixture(x: x, y: y, r: r, from: from, to: to) }
        }

        var frame: Viewport {
            get throws {
                try Viewport(xMin: viewport.xMin, xMax: viewport.xMax, yMin: viewport.yMin, yMax: viewport.yMax,
                             width: viewport.width, height: viewport.height)
            }
        }
    }

    static let cases: [Case] = Fixtures.cases(in: "parametric-curves.json")

    /// The most evaluations the default sampler may make: seeds, their midpoints and quarters, the budget, the searches.
    static let mostEvaluations = 129 + 3 * 128 + 128 * 96 + 128 * 4 * 64

    @Test func fixtureHasTheClosedFormsBreaksEdgesAndExplicitComparisons() {
        #expect(Self.cases.count >= 12)
        #expect(Self.cases.contains { $0.breaks != nil } && Self.cases.contains { $0.reaches != nil })
        #expect(Self.cases.filter { $0.ends != nil }.count >= 5 && Self.cases.filter { $0.dots?.isEmpty == false }.count >= 4)
        #expect(Self.cases.filter { $0.explicit != nil }.count >= 4 && Self.cases.filter { $0.pathological == true }.count >= 2)
    }

    @Test(arguments: cases)
    func samplesWithinHalfAPixel(_ c: Case) throws {
        let (curve, viewport) = (try c.curve, try c.frame)
        let result = try ParametricSampler().sample(curve, in: viewport)
        #expect(result.evaluations <= Self.mostEvaluations)
        #expect(result.parameters.map(\.count) == result.segments.map(\.count))
        if c.pathological == true { return }
        let pixels = { (x: Double, y: Double) in (viewport.pixelX(x), viewport.pixelY(y)) }
        let polylines = result.segments.map { $0.map { pixels($0.x, $0.y) } }
        var (worst, worstAt) = (0.0, Double.nan)
        for (points, ts) in zip(polylines, result.parameters) {
            for i in points.indices.dropLast() {
                for k in 1..<32 {
                    let t = ts[i] + (ts[i + 1] - ts[i]) * Double(k) / 32
                    let (X, Y) = pixels(curve.x.evaluate(at: t), curve.y.evaluate(at: t))
                    guard X >= 0, X <= viewport.width, Y >= 0, Y <= viewport.height else { continue }
                    let distance = SamplerScore.distance(X, Y, points[i], points[i + 1])
                    if distance > worst { (worst, worstAt) = (distance, t) }
                }
            }
        }
        #expect(worst <= 0.5, "the curve lies \(worst) px from its chord at t = \(worstAt)")
        for point in c.reaches ?? [] {
            let (X, Y) = pixels(point[0], point[1])
            let nearest = polylines.map { Self.distance(X, Y, to: $0) }.min() ?? .infinity
            #expect(nearest <= 0.5, "(\(point[0]), \(point[1])) is \(nearest) px from the drawing")
        }
        for ts in result.parameters {
            for (a, b) in zip(ts, ts.dropFirst()) {
                if let across = (c.breaks ?? []).first(where: { a < $0 && $0 < b }) {
                    Issue.record("a chord from t = \(a) to \(b) steps over the break at \(across)")
                }
                // A chord that ends at a break ends at its own side's limit there: no riser to the other side's value.
                for (end, inner) in [(a, a.nextUp), (b, b.nextDown)] where (c.breaks ?? []).contains(end) {
                    let (atBreak, beside) = (pixels(curve.x.evaluate(at: end), curve.y.evaluate(at: end)),
                                             pixels(curve.x.evaluate(at: inner), curve.y.evaluate(at: inner)))
                    let gap = ((atBreak.0 - beside.0) * (atBreak.0 - beside.0) + (atBreak.1 - beside.1) * (atBreak.1 - beside.1)).squareRoot()
                    #expect(gap <= 0.5, "the chord from t = \(a) to \(b) rises \(gap) px at the break at \(end)")
                }
            }
        }
        if let ends = c.ends {
            let segmentEnds = polylines.flatMap { [$0[0], $0[$0.count - 1]] }
            for point in ends {
                let (X, Y) = pixels(point[0], point[1])
                let nearest = segmentEnds.map { (($0.0 - X) * ($0.0 - X) + ($0.1 - Y) * ($0.1 - Y)).squareRoot() }.min() ?? .infinity
                #expect(nearest <= 0.5, "no segment starts or ends at (\(point[0]), \(point[1])): the nearest end is \(nearest) px away")
            }
            let listed = ends.map { pixels($0[0], $0[1]) }
            for (X, Y) in segmentEnds {
                let nearest = listed.map { (($0.0 - X) * ($0.0 - X) + ($0.1 - Y) * ($0.1 - Y)).squareRoot() }.min() ?? .infinity
                #expect(nearest <= 0.5, "a segment starts or ends at (\(viewport.dataX(X)), \(viewport.dataY(Y))), \(nearest) px from any listed end")
            }
        }
        if let segments = c.segments { #expect(result.segments.count == segments) }
        if let dots = c.dots {
            #expect(result.endpoints.count == dots.count, "\(result.endpoints)")
            for (dot, expected) in zip(result.endpoints, dots) {
                let ((X, Y), (U, V)) = (pixels(dot.x, dot.y), pixels(expected.x, expected.y))
                #expect(((X - U) * (X - U) + (Y - V) * (Y - V)).squareRoot() <= 0.5 && dot.isOpen == expected.open,
                        "the dot \(dot), not (\(expected.x), \(expected.y), open \(expected.open))")
            }
        }
        if let explicit = c.explicit {
            let count = try explicit.reduce(0) { $0 + (try Sampler().sample(try Expression($1).compiled(), in: viewport).pointCount) }
            #expect(result.pointCount <= 4 * count, "\(result.pointCount) points, the explicit curves \(count)")
        }
    }

    @Test func theBoundOnEvaluationsIsTheSeedsTheBudgetAndTheSearches() {
        #expect(ParametricSampler().mostEvaluations == Self.mostEvaluations)
        var sampler = ParametricSampler()
        sampler.searchesPerSeed = 0
        #expect(sampler.mostEvaluations == 129 + 3 * 128 + 128 * 96)
    }

    @Test func aCurveThatLeavesTheFrameAndComesBackIsDrawnAgainCutJustOutside() throws {
        let viewport = try Viewport(xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 1000, height: 1000)
        // A circle of radius 1.2 crosses the frame's sides eight times: four arcs, at the corners, show.
        let circle = ParametricCurve(x: ClosureFunction { 1.2 * cos($0) }, y: ClosureFunction { 1.2 * sin($0) }, from: 0.1, to: 0.1 + 2 * .pi)
        let result = try ParametricSampler().sample(circle, in: viewport)
        #expect(result.segments.count == 4)
        for point in result.segments.joined() {
            let (X, Y) = (viewport.pixelX(point.x), viewport.pixelY(point.y))
            #expect(X >= -8 - 1e-9 && X <= 1008 + 1e-9 && Y >= -8 - 1e-9 && Y <= 1008 + 1e-9, "\(point)")
        }
    }

    @Test func aTRangeThatIsNotFiniteOrNotIncreasingIsRefusedNamingT() {
        #expect(throws: SamplingError("t", "the parameter's range must be increasing, not 1.0 … 1.0")) {
            try ParametricSampler.checkRange(from: 1, to: 1)
        }
        #expect(throws: SamplingError("t", "the parameter's range must be finite, not 0.0 … inf")) {
            try ParametricSampler.checkRange(from: 0, to: .infinity)
        }
        #expect(throws: SamplingError.self) { try ParametricSampler.checkRange(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude) }
    }

    /// Distance from (x, y) to a polyline of pixel points (one point: to that point).
    static func distance(_ x: Double, _ y: Double, to polyline: [(Double, Double)]) -> Double {
        if polyline.count == 1 { return ((polyline[0].0 - x) * (polyline[0].0 - x) + (polyline[0].1 - y) * (polyline[0].1 - y)).squareRoot() }
        return zip(polyline, polyline.dropFirst()).map { SamplerScore.distance(x, y, $0, $1) }.min() ?? .infinity
    }
}
