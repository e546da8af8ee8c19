/// The state of one sampling pass: the function, the frame, the budget and the output so far.
struct SamplingRun {
    let function: any SampledFunction
    let viewport: Viewport
    let settings: Sampler
    /// The curve exists only on `curveFrom ≤ x ≤ curveTo` (±∞ when unbounded): nothing outside is evaluated.
    let curveFrom: Double
    let curveTo: Double
    var output: PolylineAssembler
    var evaluations = 0
    /// Refinement evaluations the pass may still spend. Each column adds
    /// ``Sampler/refinementBudgetPerColumn``; what a column does not spend is saved, up to
    /// ``maximumSavedColumns`` columns' worth. An isolated pole (tan x on ±10) draws on the savings
    /// of the columns before it; poles a few pixels apart (tan x on ±1000) cannot, and their
    /// columns become bands.
    private var budget: Int
    /// The column being sampled in auto mode, judged before it reaches ``output``.
    var column = ColumnBuffer()
    /// Whether the current column's curve was left unresolved (out of budget, or a step among poles
    /// a few pixels apart): it is drawn as its band.
    private var columnIsUnresolved = false
    /// Whether a step (a pole, as far as the column shows) left it unresolved.
    var columnHasStep = false
    /// The values the pole probe met in the current column, for refine() to take (probeFindsPole()).
    private var probed: [Point] = []
    /// The column being sampled, and the last one where a pole was found or a step left unresolved.
    private var columnIndex = 0
    private var lastStepColumn = Int.min / 2
    /// State that joins one band column to the next (see SamplingRun+Band.swift).
    var bands = BandLinks()

    /// Chord refinement stops at 1/1024 of a pixel; only jump checks go deeper.
    private let maximumChordDepth = 10
    /// Bisection steps for domain edges and jumps: enough to reach double precision from one pixel.
    private let maximumBisections = 64
    /// Pixel ys are clamped this far outside the frame, so huge values near poles stay harmless.
    private let clampDistance = 1e6
    /// How many columns' budget may be saved up (and the budget a pass starts with).
    private let maximumSavedColumns = 32
    /// A step still there at this depth (1/16 px) makes the column a band where the budget cannot
    /// pay for a jump check, or where the last pole lies at most `denseSteps` columns before.
    private let stepDepth = 4
    private let denseSteps = 8
    /// The values a band that reaches beyond the frame is drawn to: the middle of the clip band, so its
    /// lines end beyond the frame without being cut there.
    let bandCeiling: Double
    let bandFloor: Double

    init(function: any SampledFunction, viewport: Viewport, settings: Sampler,
         from: Double = -.infinity, to: Double = .infinity) {
        self.function = function
        self.viewport = viewport
        self.settings = settings
        self.curveFrom = from
        self.curveTo = to
        self.budget = settings.refinementBudgetPerColumn * maximumSavedColumns
        self.output = PolylineAssembler(viewport: viewport, margin: settings.clipMargin,
                                        tolerance: settings.simplificationTolerance)
        self.bandCeiling = viewport.dataY(-settings.clipMargin / 2)
        self.bandFloor = viewport.dataY(viewport.height + settings.clipMargin / 2)
        probed.reserveCapacity(maximumChordDepth)
    }

    /// The finished segments.
    mutating func finish() -> [Segment] { output.finish() }

    // MARK: - Modes

