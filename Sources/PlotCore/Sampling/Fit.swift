import Foundation

/// The fit rule (docs/sampling.md#the-fit-rule): a symmetric y-range −yMax … yMax that shows the curve's extremes with a
/// margin, robust against poles, ending on a nice number that the axis-end label shows.
///
/// Three steps, the same in Public/js/sampling/fit.js:
/// 1. the largest |y| to show: max |y| over evenly spaced samples, unless a few values dwarf the
///    rest (the 1e16 next to a pole of tan x), which ``robustMax(ofValues:)`` sets aside;
/// 2. raised to the finite limits at domain edges inside the range (``DomainEdges``), so `asin x`
///    keeps ±π/2 although no sample lands on x = ±1, while a pole (ln x at 0) does not count; and to
///    the values at piecewise boundaries (``BoundaryValues``), so the 7 of `{x < 2: x², x = 2: 7, 1}`
///    is in the frame;
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
        largestReach(of: curve, xMin: xMin, xMax: xMax, samples: samples, .aroundZero)
    }

    /// How far the curve reaches from where the frame is anchored, the quantity steps 1 and 2 maximise.
    enum Reach {
        /// |y|: the symmetric frame around 0.
        case aroundZero
        /// y − yMin, for values above a given bottom.
        case above(Double)
        /// yMax − y, for values below a given top.
        case below(Double)

        func distance(_ y: Double) -> Double {
            switch self {
            case .aroundZero: return Swift.abs(y)
            case .above(let bottom): return y - bottom
            case .below(let top): return top - y
            }
        }
    }

    /// Steps 1 and 2 for a restricted curve and any ``Reach`` (0 when the curve shows nothing on that side).
    static func largestReach<F: SampledFunction>(of curve: RestrictedCurve<F>, xMin: Double, xMax: Double,
                                                 samples: Int, _ reach: Reach) -> Double {
        let (from, to) = (curve.from ?? -.infinity, curve.to ?? .infinity)
        let (low, high) = (max(from, xMin), min(to, xMax))
        guard !from.isNaN, !to.isNaN, low < high else { return 0 }
        return largestReach(of: curve.function, xMin: low, xMax: high, samples: samples, within: from...to, reach)
    }

    /// The rule applied to values already computed, without refining domain edges (NaN and ±∞ are ignored).
    public static func yMax(ofValues values: [Double]) -> Double {
        frame(around: robustMax(ofValues: values))
    }

    /// Steps 1 and 2: the largest |y| the frame has to show (0 when there is nothing to show).
    public static func largestMagnitude(of function: some SampledFunction, xMin: Double, xMax: Double,
                                        samples: Int) -> Double {
        largestReach(of: function, xMin: xMin, xMax: xMax, samples: samples, within: -.infinity...(.infinity), .aroundZero)
    }

    /// Steps 1 and 2 for any ``Reach``, evaluating nothing outside `bounds` (a restricted curve's from … to).
    private static func largestReach(of function: some SampledFunction, xMin: Double, xMax: Double,
                                     samples: Int, within bounds: ClosedRange<Double>, _ reach: Reach) -> Double {
        let count = max(2, samples)
        let xs = EvenGrid.values(from: xMin, to: xMax, intervals: count)
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in ys.withUnsafeMutableBufferPointer { function.evaluate(xs, into: $0) } }
        // Domain edges are judged on the curve's own scale (a typical |y|), whatever side is fitted.
        let scale = robustMax(ofValues: ys)
        let robust: Double
        if case .aroundZero = reach { robust = scale } else { robust = robustMax(ofDistances: ys.map(reach.distance)) }
        let edges = DomainEdges.limits(of: function, xs: xs, ys: ys, scale: scale, within: bounds)
            + BoundaryValues.values(of: function, xs: xs, scale: scale, within: bounds)
        return edges.reduce(robust) { max($0, reach.distance($1)) }
    }

    /// Max |y| over the finite values, unless a few values dwarf the rest: then values above 4× the
    /// 90th percentile of |y| are set aside, so the curve next to a pole stays readable. 0 when no
    /// value is finite and non-zero.
    public static func robustMax(ofValues values: [Double]) -> Double {
        robustMax(ofDistances: values.map(Swift.abs))
    }

    /// ``robustMax(ofValues:)`` over distances already measured from the frame's anchor; only the
    /// finite ones at or beyond the anchor count (a value on the far side of a given end is not shown).
    static func robustMax(ofDistances distances: [Double]) -> Double {
        let magnitudes = distances.filter { $0.isFinite && $0 >= 0 }.sorted()
        guard let largest = magnitudes.last, largest > 0 else { return 0 }
        let percentile90 = magnitudes[(magnitudes.count - 1) * 9 / 10]
        guard percentile90 > 0 else { return largest }
        let limit = 4 * percentile90
        return magnitudes.last { $0 <= limit } ?? largest
    }

    /// Step 3: the frame's yMax for curves reaching `largest` in |y|. The frame −F … F leaves at least
    /// 5 % of its height 2F free beyond the extremes, so F ≥ largest / 0.9, rounded up to a
    /// ``NiceFrame`` value. Nothing to show (0, NaN) gives 1. A frame is never taller than a graph can draw
    /// (``tallestFrame``): a curve reaching 10³⁰⁰ leaves it at the top.
    ///
    ///     Fit.frame(around: 1)   // 1.2: sin x
    ///     Fit.frame(around: 3)   // 4: a constant 3
    public static func frame(around largest: Double) -> Double {
        guard largest.isFinite, largest > 0 else { return 1 }
        return min(NiceFrame.atLeast(largest / 0.9), tallestFrame)
    }

    /// The largest yMax of a fitted frame −yMax … yMax: 4 × 10²⁹⁹, a nice number whose frame is narrower than the
    /// widest range a graph draws (``PlotLimits/widestSpan``).
    public static let tallestFrame = 0.4 * PlotLimits.widestSpan
}

