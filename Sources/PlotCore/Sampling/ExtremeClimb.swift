/// Climbs to a local extreme of the curve: a band's lowest and highest values (zoomed far out), and the
/// sharp extremes the chord test misses in a refined column. The same steps as
/// Public/js/sampling/extreme-climb.js.
struct ExtremeClimb {
    let curve: CountedCurve
    let frame: SamplingFrame
    /// Largest distance, in device pixels, between a refined chord and the curve at its midpoint.
    let tolerance: Double

    /// Evaluations allowed to find each of a band's two extremes.
    static let climbEvaluations = 24
    /// A climb stops where the parabola through its last values predicts the vertex's value this
    /// closely (pixels).
    static let climbAgreement = 0.25
    /// Parabolas a band's climb tries through a narrowed bracket before it halves its step instead.
    static let bracketNarrowings = 3

    /// What a climb found: the extreme, and the step at which the curve was resolved there (data
    /// units; nil where no parabola agreed), where the next band's climb may start.
    struct Result {
        var extreme: Point
        var resolvedStep: Double?
    }

    /// The true extreme near the refined vertex `v` where v is higher (or lower) than both its
    /// neighbours and a side is steep, when it lies more than the refinement tolerance beyond v.
    ///
    /// The chords beside v passed on their perpendicular distance, which says nothing about a tip
    /// between two steep flanks: 1/(x²+1e-6) on −2.2 … 1.7 lost 20 px of its peak that way.
    /// The climb stays within p … n.
    func sharpExtreme(_ p: Point, _ v: Point, _ n: Point) -> Point? {
        let sign: Double = v.y > p.y && v.y > n.y ? 1 : v.y < p.y && v.y < n.y ? -1 : 0
        guard sign != 0 else { return nil }
        let rise = max(Swift.abs(v.y - p.y), Swift.abs(n.y - v.y)) * frame.yScale
        let run = min(v.x - p.x, n.x - v.x) * frame.xScale
        guard rise > run else { return nil }
        let extreme = climb(from: v, sign: sign, within: p.x, n.x).extreme
        return Swift.abs(extreme.y - v.y) * frame.yScale > tolerance && extreme.x != v.x ? extreme : nil
    }

    /// The extreme on this column's side of its end `end` (a column edge), where the curve turns there:
    /// the chords beside it passed on their perpendicular distance, which in a column a pixel wide says
    /// nothing about a tip (sin x zoomed out to ±3000 lost up to 86 px that way). Only a steep chord
    /// can pass so. The value as far beyond the end as `inner`, the nearest point inside, tells whether
    /// it turns; the vertex of the parabola through the three, whether on this side (the other side is
    /// the next or last column's to climb); its value, whether beyond tolerance — before a climb is
    /// paid for (a steep run into a pole, tan x on ±1000, passes the first two and stops there).
    func turn(atEnd end: Point, inner: Point) -> Point? {
        guard Swift.abs(end.y - inner.y) * frame.yScale > Swift.abs(end.x - inner.x) * frame.xScale else { return nil }
        let outerY = curve.value(within: end.x + (end.x - inner.x))
        guard outerY.isFinite else { return nil }
        let sign: Double = end.y > inner.y && end.y > outerY ? 1 : end.y < inner.y && end.y < outerY ? -1 : 0
        guard sign != 0 else { return nil }
        // The parabola through inner (t = −1), end (0) and outer (1); its vertex lies between them.
        let curvature = (inner.y + outerY) / 2 - end.y
        let vertex = -(outerY - inner.y) / 2 / (2 * curvature)
        guard vertex < 0 else { return nil }
        let x = end.x + vertex * (end.x - inner.x)
        let y = curve.value(within: x)
        guard y.isFinite, (y - end.y) * sign * frame.yScale > tolerance else { return nil }
        return climb(from: Point(x: x, y: y), sign: sign, within: min(inner.x, end.x), max(inner.x, end.x)).extreme
    }

