/// The fit rule (R-FIT): a symmetric y-range −yMax … yMax that shows the curve's extremes with a
/// margin, robust against poles, ending on a nice number that the axis-end label shows.
///
/// Three steps, the same in Public/js/sampling/fit.js:
/// 1. the largest |y| to show: max |y| over evenly spaced samples, unless a few values dwarf the
///    rest (the 1e16 next to a pole of tan x), which ``robustMax(ofValues:)`` sets aside;
/// 2. raised to the finite limits at domain edges inside the range (``DomainEdges``), so `asin x`
///    keeps ±π/2 although no sample lands on x = ±1, while a pole (ln x at 0) does not count;
/// 3. framed by ``frame(around:)``: at least 5 % of the frame's height free above and below the
///    curve, rounded up to a ``NiceFrame`` value (sin x → 1.2, a constant 3 → 4).
public enum Fit {
    /// Samples used to fit when the plot itself samples adaptively.
    public static let autoSampleCount = 1000

    /// yMax for `function` on xMin … xMax, from `samples + 1` evenly spaced values (at least 3),
    /// refined at domain edges. A function that is undefined or zero everywhere gets yMax = 1.
    public static func yMax(of function: some SampledFunction, xMin: Double, xMax: Double, samples: Int) -> Double {
        frame(around: largestMagnitude(of: function, xMin: xMin, xMax: xMax, samples: samples))
    }

    /// yMax for several curves drawn in one frame: the rule over the largest |y| of all of them, each
    /// on its own `from … to` within xMin … xMax (`samples + 1` evenly spaced values there, refined at
    /// domain edges). Nothing is evaluated outside a curve's `from … to`; a curve that is not visible,
    /// or is undefined everywhere there, does not count. No curve to show gives yMax = 1.
    ///
    ///     // sin x with 3·cos x: the frame of 3·cos x, ±4
    ///     Fit.yMax(ofCurves: [RestrictedCurve(function: sin), RestrictedCurve(function: threeCos)],
    ///              xMin: -5, xMax: 5, samples: 1000)
    public static func yMax<F: SampledFunction>(ofCurves curves: [RestrictedCurve<F>], xMin: Double, xMax: Double,
                                                samples: Int) -> Double {
        frame(around: curves.reduce(0) { max($0, largestMagnitude(of: $1, xMin: xMin, xMax: xMax, samples: samples)) })
    }

    /// Steps 1 and 2 for a restricted curve, on the part of xMin … xMax where it exists (0 when that
    /// part is empty or a single x).
    public static func largestMagnitude<F: SampledFunction>(of curve: RestrictedCurve<F>, xMin: Double, xMax: Double,
                                                            samples: Int) -> Double {
        let (from, to) = (curve.from ?? -.infinity, curve.to ?? .infinity)
        let (low, high) = (max(from, xMin), min(to, xMax))
        guard !from.isNaN, !to.isNaN, low < high else { return 0 }
        return largestMagnitude(of: curve.function, xMin: low, xMax: high, samples: samples, within: from...to)
    }

    /// The rule applied to values already computed, without refining domain edges (NaN and ±∞ are ignored).
    public static func yMax(ofValues values: [Double]) -> Double {
        frame(around: robustMax(ofValues: values))
    }

    /// Steps 1 and 2: the largest |y| the frame has to show (0 when there is nothing to show).
    public static func largestMagnitude(of function: some SampledFunction, xMin: Double, xMax: Double,
                                        samples: Int) -> Double {
        largestMagnitude(of: function, xMin: xMin, xMax: xMax, samples: samples, within: -.infinity...(.infinity))
    }

    /// Steps 1 and 2, evaluating nothing outside `bounds` (a restricted curve's from … to).
    private static func largestMagnitude(of function: some SampledFunction, xMin: Double, xMax: Double,
                                         samples: Int, within bounds: ClosedRange<Double>) -> Double {
        let count = max(2, samples)
        let xs = (0...count).map { $0 == count ? xMax : xMin + (xMax - xMin) * Double($0) / Double(count) }
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in ys.withUnsafeMutableBufferPointer { function.evaluate(xs, into: $0) } }
        let robust = robustMax(ofValues: ys)
        let edges = DomainEdges.limits(of: function, xs: xs, ys: ys, scale: robust, within: bounds)
        return edges.reduce(robust) { max($0, Swift.abs($1)) }
    }

    /// Max |y| over the finite values, unless a few values dwarf the rest: then values above 4× the
    /// 90th percentile of |y| are set aside, so the curve next to a pole stays readable. 0 when no
    /// value is finite and non-zero.
    public static func robustMax(ofValues values: [Double]) -> Double {
        let magnitudes = values.filter(\.isFinite).map(Swift.abs).sorted()
        guard let largest = magnitudes.last, largest > 0 else { return 0 }
        let percentile90 = magnitudes[(magnitudes.count - 1) * 9 / 10]
        guard percentile90 > 0 else { return largest }
        let limit = 4 * percentile90
        return magnitudes.last { $0 <= limit } ?? largest
    }

    /// Step 3: the frame's yMax for curves reaching `largest` in |y|. The frame −F … F leaves at least
    /// 5 % of its height 2F free beyond the extremes, so F ≥ largest / 0.9, rounded up to a
    /// ``NiceFrame`` value. Nothing to show (0, NaN) gives 1; near the largest double, where no
    /// such frame is finite, `largest` itself.
    ///
    ///     Fit.frame(around: 1)   // 1.2: sin x
    ///     Fit.frame(around: 3)   // 4: a constant 3
    public static func frame(around largest: Double) -> Double {
        guard largest.isFinite, largest > 0 else { return 1 }
        let needed = largest / 0.9
        guard needed.isFinite else { return largest }
        return NiceFrame.atLeast(needed)
    }
}
