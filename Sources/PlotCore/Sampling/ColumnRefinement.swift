/// The refinement of one device-pixel column in auto mode: chord refinement by bisection, the jump and
/// domain-edge bisections inside it, and the pole probe among poles a few pixels apart; and what the
/// column found, held until the run judges it (drawn as refined, or as its band). The same steps as
/// Public/js/sampling/column-refinement.js.
struct ColumnRefinement {
    let curve: CountedCurve
    let frame: SamplingFrame
    /// Largest distance, in device pixels, between a refined chord and the curve at its midpoint.
    let tolerance: Double
    private(set) var budget: RefinementBudget
    /// The points refinement found, and the extreme values the column's evaluations met.
    var buffer = ColumnBuffer()
    /// The column's index and right end, and the last one where a pole was found or a step left unresolved.
    private(set) var index = 0
    private var end = 0.0
    private var lastStepColumn = Int.min / 2
    /// Whether the column's curve was left unresolved (out of budget, or a step among poles a few
    /// pixels apart): it is drawn as its band.
    private(set) var isUnresolved = false
    /// Whether a step (a pole, as far as the column shows) left it unresolved.
    private(set) var hasStep = false
    /// The values the pole probe met in the column, for refine() to take (``probeFindsPole(_:_:)``).
    private var probed: [Point] = []
    /// The bracket of each jump found, in every column so far (for ``EndpointSearch``).
    private(set) var jumps: [(left: Double, right: Double)] = []

    /// Chord refinement stops at 1/1024 of a pixel; only jump checks go deeper.
    private static let maximumChordDepth = 10
    /// Bisection steps for domain edges and jumps: enough to reach double precision from one pixel.
    private static let maximumBisections = 64
    /// A step still there at this depth (1/16 px) makes the column a band where the budget cannot
    /// pay for a jump check, or where the last pole lies at most `denseSteps` columns before.
    private static let stepDepth = 4
    private static let denseSteps = 8

    init(curve: CountedCurve, frame: SamplingFrame, tolerance: Double, budget: RefinementBudget) {
        self.curve = curve
        self.frame = frame
        self.tolerance = tolerance
        self.budget = budget
        probed.reserveCapacity(Self.maximumChordDepth)
    }

    /// A column starts: its share of the budget is added (every column, refined or not).
    mutating func openColumn() {
        budget.openColumn()
    }

    /// Column `index`, which ends at `end`, is to be refined: forgets what the last one found.
    mutating func start(_ index: Int, endingAt end: Double) {
        self.index = index
        self.end = end
        buffer.reset()
        isUnresolved = false
        hasStep = false
        probed.removeAll(keepingCapacity: true)
    }

    /// Whether the last pole lies close enough before this column to probe it for one first.
    var followsStep: Bool { index - lastStepColumn <= Self.denseSteps }

    /// The column is left unresolved (out of budget, or its seeds turn more than once): it becomes its band.
    mutating func leaveUnresolved() {
        isUnresolved = true
    }

    /// A step (a pole, as far as the column shows) leaves the column unresolved.
    mutating func leaveAtStep() {
        (isUnresolved, hasStep, lastStepColumn) = (true, true, index)
    }

    /// f(x) as refinement evaluates it: counted, charged to the budget and remembered by the column.
    private mutating func value(at x: Double) -> Double {
        budget.charge()
        let y = curve.value(at: x)
        buffer.meet(Point(x: x, y: y))
        return y
    }

    /// Adds the points strictly between a and b (both defined) that keep the polyline within
    /// tolerance; ends the segment inside where the curve jumps or is undefined.
    mutating func refine(_ a: Point, _ b: Point, depth: Int) {
        let (ya, yb) = (frame.pixelY(a.y), frame.pixelY(b.y))
        if frame.isHidden(ya, yb) { return }
        if budget.remaining <= 0 {
            leaveUnresolved()
            return
        }
        let mid = a.x + (b.x - a.x) / 2
        guard mid > a.x && mid < b.x else { return }
        let fm = probed.isEmpty ? value(at: mid) : probedValue(at: mid)
        guard fm.isFinite else {
            // Undefined inside: the curve ends on the left and starts again on the right.
            _ = refineToDomainEdge(from: a, undefinedX: mid, depth: depth + 1)
            _ = refineFromDomainEdge(undefinedX: mid, to: b, depth: depth + 1)
            return
        }
        let m = Point(x: mid, y: fm)
        if isCloseToChord(a, m, b) {
            buffer.add(m)
            return
        }
        let isStep = Swift.abs(yb - ya) > 2 * tolerance
        if isStep && depth >= Self.stepDepth && (budget.remaining < Self.maximumBisections || followsStep) {
            // Poles a few pixels apart (tan x on ±1000): a step still there at 1/16 px, close to
            // the last one or where the budget cannot pay for a jump check, makes the column a band
            // rather than spend a jump check on each (or risk a line across a pole).
            leaveAtStep()
            return
        }
        if depth >= Self.maximumChordDepth {
            if isStep, let (left, right) = Self.jump(between: a, and: b, frame: frame, { value(at: $0) }) {
                // A jump at the column's right end (the grid landed on it: `{x = 2: 3, 3 − x}` at 2)
                // is the next column's left end, not a pole before it.
                if right.x != end { lastStepColumn = index }
                jumps.append((left.x, right.x))
                buffer.add(left)
                buffer.breakSegment()
                buffer.add(right)
            } else {
                buffer.add(m)
            }
            return
        }
        refine(a, m, depth: depth + 1)
        buffer.add(m)
        refine(m, b, depth: depth + 1)
    }

