/// What joins one band column to the next, and the step the last search for an extreme ended at.
struct BandLinks {
    /// Smallest reversal, in device pixels, that counts as a turn when a column is judged: finer
    /// wiggles stay within half a pixel of a straight line anyway.
    static let turnThreshold = 1.0
    /// Evaluations allowed to find each of a band's two extremes.
    static let climbEvaluations = 24
    /// A climb stops where the parabola through its last values predicts the vertex's value this
    /// closely (pixels).
    static let climbAgreement = 0.25
    /// Where in a refined column the witnesses look: fractions of its width that no bisection reaches.
    static let witnessFractions = [0.41421356237309515, 0.7320508075688772]  // √2 − 1, √3 − 1
    /// How far, in pixels, a witness may lie from the refined polyline before the column is taken
    /// for unresolved: well above the half pixel a resolved curve keeps to.
    static let witnessDistance = 2.0
    /// Parabolas a band's climb tries through a narrowed bracket before it halves its step instead.
    static let bracketNarrowings = 3
    /// Values a band column should know before its climbs start.
    static let seeds = 4
    /// (√5 − 1) / 2: multiples of it, modulo 1, spread evenly over a column and never land on a bisection.
    static let goldenRatioConjugate = 0.6180339887498949
    /// Seed k's place in its column, as a fraction of the column's width (k = 1 … ``seeds``, index k − 1).
    static let seedFractions = (1...seeds).map { (Double($0) * goldenRatioConjugate).truncatingRemainder(dividingBy: 1) }
    /// Where seed k lies among the seeds in order of x (index k − 1).
    static let seedRanks = seedFractions.map { fraction in seedFractions.filter { $0 < fraction }.count }

    /// The right end of the last band column, not yet passed on: the next band may join the last
    /// one directly (two points per column) or need this point in between.
    var pendingEdge: Point?
    /// Whether the last band ended at its lowest value, and its pixel rows (top ≤ bottom, clamped
    /// to the clip band).
    var previousEndedLow = false
    var previousTop = 0.0
    var previousBottom = 0.0
    /// Whether that band was a step's (a pole's): the next column then gets the pole probe, not the seeds.
    var previousAtStep = false
    /// A column's ends and seeds in order of x, for seedsTurnMoreThanOnce(left:right:) (nil: undefined).
    var seedPoints = [Point?](repeating: nil, count: seeds + 2)
    /// The step at which the last climb's parabola fitted, in data units: neighbouring bands
    /// oscillate alike, so the next climb starts there instead of at a sixteenth of a column.
    var step = Double.infinity
}

