/// The curve a sampling pass draws: the function, the interval it exists on, and how many times the
/// pass has called it, counted here and nowhere else (Public/js/sampling/counted-curve.js).
///
/// A class, which every part of the pass holds and counts in: as a struct passed `inout` from part to
/// part, each evaluation copied it whole to reach the function inside (sin x zoomed out to ±100 000
/// took a fifth more instructions).
final class CountedCurve {
    let function: any SampledFunction
    /// The curve exists only on `from ≤ x ≤ to` (±∞ when unbounded): nothing outside is evaluated.
    let from: Double
    let to: Double
    /// How many times the function was called.
    private(set) var evaluations = 0

    init(function: any SampledFunction, from: Double, to: Double) {
        self.function = function
        self.from = from
        self.to = to
    }

    /// f(x), counted.
    func value(at x: Double) -> Double {
        evaluations += 1
        return function.evaluate(at: x)
    }

    /// f(x) (counted), or NaN without evaluating it beyond `from … to`.
    func value(within x: Double) -> Double {
        guard x >= from && x <= to else { return .nan }
        return value(at: x)
    }

    /// f at every x, in one call, counted.
    func values(at xs: [Double]) -> [Double] {
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in ys.withUnsafeMutableBufferPointer { function.evaluate(xs, into: $0) } }
        evaluations += xs.count
        return ys
    }
}
