import Foundation

/// A curve traced by a parameter: the point (x(t), y(t)) for `from ≤ t ≤ to` (docs/sampling.md#parametric-curves).
///
/// ```swift
/// let circle = ParametricCurve(x: try Expression("cos(t)", variable: .t).compiled(),
///                              y: try Expression("sin(t)", variable: .t).compiled(), from: 0, to: 2 * .pi)
/// let cardioid = ParametricCurve.polar(r: try Expression("1 + cos(θ)", variable: .theta).compiled(), from: 0, to: 2 * .pi)
/// ```
///
/// NaN or ±∞ in either coordinate is a point where the curve is undefined.
public struct ParametricCurve: Sendable {
    /// x as a function of t.
    public let x: any SampledFunction
    /// y as a function of t.
    public let y: any SampledFunction
    public let from: Double
    public let to: Double

    public init(x: any SampledFunction, y: any SampledFunction, from: Double, to: Double) {
        self.x = x
        self.y = y
        self.from = from
        self.to = to
    }

    /// The polar curve r(θ) for `from ≤ θ ≤ to`: x = r·cos θ, y = r·sin θ. A negative r draws the point on
    /// the opposite ray, through the origin, as polar plots do.
    public static func polar(r: any SampledFunction, from: Double, to: Double) -> ParametricCurve {
        ParametricCurve(x: PolarCoordinate(radius: r, isX: true), y: PolarCoordinate(radius: r, isX: false), from: from, to: to)
    }
}

/// One Cartesian coordinate of a polar curve: r(θ)·cos θ or r(θ)·sin θ (JS: `polarCurve` in parametric-sampler.js).
struct PolarCoordinate: SampledFunction {
    let radius: any SampledFunction
    let isX: Bool

    func evaluate(at θ: Double) -> Double {
        let r = radius.evaluate(at: θ)
        return isX ? r * cos(θ) : r * sin(θ)
    }

    func evaluate(_ θs: UnsafeBufferPointer<Double>, into values: UnsafeMutableBufferPointer<Double>) {
        for i in θs.indices { values[i] = evaluate(at: θs[i]) }
    }
}
