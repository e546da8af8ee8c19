/// A function's values on the even grid that points of interest are bracketed on: `intervals`
/// pieces of `lo … hi`, x_k = lo + ((hi − lo) · k) / intervals and x_N = hi exactly. The same
/// positions, in the same order of operations, as Public/js/reading/sample-grid.js.
struct SampleGrid {
    /// Pieces of the range: fine enough to separate the roots of sin(x) on −100 … 100 (and of a
    /// figure's typical curves many times over), coarse enough to stay within the 5 ms budget in JS.
    static let intervals = 1000
    /// A value within this many ulps of the scale of 0 is 0 to within rounding: sin(2x) − 2 sin x cos x
    /// is such noise, not a curve crossing the axis a hundred times.
    static let zeroUlps = 16.0

    let lo: Double
    let hi: Double
    let xs: [Double]
    var ys: [Double]

    /// The grid on `lo … hi` (lo < hi) with f's values.
    init(_ f: some SampledFunction, lo: Double, hi: Double) {
        self.init(lo: lo, hi: hi, ys: [])
        ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in f.evaluate(xs, into: ys) }
        }
    }

    /// The grid on `lo … hi` with values given (`ys.count == intervals + 1`), or none yet.
    init(lo: Double, hi: Double, ys: [Double]) {
        self.lo = lo
        self.hi = hi
        var xs = [Double](repeating: 0, count: Self.intervals + 1)
        for k in 0..<Self.intervals {
            xs[k] = lo + ((hi - lo) * Double(k)) / Double(Self.intervals)
        }
        xs[Self.intervals] = hi
        self.xs = xs
        self.ys = ys
    }

    /// The width of one piece.
    var step: Double { (hi - lo) / Double(Self.intervals) }

    /// The largest |y| among the finite values; 1 when there is none or it is 0. What "small" and
    /// "0 to within rounding" are measured against.
    var scale: Double {
        var largest = 0.0
        for y in ys where y.isFinite && Swift.abs(y) > largest { largest = Swift.abs(y) }
        return largest > 0 ? largest : 1
    }

    /// The tolerance under which a value on a curve of this scale is 0 to within rounding.
    static func zeroTolerance(scale: Double) -> Double {
        zeroUlps * Double.ulpOfOne * scale
    }
}