    /// A local extreme of the function in low … high, climbing from `start` with steps up to
    /// `startStep` (∞: the widest, a sixteenth of low … high): the largest value for `sign` 1, the
    /// smallest for −1.
    ///
    /// A compass search: it tries a step either side, moves to the better value (inside the column)
    /// and doubles the step. Where neither side is better, the three values bracket the extreme and
    /// the parabola through them predicts it: the climb tries the parabola's vertex (moving there
    /// only inside the column) and stops where the value there is the predicted one, within
    /// ``climbAgreement`` pixels; otherwise a band's climb first narrows that bracket
    /// (``narrowBracket(_:vertex:sign:best:within:_:evaluationsLeft:)``), and the climb halves
    /// the step. It also stops beyond the clip band (the frame's edge is drawn there whatever the value)
    /// and after ``climbEvaluations``. A band's climb (`bandEnds`: the values at `low` and `high`) also
    /// stops where it walks to an end of the column that is no worse than its best: the band counts
    /// its ends anyway.
    func climb(from start: Point, sign: Double, within low: Double, _ high: Double, startStep: Double = .infinity,
               bandEnds: (left: Double, right: Double)? = nil) -> Result {
        var best = start
        let widest = (high - low) / 16
        var step = min(startStep, widest)
        var left = Self.climbEvaluations
        // The last step's sides: after a move with the step doubled, one new side is often the very
        // x an old one was (zoomed-out sin x: one climb evaluation in ten), and the function's value
        // there is reused rather than computed again (the same double, so the same band; `evaluations`
        // counts the calls made, as Public/js/sampling/extreme-climb.js does). Zero is left out:
        // f(−0) and f(0) may differ (1/x) though −0 == 0.
        let unseen = Point(x: .nan, y: .nan)
        var (seenLeft, seenRight) = (unseen, unseen)
        while left >= 2 {
            let row = frame.pixelY(best.y)
            if sign > 0 ? row < frame.clipTop : row > frame.clipBottom { break }
            // The sides may lie beyond the column's ends: they shape the parabola, but the climb
            // never moves there. Beyond a restricted curve's from … to they are not evaluated:
            // NaN there neither wins nor shapes a parabola, so the step halves until both sides are in.
            let (xl, xr) = (best.x - step, best.x + step)
            let yl: Double
            let yr: Double
            if xl >= curve.from && xr <= curve.to {
                yl = xl == seenRight.x && xl != 0 ? seenRight.y
                    : xl == seenLeft.x && xl != 0 ? seenLeft.y : curve.value(at: xl)
                yr = xr == seenLeft.x && xr != 0 ? seenLeft.y
                    : xr == seenRight.x && xr != 0 ? seenRight.y : curve.value(at: xr)
                (seenLeft, seenRight) = (Point(x: xl, y: yl), Point(x: xr, y: yr))
            } else {
                (yl, yr) = (curve.value(within: xl), curve.value(within: xr))
                (seenLeft, seenRight) = (unseen, unseen)
            }
            left -= 2
            // An infinite value is no point of the curve (x^(−∞) near 0): it never wins, or the band
            // would end in a point that has no pixel row.
            let betterLeft = xl >= low && yl.isFinite && sign * (yl - best.y) > 0
            let betterRight = xr <= high && yr.isFinite && sign * (yr - best.y) > 0
            if betterLeft || betterRight {
                let right = betterRight && !(betterLeft && sign * (yl - yr) > 0)
                best = right ? Point(x: xr, y: yr) : Point(x: xl, y: yl)
                step = min(2 * step, widest)
                continue
            }
            // A band's climb that finds a better value beyond an end of the column, and the end itself
            // no worse than its best, is walking to that end: the band counts the end anyway.
            if let ends = bandEnds,
               (xl < low && sign * (yl - best.y) > 0 && sign * (ends.left - best.y) >= 0)
                || (xr > high && sign * (yr - best.y) > 0 && sign * (ends.right - best.y) >= 0) { break }
            let curvature = sign * (yl - 2 * best.y + yr)
            let slope = sign * (yr - yl)
            if curvature < 0 && left > 0 {
                // Only a value at the vertex that the parabola predicts shows that it fits: on
                // aliased values (a step wider than the oscillation) a small predicted gain means nothing.
                let xv = best.x + step * slope / (-2 * curvature)
                let yv = curve.value(at: xv)
                left -= 1
                let predicted = best.y + sign * (slope * slope / (-8 * curvature))
                let (middle, inside) = (best, min(max(xv, low), high) == xv)
                if inside && yv.isFinite && sign * (yv - best.y) > 0 { best = Point(x: xv, y: yv) }
                if Swift.abs(yv - predicted) * frame.yScale <= Self.climbAgreement {
                    return Result(extreme: best, resolvedStep: step)
                }
                // A band's climb narrows the bracket instead, where its values are visible (across a
                // pole a parabola predicts nothing).
                if bandEnds != nil, inside, yv.isFinite, frame.isVisible(yl), frame.isVisible(middle.y), frame.isVisible(yr) {
                    let narrowed = narrowBracket((Point(x: xl, y: yl), middle, Point(x: xr, y: yr)),
                                                 vertex: Point(x: xv, y: yv), sign: sign, best: best,
                                                 within: low, high, evaluationsLeft: left)
                    (best, left) = (narrowed.best, narrowed.evaluationsLeft)
                    if let halfWidth = narrowed.agreedHalfWidth {
                        // Half the narrowed bracket: the scale the curve is resolved at.
                        return Result(extreme: best, resolvedStep: halfWidth)
                    }
                }
            }
            step /= 2
            if best.x + step == best.x { break }
        }
        return Result(extreme: best, resolvedStep: nil)
    }

