/// How a column's ends meet the curve in auto mode: whether the left or right end is a domain edge,
/// which the curve starts or ends at, and whether the column is the first of the grid.
struct ColumnEnds {
    var leftIsDomainEdge = false
    var rightIsDomainEdge = false
    var isFirst = false
}

/// The band columns of one pass, zoomed far out, and what joins each to the next: where a column cannot
/// be resolved, it is drawn as the band from its lowest to its highest value, found by climbs from the
/// most extreme values it met (a band that leaves the frame needs no climb there); right after such a
/// band, a column's seeds may show it to be one before it is refined. The same steps as
/// Public/js/sampling/bands.js.
struct Bands {
    let curve: CountedCurve
    let frame: SamplingFrame
    let climb: ExtremeClimb

    /// Smallest reversal, in device pixels, that counts as a turn when a column is judged: finer
    /// wiggles stay within half a pixel of a straight line anyway.
    static let turnThreshold = 1.0
    /// Values a band column should know before its climbs start.
    static let seeds = 4
    /// Seed k's place in its column, as a fraction of the column's width (k = 1 … ``seeds``, index k − 1).
    static let seedFractions = (1...seeds).map {
        (Double($0) * Witnesses.goldenRatioConjugate).truncatingRemainder(dividingBy: 1)
    }
    /// Where seed k lies among the seeds in order of x (index k − 1).
    static let seedRanks = seedFractions.map { fraction in seedFractions.filter { $0 < fraction }.count }

    /// The right end of the last band column, not yet passed on: the next band may join the last
    /// one directly (two points per column) or need this point in between.
    private(set) var pendingEdge: Point?
    /// Whether the last band ended at its lowest value, and its pixel rows (top ≤ bottom, clamped
    /// to the clip band).
    private var previousEndedLow = false
    private var previousTop = 0.0
    private var previousBottom = 0.0
    /// Whether that band was a step's (a pole's): the next column then gets the pole probe, not the seeds.
    private var previousAtStep = false
    /// A column's ends and seeds in order of x, for ``seedsTurnMoreThanOnce(left:right:column:)``
    /// (nil: undefined).
    private var seedPoints = [Point?](repeating: nil, count: seeds + 2)
    /// The step at which the last climb's parabola fitted, in data units: neighbouring bands
    /// oscillate alike, so the next climb starts there instead of at a sixteenth of a column.
    private var step = Double.infinity

    init(curve: CountedCurve, frame: SamplingFrame, climb: ExtremeClimb) {
        self.curve = curve
        self.frame = frame
        self.climb = climb
    }

    /// Whether the column now sampled follows a band that was not a step's: its seeds are read first.
    var followsBandWithoutStep: Bool { pendingEdge != nil && !previousAtStep }

