import Foundation

/// The rounding of a fitted frame (docs/sampling.md#the-fit-rule): the y-range's end is a "nice" number, so the yMax label
/// at the top of the y-axis reads `1.2` or `4`, never `3.896`.
///
/// Rule (the same in Public/js/sampling/fit.js): the smallest m × 10ⁿ ≥ the value, with
/// m ∈ {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8}. The steps grow by at most a third, so a frame is never much
/// taller than it needs to be. Each candidate is the double nearest to the decimal `"<k>e<n>"`
/// (k = 10, 12, … 100), read by the language's correctly rounded number parser: Swift and JS get the
/// same double, and it prints as briefly as it reads (`6e300`, not `6.000000000000002e300`).
public enum NiceFrame {
    /// The mantissas × 10, in increasing order; 100 closes the decade.
    static let mantissas = [10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100]

    /// The smallest nice number ≥ `value`; `value` itself when it is not positive and finite, or
    /// when no finite nice number is as large (above 8e307).
    ///
    ///     NiceFrame.atLeast(3.34)   // 4
    ///     NiceFrame.atLeast(1.12)   // 1.2
    public static func atLeast(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return value }
        // The decade: 10 × 10^e ≤ value < 100 × 10^e. The logarithm only gives a first guess (its
        // last bit may differ between languages); exact comparisons settle e.
        var e = Int(log10(value).rounded(.down)) - 1
        while candidate(10, e) > value { e -= 1 }
        while candidate(100, e) <= value { e += 1 }
        for k in mantissas {
            let nice = candidate(k, e)
            if nice >= value { return nice.isFinite ? nice : value }
        }
        return value
    }

    /// The double nearest to k × 10^e.
    static func candidate(_ k: Int, _ e: Int) -> Double {
        Double("\(k)e\(e)")!
    }
}