    /// Successive parabolic interpolation, for a band's climb whose first parabola did not agree:
    /// a < b < c around the climb's best value b, and the vertex their parabola predicted. The vertex
    /// becomes the middle or a side of a narrower bracket, and the vertex of the parabola through the
    /// new three is tried: it passes through the value just found, so its prediction near there is
    /// close. Returns the best value inside low … high, the evaluations left, and, where a vertex agreed
    /// with its parabola within ``climbAgreement``, half the width of the bracket it came from.
    private func narrowBracket(_ bracket: (Point, Point, Point), vertex: Point, sign: Double, best: Point,
                               within low: Double, _ high: Double, evaluationsLeft: Int)
        -> (best: Point, evaluationsLeft: Int, agreedHalfWidth: Double?) {
        var (a, b, c) = bracket
        var (v, best, left) = (vertex, best, evaluationsLeft)
        var tries = 0
        while tries < Self.bracketNarrowings && left > 0 {
            if sign * (v.y - b.y) > 0 {
                if v.x > b.x { a = b } else { c = b }
                b = v
            } else if v.x > b.x {
                c = v
            } else {
                a = v
            }
            // The parabola through a, b and c (u, w: the sides' distances from b; h: its curvature).
            let (u, w) = (a.x - b.x, c.x - b.x)
            let (fa, fc) = (sign * (a.y - b.y), sign * (c.y - b.y))
            let h = (fa * w - fc * u) / (u * w * (u - w))
            guard h < 0 else { break }
            let g = (fa - h * u * u) / u
            let x = b.x - g / (2 * h)
            guard x > a.x && x < c.x && x != b.x else { break }
            v = Point(x: x, y: curve.value(at: x))
            left -= 1
            guard v.y.isFinite else { break }
            if v.x >= low && v.x <= high && sign * (v.y - best.y) > 0 { best = v }
            let predicted = b.y + sign * (-(g * g) / (4 * h))
            if Swift.abs(v.y - predicted) * frame.yScale <= Self.climbAgreement { return (best, left, (c.x - a.x) / 2) }
            tries += 1
        }
        return (best, left, nil)
    }
}