    /// Every device-pixel column, then adaptive refinement where the curve needs it. A column whose
    /// curve turns more than once, or cannot be resolved within the budget, is drawn as its band.
    mutating func sampleAuto() {
        guard let (low, high) = visibleRange() else { return }
        guard low < high else { return addLonePoint(at: low) }
        let grid = columnGrid(from: low, to: high)
        let xs = grid.xs
        let ys = values(at: xs)
        let py = ys.map(pixelY)
        var smooth = smoothIntervals(py, firstIsPartial: grid.firstIsPartial, lastIsPartial: grid.lastIsPartial)
        refuseAliasedRuns(&smooth, xs: xs, py: py)
        let saved = settings.refinementBudgetPerColumn * maximumSavedColumns
        for i in 0..<xs.count - 1 {
            budget = min(budget + settings.refinementBudgetPerColumn, saved)
            columnIndex = i
            let a = Point(x: xs[i], y: ys[i])
            let b = Point(x: xs[i + 1], y: ys[i + 1])
            switch (ys[i].isFinite, ys[i + 1].isFinite) {
            case (true, true):
                if smooth[i] {
                    addPendingEdge()
                    if i == 0 { output.add(a) }
                    output.add(b)
                    continue
                }
                startColumn()
                sampleColumn(a, b)
                finishColumn(left: a, right: b, isFirst: i == 0)
            case (true, false):
                startColumn()
                let edge = domainEdge(defined: a, undefinedX: b.x)
                refine(a, edge, depth: 0)
                column.add(edge)
                column.breakSegment()
                finishColumn(left: a, right: edge, rightIsDomainEdge: true, isFirst: i == 0)
            case (false, true):
                startColumn()
                let edge = domainEdge(defined: b, undefinedX: a.x)
                column.add(edge)
                refine(edge, b, depth: 0)
                finishColumn(left: edge, right: b, leftIsDomainEdge: true, isFirst: i == 0)
            case (false, false):
                break
            }
        }
        addPendingEdge()
        output.breakSegment()
    }

    /// Samples the column from a to b (both defined): refines it, unless the columns before show that
    /// it is to be a band. Among poles a few pixels apart, the pole probe may find one in a few
    /// bisections; right after a band, the band's seeds may show the curve turning more than once.
    /// Either leaves the column unresolved without refining it.
    private mutating func sampleColumn(_ a: Point, _ b: Point) {
        if bands.pendingEdge != nil && !bands.previousAtStep {
            if seedsTurnMoreThanOnce(left: a, right: b) {
                columnIsUnresolved = true
                return
            }
        } else if columnIndex - lastStepColumn <= denseSteps && probeFindsPole(a, b) {
            columnIsUnresolved = true
            columnHasStep = true
            lastStepColumn = columnIndex
            return
        }
        refine(a, b, depth: 0)
    }

    private mutating func startColumn() {
        column.reset()
        columnIsUnresolved = false
        columnHasStep = false
        probed.removeAll(keepingCapacity: true)
    }

    /// Passes the column on as refined, or as its band when the curve turns more than once in it
    /// or its refinement ran out of budget. The column runs from `left` to `right`; either may be
    /// a domain edge, which the curve ends or starts at.
    private mutating func finishColumn(left: Point, right: Point, leftIsDomainEdge: Bool = false,
                                       rightIsDomainEdge: Bool = false, isFirst: Bool) {
        let margin = settings.clipMargin
        if columnIsUnresolved || witnessesDisagree(left: left, right: right, leftIsDomainEdge: leftIsDomainEdge)
            || column.turnsMoreThanOnce(viewport: viewport, top: -margin, bottom: viewport.height + margin,
                                        threshold: BandLinks.turnThreshold) {
            addBand(left: left, right: right, leftIsDomainEdge: leftIsDomainEdge, rightIsDomainEdge: rightIsDomainEdge,
                    isFirst: isFirst)
            return
        }
        addPendingEdge()
        if isFirst && !leftIsDomainEdge { output.add(left) }
        let events = column.events
        // (A break first or last in the column: the curve is undefined there, and nothing turns.)
        if !leftIsDomainEdge, let first = events.isEmpty ? (rightIsDomainEdge ? nil : right) : events[0].point,
           let extreme = turn(atEnd: left, inner: first) {
            output.add(extreme)
        }
        for (k, event) in events.enumerated() {
            guard case .point(let point) = event else {
                output.breakSegment()
                continue
            }
            // A sharp extreme (1/(x²+1e-6) at 0) lies between this vertex and a neighbour.
            let previous: Point? = k > 0 ? events[k - 1].point : leftIsDomainEdge ? nil : left
            let next: Point? = k + 1 < events.count ? events[k + 1].point : rightIsDomainEdge ? nil : right
            if let previous, let next, let extreme = sharpExtreme(previous, point, next) {
                if extreme.x < point.x { output.add(extreme) }
                output.add(point)
                if extreme.x > point.x { output.add(extreme) }
                continue
            }
            output.add(point)
        }
        if !rightIsDomainEdge {
            if let last = events.isEmpty ? (leftIsDomainEdge ? nil : left) : events[events.count - 1].point,
               let extreme = turn(atEnd: right, inner: last) {
                output.add(extreme)
            }
            output.add(right)
        }
    }

