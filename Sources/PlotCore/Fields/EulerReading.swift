/// A figure's Euler polygon at given values, and the exact solution's value at its end to compare it with
/// (docs/sampling.md#eulers-method-in-a-figure). `fields/euler-reading.js` is the JS twin: the same doubles.
///
/// ```swift
/// let reading = EulerReading(try ODERightSide("y").slope(), from: Point(x: 0, y: 1), step: 0.5, to: 2)
/// reading.polygon?.points.last   // (2, 5.0625) = 1.5⁴
/// reading.exact                  // .value(7.38905…) = e²
/// ```
public struct EulerReading: Sendable {
    /// The exact solution at `to`.
    public enum Exact: Equatable, Sendable {
        /// Its value, from the Dormand–Prince solution through the same point (``ODESolution``).
        case value(Double)
        /// The solution ends before `to`: it blows up, f turns undefined, or it leaves far above or below the polygon.
        case notReached
    }

    /// The polygon, or why there is none (h ≤ 0, too many steps).
    public let result: Result<EulerPolygon, EulerPolygon.Failure>
    /// The exact value at `to`; nil without a polygon, or where the polygon stops short of `to`.
    public let exact: Exact?
    /// The step and the end, as given.
    public let step: Double, to: Double

    public init(_ f: SlopeFunction, from start: Point, step: Double, to: Double) {
        self.step = step
        self.to = to
        result = Result { () throws(EulerPolygon.Failure) in try EulerPolygon.of(f, from: start, step: step, to: to) }
        guard case .success(let polygon) = result, polygon.end == .reached else {
            exact = nil
            return
        }
        exact = Self.exact(f, from: start, to: to, polygon: polygon)
    }

    /// The polygon; nil when there is none.
    public var polygon: EulerPolygon? { try? result.get() }

    /// The number of steps the polygon takes.
    public var steps: Int { (polygon?.points.count ?? 1) - 1 }

    /// The solution through `start` at `to`, integrated across a frame from x₀ to `to` of the most pixels a frame may
    /// have, and in y the polygon's extent and as much again above and below (at least 1, and a thousandth of its largest
    /// |y|, so far from 0 the range still holds that many doubles): the tolerance of a hundredth of a pixel is then some
    /// millionths of the polygon's height. `to` = x₀ needs no integration.
    static func exact(_ f: SlopeFunction, from start: Point, to: Double, polygon: EulerPolygon) -> Exact {
        if to == start.x { return .value(start.y) }
        let ys = polygon.points.map(\.y)
        let (low, high) = (ys.min()!, ys.max()!)
        let margin = max(1, high - low, 0.001 * max(Swift.abs(low), Swift.abs(high)))
        let pixels = Viewport.maximumPixels
        return ODESolution.value(f, from: start, to: to, yMin: low - margin, yMax: high + margin, width: pixels, height: pixels)
            .map(Exact.value) ?? .notReached
    }
}
