/// Euler's method for dy/dx = f(x, y) (docs/sampling.md#differential-equations): from (x₀, y₀) in steps of h towards
/// `to`, each step y ← y + step·f(x, y); the last step is shortened to land on `to` exactly.
///
/// ```swift
/// let f = try ODERightSide("y").slope()
/// let polygon = try EulerPolygon.of(f, from: Point(x: 0, y: 1), step: 0.1, to: 1)
/// polygon.points.last   // (1, 2.5937…) = 1.1¹⁰
/// ```
/// The x of step i is x₀ + i·h (not a running sum), so the points land on the grid a reader expects. `fields/euler-polygon.js`
/// is the JS twin.
public struct EulerPolygon: Equatable, Sendable {
    /// Why the polygon stops.
    public enum EndReason: String, Equatable, Sendable {
        /// It reached `to`.
        case reached
        /// f is undefined at the last point (or the next y is not a finite number): the polygon ends there.
        case undefined
    }

    /// The vertices, (x₀, y₀) first.
    public let points: [Point]
    /// Why it stops at the last point.
    public let end: EndReason

    /// Why no polygon can be drawn.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// h is not a finite number greater than 0.
        case badStep(Double)
        /// More than ``PlotLimits/eulerStepsMax`` steps would be needed.
        case tooManySteps(Double)

        public var description: String {
            switch self {
            case .badStep(let h): "the step must be a number greater than 0, not \(h.plainText)"
            case .tooManySteps(let count):
                "Euler's method takes at most \(PlotLimits.eulerStepsMax) steps, not \(count.plainText): take a longer step"
            }
        }
    }

    /// How many steps of `step` (> 0) go from x₀ to `to`, the last one shortened: ⌈|to − x₀|/h⌉, where a quotient within a
    /// billionth above a whole number is that number (0.07/0.01 is 7.000000000000001: seven steps, not eight).
    public static func stepCount(from x0: Double, to: Double, step: Double) -> Double {
        (Swift.abs(to - x0) / step - 1e-9).rounded(.up)
    }

    /// The polygon from `start` towards `to` in steps of `step` (> 0; the direction is the sign of to − x₀).
    public static func of(_ f: SlopeFunction, from start: Point, step: Double, to: Double) throws(Failure) -> EulerPolygon {
        guard step.isFinite, step > 0 else { throw .badStep(step) }
        let direction: Double = to >= start.x ? 1 : -1
        let count = stepCount(from: start.x, to: to, step: step)
        guard count <= Double(PlotLimits.eulerStepsMax) else { throw .tooManySteps(count) }
        var points = [start]
        var (x, y) = (start.x, start.y)
        var i = 1.0
        while x != to {
            let slope = f.value(x: x, y: y)
            // A next x within a billionth of a step of `to` is `to`: 10 · 0.1 may round past 1 or short of it.
            var next = start.x + direction * i * step
            if direction * (to - next) <= step * 1e-9 { next = to }
            let nextY = y + (next - x) * slope
            guard slope.isFinite, nextY.isFinite else { return EulerPolygon(points: points, end: .undefined) }
            (x, y) = (next, nextY)
            points.append(Point(x: x, y: y))
            i += 1
        }
        return EulerPolygon(points: points, end: .reached)
    }
}