    /// N + 1 evenly spaced samples over the visible part of the curve, joined as they are, split
    /// where undefined and at asymptotes.
    mutating func sampleUniform(_ count: Int) {
        guard let (low, high) = visibleRange() else { return }
        guard low < high else { return addLonePoint(at: low) }
        let xs = (0...count).map { $0 == count ? high : low + (high - low) * Double($0) / Double(count) }
        let ys = values(at: xs)
        for i in 0...count {
            guard ys[i].isFinite else {
                output.breakSegment()
                continue
            }
            let point = Point(x: xs[i], y: ys[i])
            // Any visible step may hide an asymptote between two samples (tan x at 50 samples
            // steps from 5 to −3): the bisection test tells a pole from a steep stretch.
            if i > 0, ys[i - 1].isFinite,
               Swift.abs(pixelY(ys[i]) - pixelY(ys[i - 1])) > 2,
               let (left, right) = jump(between: Point(x: xs[i - 1], y: ys[i - 1]), and: point) {
                output.add(left)
                output.breakSegment()
                output.add(right)
            }
            output.add(point)
        }
        output.breakSegment()
    }

    // MARK: - The grid

    /// The part of the curve inside the frame, `low … high`; nil when none is.
    private func visibleRange() -> (low: Double, high: Double)? {
        let (low, high) = (max(curveFrom, viewport.xMin), min(curveTo, viewport.xMax))
        return low <= high ? (low, high) : nil
    }

    /// A curve that touches the frame at one x only (restricted to end on its left or right edge).
    private mutating func addLonePoint(at x: Double) {
        let y = values(at: [x])[0]
        if y.isFinite { output.add(Point(x: x, y: y)) }
    }

    /// The edge of device-pixel column k (of `columns`) in data units, k = 0 … columns, computed the
    /// same way for every restriction, so a restricted curve keeps the unrestricted one's columns.
    private func columnEdge(_ k: Int, of columns: Int) -> Double {
        k == columns ? viewport.xMax : viewport.xMin + (viewport.xMax - viewport.xMin) * Double(k) / Double(columns)
    }

    /// The xs auto mode starts from: `low`, the column edges strictly inside `low … high`, and `high`.
    /// Unrestricted, that is every column edge from xMin to xMax. Where `low` (or `high`) is not a
    /// column edge, the first (last) column is only part of one: `firstIsPartial` (`lastIsPartial`).
    private func columnGrid(from low: Double, to high: Double) -> (xs: [Double], firstIsPartial: Bool, lastIsPartial: Bool) {
        let columns = Int(viewport.width.rounded(.up))
        // The first edge beyond low: a guess from the pixel position, settled by exact comparisons
        // with the edges themselves (rounding may put the guess one off).
        let guess = ((low - viewport.xMin) / (viewport.xMax - viewport.xMin) * Double(columns)).rounded(.down)
        var k = Int(min(max(guess, 0), Double(columns)))
        while k > 0 && columnEdge(k - 1, of: columns) > low { k -= 1 }
        while k <= columns && columnEdge(k, of: columns) <= low { k += 1 }
        let firstIsPartial = k == 0 || columnEdge(k - 1, of: columns) != low
        var xs = [low]
        xs.reserveCapacity(columns + 1)
        while k <= columns && columnEdge(k, of: columns) < high {
            xs.append(columnEdge(k, of: columns))
            k += 1
        }
        let lastIsPartial = k > columns || columnEdge(k, of: columns) != high
        xs.append(high)
        return (xs, firstIsPartial, lastIsPartial)
    }

