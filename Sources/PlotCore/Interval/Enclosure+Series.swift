/// n! and binom(n, k) on enclosures (docs/sampling.md#interval-arithmetic): bounds from the compiled expression's own
/// values, widened by more than their error, so that they hold both the exact value and the compiled one.
/// `Public/js/interval/enclosure-series.js` computes the same bounds.
extension Enclosure {
    /// `n!` = Γ(n + 1), defined for n > −1: decreasing up to ``factorialTurn``, increasing after it, so the bounds
    /// come from the ends, and where the box holds the turn the lowest value is at least ``factorialLeast``. Down to
    /// −1 it grows without bound; at −1 and below it is undefined.
    func factorial() -> Enclosure {
        guard upper > -1 else { return .empty }
        let inside = lower > -1
        let atUpper = Enclosure.factorialBounds(at: upper)
        let top: Double
        let bottom: Double
        if inside {
            let atLower = Enclosure.factorialBounds(at: lower)
            if upper <= Enclosure.factorialTurn.lowerBound {
                (bottom, top) = (atUpper.lower, atLower.upper)
            } else if lower >= Enclosure.factorialTurn.upperBound {
                (bottom, top) = (atLower.lower, atUpper.upper)
            } else {
                (bottom, top) = (Enclosure.factorialLeast, Swift.max(atLower.upper, atUpper.upper))
            }
        } else {
            top = .infinity
            bottom = upper <= Enclosure.factorialTurn.lowerBound ? atUpper.lower : Enclosure.factorialLeast
        }
        return Enclosure(bottom, top, hasNoNaN: hasNoNaN && inside, continuous: continuous && inside)
    }

    /// Where Γ(n + 1) turns from decreasing to increasing (n ≈ 0.4616321449683623), a little either side.
    static let factorialTurn = 0.4616...0.4617
    /// Below the least value of Γ (≈ 0.8856031944108887).
    static let factorialLeast = 0.8856

    /// The compiled expression's n! (the table at whole numbers, Lanczos' Γ between, ∞ beyond 170) widened by a
    /// relative 10⁻¹², far more than the approximation's error.
    private static func factorialBounds(at n: Double) -> (lower: Double, upper: Double) {
        let value = Arithmetic.factorial(n)
        guard value.isFinite else { return (value, value) }
        return ((value * (1 - 1e-12)).nextDown, (value * (1 + 1e-12)).nextUp)
    }

    /// `binom(n, k)`: for a whole k ≥ 0 the product of (n − k + i)/i, i = 1 … k, in interval arithmetic (the compiled
    /// expression's steps when it takes k of them), widened by a relative (4k + 8)·2⁻⁵² for when it takes n − k; 0 for
    /// a whole k < 0. Undefined where k is not whole or n is not finite; a k that is not one number takes values that
    /// are not whole, so the result is maybe undefined and bounded by nothing (or undefined where k holds no whole
    /// number), as is a k over the sums' limit of terms.
    static func binomial(_ n: Enclosure, _ k: Enclosure) -> Enclosure {
        if n.isEmpty || k.isEmpty { return .empty }
        let unbounded = Enclosure(-.infinity, .infinity, hasNoNaN: false, continuous: false)
        guard k.lower == k.upper else {
            return k.upper.rounded(.down) >= k.lower.rounded(.up) ? unbounded : .empty
        }
        let steps = k.lower
        guard steps.isFinite, steps == steps.rounded() else { return .empty }
        guard n.lower.isFinite, n.upper.isFinite else { return steps < 0 ? Enclosure(0, 0, hasNoNaN: false, continuous: false) : unbounded }
        let hasNoNaN = n.hasNoNaN && k.hasNoNaN
        if steps < 0 { return Enclosure(0, 0, hasNoNaN: hasNoNaN, continuous: hasNoNaN && n.continuous) }
        guard steps <= Double(ExpressionLimits.maximumSeriesTerms) else { return unbounded }
        var result = Enclosure(point: 1)
        var i = 1.0
        while i <= steps {
            result = result * (n - Enclosure(point: steps) + Enclosure(point: i)) / Enclosure(point: i)
            i += 1
        }
        if result.isEmpty { return result }
        let slack = (4 * steps + 8) * 0x1p-52 * Swift.max(Swift.abs(result.lower), Swift.abs(result.upper))
        return Enclosure((result.lower - slack).nextDown, (result.upper + slack).nextUp,
                         hasNoNaN: hasNoNaN && result.hasNoNaN, continuous: n.continuous && k.continuous && result.continuous)
    }
}