    /// The curve from the defined point `a` towards `undefinedX`, where it is not defined: refined up
    /// to its last defined point, which ends the segment and is returned.
    mutating func refineToDomainEdge(from a: Point, undefinedX: Double, depth: Int) -> Point {
        let edge = domainEdge(defined: a, undefinedX: undefinedX)
        refine(a, edge, depth: depth)
        buffer.add(edge)
        buffer.breakSegment()
        return edge
    }

    /// The curve from where it starts after `undefinedX`, where it is not defined, to the defined point
    /// `b`: its first defined point, which is returned, then refined.
    mutating func refineFromDomainEdge(undefinedX: Double, to b: Point, depth: Int) -> Point {
        let edge = domainEdge(defined: b, undefinedX: undefinedX)
        buffer.add(edge)
        refine(edge, b, depth: depth)
        return edge
    }

    /// The last defined point between a defined point and an undefined x, by bisection (refinement
    /// evaluations), so curves such as √(1−x²) reach y = 0 at x = ±1.
    private mutating func domainEdge(defined: Point, undefinedX: Double) -> Point {
        var edge = DomainEdgeBisection(inside: defined.x, insideValue: defined.y, outside: undefinedX)
        edge.narrow(steps: Self.maximumBisections) { value(at: $0) }
        return Point(x: edge.inside, y: edge.insideValue)
    }

    /// Poles a few pixels apart (tan x on ±1000): follows the column's largest rise by bisection, as
    /// ``jump(between:and:frame:_:)`` does, while the chord test fails there. True where the two sides,
    /// at most 1/16 of the column apart, lie beyond opposite edges of the clip band: a pole inside,
    /// which makes the column a band covering the frame, found at the cost of a few bisections instead
    /// of refining the column. The values are kept for refine() (the same midpoints, so the same
    /// doubles) when no pole is found.
    mutating func probeFindsPole(_ a: Point, _ b: Point) -> Bool {
        var (left, right) = (a, b)
        var depth = 0
        while true {
            let (rowLeft, rowRight) = (frame.pixelY(left.y), frame.pixelY(right.y))
            if depth >= Self.stepDepth && frame.spansClipBand(rowLeft, rowRight) { return true }
            if depth >= Self.maximumChordDepth || frame.isHidden(rowLeft, rowRight) { return false }
            let mid = left.x + (right.x - left.x) / 2
            guard mid > left.x && mid < right.x else { return false }
            // Counted and met, but charged to the budget only when refine() takes the value (probedValue(at:_:)).
            let m = Point(x: mid, y: curve.value(at: mid))
            buffer.meet(m)
            probed.append(m)
            guard m.y.isFinite else { return false }
            if isCloseToChord(left, m, right) { return false }
            let rowMid = frame.pixelY(m.y)
            if Swift.abs(rowMid - rowLeft) >= Swift.abs(rowRight - rowMid) { right = m } else { left = m }
            depth += 1
        }
    }

    /// f(x) for refine(): the pole probe's value where it evaluated x (charged to the budget as
    /// refine's own evaluation would be, so refine decides as without the probe), else a refinement
    /// evaluation.
    private mutating func probedValue(at x: Double) -> Double {
        if let point = probed.first(where: { $0.x == x }) {
            budget.charge()
            return point.y
        }
        return value(at: x)
    }

    /// Whether the chord a–b stays within tolerance of the curve, judged at the midpoint m.
    ///
    /// The vertical gap is the test. A steep chord may also pass on its perpendicular distance
    /// (otherwise every steep stretch would be bisected to the depth limit), but only when m sits
    /// near the middle of the rise: at a jump, m sits at one end, however thin the interval.
    private func isCloseToChord(_ a: Point, _ m: Point, _ b: Point) -> Bool {
        let (ya, ym, yb) = (frame.pixelY(a.y), frame.pixelY(m.y), frame.pixelY(b.y))
        let vertical = Swift.abs(ym - (ya + yb) / 2)
        if vertical <= tolerance { return true }
        let rise = Swift.abs(yb - ya)
        guard vertical <= rise / 4 else { return false }
        let (xa, xm, xb) = (frame.pixelX(a.x), frame.pixelX(m.x), frame.pixelX(b.x))
        let (dx, dy) = (xb - xa, yb - ya)
        let perpendicular = Swift.abs((xm - xa) * dy - (ym - ya) * dx) / (dx * dx + dy * dy).squareRoot()
        return perpendicular <= tolerance
    }

    /// Follows the largest change in y by bisection down to double precision, evaluating with
    /// `valueAt` (counted as its caller counts it). If it is still larger than a pixel there, it never
    /// shrinks: a pole or a jump. Returns the defined points on either side, or nil when the change was
    /// a steep but continuous stretch.
    static func jump(between a: Point, and b: Point, frame: SamplingFrame,
                     _ valueAt: (Double) -> Double) -> (Point, Point)? {
        var (left, right) = (a, b)
        for _ in 0..<maximumBisections {
            let mid = left.x + (right.x - left.x) / 2
            guard mid > left.x && mid < right.x else { break }
            let fm = valueAt(mid)
            guard fm.isFinite else { return (left, right) }
            let m = Point(x: mid, y: fm)
            let leftRise = Swift.abs(frame.pixelY(m.y) - frame.pixelY(left.y))
            let rightRise = Swift.abs(frame.pixelY(right.y) - frame.pixelY(m.y))
            if leftRise >= rightRise { right = m } else { left = m }
            if Swift.abs(frame.pixelY(right.y) - frame.pixelY(left.y)) <= 1 { return nil }
        }
        return (left, right)
    }
}
