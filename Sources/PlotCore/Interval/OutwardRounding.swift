/// Bounds on the exact result of one IEEE operation (docs/sampling.md#interval-arithmetic): the rounded result and,
/// on the side where the exact value may lie, its neighbouring double. Where the error of the operation can be
/// computed exactly (TwoSum, TwoProduct) the bound is one-sided or exact; a math-library result is widened by
/// ``libraryUlps`` on both sides. JS computes the same bounds (`Public/js/interval/rounding.js`): the same
/// decisions from the same doubles, TwoProduct by Dekker's splitting where Swift uses a fused multiply-add.
enum OutwardRounding {
    /// How many units in the last place a math library's sin, exp, pow… may be from the exact value, on either
    /// side, with room for the other platform's library.
    static let libraryUlps = 2

    /// Beyond this magnitude the error terms could overflow or underflow: such products and quotients are widened.
    static let largestExactOperand = 0x1p995
    static let smallestExactResult = 0x1p-969

    /// `a + b` (finite, not both infinite of opposite signs), bounded.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> (lower: Double, upper: Double) {
        let s = a + b
        guard s.isFinite else {
            // An overflow of finite operands lies beyond the largest double; infinite operands are exact.
            if a.isFinite && b.isFinite { return s > 0 ? (.greatestFiniteMagnitude, s) : (s, -.greatestFiniteMagnitude) }
            return (s, s)
        }
        // TwoSum (Knuth): the exact error of the rounded sum.
        let bb = s - a
        let error = (a - (s - bb)) + (b - bb)
        return error > 0 ? (s, s.nextUp) : error < 0 ? (s.nextDown, s) : (s, s)
    }

    /// `a · b` (not 0 · ∞), bounded.
    @inline(__always)
    static func product(_ a: Double, _ b: Double) -> (lower: Double, upper: Double) {
        let p = a * b
        if a == 0 || b == 0 { return (p, p) }
        guard p.isFinite else {
            if a.isFinite && b.isFinite { return p > 0 ? (.greatestFiniteMagnitude, p) : (p, -.greatestFiniteMagnitude) }
            return (p, p)
        }
        guard isSafe(a, b, p) else { return widened(p, isPositive: (a > 0) == (b > 0)) }
        let error = productError(a, b, p)
        return error > 0 ? (p, p.nextUp) : error < 0 ? (p.nextDown, p) : (p, p)
    }

    /// `a / b` (b ≠ 0, not ∞/∞), bounded.
    @inline(__always)
    static func quotient(_ a: Double, _ b: Double) -> (lower: Double, upper: Double) {
        let q = a / b
        if a == 0 || !a.isFinite || !b.isFinite { return (q, q) }
        guard q.isFinite else { return q > 0 ? (.greatestFiniteMagnitude, q) : (q, -.greatestFiniteMagnitude) }
        guard isSafe(q, b, a) && q != 0 && Swift.abs(q) >= smallestExactResult else { return widened(q, isPositive: (a > 0) == (b > 0)) }
        // a − q·b exactly: the product's high part is within a factor 2 of a (Sterbenz), its low part exact.
        let high = q * b
        let remainder = (a - high) - productError(q, b, high)
        let sign = b > 0 ? remainder : -remainder
        return sign > 0 ? (q, q.nextUp) : sign < 0 ? (q.nextDown, q) : (q, q)
    }

    /// `√a` (a ≥ 0), bounded.
    @inline(__always)
    static func squareRoot(_ a: Double) -> (lower: Double, upper: Double) {
        let r = a.squareRoot()
        if a == 0 || !a.isFinite { return (r, r) }
        let square = r * r
        guard isSafe(r, r, square) else { return (r.nextDown, r.nextUp) }
        // The sign of r² − a, exactly.
        let excess = (square - a) + productError(r, r, square)
        return excess > 0 ? (r.nextDown, r) : excess < 0 ? (r, r.nextUp) : (r, r)
    }

    /// A math-library result, widened by ``libraryUlps`` on each side (infinities stay).
    @inline(__always)
    static func library(_ v: Double) -> (lower: Double, upper: Double) {
        var (lower, upper) = (v, v)
        for _ in 0..<libraryUlps {
            lower = lower.nextDown
            upper = upper.nextUp
        }
        return (lower, upper)
    }

    /// A result whose error is not computed, one double either side; one that underflowed to 0 keeps its sign's side.
    @inline(__always)
    private static func widened(_ r: Double, isPositive: Bool) -> (lower: Double, upper: Double) {
        if r == 0 { return isPositive ? (0, .leastNonzeroMagnitude) : (-.leastNonzeroMagnitude, 0) }
        return (r.nextDown, r.nextUp)
    }

    /// Whether a product's error term is exact: no operand so large that splitting overflows, no result so
    /// small that the error underflows.
    @inline(__always)
    private static func isSafe(_ a: Double, _ b: Double, _ p: Double) -> Bool {
        Swift.abs(a) <= largestExactOperand && Swift.abs(b) <= largestExactOperand && Swift.abs(p) >= smallestExactResult
    }

    /// a·b − p exactly, for p the rounded product (a fused multiply-add; JS splits the operands as Dekker did).
    @inline(__always)
    private static func productError(_ a: Double, _ b: Double, _ p: Double) -> Double {
        (-p).addingProduct(a, b)
    }
}
