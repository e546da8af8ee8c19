/// What interval arithmetic knows of an expression over a box of x and y (docs/sampling.md#interval-arithmetic):
/// bounds on every value it takes there, and whether it is defined and continuous on all of the box.
///
/// `lower … upper` holds the value at every point of the box where the value is not NaN (±∞ included, as IEEE
/// arithmetic carries them on: `1/(1/x)` is 0 at x = 0). A NaN anywhere clears ``isDefinedEverywhere``; where
/// every point is NaN the enclosure is empty. ``isContinuous`` says the value is finite and continuous on all
/// of the box, so that a sign change between two points of it proves a zero between them. Signed zeros are not
/// told apart: the plane has one 0.
///
/// ```swift
/// let square = IntervalFunction(try Expression("x^2").root)
/// square.enclosure(x: Interval(-1, 2))   // 0 … 4, defined everywhere, continuous
/// ```
public struct Enclosure: Equatable, Sendable, CustomStringConvertible {
    public var lower: Double
    public var upper: Double
    /// No point of the box gives NaN (∞ may still be a value).
    var hasNoNaN: Bool
    /// Every value is finite and the function is continuous on the box.
    var continuous: Bool

    init(_ lower: Double, _ upper: Double, hasNoNaN: Bool, continuous: Bool) {
        let isEmpty = !(lower <= upper)
        (self.lower, self.upper) = isEmpty ? (.infinity, -.infinity) : (lower, upper)
        self.hasNoNaN = hasNoNaN && !isEmpty
        self.continuous = continuous && self.hasNoNaN && lower.isFinite && upper.isFinite
    }

    /// The exact value `v` everywhere (NaN: undefined everywhere).
    init(point v: Double) {
        self = v.isNaN ? .empty : Enclosure(v, v, hasNoNaN: true, continuous: true)
    }

    /// Undefined at every point of the box.
    static let empty = Enclosure(.infinity, -.infinity, hasNoNaN: false, continuous: false)

    /// The values of a box's side, all defined.
    init(_ side: Interval) {
        self.init(side.lower, side.upper, hasNoNaN: true, continuous: true)
    }

    /// The enclosure with its bounds narrowed to those of `other`, another enclosure of the same values (the flags
    /// stay this one's).
    func narrowed(to other: Enclosure) -> Enclosure {
        guard !isEmpty && !other.isEmpty else { return self }
        return Enclosure(Swift.max(lower, other.lower), Swift.min(upper, other.upper), hasNoNaN: hasNoNaN, continuous: continuous)
    }

    /// Whether every point of the box is undefined.
    public var isEmpty: Bool { !(lower <= upper) }

    /// Whether some point of the box may have a value (a finite one: ±∞ is undefined too).
    public var isDefinedSomewhere: Bool { !isEmpty && !(lower == upper && lower.isInfinite) }

    /// Whether every point of the box has a finite value.
    public var isDefinedEverywhere: Bool { hasNoNaN && !isEmpty && lower.isFinite && upper.isFinite }

    /// Whether the value is finite and continuous on all of the box.
    public var isContinuous: Bool { continuous }

    /// Whether 0 is outside the bounds or the box is undefined everywhere: no point of it is a zero.
    public var excludesZero: Bool { !(lower <= 0 && 0 <= upper) }

    /// Whether the value is exactly 0 at every point of the box.
    public var isZero: Bool { lower == 0 && upper == 0 && hasNoNaN }

    public var description: String {
        isEmpty ? "undefined" : "\(lower) … \(upper)\(isDefinedEverywhere ? "" : ", partly undefined")\(continuous ? ", continuous" : "")"
    }
}

/// A closed interval of doubles, `lower ≤ upper`: one side of a box.
public struct Interval: Equatable, Sendable {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        precondition(lower <= upper, "an interval runs from its lower to its upper end: \(lower) … \(upper)")
        (self.lower, self.upper) = (lower, upper)
    }

    /// The one number `v`.
    public init(point v: Double) { self.init(v, v) }

    public var width: Double { upper - lower }
    public var midpoint: Double { lower + (upper - lower) / 2 }
}
