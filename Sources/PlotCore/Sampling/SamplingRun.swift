/// One sampling pass: the grid, then column by column in auto mode the refinement, the witness and
/// turn checks that judge it, and the column passed on as refined or as its band; in uniform mode the
/// samples joined as they are, with poles, jumps and domain edges resolved between them
/// (``UniformPass``). The same steps, constants and arithmetic as
/// Public/js/sampling/sampling-run.js, so both languages round alike.
///
/// The pass is made of parts, each in its file and each holding its own state:
///
/// - ``SamplingFrame``: the viewport in device pixels, the clip band
/// - ``CountedCurve``: the function, its from … to, and the count of its evaluations
/// - ``RefinementBudget``: the evaluations refinement may still spend
/// - ``ColumnGrid``: the grid's xs, values and smooth columns
/// - ``ColumnRefinement``: the column being refined, and what it found (``ColumnBuffer``)
/// - ``Witnesses``: the check of a refined column off its bisection lattice
/// - ``ExtremeClimb``: the climbs to a band's extremes and to sharp extremes
/// - ``Bands``: the band columns and what joins one to the next
/// - ``PolylineAssembler``: breaking at lone values, clipping and simplification of the output
/// - ``UniformPass``: uniform mode
/// - ``EndpointSearch``: the dots at the curve's jumps and holes
struct SamplingRun {
    private let curve: CountedCurve
    private let frame: SamplingFrame
    private let tolerance: Double
    private var output: PolylineAssembler
    /// The column being sampled in auto mode, judged before it reaches ``output``.
    private var column: ColumnRefinement
    private let witnesses: Witnesses
    private let climb: ExtremeClimb
    private var bands: Bands
    /// The part of the x-range sampled, and the jumps uniform mode found there.
    private var sampled: (low: Double, high: Double)?
    private var uniformJumps: [(left: Double, right: Double)] = []
    /// The candidate functions' zeros, where uniform mode looked them up before sampling; auto mode's
    /// column edges, where they are looked up afterwards.
    private var candidateZeros: [Double]?
    private var columnEdges: [Double] = []
    /// How many columns were drawn as bands at a step: each hides a jump or a pole.
    private var stepBands = 0

    init(function: any SampledFunction, viewport: Viewport, settings: Sampler,
         from: Double = -.infinity, to: Double = .infinity) {
        curve = CountedCurve(function: function, from: from, to: to)
        frame = SamplingFrame(viewport: viewport, margin: settings.clipMargin)
        tolerance = settings.refinementTolerance
        output = PolylineAssembler(viewport: viewport, margin: settings.clipMargin,
                                   tolerance: settings.simplificationTolerance)
        column = ColumnRefinement(curve: curve, frame: frame, tolerance: tolerance,
                                  budget: RefinementBudget(perColumn: settings.refinementBudgetPerColumn))
        witnesses = Witnesses(curve: curve, frame: frame)
        climb = ExtremeClimb(curve: curve, frame: frame, tolerance: tolerance)
        bands = Bands(curve: curve, frame: frame, climb: climb)
    }

    /// How many times the function was called.
    var evaluations: Int { curve.evaluations }

    /// Samples the part of the curve inside the frame in `mode` (a uniform count already checked).
    mutating func sample(_ mode: SamplingMode) {
        let (low, high) = (max(curve.from, frame.viewport.xMin), min(curve.to, frame.viewport.xMax))
        guard low <= high else { return }
        sampled = (low, high)
        if low == high {
            // A curve that touches the frame at one x only (restricted to end on its left or right edge).
            let y = curve.value(at: low)
            if y.isFinite { output.add(Point(x: low, y: y)) }
            return
        }
        switch mode {
        case .auto: sampleAuto(from: low, to: high)
        case .uniform(let count):
            let zeros = EndpointSearch(curve: curve, frame: frame)
                .candidateZeros(at: ColumnGrid(columnsOf: frame, from: low, to: high).xs)
            candidateZeros = zeros
            var pass = UniformPass(curve: curve, frame: frame)
            pass.sample(count, from: low, to: high, breakingAt: zeros, into: &output)
            uniformJumps = pass.jumps
        }
    }

    /// The finished segments, their lines broken at `loneValues` (``endpoints()`` found them).
    mutating func finish(breakingAt loneValues: [LoneValue] = []) -> [Segment] { output.finish(breakingAt: loneValues) }

    /// The dots at the curve's jumps and holes in what was sampled, and its lone values
    /// (``EndpointSearch``), after ``sample(_:)``.
    func endpoints() -> (dots: [Endpoint], loneValues: [LoneValue]) {
        guard let sampled, sampled.low < sampled.high else { return ([], []) }
        let search = EndpointSearch(curve: curve, frame: frame)
        return search.endpoints(jumps: column.jumps + uniformJumps, hiddenJumps: stepBands,
                                candidateZeros: candidateZeros ?? search.candidateZeros(at: columnEdges))
    }

