/// A point a reader of a graph looks for (docs/sampling.md#points-of-interest): a root, the y-intercept, a local extremum of a
/// curve, where two curves cross, or where a curve jumps or has a hole. Found by ``PointsOfInterest/find(in:from:to:cap:)``.
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
        case jump
        case hole
    }

    /// Where a jump goes: from the left limit to the right one; `value` the function's value at the jump
    /// (the closed dot's), nil where it is undefined there.
    public struct Jump: Sendable, Equatable {
        public var left: Double
        public var right: Double
        public var value: Double?

        public init(left: Double, right: Double, value: Double?) {
            self.left = left
            self.right = right
            self.value = value
        }
    }

    public var kind: Kind
    public var x: Double
    /// 0 for a root; f(x) otherwise, for an intersection the first curve's value; for a hole the limit,
    /// for a jump its value (the left limit where it has none).
    public var y: Double
    /// `[i]` for a curve's own point, `[i, j]` (i < j) for an intersection of curves i and j.
    public var curves: [Int]
    /// A jump's limits and value; nil for every other kind.
    public var jump: Jump?
    /// A hole's value where f is defined there (`{x = 2: 7, x²}` at 2: 7, the closed dot beside the open
    /// one at the limit); nil for every other kind, and where f is undefined at the hole.
    public var loneValue: Double?

    public init(kind: Kind, x: Double, y: Double, curves: [Int], jump: Jump? = nil, loneValue: Double? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.curves = curves
        self.jump = jump
        self.loneValue = loneValue
    }
}