extension SamplingRun {
    /// Draws the column from `left` to `right` as the band from its lowest to its highest value.
    /// Every line drawn stays within the column's band or joins two bands that overlap there, so a
    /// pole inside the column links nothing outside it.
    mutating func addBand(left: Point, right: Point, leftIsDomainEdge: Bool, rightIsDomainEdge: Bool, isFirst: Bool) {
        // A column that ran out of budget at once knows little more than its ends: a few values
        // spread over it (the golden-ratio sequence, off every bisection lattice) give its climbs a start.
        // One known to reach beyond the frame at both edges (a pole) covers all of it: nothing is left to find.
        let seeds = knownBeyondTop(left.y, right.y) && knownBeyondBottom(left.y, right.y) ? 0 : BandLinks.seeds
        var k = 1
        while column.met < seeds && k <= seeds {
            let x = left.x + (right.x - left.x) * BandLinks.seedFractions[k - 1]
            evaluations += 1
            column.meet(Point(x: x, y: function.evaluate(at: x)))
            k += 1
        }
        // The climbs start inside the column: an end is often a local extreme only because the
        // column stops there. The ends still count for the band.
        if column.met == 0 {
            column.meet(left)
            column.meet(right)
        }
        // A side where a known value already lies beyond the frame needs no climb: only the visible part
        // of a band is drawn. (The climbs know the ends' values, which the band counts anyway.)
        let ends = (left: left.y, right: right.y)
        var low = knownBeyondBottom(left.y, right.y) ? column.lowest
            : climb(from: column.lowest, sign: -1, within: left.x, right.x, bandEnds: ends)
        var high = knownBeyondTop(left.y, right.y) ? column.highest
            : climb(from: column.highest, sign: 1, within: left.x, right.x, bandEnds: ends)
        for end in [left, right] {
            if end.y < low.y { low = end }
            if end.y > high.y { high = end }
        }
        // Beyond the frame only where the band leaves it matters, not how far.
        low = Point(x: low.x, y: min(max(low.y, bandFloor), bandCeiling))
        high = Point(x: high.x, y: min(max(high.y, bandFloor), bandCeiling))
        let (top, bottom) = (clippedRow(high.y), clippedRow(low.y))
        // After another band, this one starts at the level that one ended at (min→max, then
        // max→min), so neighbouring bands join along their edges, at the column's thirds: the values
        // are the column's extremes, the x only say which column they belong to. The join is direct
        // where both ends lie in both bands (within a pixel), so the line between them stays inside both.
        if let edge = bands.pendingEdge {
            bands.pendingEdge = nil
            let (shared, sharedBottom) = (max(top, bands.previousTop) - 1, min(bottom, bands.previousBottom) + 1)
            let from = bands.previousEndedLow ? bands.previousBottom : bands.previousTop
            let (startY, endY) = bands.previousEndedLow ? (low.y, high.y) : (high.y, low.y)
            let to = clippedRow(startY)
            if from >= shared && from <= sharedBottom && to >= shared && to <= sharedBottom {
                output.add(Point(x: left.x + (right.x - left.x) / 3, y: startY))
                output.add(Point(x: left.x + 2 * (right.x - left.x) / 3, y: endY))
                endBand(right: right, endedLow: endY == low.y, rightIsDomainEdge: rightIsDomainEdge, top: top, bottom: bottom)
                return
            }
            output.add(edge)
        } else if leftIsDomainEdge || isFirst {
            output.add(left)
        }
        // Otherwise the extremes as the points of the curve they are, in order of x.
        let lowFirst = low.x < high.x
        output.add(lowFirst ? low : high)
        output.add(lowFirst ? high : low)
        endBand(right: right, endedLow: !lowFirst, rightIsDomainEdge: rightIsDomainEdge, top: top, bottom: bottom)
    }

    /// Ends a band column at its right end: a domain edge ends the segment; otherwise the end waits.
    private mutating func endBand(right: Point, endedLow: Bool, rightIsDomainEdge: Bool, top: Double, bottom: Double) {
        if rightIsDomainEdge {
            output.add(right)
            output.breakSegment()
        } else {
            bands.pendingEdge = right
            (bands.previousEndedLow, bands.previousTop, bands.previousBottom) = (endedLow, top, bottom)
            bands.previousAtStep = columnHasStep
        }
    }

    /// Right after a band: evaluates the column's seeds (the values addBand starts from) and tells
    /// whether, read in order of x between its ends, they turn more than once by more than
    /// ``BandLinks/turnThreshold``. Then the curve does, and the column is a band without being refined.
    mutating func seedsTurnMoreThanOnce(left: Point, right: Point) -> Bool {
        bands.seedPoints[0] = left
        for k in 1...BandLinks.seeds {
            let x = left.x + (right.x - left.x) * BandLinks.seedFractions[k - 1]
            let seed = Point(x: x, y: function.evaluate(at: x))
            evaluations += 1
            column.meet(seed)
            bands.seedPoints[BandLinks.seedRanks[k - 1] + 1] = seed.y.isFinite ? seed : nil  // undefined: a break
        }
        bands.seedPoints[BandLinks.seeds + 1] = right
        let margin = settings.clipMargin
        return ColumnBuffer.turnsMoreThanOnce(bands.seedPoints, viewport: viewport, top: -margin,
                                              bottom: viewport.height + margin, threshold: BandLinks.turnThreshold)
    }

    /// Whether a value the column met, or an end of it (values `left`, `right`), lies above the frame.
    private func knownBeyondTop(_ left: Double, _ right: Double) -> Bool {
        column.highest.y > viewport.yMax || left > viewport.yMax || right > viewport.yMax
    }

    /// Whether a value the column met, or an end of it (values `left`, `right`), lies below the frame.
    private func knownBeyondBottom(_ left: Double, _ right: Double) -> Bool {
        column.lowest.y < viewport.yMin || left < viewport.yMin || right < viewport.yMin
    }

