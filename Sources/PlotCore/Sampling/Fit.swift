/// The seeds' fit rule (R-FIT): a symmetric y-range from the largest |y| over the samples,
/// robust against poles.
public enum Fit {
    /// Samples used to fit when the plot itself samples adaptively.
    public static let autoSampleCount = 1000

    /// yMax for `function` on xMin … xMax, from `samples + 1` evenly spaced values.
    ///
    /// It is max |y|, unless a few values dwarf the rest (the 1e16 next to a pole of tan x): then
    /// values above 4× the 90th percentile of |y| are set aside, so the curve stays readable.
    /// A function that is undefined or zero everywhere gets yMax = 1.
    public static func yMax(of function: some SampledFunction, xMin: Double, xMax: Double, samples: Int) -> Double {
        let count = max(2, samples)
        let xs = (0...count).map { $0 == count ? xMax : xMin + (xMax - xMin) * Double($0) / Double(count) }
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in ys.withUnsafeMutableBufferPointer { function.evaluate(xs, into: $0) } }
        return yMax(ofValues: ys)
    }

    /// The rule applied to values already computed (NaN and ±∞ are ignored).
    public static func yMax(ofValues values: [Double]) -> Double {
        let magnitudes = values.filter(\.isFinite).map(Swift.abs).sorted()
        guard let largest = magnitudes.last, largest > 0 else { return 1 }
        let percentile90 = magnitudes[(magnitudes.count - 1) * 9 / 10]
        guard percentile90 > 0 else { return largest }
        let limit = 4 * percentile90
        let robust = magnitudes.last { $0 <= limit } ?? largest
        return robust > 0 ? robust : 1
    }
}
