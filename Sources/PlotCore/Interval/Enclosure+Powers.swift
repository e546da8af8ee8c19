import Foundation

/// Powers on enclosures, each computed as the compiled expression computes it (docs/language.md#roots): x² and x³ as
/// products, whole exponents up to 64 by repeated squaring, real roots of written fractions with odd denominators,
/// and C's `pow` with its rules for 0, ±∞, negative bases and NaN (`pow(1, y)` and `pow(x, 0)` are 1 even for NaN).
/// Each of these is monotone on each side of 0, so the bounds come from the ends. `Public/js/interval/enclosure-powers.js`
/// computes the same bounds.
extension Enclosure {
    /// a · a, which is never negative.
    func squared() -> Enclosure {
        if isEmpty { return .empty }
        let (atLower, atUpper) = (OutwardRounding.product(lower, lower), OutwardRounding.product(upper, upper))
        if lower >= 0 { return Enclosure(Swift.max(atLower.lower, 0), atUpper.upper, hasNoNaN: hasNoNaN, continuous: continuous) }
        if upper <= 0 { return Enclosure(Swift.max(atUpper.lower, 0), atLower.upper, hasNoNaN: hasNoNaN, continuous: continuous) }
        return Enclosure(0, Swift.max(atLower.upper, atUpper.upper), hasNoNaN: hasNoNaN, continuous: continuous)
    }

    /// (a · a) · a.
    func cubed() -> Enclosure {
        byEnds(isEven: false) { v in Enclosure(point: v).squared() * Enclosure(point: v) }
    }

    /// aⁿ for a whole n, |n| ≤ 64, by repeated squaring (1/a⁻ⁿ for negative n); a⁰ is 1 everywhere, NaN included.
    func integerPower(_ n: Int) -> Enclosure {
        if n == 0 { return Enclosure(point: 1) }
        let power = byEnds(isEven: n.magnitude % 2 == 0) { v in
            var (base, result, exponent) = (Enclosure(point: v), Enclosure(point: 1), n.magnitude)
            while exponent > 0 {
                if exponent & 1 == 1 { result = result * base }
                exponent >>= 1
                if exponent > 0 { base = base.squared() }
            }
            return result
        }
        return n < 0 ? Enclosure(point: 1) / power : power
    }

    /// The real root power a^(p/q), q odd (`exponent` = p/q): |a|^(p/q), negative for negative a where p is odd.
    func rootPower(_ exponent: Double, oddNumerator: Bool) -> Enclosure {
        if exponent == 0 { return Enclosure(point: 1) }
        return signedPower(exponent, negativeBases: oddNumerator ? .odd : .even)
    }

    /// C's `pow(a, c)` for a constant c that is neither a whole number up to 64 nor a written odd-root fraction.
    func power(constant c: Double) -> Enclosure {
        if c.isNaN { return containsOne ? Enclosure(1, 1, hasNoNaN: false, continuous: false) : .empty }
        if c.isInfinite {
            // 0, 1 or ∞, by |a| < 1, = 1, > 1.
            return isEmpty ? .empty : Enclosure(0, .infinity, hasNoNaN: hasNoNaN, continuous: false)
        }
        let isWhole = c == c.rounded()
        return signedPower(c, negativeBases: !isWhole ? .undefined : c.truncatingRemainder(dividingBy: 2) == 0 ? .even : .odd)
    }

    /// aⁿ for a whole n past 64 that a sum's index gives (`x^k`): the compiled expression takes it from pow at the
    /// multiple of ``SharedSeries/powerAnchor`` below n and multiplies on one factor at a time
    /// (`Arithmetic.wholePower`), up to powerAnchor − 1 roundings more than pow, so the bounds widen by powerAnchor
    /// doubles each side.
    func indexPower(_ n: Double) -> Enclosure {
        let power = power(constant: n)
        guard !power.isEmpty else { return power }
        var (lower, upper) = (power.lower, power.upper)
        for _ in 0..<SharedSeries.powerAnchor {
            lower = lower.nextDown
            upper = upper.nextUp
        }
        return Enclosure(lower, upper, hasNoNaN: power.hasNoNaN, continuous: power.continuous)
    }

    /// C's `pow(c, a)` for a constant base c.
    func power(base c: Double) -> Enclosure {
        if c == 1 { return Enclosure(point: 1) }
        if c.isNaN { return containsZero ? Enclosure(1, 1, hasNoNaN: false, continuous: false) : .empty }
        return Enclosure(point: c).power(exponent: self)
    }

