/// The values a function approaches at the edges of its domain inside a range (docs/sampling.md#the-fit-rule): `asin x`
/// reaches ±π/2 at x = ±1, but evenly spaced samples stop short of the edge (1.526 on ±3), so the
/// fit would clip the curve's true extremes.
///
/// Where one sample is defined and its neighbour is not, the edge is bisected towards the undefined
/// side down to adjacent doubles. A steep *bounded* end has a limit there: the values at the last
/// defined point and two gaps further in agree (asin x differs by ~1e-8 that close to 1), and beyond
/// the edge the function is NaN (outside its domain). A pole does not count: its values still differ
/// by a factor there (ln x at 0, 1/x), or the function is ±∞ beyond the edge (1/x sampled at exactly 0;
/// exp x overflowing at x ≈ 709.8, which would otherwise "settle" at 1.8e308); it is left to the
/// robust statistic, which sets it aside. The same rule as Public/js/sampling/fit.js.
enum DomainEdges {
    /// Halvings of a sample interval; 2⁻⁶⁰ of it is below one ulp for any plotted range.
    static let bisections = 60
    /// The most edges looked at, so a function undefined on every other sample stays cheap.
    static let maximumEdges = 256
    /// Two values at the edge closer than this (relative) are a finite limit.
    static let tolerance = 1e-6

    /// The finite limits at the domain edges between the samples `(xs[i], ys[i])`, in order.
    /// `scale` is a typical |y| of the function (values within `tolerance × scale` agree). Nothing
    /// outside `bounds` (a restricted curve's from … to) is evaluated.
    static func limits(of function: some SampledFunction, xs: [Double], ys: [Double], scale: Double,
                       within bounds: ClosedRange<Double> = -.infinity...(.infinity)) -> [Double] {
        var limits: [Double] = []
        var edges = 0
        for i in 0..<max(0, xs.count - 1) where ys[i].isFinite != ys[i + 1].isFinite {
            edges += 1
            if edges > maximumEdges { break }
            let (defined, undefined) = ys[i].isFinite ? (i, i + 1) : (i + 1, i)
            if let limit = limit(of: function, from: xs[defined], value: ys[defined], towards: xs[undefined],
                                 edgeValue: ys[undefined], scale: scale, within: bounds) {
                limits.append(limit)
            }
        }
        return limits
    }

    /// The value at the last defined point before the edge between `x` (defined, `value`) and
    /// `edge` (undefined, `edgeValue`), or nil when the function is still changing there or is
    /// infinite beyond it (a pole), or when the value to compare with lies outside `bounds`.
    static func limit(of function: some SampledFunction, from x: Double, value: Double, towards edge: Double,
                      edgeValue: Double, scale: Double,
                      within bounds: ClosedRange<Double> = -.infinity...(.infinity)) -> Double? {
        var bisection = DomainEdgeBisection(inside: x, insideValue: value, outside: edge, outsideValue: edgeValue)
        bisection.narrow(steps: bisections) { function.evaluate(at: $0) }
        let (inside, last, outside) = (bisection.inside, bisection.insideValue, bisection.outside)
        guard bisection.outsideValue.isNaN else { return nil }
        // Two gaps back towards the defined side: close enough that a bounded end has settled, even
        // when a bisection step landed exactly on the edge and every later step was undefined.
        let nearbyX = inside - 2 * (outside - inside)
        // Only where every bisection step was undefined can it lie beyond the defined sample, and so
        // beyond a restricted curve's end; that sample's value still counts in the robust maximum.
        guard bounds.contains(nearbyX) else { return nil }
        let nearby = function.evaluate(at: nearbyX)
        guard nearby.isFinite else { return nil }
        return Swift.abs(last - nearby) <= tolerance * Swift.max(Swift.abs(last), scale) ? last : nil
    }
}