    /// Whether y lies within the frame's y-range.
    private func isVisible(_ y: Double) -> Bool {
        y >= viewport.yMin && y <= viewport.yMax
    }

    /// Passes on the right end of the last band column, when what follows is not a band.
    mutating func addPendingEdge() {
        guard let edge = bands.pendingEdge else { return }
        output.add(edge)
        bands.pendingEdge = nil
    }

    /// The pixel row of y, clamped to the band just outside the frame where lines are clipped.
    func clippedRow(_ y: Double) -> Double {
        let margin = settings.clipMargin
        return min(max(pixelY(y), -margin), viewport.height + margin)
    }

    /// The true extreme near the refined vertex `v` where v is higher (or lower) than both its
    /// neighbours and a side is steep, when it lies more than the refinement tolerance beyond v.
    ///
    /// The chords beside v passed on their perpendicular distance, which says nothing about a tip
    /// between two steep flanks: 1/(x²+1e-6) on −2.2 … 1.7 lost 20 px of its peak that way.
    /// The climb stays within `low … high` (p … n unless given).
    mutating func sharpExtreme(_ p: Point, _ v: Point, _ n: Point, within low: Double? = nil, _ high: Double? = nil) -> Point? {
        let sign: Double = v.y > p.y && v.y > n.y ? 1 : v.y < p.y && v.y < n.y ? -1 : 0
        guard sign != 0 else { return nil }
        let yScale = viewport.height / (viewport.yMax - viewport.yMin)
        let xScale = viewport.width / (viewport.xMax - viewport.xMin)
        let rise = max(Swift.abs(v.y - p.y), Swift.abs(n.y - v.y)) * yScale
        let run = min(v.x - p.x, n.x - v.x) * xScale
        guard rise > run else { return nil }
        let saved = bands.step
        bands.step = .infinity
        let extreme = climb(from: v, sign: sign, within: low ?? p.x, high ?? n.x)
        bands.step = saved
        return Swift.abs(extreme.y - v.y) * yScale > settings.refinementTolerance && extreme.x != v.x ? extreme : nil
    }

    /// The extreme on this column's side of its end `end` (a column edge), where the curve turns there:
    /// the chords beside it passed on their perpendicular distance, which in a column a pixel wide says
    /// nothing about a tip (sin x zoomed out to ±3000 lost up to 86 px that way). Only a steep chord
    /// can pass so. The value as far beyond the end as `inner`, the nearest point inside, tells whether
    /// it turns; the vertex of the parabola through the three, whether on this side (the other side is
    /// the next or last column's to climb); its value, whether beyond tolerance — before a climb is
    /// paid for (a steep run into a pole, tan x on ±1000, passes the first two and stops there).
    mutating func turn(atEnd end: Point, inner: Point) -> Point? {
        let yScale = viewport.height / (viewport.yMax - viewport.yMin)
        let xScale = viewport.width / (viewport.xMax - viewport.xMin)
        guard Swift.abs(end.y - inner.y) * yScale > Swift.abs(end.x - inner.x) * xScale else { return nil }
        let outerY = restrictedValue(at: end.x + (end.x - inner.x))
        guard outerY.isFinite else { return nil }
        let sign: Double = end.y > inner.y && end.y > outerY ? 1 : end.y < inner.y && end.y < outerY ? -1 : 0
        guard sign != 0 else { return nil }
        // The parabola through inner (t = −1), end (0) and outer (1); its vertex lies between them.
        let curvature = (inner.y + outerY) / 2 - end.y
        let vertex = -(outerY - inner.y) / 2 / (2 * curvature)
        guard vertex < 0 else { return nil }
        let x = end.x + vertex * (end.x - inner.x)
        let y = restrictedValue(at: x)
        guard y.isFinite, (y - end.y) * sign * yScale > settings.refinementTolerance else { return nil }
        let saved = bands.step
        bands.step = .infinity
        let extreme = climb(from: Point(x: x, y: y), sign: sign, within: min(inner.x, end.x), max(inner.x, end.x))
        bands.step = saved
        return extreme
    }

    /// The function's value at x (counted), or NaN without evaluating it beyond the curve's from … to.
    private mutating func restrictedValue(at x: Double) -> Double {
        guard x >= curveFrom && x <= curveTo else { return .nan }
        evaluations += 1
        return function.evaluate(at: x)
    }