// MARK: - A frame with one end given

extension Fit {
    /// A plot's y-range: both ends as given; neither given, the symmetric frame −yMax … yMax of the
    /// rule above; one given, the other fitted to the curves with the same margin (at least 5 % of
    /// the frame's height beyond the extremes on that side, robust against poles, domain edges
    /// counted), ending on a multiple of a round step. The given end is kept.
    ///
    ///     // x² on −0.5 … 2.5 with yMin 0: 0 … 7 (its top, 6.25, is 89 % of the height)
    ///     Fit.yRange(ofCurves: [square], xMin: -0.5, xMax: 2.5, samples: 1000, yMin: 0, yMax: nil)
    public static func yRange<F: SampledFunction>(ofCurves curves: [RestrictedCurve<F>], xMin: Double, xMax: Double,
                                                  samples: Int, yMin: Double?, yMax: Double?) -> (yMin: Double, yMax: Double) {
        switch (yMin, yMax) {
        case let (bottom?, top?):
            return (bottom, top)
        case let (bottom?, nil):
            let reach = curves.reduce(0) { max($0, largestReach(of: $1, xMin: xMin, xMax: xMax, samples: samples, .above(bottom))) }
            return (bottom, fittedEnd(from: bottom, reach: reach, upwards: true))
        case let (nil, top?):
            let reach = curves.reduce(0) { max($0, largestReach(of: $1, xMin: xMin, xMax: xMax, samples: samples, .below(top))) }
            return (fittedEnd(from: top, reach: reach, upwards: false), top)
        case (nil, nil):
            let top = Fit.yMax(ofCurves: curves, xMin: xMin, xMax: xMax, samples: samples)
            return (-top, top)
        }
    }

    /// The end of a frame fitted from `given` that shows values up to `reach` beyond it with 5 % of the
    /// frame's height to spare, on a multiple of a round step: half the power of ten below the height
    /// (0.5 for a height between 1 and 10), so the label at the axis's end reads like a tick (`7`, not
    /// `6.579`). Nothing to show gives a frame 2 high, as the symmetric rule's −1 … 1.
    ///
    ///     Fit.fittedEnd(from: 0, reach: 6.25, upwards: true)   // 7
    static func fittedEnd(from given: Double, reach: Double, upwards: Bool) -> Double {
        // At most as tall as the symmetric rule's tallest frame, so narrower than a graph can draw; and at least 8192
        // doubles tall, so that a graph can draw it even far from 0 (yMin 1e300 with a flat curve above it).
        let height = max(reach.isFinite && reach > 0 ? min(reach / 0.95, 2 * tallestFrame) : 2, 8192 * Swift.abs(given).ulp)
        let needed = upwards ? given + height : given - height
        // The step 5 × 10^(e − 1) where 10^e ≤ height < 10^(e + 1): exact comparisons settle e.
        var e = Int(log10(height).rounded(.down))
        while NiceFrame.candidate(10, e - 1) > height { e -= 1 }
        while NiceFrame.candidate(100, e - 1) <= height { e += 1 }
        let step = NiceFrame.candidate(5, e - 1)
        // The multiple as the decimal k × 5 × 10^(e − 1), read correctly rounded: `0.7`, not 14 × 0.05.
        var k = upwards ? (needed / step).rounded(.up) : (needed / step).rounded(.down)
        // Far from 0 compared with the height (yMin 1e300), steps are below the doubles' spacing.
        guard Swift.abs(k) < 1e15 else { return needed }
        var end = NiceFrame.candidate(Int(k) * 5, e - 1)
        while upwards ? end < needed : end > needed {
            k += upwards ? 1 : -1
            end = NiceFrame.candidate(Int(k) * 5, e - 1)
        }
        return end.isFinite ? end : needed
    }
}
