/// Evenly spaced values over a range: the n + 1 values from + (to − from)·k/n for k = 0 … n, computed in this order
/// of operations (so Swift and Public/js/sampling/even-grid.js give the same doubles), the last `to` itself rather
/// than a rounded step. The sampler's uniform columns and seeds, the fit's samples, the grids that search a
/// parametric curve and check a manifest's curves, a Riemann sum's pieces all lie on it.
///
///     EvenGrid.values(from: 0, to: 1, intervals: 4)   // [0, 0.25, 0.5, 0.75, 1]
public enum EvenGrid {
    /// The k-th of the n + 1 values (0 ≤ k ≤ n, n ≥ 1).
    @inline(__always)
    public static func value(_ k: Int, of n: Int, from: Double, to: Double) -> Double {
        k == n ? to : from + (to - from) * Double(k) / Double(n)
    }

    /// All n + 1 values, in order.
    public static func values(from: Double, to: Double, intervals n: Int) -> [Double] {
        (0...n).map { value($0, of: n, from: from, to: to) }
    }
}
