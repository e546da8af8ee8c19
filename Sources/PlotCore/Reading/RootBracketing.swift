/// Roots of a function from a bracket of the grid, by bisection, telling a root from a pole or a jump
/// (the same steps as Public/js/reading/root-bracketing.js):
/// - ``signChange(_:from:to:_:_:)``: f changes sign between l and r. A continuous f tends to 0 at
///   the point found; a jump keeps its height there and a pole grows, so a bracket whose values
///   have not halved since it was 1/1024 of its width is no root (tan at π/2, floor(x) + 0.5 at 0).
/// - ``domainEdge(_:defined:undefined:_:scale:)``: f is defined on one side, NaN or ±∞ on the
///   other; the edge is a root where f tends to 0 there (√x at 0, √(1 − x²) at ±1), not where it
///   grows (ln x at 0) or stays away from 0 (√x + 1).
enum RootBracketing {
    /// The most halvings: from a grid piece to adjacent doubles takes about 60, down to a root at 0
    /// (where doubles are dense) 200 reach 10⁻⁶⁰ of the piece, which snaps to 0.
    static let maximumSteps = 200
    /// The width, relative to the bracket's, at which the values are noted for the comparison…
    static let settledWidthFraction = 1.0 / 1024
    /// …that the final values must beat by this factor: f really tends to 0.
    static let tendsToZeroFactor = 0.5
    /// At a domain edge f must also end this small (relative to the curve's scale): at the last
    /// defined double a square root's edge is still ~10⁻⁸ of it, √x + 10⁻³ is not a root at 0.
    static let edgeRootFraction = 1e-6

    /// The root between `l` and `r` (l < r) where `fl = f(l)` and `fr = f(r)` are finite and nonzero
    /// of opposite signs: the x where f is exactly 0, else the end of the last bracket where |f| is
    /// smaller (l on a tie); nil where f is undefined inside or does not tend to 0.
    static func signChange(_ f: (Double) -> Double, from l: Double, to r: Double, _ fl: Double, _ fr: Double) -> Double? {
        var (l, r, fl, fr) = (l, r, fl, fr)
        let settledWidth = (r - l) * settledWidthFraction
        var settled = Swift.max(Swift.abs(fl), Swift.abs(fr))
        var noted = false
        for _ in 0..<maximumSteps {
            if !noted && r - l <= settledWidth {
                settled = Swift.max(Swift.abs(fl), Swift.abs(fr))
                noted = true
            }
            let m = l + (r - l) / 2
            if m <= l || m >= r { break }  // adjacent doubles
            let fm = f(m)
            guard fm.isFinite else { return nil }  // a gap of the domain or a pole
            if fm == 0 { return m }
            if (fm < 0) == (fl < 0) {
                (l, fl) = (m, fm)
            } else {
                (r, fr) = (m, fm)
            }
        }
        guard Swift.max(Swift.abs(fl), Swift.abs(fr)) < tendsToZeroFactor * settled else { return nil }
        return Swift.abs(fr) < Swift.abs(fl) ? r : l
    }

    /// The root at the edge of f's domain between `defined`, where f is `value` (finite, nonzero),
    /// and `undefined`, where f is NaN or ±∞: the last defined x found, when f tends to 0 there and
    /// ends within `edgeRootFraction` of `scale`; nil otherwise.
    static func domainEdge(_ f: (Double) -> Double, defined: Double, undefined: Double, _ value: Double, scale: Double) -> Double? {
        var edge = DomainEdgeBisection(inside: defined, insideValue: value, outside: undefined)
        let settledWidth = Swift.abs(undefined - defined) * settledWidthFraction
        var settled = Swift.abs(value)
        var noted = false
        for _ in 0..<maximumSteps {
            if !noted && Swift.abs(edge.outside - edge.inside) <= settledWidth {
                settled = Swift.abs(edge.insideValue)
                noted = true
            }
            let inside = edge.inside
            guard edge.halve(f) else { break }  // adjacent doubles
            if edge.inside != inside && edge.insideValue == 0 { return edge.inside }  // f is 0 at the midpoint
        }
        let last = Swift.abs(edge.insideValue)
        guard last < tendsToZeroFactor * settled, last <= edgeRootFraction * scale else { return nil }
        return edge.inside
    }
}