    /// A local extreme of the function in low … high, climbing from `start`: the largest value for
    /// `sign` 1, the smallest for −1.
    ///
    /// A compass search: it tries a step either side, moves to the better value (inside the column)
    /// and doubles the step. Where neither side is better, the three values bracket the extreme and
    /// the parabola through them predicts it: the climb tries the parabola's vertex (moving there
    /// only inside the column) and stops where the value there is the predicted one, within
    /// ``BandLinks/climbAgreement`` pixels; otherwise a band's climb first narrows that bracket
    /// (``narrowBracket(_:vertex:sign:best:within:_:evaluationsLeft:)``), and the climb halves the step.
    /// It also stops beyond the clip band (the frame's edge is drawn there whatever the value) and after
    /// ``BandLinks/climbEvaluations``. A band's climb (`bandEnds`: the values at `low` and `high`) also
    /// stops where it walks to an end of the column that is no worse than its best: the band counts
    /// its ends anyway.
    private mutating func climb(from start: Point, sign: Double, within low: Double, _ high: Double,
                                bandEnds: (left: Double, right: Double)? = nil) -> Point {
        var best = start
        let widest = (high - low) / 16
        var step = min(bands.step, widest)
        var left = BandLinks.climbEvaluations
        let scale = viewport.height / (viewport.yMax - viewport.yMin)
        // The last step's sides: after a move with the step doubled, one new side is often the very
        // x an old one was (zoomed-out sin x: one climb evaluation in ten), and the function's value
        // there is reused rather than computed again (the same double, so the same band; `evaluations`
        // counts the calls made, as Public/js/sampling/sampling-run-band.js does). Zero is left out:
        // f(−0) and f(0) may differ (1/x) though −0 == 0.
        let unseen = Point(x: .nan, y: .nan)
        var (seenLeft, seenRight) = (unseen, unseen)
        while left >= 2 {
            let row = pixelY(best.y)
            if sign > 0 ? row < -settings.clipMargin : row > viewport.height + settings.clipMargin { break }
            // The sides may lie beyond the column's ends: they shape the parabola, but the climb
            // never moves there. Beyond a restricted curve's from … to they are not evaluated:
            // NaN there neither wins nor shapes a parabola, so the step halves until both sides are in.
            let (xl, xr) = (best.x - step, best.x + step)
            let yl: Double
            let yr: Double
            if xl >= curveFrom && xr <= curveTo {
                yl = xl == seenRight.x && xl != 0 ? seenRight.y
                    : xl == seenLeft.x && xl != 0 ? seenLeft.y : restrictedValue(at: xl)
                yr = xr == seenLeft.x && xr != 0 ? seenLeft.y
                    : xr == seenRight.x && xr != 0 ? seenRight.y : restrictedValue(at: xr)
                (seenLeft, seenRight) = (Point(x: xl, y: yl), Point(x: xr, y: yr))
            } else {
                (yl, yr) = (restrictedValue(at: xl), restrictedValue(at: xr))
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
                let yv = function.evaluate(at: xv)
                evaluations += 1
                left -= 1
                let predicted = best.y + sign * (slope * slope / (-8 * curvature))
                let (middle, inside) = (best, min(max(xv, low), high) == xv)
                if inside && yv.isFinite && sign * (yv - best.y) > 0 { best = Point(x: xv, y: yv) }
                if Swift.abs(yv - predicted) * scale <= BandLinks.climbAgreement {
                    bands.step = step
                    break
                }
                // A band's climb narrows the bracket instead, where its values are visible (across a
                // pole a parabola predicts nothing).
                if bandEnds != nil, inside, yv.isFinite, isVisible(yl), isVisible(middle.y), isVisible(yr) {
                    let narrowed = narrowBracket((Point(x: xl, y: yl), middle, Point(x: xr, y: yr)),
                                                 vertex: Point(x: xv, y: yv), sign: sign, best: best,
                                                 within: low, high, evaluationsLeft: left)
                    (best, left) = (narrowed.best, narrowed.evaluationsLeft)
                    if let halfWidth = narrowed.agreedHalfWidth {
                        bands.step = halfWidth  // half the narrowed bracket: the scale the curve is resolved at
                        break
                    }
                }
            }
            step /= 2
            if best.x + step == best.x { break }
        }
        return best
    }