    /// C's `pow(a, b)`: over the positive part of a, the extremes lie at the corners; 0 gives 0, 1 or ∞ by the sign
    /// of b; a negative base gives a value only at whole exponents (and ±∞).
    func power(exponent b: Enclosure) -> Enclosure {
        let a = self
        // pow(NaN, 0) and pow(1, NaN) are 1.
        let oneFromNaN = (!a.hasNoNaN && b.containsZero) || (!b.hasNoNaN && a.containsOne)
        if a.isEmpty || b.isEmpty { return oneFromNaN ? Enclosure(1, 1, hasNoNaN: false, continuous: false) : .empty }
        var bounds = oneFromNaN ? [(lower: 1.0, upper: 1.0)] : []
        var hasNoNaN = a.hasNoNaN && b.hasNoNaN
        if a.upper > 0 {
            bounds.append(Enclosure.powerCorners(Swift.max(a.lower, 0).nextUpIfZero, a.upper, b))
        }
        if a.containsZero {
            if b.upper > 0 { bounds.append((0, 0)) }
            if b.containsZero { bounds.append((1, 1)) }
            if b.lower < 0 { bounds.append((.infinity, .infinity)) }
        }
        if a.lower < 0 {
            let isWholePoint = b.lower == b.upper && b.lower == b.lower.rounded() && b.lower.isFinite
            let reachesWhole = b.reachesInfinity || b.lower.rounded(.up) <= b.upper
            let magnitude = Enclosure.powerCorners(Swift.max(-Swift.min(a.upper, 0), 0).nextUpIfZero, -a.lower, b)
            if isWholePoint {
                let isEven = b.lower.truncatingRemainder(dividingBy: 2) == 0
                bounds.append(isEven ? magnitude : (-magnitude.upper, -magnitude.lower))
            } else {
                hasNoNaN = false
                if reachesWhole { bounds.append((-magnitude.upper, magnitude.upper)) }
            }
        }
        var (lower, upper) = (Double.infinity, -Double.infinity)
        for bound in bounds {
            lower = Swift.min(lower, bound.lower)
            upper = Swift.max(upper, bound.upper)
        }
        return Enclosure(lower, upper, hasNoNaN: hasNoNaN, continuous: a.continuous && b.continuous && a.lower > 0)
    }

    private var containsOne: Bool { lower <= 1 && upper >= 1 }

    /// How a power treats negative bases: the value of |a|^c with its sign for odd c, without for even, or NaN.
    private enum NegativeBases { case odd, even, undefined }

    /// |a|^c (c ≠ 0) from the ends of each side of 0: increasing in |a| for c > 0, decreasing (∞ at 0) for c < 0.
    private func signedPower(_ c: Double, negativeBases: NegativeBases) -> Enclosure {
        if isEmpty { return .empty }
        var (lower, upper) = (Double.infinity, -Double.infinity)
        func add(_ low: Double, _ high: Double) {
            lower = Swift.min(lower, low)
            upper = Swift.max(upper, high)
        }
        func magnitude(_ from: Double, _ to: Double) -> (Double, Double) {
            let (atFrom, atTo) = (Enclosure.powerBounds(from, c), Enclosure.powerBounds(to, c))
            return c > 0 ? (atFrom.lower, atTo.upper) : (atTo.lower, atFrom.upper)
        }
        if self.upper >= 0 {
            let (low, high) = magnitude(Swift.max(self.lower, 0), self.upper)
            add(low, high)
        }
        if self.lower < 0 && negativeBases != .undefined {
            let (low, high) = magnitude(Swift.max(-self.upper, 0), -self.lower)
            if negativeBases == .odd { add(-high, -low) } else { add(low, high) }
        }
        let definedBelowZero = negativeBases != .undefined || self.lower >= 0
        return Enclosure(lower, upper, hasNoNaN: hasNoNaN && definedBelowZero, continuous: continuous && definedBelowZero)
    }

    /// pow(v, c) for v ≥ 0, bounded: exact at 0, 1 and ∞, widened as a library result elsewhere.
    private static func powerBounds(_ v: Double, _ c: Double) -> (lower: Double, upper: Double) {
        let value = Foundation.pow(v, c)
        return v == 0 || v == 1 || v.isInfinite || c.isInfinite ? (value, value) : OutwardRounding.library(value)
    }

    /// The least and greatest pow(v, w) for v in `low … high` (0 < low) and w in b: at the corners.
    private static func powerCorners(_ low: Double, _ high: Double, _ b: Enclosure) -> (lower: Double, upper: Double) {
        var (lower, upper) = (Double.infinity, -Double.infinity)
        for v in [low, high] {
            for w in [b.lower, b.upper] {
                let value = Foundation.pow(v, w)
                let bound = w == 0 || v == 1 || v.isInfinite || w.isInfinite ? (lower: value, upper: value) : OutwardRounding.library(value)
                lower = Swift.min(lower, bound.lower)
                upper = Swift.max(upper, bound.upper)
            }
        }
        return (lower, upper)
    }

    /// f over the enclosure from f at its ends (as point enclosures), for f monotone on each side of 0: increasing,
    /// or (`isEven`) decreasing then increasing with its least value f(0) ≥ 0.
    private func byEnds(isEven: Bool, _ f: (Double) -> Enclosure) -> Enclosure {
        if isEmpty { return .empty }
        let (atLower, atUpper) = (f(lower), f(upper))
        if !isEven || lower >= 0 { return Enclosure(atLower.lower, atUpper.upper, hasNoNaN: hasNoNaN, continuous: continuous) }
        if upper <= 0 { return Enclosure(atUpper.lower, atLower.upper, hasNoNaN: hasNoNaN, continuous: continuous) }
        return Enclosure(0, Swift.max(atLower.upper, atUpper.upper), hasNoNaN: hasNoNaN, continuous: continuous)
    }
}

private extension Double {
    /// The least positive double for 0, itself otherwise: the positive part of a span that starts at 0.
    var nextUpIfZero: Double { self == 0 ? .leastNonzeroMagnitude : self }
}
