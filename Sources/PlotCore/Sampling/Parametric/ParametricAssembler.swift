/// Receives a parametric curve's points in t order and turns them into the final segments, in one pass
/// (JS: parametric-assembler.js):
///
/// - Clipping: each line is cut to the frame widened by the margin on all four sides; a stretch wholly
///   outside is dropped and the segment splits there, and a curve that comes back into the frame starts a
///   new segment where it enters.
/// - Simplifying: from the last kept point, the points since are dropped while every one of them lies within
///   the tolerance of the line to the newest point (distances in pixels, to the chord as a segment, so a turn
///   back is kept). At most ``longestRun`` points are dropped in a row, which bounds the work per point.
struct ParametricAssembler {
    let viewport: Viewport
    let margin: Double
    let tolerance: Double

    private var segments: [Segment] = []
    private var parameters: [[Double]] = []
    private var kept: [CurvePoint] = []
    /// The points since the last kept one, not yet kept.
    private var pending: [CurvePoint] = []
    /// The last point received in this segment.
    private var previous: CurvePoint?
    /// Whether the line to `previous` was inside the frame (its run still open).
    private var isInside = false

    static let longestRun = 32

    init(viewport: Viewport, margin: Double, tolerance: Double) {
        self.viewport = viewport
        self.margin = margin
        self.tolerance = tolerance
    }

    /// The next point of the current segment (defined).
    mutating func add(_ point: CurvePoint) {
        defer { previous = point }
        guard let previous else {
            isInside = contains(point)
            if isInside { keep(point) }
            return
        }
        guard let (enter, leave) = clip(previous, point) else {
            endRun()
            return
        }
        if enter > 0 || !isInside {
            endRun()
            keep(enter > 0 ? crossing(previous, point, at: enter) : previous)
        }
        if leave < 1 {
            keep(crossing(previous, point, at: leave))
            endRun()
        } else {
            keep(point)
            isInside = true
        }
    }

    /// No line may join the last point to the next one.
    mutating func breakSegment() {
        endRun()
        previous = nil
    }

    /// All segments and their points' t, the current one closed.
    mutating func finish() -> ([Segment], [[Double]]) {
        breakSegment()
        return (segments, parameters)
    }

    // MARK: - Clipping

    private func contains(_ p: CurvePoint) -> Bool {
        p.isInClipBand(of: viewport, margin: margin)
    }

    /// The fractions of the line p→q where it enters and leaves the widened frame (Liang–Barsky), or nil
    /// when it misses it.
    private func clip(_ p: CurvePoint, _ q: CurvePoint) -> (Double, Double)? {
        let (dx, dy) = (q.px - p.px, q.py - p.py)
        var (enter, leave) = (0.0, 1.0)
        let sides = [(-dx, p.px + margin), (dx, viewport.width + margin - p.px),
                     (-dy, p.py + margin), (dy, viewport.height + margin - p.py)]
        for (direction, room) in sides {
            if direction == 0 {
                if room < 0 { return nil }
                continue
            }
            let fraction = room / direction
            if direction < 0 {
                if fraction > leave { return nil }
                if fraction > enter { enter = fraction }
            } else {
                if fraction < enter { return nil }
                if fraction < leave { leave = fraction }
            }
        }
        return (enter, leave)
    }

    /// The point at `fraction` of the line p→q: its pixels on the line, its data coordinates read back from
    /// them, its t interpolated.
    private func crossing(_ p: CurvePoint, _ q: CurvePoint, at fraction: Double) -> CurvePoint {
        let px = p.px + (q.px - p.px) * fraction
        let py = p.py + (q.py - p.py) * fraction
        return CurvePoint(t: p.t + (q.t - p.t) * fraction, x: viewport.dataX(px), y: viewport.dataY(py), viewport: viewport)
    }

    // MARK: - Simplification

    private mutating func keep(_ point: CurvePoint) {
        guard let anchor = kept.last else {
            kept.append(point)
            return
        }
        let limit = tolerance * tolerance
        if pending.allSatisfy({ $0.squaredDistance(toChord: anchor, point) <= limit }) {
            pending.append(point)
            if pending.count == ParametricAssembler.longestRun { flushPending() }
        } else {
            flushPending()
            pending.append(point)
        }
    }

    /// Keeps the newest pending point.
    private mutating func flushPending() {
        if let last = pending.last { kept.append(last) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Ends the current run of kept points as a segment.
    private mutating func endRun() {
        flushPending()
        if !kept.isEmpty {
            segments.append(kept.map { Point(x: $0.x, y: $0.y) })
            parameters.append(kept.map(\.t))
        }
        kept.removeAll(keepingCapacity: true)
        isInside = false
    }
}