    /// Successive parabolic interpolation, for a band's climb whose first parabola did not agree:
    /// a < b < c around the climb's best value b, and the vertex their parabola predicted. The vertex
    /// becomes the middle or a side of a narrower bracket, and the vertex of the parabola through the
    /// new three is tried: it passes through the value just found, so its prediction near there is
    /// close. Returns the best value inside low … high, the evaluations left, and, where a vertex agreed
    /// with its parabola within ``BandLinks/climbAgreement``, half the width of the bracket it came from.
    private mutating func narrowBracket(_ bracket: (Point, Point, Point), vertex: Point, sign: Double, best: Point,
                                        within low: Double, _ high: Double, evaluationsLeft: Int)
        -> (best: Point, evaluationsLeft: Int, agreedHalfWidth: Double?) {
        var (a, b, c) = bracket
        var (v, best, left) = (vertex, best, evaluationsLeft)
        let scale = viewport.height / (viewport.yMax - viewport.yMin)
        var tries = 0
        while tries < BandLinks.bracketNarrowings && left > 0 {
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
            v = Point(x: x, y: function.evaluate(at: x))
            evaluations += 1
            left -= 1
            guard v.y.isFinite else { break }
            if v.x >= low && v.x <= high && sign * (v.y - best.y) > 0 { best = v }
            let predicted = b.y + sign * (-(g * g) / (4 * h))
            if Swift.abs(v.y - predicted) * scale <= BandLinks.climbAgreement { return (best, left, (c.x - a.x) / 2) }
            tries += 1
        }
        return (best, left, nil)
    }
}

extension SamplingRun {
    /// Whether the refined column misses the curve at x values off its bisection lattice.
    ///
    /// Bisection only ever looks at x = left + k·width/2ⁿ. Zoomed far out, an oscillation aliases
    /// on that lattice into a slow wave that fits every chord test (sin x on ±100 000 looks like a
    /// sine of period 9.4 columns): only an x off the lattice shows that the polyline is not the
    /// curve. Where the curve is resolved, the polyline is within half a pixel of it everywhere.
    mutating func witnessesDisagree(left: Point, right: Point, leftIsDomainEdge: Bool) -> Bool {
        for fraction in BandLinks.witnessFractions {
            let x = left.x + (right.x - left.x) * fraction
            guard x > left.x, x < right.x else { continue }
            evaluations += 1
            let y = function.evaluate(at: x)
            guard y.isFinite else { continue }  // an undefined stretch inside: nothing to compare
            column.meet(Point(x: x, y: y))
            let witness = (viewport.pixelX(x), clippedRow(y))
            var previous: (Double, Double)? = leftIsDomainEdge ? nil : (viewport.pixelX(left.x), clippedRow(left.y))
            var nearest = Double.infinity
            // The rows the polyline spans: a witness beyond them shows a missed extreme even where
            // the polyline is so steep that every point of the column lies near it.
            var (top, bottom) = (previous?.1 ?? .infinity, previous?.1 ?? -.infinity)
            for index in 0...column.events.count {
                let event = index < column.events.count ? column.events[index] : .point(right)
                guard case .point(let point) = event else {
                    previous = nil
                    continue
                }
                let current = (viewport.pixelX(point.x), clippedRow(point.y))
                if let previous { nearest = min(nearest, Self.distance(witness, previous, current)) }
                (top, bottom) = (min(top, current.1), max(bottom, current.1))
                previous = current
            }
            if nearest.isFinite && nearest > BandLinks.witnessDistance { return true }
            if witness.1 < top - BandLinks.witnessDistance || witness.1 > bottom + BandLinks.witnessDistance { return true }
        }
        return false
    }

    /// Distance from p to the line segment a–b, in pixels.
    private static func distance(_ p: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(max(((p.0 - a.0) * dx + (p.1 - a.1) * dy) / lengthSquared, 0), 1) : 0
        let (nx, ny) = (a.0 + t * dx - p.0, a.1 + t * dy - p.1)
        return (nx * nx + ny * ny).squareRoot()
    }
}
