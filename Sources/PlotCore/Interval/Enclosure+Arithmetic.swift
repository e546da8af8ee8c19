/// The four operations, negation, min and max on enclosures, each bound rounded outward (``OutwardRounding``).
/// `Public/js/interval/enclosure.js` computes the same bounds.
extension Enclosure {
    static prefix func - (a: Enclosure) -> Enclosure {
        a.isEmpty ? .empty : Enclosure(-a.upper, -a.lower, hasNoNaN: a.hasNoNaN, continuous: a.continuous)
    }

    static func + (a: Enclosure, b: Enclosure) -> Enclosure {
        if a.isEmpty || b.isEmpty { return .empty }
        // ∞ − ∞ is NaN where one side can be +∞ while the other is −∞.
        let meetsInfinities = (a.upper == .infinity && b.lower == -.infinity) || (a.lower == -.infinity && b.upper == .infinity)
        let (lower, upper): (Double, Double)
        if a.lower.isFinite && a.upper.isFinite && b.lower.isFinite && b.upper.isFinite {
            (lower, upper) = (OutwardRounding.sum(a.lower, b.lower).lower, OutwardRounding.sum(a.upper, b.upper).upper)
        } else {
            (lower, upper) = corners(a, b) { x, y in x.isInfinite && y.isInfinite && x != y ? nil : OutwardRounding.sum(x, y) }
        }
        return Enclosure(lower, upper, hasNoNaN: a.hasNoNaN && b.hasNoNaN && !meetsInfinities, continuous: a.continuous && b.continuous)
    }

    static func - (a: Enclosure, b: Enclosure) -> Enclosure { a + -b }

    static func * (a: Enclosure, b: Enclosure) -> Enclosure {
        if a.isEmpty || b.isEmpty { return .empty }
        // 0 · ∞ is NaN.
        let zeroTimesInfinity = (a.containsZero && b.reachesInfinity) || (b.containsZero && a.reachesInfinity)
        let bounded = OutwardRounding.product
        let product = { (x: Double, y: Double) in (x == 0 && y.isInfinite) || (y == 0 && x.isInfinite) ? nil : bounded(x, y) }
        var (lower, upper): (Double, Double)
        if a.lower >= 0 && b.lower >= 0 && a.upper.isFinite && b.upper.isFinite {
            // Both not negative and finite: the least and greatest corners are known (the same bounds as all four give).
            (lower, upper) = (bounded(a.lower, b.lower).lower, bounded(a.upper, b.upper).upper)
        } else {
            (lower, upper) = corners(a, b, product)
        }
        // At a corner 0 · ∞ the neighbouring 0 · (finite values) are 0.
        if (a.hasOnlyZero && b.hasFiniteValues) || (b.hasOnlyZero && a.hasFiniteValues) || (zeroTimesInfinity && a.hasFiniteValues && b.hasFiniteValues) {
            (lower, upper) = (Swift.min(lower, 0), Swift.max(upper, 0))
        }
        return Enclosure(lower, upper, hasNoNaN: a.hasNoNaN && b.hasNoNaN && !zeroTimesInfinity, continuous: a.continuous && b.continuous)
    }

    static func / (a: Enclosure, b: Enclosure) -> Enclosure {
        if a.isEmpty || b.isEmpty { return .empty }
        let bothInfinite = a.reachesInfinity && b.reachesInfinity
        if !b.containsZero {
            var (lower, upper) = corners(a, b) { x, y in x.isInfinite && y.isInfinite ? nil : OutwardRounding.quotient(x, y) }
            // At a corner ∞/∞ the neighbouring (finite values)/∞ are 0.
            if bothInfinite && a.hasFiniteValues { (lower, upper) = (Swift.min(lower, 0), Swift.max(upper, 0)) }
            return Enclosure(lower, upper, hasNoNaN: a.hasNoNaN && b.hasNoNaN && !bothInfinite, continuous: a.continuous && b.continuous)
        }
        // The divisor reaches 0: the quotient reaches ±∞ (a 0 divisor is taken as +0 where it is an end), and 0/0 is NaN.
        let hasNoNaN = a.hasNoNaN && b.hasNoNaN && !bothInfinite && !a.containsZero
        if b.lower == 0 && b.upper == 0 {
            return a.lower == 0 && a.upper == 0 ? .empty : Enclosure(-.infinity, .infinity, hasNoNaN: hasNoNaN, continuous: false)
        }
        var (lower, upper) = (-Double.infinity, Double.infinity)
        if b.lower == 0 {
            if a.lower >= 0 { lower = a.lower == 0 ? 0 : OutwardRounding.quotient(a.lower, b.upper).lower }
            if a.upper <= 0 { upper = a.upper == 0 ? 0 : OutwardRounding.quotient(a.upper, b.upper).upper }
        } else if b.upper == 0 {
            if a.lower >= 0 { upper = a.lower == 0 ? 0 : OutwardRounding.quotient(a.lower, b.lower).upper }
            if a.upper <= 0 { lower = a.upper == 0 ? 0 : OutwardRounding.quotient(a.upper, b.lower).lower }
        }
        return Enclosure(lower, upper, hasNoNaN: hasNoNaN, continuous: false)
    }

    /// min(a, b) or max(a, b): NaN where either is.
    static func extremum(_ extremum: Extremum, _ a: Enclosure, _ b: Enclosure) -> Enclosure {
        if a.isEmpty || b.isEmpty { return .empty }
        let (lower, upper) = extremum == .min ? (Swift.min(a.lower, b.lower), Swift.min(a.upper, b.upper))
                                              : (Swift.max(a.lower, b.lower), Swift.max(a.upper, b.upper))
        return Enclosure(lower, upper, hasNoNaN: a.hasNoNaN && b.hasNoNaN, continuous: a.continuous && b.continuous)
    }

    /// Whether 0 is among the bounds' span.
    var containsZero: Bool { lower <= 0 && upper >= 0 }

    /// Whether an end is ±∞.
    var reachesInfinity: Bool { lower.isInfinite || upper.isInfinite }

    /// Whether some value is finite: not empty, and not only +∞ or only −∞.
    var hasFiniteValues: Bool { !isEmpty && !(lower == upper && lower.isInfinite) }

    /// Whether the only value is 0 (whatever the flags).
    private var hasOnlyZero: Bool { lower == 0 && upper == 0 }

    /// The least lower and greatest upper bound of `operation` at the four corners of a × b, skipping those
    /// where it is NaN (nil): the extremes of + − × ÷ over a box lie at its corners.
    @inline(__always)
    private static func corners(_ a: Enclosure, _ b: Enclosure,
                                _ operation: (Double, Double) -> (lower: Double, upper: Double)?) -> (Double, Double) {
        var (lower, upper) = (Double.infinity, -Double.infinity)
        @inline(__always) func gather(_ x: Double, _ y: Double) {
            guard let bound = operation(x, y) else { return }
            lower = Swift.min(lower, bound.lower)
            upper = Swift.max(upper, bound.upper)
        }
        gather(a.lower, b.lower)
        gather(a.lower, b.upper)
        gather(a.upper, b.lower)
        gather(a.upper, b.upper)
        return (lower, upper)
    }
}
