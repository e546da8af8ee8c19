/// The values a function takes exactly at its piecewise boundaries inside a range (docs/sampling.md#the-fit-rule):
/// `{x < 2: x², x = 2: 7, 1}` is 7 at 2 alone, which evenly spaced samples almost never land on, so the fit
/// would leave that closed dot outside the frame. Where a candidate function (``SampledFunction/candidateFunctions``:
/// a condition's two sides' difference, a divisor) is 0 or changes sign between samples, its zero is located
/// to the last bit, and f there counts where f settles on a side next to it (a value beside a jump or a hole),
/// not where it grows on both sides (a pole: 1/cos x at π/2 is 1.6e16 in doubles). The same rule as
/// Public/js/sampling/boundary-values.js.
enum BoundaryValues {
    /// The most boundaries looked at, so a condition that changes at every sample stays cheap.
    static let maximumPlaces = 64
    /// A side is read this far from the boundary, relative to the samples' spacing, and twice as far…
    static let sideReach = 1.0 / 1024
    /// …and settles where those two values differ by less than this share of the larger of |f| and the scale.
    static let settleTolerance = 1e-3

    /// f at each boundary between the samples `xs` (evenly spaced, increasing) where it is finite and settles
    /// on a side; `scale` a typical |y| of f. Nothing outside `bounds` (a restricted curve's from … to) is evaluated.
    static func values(of function: some SampledFunction, xs: [Double], scale: Double,
                       within bounds: ClosedRange<Double> = -.infinity...(.infinity)) -> [Double] {
        let candidates = function.candidateFunctions
        guard !candidates.isEmpty, xs.count >= 2 else { return [] }
        var places: [Double] = []
        var gs = [Double](repeating: 0, count: xs.count)
        search: for g in candidates {
            xs.withUnsafeBufferPointer { xs in gs.withUnsafeMutableBufferPointer { g.evaluate(xs, into: $0) } }
            for k in xs.indices {
                if gs[k] == 0 {
                    places.append(xs[k])
                } else if k + 1 < xs.count, (gs[k] < 0 && gs[k + 1] > 0) || (gs[k] > 0 && gs[k + 1] < 0) {
                    places.append(EndpointSearch.zero(of: g, between: xs[k], gs[k] < 0 ? -1 : 1, and: xs[k + 1]))
                }
                if places.count >= maximumPlaces { break search }
            }
        }
        let reach = (xs[1] - xs[0]) * sideReach
        let f = { (x: Double) in bounds.contains(x) ? function.evaluate(at: x) : .nan }
        return places.compactMap { x in
            let value = f(x)
            guard value.isFinite else { return nil }
            let settles = [-1.0, 1.0].contains { side in
                let (near, far) = (f(x + side * reach), f(x + side * 2 * reach))
                return near.isFinite && far.isFinite && Swift.abs(near - far) <= settleTolerance * Swift.max(Swift.abs(near), scale)
            }
            return settles ? value : nil
        }
    }
}
