/// The solution of dy/dx = f(x, y) through a point, drawn across a frame (docs/sampling.md#differential-equations):
/// integrated by Dormand–Prince 5(4) forward to the frame's right edge and backward to its left edge, with the error of
/// every step and the chords between output points held to fractions of a device pixel.
///
/// ```swift
/// let f = try ODERightSide("x - y").slope()
/// let frame = try Viewport(xMin: -1, xMax: 3, yMin: -1, yMax: 3, width: 800, height: 800)
/// let solution = ODESolution.solve(f, through: Point(x: 0, y: 1), in: frame)
/// solution.segments        // one polyline, left to right, near y = x − 1 + 2e⁻ˣ
/// solution.ends            // the left end, then the right: (−1, 3.4366, .edge), (3, 2.0996, .edge)
/// ```
/// `Public/js/fields/ode-solution.js` is the JS twin: the same points, the same doubles.
public struct ODESolution: Equatable, Sendable {
    /// Why a direction of the solution ends.
    public enum EndReason: String, Equatable, Sendable {
        /// It reached the frame's left or right edge.
        case edge
        /// It went more than ``PlotLimits/odeMarginHeights`` frame heights above or below the frame.
        case margin
        /// Its step shrank below ``PlotLimits/odeMinStepPixels`` to keep the error small: y grows without bound at
        /// this x, or the slope turns vertical. The end is open.
        case blowUp
        /// f is undefined just past it (its step shrank to nothing short of where f is undefined). The end is open.
        case undefined
        /// It took ``PlotLimits/odeStepsMax`` steps without ending otherwise.
        case stepCap
    }

    /// Where a direction ends and why.
    public struct End: Equatable, Sendable {
        public let x: Double
        public let y: Double
        public let reason: EndReason
    }

    /// The polylines in math coordinates, left to right: one, or none where f is undefined at the starting point.
    public let segments: [[Point]]
    /// The left end (backward direction), then the right end (forward).
    public let ends: [End]

    /// The solution through `point` across `viewport` (its frame and its size in device pixels).
    public static func solve(_ f: SlopeFunction, through point: Point, in viewport: Viewport) -> ODESolution {
        let k1 = f.value(x: point.x, y: point.y)
        guard k1.isFinite, point.y.isFinite, point.x.isFinite else {
            let end = End(x: point.x, y: point.y, reason: .undefined)
            return ODESolution(segments: [], ends: [end, end])
        }
        let backward = ODEIntegration(f, viewport: viewport, direction: -1).run(from: point, slope: k1)
        let forward = ODEIntegration(f, viewport: viewport, direction: 1).run(from: point, slope: k1)
        let points = backward.points.reversed() + forward.points.dropFirst()
        return ODESolution(segments: [Array(points)], ends: [backward.end, forward.end])
    }
}
