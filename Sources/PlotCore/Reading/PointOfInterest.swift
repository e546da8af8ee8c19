/// A point a reader of a graph looks for (docs/sampling.md#points-of-interest): a root, the y-intercept, a local extremum of a
/// curve, or where two curves cross. Found by ``PointsOfInterest/find(in:from:to:cap:)``.
///
/// ```swift
/// PointOfInterest(kind: .root, x: 2.0.squareRoot(), y: 0, curves: [0])
/// PointOfInterest(kind: .intersection, x: .pi / 4, y: 0.5.squareRoot(), curves: [0, 1])
/// ```
public struct PointOfInterest: Sendable, Equatable {
    /// What the point is; the raw value is the page's name for it (`data-poi` maps minimum and
    /// maximum to `extremum`).
    public enum Kind: String, Sendable, CaseIterable {
        case root
        case yIntercept = "y-intercept"
        case minimum
        case maximum
        case intersection
    }

    public var kind: Kind
    public var x: Double
    /// 0 for a root; f(x) otherwise, for an intersection the first curve's value.
    public var y: Double
    /// `[i]` for a curve's own point, `[i, j]` (i < j) for an intersection of curves i and j.
    public var curves: [Int]

    public init(kind: Kind, x: Double, y: Double, curves: [Int]) {
        self.kind = kind
        self.x = x
        self.y = y
        self.curves = curves
    }
}
