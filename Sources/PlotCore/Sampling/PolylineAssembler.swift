/// Receives sampled points in order of x, keeps them as they came, and turns them into the final
/// segments in one pass once the pass's lone values are known (``finish(breakingAt:)``): breaking the
/// lines at them, clipping to a band just outside the frame, then dropping collinear points.
///
/// - Breaking: a lone value (``LoneValue``) is joined to no side it does not belong to. This comes
///   before clipping, since a value beyond the frame (`{x = 2: 3, 3 − x}` zoomed in about (2, 1)) is
///   clipped to a point that is no longer the value.
/// - Clipping: where the curve leaves the frame, its line is cut at the band's edge, so what shows
///   keeps its exact direction while coordinates stay small; stretches wholly outside are dropped
///   and the segment splits there (the band lies outside the frame, so nothing visible is lost).
/// - Simplifying: a "cone" test in pixel space. From the last kept point, the slopes that pass
///   within the tolerance of every point since form an interval; a point whose slope falls outside
///   it ends the run. Distances are vertical, an upper bound of the perpendicular distance.
struct PolylineAssembler {
    private struct Vertex {
        let point: Point
        let px: Double
        let py: Double
    }

    let viewport: Viewport
    let margin: Double
    let tolerance: Double

    private(set) var segments: [Segment] = []
    /// The points received; a break is a point with NaN for x.
    private var received: [Point] = []
    private var kept: Segment = []
    // Clipping state: the last point received in this segment.
    private var previous: Vertex?
    // Simplification state: the last kept point, the latest point not yet kept, the slope cone.
    private var anchor = Vertex(point: Point(x: 0, y: 0), px: 0, py: 0)
    private var hasAnchor = false
    private var candidate = Vertex(point: Point(x: 0, y: 0), px: 0, py: 0)
    private var hasCandidate = false
    private var low = -Double.infinity
    private var high = Double.infinity

    init(viewport: Viewport, margin: Double, tolerance: Double) {
        self.viewport = viewport
        self.margin = margin
        self.tolerance = tolerance
    }

    // MARK: - Input

    /// The next point of the current segment (defined, x beyond the previous point's).
    mutating func add(_ point: Point) {
        received.append(point)
    }

    /// No line may join the last point to the next one.
    mutating func breakSegment() {
        received.append(Point(x: .nan, y: .nan))
    }

    /// All segments: the points received, broken at `loneValues`, clipped and simplified.
    mutating func finish(breakingAt loneValues: [LoneValue] = []) -> [Segment] {
        // A lone value's right side, whose line starts at its limit unless the sampling broke the
        // line right after the value (it found the jump there: the line starts at the last bit of its side).
        var rightSide: LoneValue?
        for point in received {
            if point.x.isNaN {
                rightSide = nil
                endSegment()
                continue
            }
            if let previous, point.x <= previous.point.x { continue }  // a point again, as a column's end and a band's extreme, is the same point
            if let lone = loneValues.loneValue(at: point) {
                receive(lone)
                rightSide = lone.joinsRight || lone.rightLimit == nil ? nil : lone
                continue
            }
            if let rightSide, let limit = rightSide.rightLimit { receive(Point(x: rightSide.x, y: limit)) }
            rightSide = nil
            receive(point)
        }
        endSegment()
        return segments
    }

    // MARK: - Breaking

    /// A lone value's point: the line from the left ends at the value where the left side holds it,
    /// else at the left side's limit (its open dot), and the segment ends; the next line starts at the
    /// value where the right side holds it (else ``finish(breakingAt:)`` starts it at the right side's
    /// limit). An unbounded side's line stops before the point.
    private mutating func receive(_ lone: LoneValue) {
        if previous != nil {
            if lone.joinsLeft { receive(Point(x: lone.x, y: lone.y)) } else if let limit = lone.leftLimit { receive(Point(x: lone.x, y: limit)) }
        }
        endSegment()
        if lone.joinsRight { receive(Point(x: lone.x, y: lone.y)) }
    }

    // MARK: - Clipping

    /// The next point of the current segment, clipped.
    private mutating func receive(_ point: Point) {
        if let previous, point.x <= previous.point.x { return }
        let vertex = Vertex(point: point, px: viewport.pixelX(point.x), py: viewport.pixelY(point.y))
        defer { previous = vertex }
        let (top, bottom) = (-margin, viewport.height + margin)
        let isInside = vertex.py >= top && vertex.py <= bottom
        guard let previous else {
            if isInside { keep(vertex) }
            return
        }
        let wasInside = previous.py >= top && previous.py <= bottom
        switch (wasInside, isInside) {
        case (true, true):
            keep(vertex)
        case (true, false):
            keep(crossing(previous, vertex, row: vertex.py < top ? top : bottom))
            endRun()
        case (false, true):
            keep(crossing(previous, vertex, row: previous.py < top ? top : bottom))
            keep(vertex)
        case (false, false):
            // From above the frame to below it (or back) the line crosses the whole frame.
            if (previous.py < top && vertex.py > bottom) || (previous.py > bottom && vertex.py < top) {
                keep(crossing(previous, vertex, row: previous.py < top ? top : bottom))
                keep(crossing(previous, vertex, row: vertex.py < top ? top : bottom))
                endRun()
            }
        }
    }

    /// Ends the current segment: no line joins its last point to the next one.
    private mutating func endSegment() {
        endRun()
        previous = nil
    }

    /// Where the line p→q crosses the pixel row `row`.
    private func crossing(_ p: Vertex, _ q: Vertex, row: Double) -> Vertex {
        var t = (row - p.py) / (q.py - p.py)
        if !p.py.isFinite || !q.py.isFinite {
            // A y near the largest double has no finite pixel row ((yMax − y)·yScale overflows, and
            // ∞/∞ would make x NaN): the same fraction in data space, halved so no difference overflows.
            t = (viewport.dataY(row) / 2 - p.point.y / 2) / (q.point.y / 2 - p.point.y / 2)
        }
        let px = p.px + (q.px - p.px) * t
        return Vertex(point: Point(x: p.point.x + (q.point.x - p.point.x) * t, y: viewport.dataY(row)), px: px, py: row)
    }

    // MARK: - Simplification

    private mutating func keep(_ vertex: Vertex) {
        guard hasAnchor else {
            setAnchor(vertex)
            return
        }
        let dx = vertex.px - anchor.px
        if dx <= 0 {
            // Same pixel column as the anchor (a clipped crossing): keep it as it is.
            flushCandidate()
            setAnchor(vertex)
            return
        }
        let rise = vertex.py - anchor.py
        let slope = rise / dx
        if hasCandidate && (slope < low || slope > high) {
            // The candidate is as far as a straight run from the anchor can reach.
            setAnchor(candidate)
            keep(vertex)
            return
        }
        let inverse = 1 / dx
        low = max(low, (rise - tolerance) * inverse)
        high = min(high, (rise + tolerance) * inverse)
        candidate = vertex
        hasCandidate = true
    }

    private mutating func setAnchor(_ vertex: Vertex) {
        anchor = vertex
        hasAnchor = true
        kept.append(vertex.point)
        hasCandidate = false
        (low, high) = (-.infinity, .infinity)
    }

    private mutating func flushCandidate() {
        if hasCandidate { kept.append(candidate.point) }
        hasCandidate = false
        (low, high) = (-.infinity, .infinity)
    }

    /// Ends the current run of kept points as a segment.
    private mutating func endRun() {
        flushCandidate()
        if !kept.isEmpty { segments.append(kept) }
        kept = []
        hasAnchor = false
    }
}