    /// The function's values at `xs`, in one call.
    private mutating func values(at xs: [Double]) -> [Double] {
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in ys.withUnsafeMutableBufferPointer { function.evaluate(xs, into: $0) } }
        evaluations += xs.count
        return ys
    }

    // MARK: - Refinement

    /// Pixel y, clamped far outside the frame; NaN where undefined.
    func pixelY(_ y: Double) -> Double {
        guard y.isFinite else { return .nan }
        return min(max(viewport.pixelY(y), -clampDistance), viewport.height + clampDistance)
    }

    /// For each interval i…i+1: true when the second differences around it show the chord is
    /// already close enough (its deviation is about |Δ²y| / 8), or when both ends are off the
    /// same edge of the frame. Undefined neighbours (NaN) make an interval not smooth, and so does a
    /// neighbour at the end of a partial column (a restricted curve's `from` or `to`): the uneven
    /// spacing there would make a second difference measure the slope as well as the curvature.
    private func smoothIntervals(_ py: [Double], firstIsPartial: Bool, lastIsPartial: Bool) -> [Bool] {
        let limit = 8 * settings.refinementTolerance * 0.5
        let count = py.count - 1
        // The intervals whose second differences use only even spacing.
        let (first, last) = (firstIsPartial ? 2 : 1, lastIsPartial ? count - 3 : count - 2)
        var smooth = [Bool](repeating: false, count: count)
        py.withUnsafeBufferPointer { y in
            smooth.withUnsafeMutableBufferPointer { smooth in
                for i in 0..<count {
                    if isHidden(y[i], y[i + 1]) {
                        smooth[i] = true
                    } else if i >= first, i <= last {
                        let before = y[i - 1] - 2 * y[i] + y[i + 1]
                        let after = y[i] - 2 * y[i + 1] + y[i + 2]
                        smooth[i] = Swift.abs(before) <= limit && Swift.abs(after) <= limit
                    }
                }
            }
        }
        return smooth
    }

    /// A curve that repeats about a whole number of times per column (sin x on ±10 000, two periods a
    /// column) looks smooth at the column edges alone: the grid samples a slow alias of it. Every run
    /// of smooth columns is checked inside, at the golden-ratio fraction of one visible column in
    /// ``aliasCheckSpacing`` (at least one a run): a value there farther than the witness distance from
    /// the chord, or undefined, makes the whole run not smooth, so its columns are refined (and drawn
    /// as bands where they turn more than once).
    private mutating func refuseAliasedRuns(_ smooth: inout [Bool], xs: [Double], py: [Double]) {
        var start = 0
        while start < smooth.count {
            guard smooth[start] else {
                start += 1
                continue
            }
            var end = start
            while end + 1 < smooth.count && smooth[end + 1] { end += 1 }
            if runIsAliased(from: start, to: end, xs: xs, py: py) {
                for i in start...end where !isHidden(py[i], py[i + 1]) { smooth[i] = false }
            }
            start = end + 1
        }
    }

    /// Whether the checks inside the smooth columns start … end show a curve the grid does not.
    private mutating func runIsAliased(from start: Int, to end: Int, xs: [Double], py: [Double]) -> Bool {
        let spacing = Self.aliasCheckSpacing
        let length = end - start + 1
        var i = start + (length < spacing ? length / 2 : spacing / 2)
        while i <= end {
            if !isHidden(py[i], py[i + 1]) {
                let x = xs[i] + (xs[i + 1] - xs[i]) * BandLinks.goldenRatioConjugate
                evaluations += 1
                let y = function.evaluate(at: x)
                guard y.isFinite else { return true }
                let chord = py[i] + (py[i + 1] - py[i]) * BandLinks.goldenRatioConjugate
                if Swift.abs(pixelY(y) - chord) > BandLinks.witnessDistance { return true }
            }
            i += spacing
        }
        return false
    }

    /// One smooth column in this many is checked for aliasing.
    static let aliasCheckSpacing = 8

    /// Both pixel ys beyond the same edge of the frame: nothing between them shows.
    private func isHidden(_ a: Double, _ b: Double) -> Bool {
        let margin = settings.clipMargin
        return (a < -margin && b < -margin) || (a > viewport.height + margin && b > viewport.height + margin)
    }

    /// A refinement evaluation: charged to the budget and remembered by the column.
    private mutating func evaluate(_ x: Double) -> Double {
        evaluations += 1
        budget -= 1
        let y = function.evaluate(at: x)
        column.meet(Point(x: x, y: y))
        return y
    }

    /// Adds the points strictly between a and b (both defined) that keep the polyline within
    /// tolerance; ends the segment inside where the curve jumps or is undefined.
    private mutating func refine(_ a: Point, _ b: Point, depth: Int) {
        let (ya, yb) = (pixelY(a.y), pixelY(b.y))
        if isHidden(ya, yb) { return }
        if budget <= 0 {
            columnIsUnresolved = true
            return
        }
        let mid = a.x + (b.x - a.x) / 2
        guard mid > a.x && mid < b.x else { return }
        let fm = probed.isEmpty ? evaluate(mid) : probedValue(at: mid)
        guard fm.isFinite else {
            // Undefined inside: the curve ends on the left and starts again on the right.
            let left = domainEdge(defined: a, undefinedX: mid)
            refine(a, left, depth: depth + 1)
            column.add(left)
            column.breakSegment()
            let right = domainEdge(defined: b, undefinedX: mid)
            column.add(right)
            refine(right, b, depth: depth + 1)
            return
        }
        let m = Point(x: mid, y: fm)
        if isCloseToChord(a, m, b) {
            column.add(m)
            return
        }
        let isStep = Swift.abs(yb - ya) > 2 * settings.refinementTolerance
        if isStep && depth >= stepDepth && (budget < maximumBisections || columnIndex - lastStepColumn <= denseSteps) {
            // Poles a few pixels apart (tan x on ±1000): a step still there at 1/16 px, close to
            // the last one or where the budget cannot pay for a jump check, makes the column a band
            // rather than spend a jump check on each (or risk a line across a pole).
            columnIsUnresolved = true
            columnHasStep = true
            lastStepColumn = columnIndex
            return
        }
        if depth >= maximumChordDepth {
            if isStep, let (left, right) = jump(between: a, and: b) {
                lastStepColumn = columnIndex
                column.add(left)
                column.breakSegment()
                column.add(right)
            } else {
                column.add(m)
            }
            return
        }
        refine(a, m, depth: depth + 1)
        column.add(m)
        refine(m, b, depth: depth + 1)
    }

    /// Poles a few pixels apart (tan x on ±1000): follows the column's largest rise by bisection, as
    /// ``jump(between:and:)`` does, while the chord test fails there. True where the two sides, at most
    /// 1/16 of the column apart, lie beyond opposite edges of the clip band: a pole inside, which makes
    /// the column a band covering the frame, found at the cost of a few bisections instead of refining
    /// the column. The values are kept for refine() (the same midpoints, so the same doubles) when no
    /// pole is found.
    private mutating func probeFindsPole(_ a: Point, _ b: Point) -> Bool {
        let (top, bottom) = (-settings.clipMargin, viewport.height + settings.clipMargin)
        var (left, right) = (a, b)
        var depth = 0
        while true {
            let (rowLeft, rowRight) = (pixelY(left.y), pixelY(right.y))
            if depth >= stepDepth && ((rowLeft < top && rowRight > bottom) || (rowLeft > bottom && rowRight < top)) {
                return true
            }
            if depth >= maximumChordDepth || isHidden(rowLeft, rowRight) { return false }
            let mid = left.x + (right.x - left.x) / 2
            guard mid > left.x && mid < right.x else { return false }
            // Counted and met, but charged to the budget only when refine() takes the value (probedValue(at:)).
            let m = Point(x: mid, y: function.evaluate(at: mid))
            evaluations += 1
            column.meet(m)
            probed.append(m)
            guard m.y.isFinite else { return false }
            if isCloseToChord(left, m, right) { return false }
            let rowMid = pixelY(m.y)
            if Swift.abs(rowMid - rowLeft) >= Swift.abs(rowRight - rowMid) { right = m } else { left = m }
            depth += 1
        }
    }

    /// f(x) for refine(): the pole probe's value where it evaluated x (charged to the budget as
    /// refine's own evaluation would be, so refine decides as without the probe), else a refinement
    /// evaluation.
    private mutating func probedValue(at x: Double) -> Double {
        if let point = probed.first(where: { $0.x == x }) {
            budget -= 1
            return point.y
        }
        return evaluate(x)
    }

    /// Whether the chord a–b stays within tolerance of the curve, judged at the midpoint m.
    ///
    /// The vertical gap is the test. A steep chord may also pass on its perpendicular distance
    /// (otherwise every steep stretch would be bisected to the depth limit), but only when m sits
    /// near the middle of the rise: at a jump, m sits at one end, however thin the interval.
    private func isCloseToChord(_ a: Point, _ m: Point, _ b: Point) -> Bool {
        let tolerance = settings.refinementTolerance
        let (ya, ym, yb) = (pixelY(a.y), pixelY(m.y), pixelY(b.y))
        let vertical = Swift.abs(ym - (ya + yb) / 2)
        if vertical <= tolerance { return true }
        let rise = Swift.abs(yb - ya)
        guard vertical <= rise / 4 else { return false }
        let (xa, xm, xb) = (viewport.pixelX(a.x), viewport.pixelX(m.x), viewport.pixelX(b.x))
        let (dx, dy) = (xb - xa, yb - ya)
        let perpendicular = Swift.abs((xm - xa) * dy - (ym - ya) * dx) / (dx * dx + dy * dy).squareRoot()
        return perpendicular <= tolerance
    }

    /// Follows the largest change in y by bisection down to double precision. If it is still
    /// larger than a pixel there, it never shrinks: a pole or a jump. Returns the defined points
    /// on either side, or nil when the change was a steep but continuous stretch.
    private mutating func jump(between a: Point, and b: Point) -> (Point, Point)? {
        var (left, right) = (a, b)
        for _ in 0..<maximumBisections {
            let mid = left.x + (right.x - left.x) / 2
            guard mid > left.x && mid < right.x else { break }
            let fm = evaluate(mid)
            guard fm.isFinite else { return (left, right) }
            let m = Point(x: mid, y: fm)
            let leftRise = Swift.abs(pixelY(m.y) - pixelY(left.y))
            let rightRise = Swift.abs(pixelY(right.y) - pixelY(m.y))
            if leftRise >= rightRise { right = m } else { left = m }
            if Swift.abs(pixelY(right.y) - pixelY(left.y)) <= 1 { return nil }
        }
        return (left, right)
    }

    /// Bisects between a defined point and an undefined x to the last defined point, so curves
    /// such as √(1−x²) reach y = 0 at x = ±1.
    private mutating func domainEdge(defined: Point, undefinedX: Double) -> Point {
        var inside = defined
        var outside = undefinedX
        for _ in 0..<maximumBisections {
            let mid = inside.x + (outside - inside.x) / 2
            guard mid != inside.x && mid != outside else { break }
            let fm = evaluate(mid)
            if fm.isFinite { inside = Point(x: mid, y: fm) } else { outside = mid }
        }
        return inside
    }
}
