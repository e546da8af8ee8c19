/// Where a curve touches 0 — or two curves touch — along a stretch rather than at a point
/// (docs/sampling.md#points-of-interest): eˣ and its Taylor polynomial of degree 3 differ by x⁴/24, which
/// rounds to nothing for |x| < 0.0016 at the scale of eˣ on −4 … 3. The extremum search ends anywhere in that
/// stretch (its central differences are rounding noise there), 0.0005 as readily as 0; the touch is put at the
/// simple number inside the stretch nearest its middle, else at its middle. The same steps as
/// Public/js/reading/flat-touch.js.
enum FlatTouch {
    /// Where the touch found at `x` is: the stretch around x where |f| ≤ `zero` (rounding at the curve's scale),
    /// within the extremum's bracket `left … right`, by bisection of each side to adjacent doubles; x itself
    /// where f is not within `zero` there.
    static func place(_ f: (Double) -> Double, at x: Double, within left: Double, _ right: Double, zero: Double) -> Double {
        func isFlat(_ t: Double) -> Bool {
            let value = f(t)
            return value.isFinite && Swift.abs(value) <= zero
        }
        guard isFlat(x) else { return x }
        let start = edge(from: x, towards: left, isFlat)
        let end = edge(from: x, towards: right, isFlat)
        let middle = start + (end - start) / 2
        var nearest: Double?
        for s in SimpleNumbers.simple(near: middle) where start <= s && s <= end && isFlat(s) {
            if nearest == nil || Swift.abs(s - middle) < Swift.abs(nearest! - middle) { nearest = s }
        }
        return nearest ?? middle
    }

    /// The last x from `inside` (flat) towards `outside` that is flat: `outside` itself when it is.
    private static func edge(from inside: Double, towards outside: Double, _ isFlat: (Double) -> Bool) -> Double {
        if isFlat(outside) { return outside }
        var (flat, steep) = (inside, outside)
        while true {
            let middle = flat + (steep - flat) / 2
            if middle == flat || middle == steep { return flat }
            if isFlat(middle) { flat = middle } else { steep = middle }
        }
    }
}
