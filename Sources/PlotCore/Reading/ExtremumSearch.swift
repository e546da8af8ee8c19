/// A local extremum from a bracket of the grid, by bisection on the sign of the central difference
/// D(x) = f(x + h) − f(x − h) (the same steps as Public/js/reading/extremum-search.js).
///
/// The grid's candidate is a value above (below) both neighbours; D > 0 where f rises, < 0 where it
/// falls. Its zero is the extremum up to h² · f‴ / (6 f″) (the step's bias) and ε · |f| / (2h · f″)
/// (rounding): h = step / 1024 keeps both near 10⁻¹¹ of a grid step on the figures of a course,
/// against 10⁻⁸ with h = step / 2²⁰.
enum ExtremumSearch {
    /// h, relative to the grid's step.
    static let differenceStepFraction = 0x1p-10
    /// The bracket is halved until it is this narrow, relative to the grid's step.
    static let widthFraction = 1e-9
    /// Bounds the loop: from 3 grid steps to 10⁻⁹ of one takes 32 halvings.
    static let maximumSteps = 200
    /// f at the extremum found may differ from the grid's value by this many times the grid's
    /// differences around it; a pole between grid points (1/x²) is far beyond.
    static let poleSpreadFactor = 4.0
    /// D must end below this fraction of those differences: at a jump (x − floor(x), whose drop looks
    /// like a maximum to the grid) D keeps the jump's height.
    static let jumpSpreadFactor = 0.5

    /// A candidate on the grid: `maximum` or not, its bracket, the grid's value at its centre, and
    /// `spread`, the larger of the differences to the values on either side.
    struct Candidate {
        var isMaximum: Bool
        var left: Double
        var right: Double
        var value: Double
        var spread: Double
    }

    /// The extremum's x and f(x), or nil when the bracket holds no extremum of f (D's signs are wrong
    /// at its ends, f is undefined on the way, or a pole or a jump is there). The x is strictly inside
    /// the bracket, so inside the range: a candidate is never at the grid's first or last point.
    static func refine(_ f: (Double) -> Double, _ candidate: Candidate, step: Double) -> (x: Double, y: Double)? {
        let h = step * differenceStepFraction
        let sign = candidate.isMaximum ? 1.0 : -1.0
        func slope(_ x: Double) -> Double { sign * (f(x + h) - f(x - h)) }
        // Signed so that a maximum and a minimum are the same search: slope > 0 before, < 0 after.
        var (l, r) = (candidate.left, candidate.right)
        var (sl, sr) = (slope(l), slope(r))
        guard sl > 0, sr < 0 else { return nil }  // NaN fails too
        let width = step * widthFraction
        for _ in 0..<maximumSteps {
            if r - l <= width { break }
            let m = l + (r - l) / 2
            if m <= l || m >= r { break }  // adjacent doubles
            let sm = slope(m)
            guard sm.isFinite else { return nil }
            if sm == 0 {
                (l, r, sl, sr) = (m, m, 0, 0)
                break
            }
            if sm > 0 {
                (l, sl) = (m, sm)
            } else {
                (r, sr) = (m, sm)
            }
        }
        let x = l + (r - l) / 2
        let y = f(x)
        guard y.isFinite, Swift.abs(y - candidate.value) <= poleSpreadFactor * candidate.spread,
              Swift.max(Swift.abs(sl), Swift.abs(sr)) < jumpSpreadFactor * candidate.spread else { return nil }
        return (x, y)
    }
}