    /// Every device-pixel column from `low` to `high`, then adaptive refinement where the curve needs
    /// it. A column whose curve turns more than once, or cannot be resolved within the budget, is drawn
    /// as its band.
    private mutating func sampleAuto(from low: Double, to high: Double) {
        var grid = ColumnGrid(columnsOf: frame, from: low, to: high)
        grid.evaluate(curve)
        grid.findSmooth(frame: frame, tolerance: tolerance)
        grid.refuseAliasedRuns(frame: frame, curve: curve)
        let (xs, ys) = (grid.xs, grid.ys)
        columnEdges = xs
        for i in 0..<grid.count {
            column.openColumn()
            let a = Point(x: xs[i], y: ys[i])
            let b = Point(x: xs[i + 1], y: ys[i + 1])
            let isFirst = i == 0
            switch (ys[i].isFinite, ys[i + 1].isFinite) {
            case (true, true):
                if grid.smooth[i] {
                    bands.addPendingEdge(to: &output)
                    if isFirst { output.add(a) }
                    output.add(b)
                    continue
                }
                column.start(i, endingAt: b.x)
                sampleColumn(a, b)
                finishColumn(left: a, right: b, ends: ColumnEnds(isFirst: isFirst))
            case (true, false):
                column.start(i, endingAt: b.x)
                let end = column.refineToDomainEdge(from: a, undefinedX: b.x, depth: 0)
                finishColumn(left: a, right: end, ends: ColumnEnds(rightIsDomainEdge: true, isFirst: isFirst))
            case (false, true):
                column.start(i, endingAt: b.x)
                let start = column.refineFromDomainEdge(undefinedX: a.x, to: b, depth: 0)
                finishColumn(left: start, right: b, ends: ColumnEnds(leftIsDomainEdge: true, isFirst: isFirst))
            case (false, false):
                break
            }
        }
        bands.addPendingEdge(to: &output)
        output.breakSegment()
    }

    /// Samples the column from a to b (both defined): refines it, unless the columns before show that
    /// it is to be a band. Among poles a few pixels apart, the pole probe may find one in a few
    /// bisections; right after a band, the band's seeds may show the curve turning more than once.
    /// Either leaves the column unresolved without refining it.
    private mutating func sampleColumn(_ a: Point, _ b: Point) {
        if bands.followsBandWithoutStep {
            if bands.seedsTurnMoreThanOnce(left: a, right: b, column: &column.buffer) {
                column.leaveUnresolved()
                return
            }
        } else if column.followsStep && column.probeFindsPole(a, b) {
            column.leaveAtStep()
            return
        }
        column.refine(a, b, depth: 0)
    }

    /// Passes the column on as refined, or as its band when the curve turns more than once in it
    /// or its refinement ran out of budget. The column runs from `left` to `right`.
    private mutating func finishColumn(left: Point, right: Point, ends: ColumnEnds) {
        if column.isUnresolved
            || witnesses.disagree(left: left, right: right, leftIsDomainEdge: ends.leftIsDomainEdge,
                                  column: &column.buffer)
            || column.buffer.turnsMoreThanOnce(viewport: frame.viewport, top: frame.clipTop, bottom: frame.clipBottom,
                                               threshold: Bands.turnThreshold) {
            // (A step of rounding, zoomed far into a hole, is no jump to count: ``EndpointSearch``.)
            if column.hasStep && !EndpointSearch.isRounding([left.y, right.y]) { stepBands += 1 }
            bands.add(left: left, right: right, ends: ends, atStep: column.hasStep, column: &column.buffer,
                      output: &output)
            return
        }
        bands.addPendingEdge(to: &output)
        addRefined(left: left, right: right, ends: ends)
    }

    /// Passes on the refined column, with the sharp extremes and the turns at its ends that the chord
    /// test missed. Either end may be a domain edge, which the curve ends or starts at.
    private mutating func addRefined(left: Point, right: Point, ends: ColumnEnds) {
        if ends.isFirst && !ends.leftIsDomainEdge { output.add(left) }
        let events = column.buffer.events
        // (A break first or last in the column: the curve is undefined there, and nothing turns.)
        if !ends.leftIsDomainEdge, let first = events.isEmpty ? (ends.rightIsDomainEdge ? nil : right) : events[0].point,
           let extreme = climb.turn(atEnd: left, inner: first) {
            output.add(extreme)
        }
        for (k, event) in events.enumerated() {
            guard case .point(let point) = event else {
                output.breakSegment()
                continue
            }
            // A sharp extreme (1/(x²+1e-6) at 0) lies between this vertex and a neighbour.
            let previous: Point? = k > 0 ? events[k - 1].point : ends.leftIsDomainEdge ? nil : left
            let next: Point? = k + 1 < events.count ? events[k + 1].point : ends.rightIsDomainEdge ? nil : right
            if let previous, let next, let extreme = climb.sharpExtreme(previous, point, next) {
                if extreme.x < point.x { output.add(extreme) }
                output.add(point)
                if extreme.x > point.x { output.add(extreme) }
                continue
            }
            output.add(point)
        }
        if !ends.rightIsDomainEdge {
            if let last = events.isEmpty ? (ends.leftIsDomainEdge ? nil : left) : events[events.count - 1].point,
               let extreme = climb.turn(atEnd: right, inner: last) {
                output.add(extreme)
            }
            output.add(right)
        }
    }
}