    /// Draws the column from `left` to `right` as the band from its lowest to its highest value, the
    /// values its evaluations met (`column`) among them. Every line drawn stays within the column's
    /// band or joins two bands that overlap there, so a pole inside the column links nothing outside it.
    /// `atStep`: whether a step (a pole) left the column unresolved.
    mutating func add(left: Point, right: Point, ends: ColumnEnds, atStep: Bool, column: inout ColumnBuffer, output: inout PolylineAssembler) {
        // A column that ran out of budget at once knows little more than its ends: a few values
        // spread over it (the golden-ratio sequence, off every bisection lattice) give its climbs a start.
        // One known to reach beyond the frame at both edges (a pole) covers all of it: nothing is left to find.
        let seeds = knownBeyondTop(column, left.y, right.y) && knownBeyondBottom(column, left.y, right.y) ? 0 : Self.seeds
        var k = 1
        while column.met < seeds && k <= seeds {
            let x = left.x + (right.x - left.x) * Self.seedFractions[k - 1]
            column.meet(Point(x: x, y: curve.value(at: x)))
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
        let bandEnds = (left: left.y, right: right.y)
        var low = column.lowest
        if !knownBeyondBottom(column, left.y, right.y) {
            low = bandClimb(from: low, sign: -1, within: left.x, right.x, bandEnds)
        }
        var high = column.highest
        if !knownBeyondTop(column, left.y, right.y) {
            high = bandClimb(from: high, sign: 1, within: left.x, right.x, bandEnds)
        }
        for end in [left, right] {
            if end.y < low.y { low = end }
            if end.y > high.y { high = end }
        }
        // Beyond the frame only where the band leaves it matters, not how far.
        low = Point(x: low.x, y: min(max(low.y, frame.bandFloor), frame.bandCeiling))
        high = Point(x: high.x, y: min(max(high.y, frame.bandFloor), frame.bandCeiling))
        let (top, bottom) = (frame.clippedRow(high.y), frame.clippedRow(low.y))
        // After another band, this one starts at the level that one ended at (min→max, then
        // max→min), so neighbouring bands join along their edges, at the column's thirds: the values
        // are the column's extremes, the x only say which column they belong to. The join is direct
        // where both ends lie in both bands (within a pixel), so the line between them stays inside both.
        if let edge = pendingEdge {
            pendingEdge = nil
            let (shared, sharedBottom) = (max(top, previousTop) - 1, min(bottom, previousBottom) + 1)
            let from = previousEndedLow ? previousBottom : previousTop
            let (startY, endY) = previousEndedLow ? (low.y, high.y) : (high.y, low.y)
            let to = frame.clippedRow(startY)
            if from >= shared && from <= sharedBottom && to >= shared && to <= sharedBottom {
                output.add(Point(x: left.x + (right.x - left.x) / 3, y: startY))
                output.add(Point(x: left.x + 2 * (right.x - left.x) / 3, y: endY))
                end(at: right, endedLow: endY == low.y, rows: (top, bottom), ends: ends, atStep: atStep, &output)
                return
            }
            output.add(edge)
        } else if ends.leftIsDomainEdge || ends.isFirst {
            output.add(left)
        }
        // Otherwise the extremes as the points of the curve they are, in order of x.
        let lowFirst = low.x < high.x
        output.add(lowFirst ? low : high)
        output.add(lowFirst ? high : low)
        end(at: right, endedLow: !lowFirst, rows: (top, bottom), ends: ends, atStep: atStep, &output)
    }

    /// A band's climb, from the step the last one resolved the curve at.
    private mutating func bandClimb(from start: Point, sign: Double, within low: Double, _ high: Double,
                                    _ bandEnds: (left: Double, right: Double)) -> Point {
        let result = climb.climb(from: start, sign: sign, within: low, high, startStep: step, bandEnds: bandEnds)
        if let resolved = result.resolvedStep { step = resolved }
        return result.extreme
    }

    /// Ends a band column at its right end: a domain edge ends the segment; otherwise the end waits.
    private mutating func end(at right: Point, endedLow: Bool, rows: (top: Double, bottom: Double), ends: ColumnEnds,
                              atStep: Bool, _ output: inout PolylineAssembler) {
        if ends.rightIsDomainEdge {
            output.add(right)
            output.breakSegment()
        } else {
            pendingEdge = right
            (previousEndedLow, previousTop, previousBottom, previousAtStep) = (endedLow, rows.top, rows.bottom, atStep)
        }
    }

    /// Passes on the right end of the last band column, when what follows is not a band.
    mutating func addPendingEdge(to output: inout PolylineAssembler) {
        guard let edge = pendingEdge else { return }
        output.add(edge)
        pendingEdge = nil
    }

    /// Right after a band: evaluates the column's seeds (the values ``add(left:right:ends:atStep:column:output:)``
    /// starts from) into `column` and tells whether, read in order of x between its ends, they turn
    /// more than once by more than ``turnThreshold``. Then the curve does, and the column is a band
    /// without being refined.
    mutating func seedsTurnMoreThanOnce(left: Point, right: Point, column: inout ColumnBuffer) -> Bool {
        seedPoints[0] = left
        for k in 1...Self.seeds {
            let x = left.x + (right.x - left.x) * Self.seedFractions[k - 1]
            let seed = Point(x: x, y: curve.value(at: x))
            column.meet(seed)
            seedPoints[Self.seedRanks[k - 1] + 1] = seed.y.isFinite ? seed : nil  // undefined: a break
        }
        seedPoints[Self.seeds + 1] = right
        return ColumnBuffer.turnsMoreThanOnce(seedPoints, viewport: frame.viewport, top: frame.clipTop,
                                              bottom: frame.clipBottom, threshold: Self.turnThreshold)
    }

    /// Whether a value the column met, or an end of it (values `left`, `right`), lies above the frame.
    private func knownBeyondTop(_ column: ColumnBuffer, _ left: Double, _ right: Double) -> Bool {
        let yMax = frame.viewport.yMax
        return column.highest.y > yMax || left > yMax || right > yMax
    }

    /// Whether a value the column met, or an end of it (values `left`, `right`), lies below the frame.
    private func knownBeyondBottom(_ column: ColumnBuffer, _ left: Double, _ right: Double) -> Bool {
        let yMin = frame.viewport.yMin
        return column.lowest.y < yMin || left < yMin || right < yMin
    }
}
