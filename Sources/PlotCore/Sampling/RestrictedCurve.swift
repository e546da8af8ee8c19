/// A function drawn only on `from ≤ x ≤ to` (nil: unbounded on that side): a figure's curve as the
/// fit rule sees it (``Fit/yMax(ofCurves:xMin:xMax:samples:)``), so that a tangent drawn from 1 to 3
/// does not stretch the frame with values it never shows.
///
/// ```swift
/// let tangent = RestrictedCurve(function: try Expression("4x - 4").compiled(), from: 1, to: 3)
/// ```
public struct RestrictedCurve<F: SampledFunction>: Sendable {
    public var function: F
    /// The curve's first and last x; nil is unbounded on that side.
    public var from: Double?
    public var to: Double?

    public init(function: F, from: Double? = nil, to: Double? = nil) {
        self.function = function
        self.from = from
        self.to = to
    }
}
