/// The certified drawing of a relation in a viewport (docs/sampling.md#certified-drawing), done in steps so that the
/// live view can draw what is decided so far and go on in the next frame.
///
/// ```swift
/// let run = ImplicitRun(try Relation("x^2 + y^2 = 4"), in: viewport)
/// while !run.advance(by: 50_000) { draw(run.drawing(), pending: run.pendingBlocks) }
/// draw(run.drawing())
/// ```
/// First the frame is cut into blocks of pixels, coarse to fine: a block whose interval enclosure shows the curve cannot
/// pass (or the region holds everywhere or nowhere) is decided whole; the rest are quartered, down to single pixels.
/// Each pixel left is decided by a proof — a sign change on a continuous stretch, or an exact 0 — or by sub-division,
/// within the budget (``SharedLimits``), else it is undecided. The order of the work is fixed, so the finished
/// drawing does not depend on how the steps were cut, and JS (`Public/js/implicit/implicit-run.js`) draws the same.
public final class ImplicitRun {
    let parts: ImplicitParts
    let grid: PixelGrid

    /// Each pixel's state (index column + row · columns, rows from the bottom).
    var states: [UInt8]
    /// Each grid vertex's point sign (a curve) or truth (a region), index i + r · (columns + 1); ``PointSign/none`` until
    /// evaluated.
    var vertexCodes: [Int8]
    /// A region's comparisons' own vertex signs, for the boundary lines; made when first needed.
    var comparisonVertexSigns: [[Int8]] = []
    /// The value (its enclosure's middle) where a vertex's sign is certain, by vertex and comparison: the ends of an
    /// edge's search for its crossing.
    var vertexValues: [Int: Double] = [:]
    /// Located crossings on pixel edges, by edge and comparison.
    var edgePoints: [Int: Point] = [:]
    /// Edges drawn whole as a piece, by edge and comparison: the pixel on the other side does not draw them again.
    var drawnEdges = Set<Int>()
    /// The pieces of line drawn so far, per comparison (one for a curve).
    var pieces: [[(Point, Point)]]
    var dots: [Point] = []

    private var level: Int
    private var blocks: [(Int, Int)] = [(0, 0)]
    private var nextBlocks: [(Int, Int)] = []
    private var blockIndex = 0
    private var pixelQueue: [Int] = []
    private var pixelIndex = 0
    /// Whether every pixel is decided (or given up as undecided).
    public private(set) var isFinished = false
    /// Interval evaluations so far (a box or a point, each comparison counted).
    public private(set) var evaluations = 0
    /// Steps of interval arithmetic so far (each evaluation counts its expression's): the whole drawing's budget is
    /// ``SharedLimits/implicitStepsMax`` of them, so that a long expression cannot run for long.
    public private(set) var steps = 0

    enum State {
        static let pending: UInt8 = 0
        /// Not crossed by the curve; outside the region.
        static let empty: UInt8 = 1
        /// Crossed by the curve; on the region's boundary.
        static let crossed: UInt8 = 2
        static let inside: UInt8 = 3
        static let undecided: UInt8 = 4
    }

    /// A run drawing `relation`, its parameters at `parameters`, in the device pixels of `viewport`.
    public init(_ relation: Relation, parameters: [Character: Double] = [:], in viewport: Viewport) {
        parts = ImplicitParts(relation, parameters: parameters)
        grid = PixelGrid(viewport)
        states = [UInt8](repeating: State.pending, count: grid.columns * grid.rows)
        vertexCodes = [Int8](repeating: PointSign.none, count: (grid.columns + 1) * (grid.rows + 1))
        pieces = Array(repeating: [], count: parts.isCurve ? 1 : parts.comparisons.count)
        var level = 0
        while 1 << level < Swift.max(grid.columns, grid.rows) { level += 1 }
        self.level = level
        if level == 0 { (blocks, pixelQueue) = ([], [0]) }
    }

    /// Works until `budget` more evaluations are spent or the drawing is finished; returns whether it is.
    @discardableResult
    public func advance(by budget: Int) -> Bool {
        let stop = evaluations + budget
        while !isFinished && evaluations < stop { step() }
        return isFinished
    }

    /// Draws to the end.
    public func finish() -> ImplicitDrawing {
        while !isFinished { step() }
        return drawing()
    }

    /// One block or one pixel.
    private func step() {
        if steps >= SharedLimits.implicitStepsMax { return giveUp() }
        if blockIndex < blocks.count {
            let (i, r) = blocks[blockIndex]
            blockIndex += 1
            decideBlock(level: level, i, r)
        } else if !nextBlocks.isEmpty {
            (blocks, nextBlocks, blockIndex, level) = (nextBlocks, [], 0, level - 1)
        } else if pixelIndex < pixelQueue.count {
            let pixel = pixelQueue[pixelIndex]
            pixelIndex += 1
            if parts.isCurve { decideCurvePixel(pixel) } else { decideRegionPixel(pixel) }
        } else {
            isFinished = true
        }
    }

    /// Beyond the whole drawing's budget every pixel still pending is undecided.
    private func giveUp() {
        for index in states.indices where states[index] == State.pending { states[index] = State.undecided }
        (blocks, nextBlocks, pixelQueue, isFinished) = ([], [], [], true)
    }

    /// Evaluates comparison k's difference over a box (or a point), counted.
    @inline(__always)
    func difference(_ k: Int, _ x: Interval, _ y: Interval) -> Enclosure {
        evaluations += 1
        steps += parts.differences[k].stepCount
        return parts.differences[k].enclosure(x: x, y: y)
    }

    /// `natural`, comparison k's enclosure over the box, narrowed where the difference is continuous with continuous
    /// partial derivatives there by the mean value form D(centre) + ∂D/∂x·(x − centre) + ∂D/∂y·(y − centre), which
    /// stays tight where the curve runs along a pixel's edge or close past it (three evaluations, counted).
    func refined(_ k: Int, _ x: Interval, _ y: Interval, _ natural: Enclosure) -> Enclosure {
        guard natural.isContinuous, let (slopeX, slopeY) = slopes(k, x, y) else { return natural }
        return meanValueForm(k, x, y, slopeX, slopeY).map(natural.narrowed) ?? natural
    }

    /// Whether a curve's difference is shown to have no zero in a box whose corners' signs are `corners`, where the
    /// enclosure `natural` holds 0: where it is monotone in x and in y its extremes are at corners, so corners all of one
    /// sign show it (two evaluations); elsewhere the mean value form must exclude 0 (one more).
    func isZeroFree(_ x: Interval, _ y: Interval, natural: Enclosure, corners: [Int8]) -> Bool {
        guard natural.isContinuous, let (slopeX, slopeY) = slopes(0, x, y) else { return false }
        if slopeX.excludesZero && slopeY.excludesZero, let first = corners.first,
           first == PointSign.positive || first == PointSign.negative, corners.allSatisfy({ $0 == first }) {
            return true
        }
        return meanValueForm(0, x, y, slopeX, slopeY).map(natural.narrowed)?.excludesZero ?? false
    }

    /// Comparison k's partial derivatives over the box (two evaluations), where both are continuous there.
    private func slopes(_ k: Int, _ x: Interval, _ y: Interval) -> (Enclosure, Enclosure)? {
        guard let gradient = parts.gradients[k] else { return nil }
        evaluations += 2
        steps += gradient.x.stepCount + gradient.y.stepCount
        let (slopeX, slopeY) = (gradient.x.enclosure(x: x, y: y), gradient.y.enclosure(x: x, y: y))
        return slopeX.isContinuous && slopeY.isContinuous ? (slopeX, slopeY) : nil
    }

    /// D(centre) + ∂D/∂x·(x − centre) + ∂D/∂y·(y − centre) (one evaluation), or nil where D is undefined at the centre.
    private func meanValueForm(_ k: Int, _ x: Interval, _ y: Interval, _ slopeX: Enclosure, _ slopeY: Enclosure) -> Enclosure? {
        let (xm, ym) = (x.midpoint, y.midpoint)
        let centre = difference(k, Interval(point: xm), Interval(point: ym))
        guard centre.isDefinedEverywhere else { return nil }
        return centre + slopeX * (Enclosure(x) - Enclosure(point: xm)) + slopeY * (Enclosure(y) - Enclosure(point: ym))
    }

    /// Whether every comparison of a region holds over a box: everywhere, nowhere or undecided; `refined`: a comparison
    /// left undecided is decided again with its enclosure narrowed (``refined(_:_:_:_:)``).
    func truth(_ x: Interval, _ y: Interval, refined: Bool = false) -> IntervalTruth {
        var truth = IntervalTruth.everywhere
        for k in parts.comparisons.indices {
            let zero = Enclosure(point: 0)
            let natural = difference(k, x, y)
            var holds = IntervalTruth.comparing(natural, parts.comparisons[k], zero)
            if refined && holds == .undecided { holds = IntervalTruth.comparing(self.refined(k, x, y, natural), parts.comparisons[k], zero) }
            truth = truth && holds
            if truth == .nowhere { return .nowhere }
        }
        return truth
    }

    // MARK: - Blocks

    /// A block of 2^level pixels square (less at the frame's top and right): decided whole, or quartered.
    private func decideBlock(level: Int, _ i: Int, _ r: Int) {
        let (i0, r0) = (i << level, r << level)
        let (i1, r1) = (Swift.min((i + 1) << level, grid.columns), Swift.min((r + 1) << level, grid.rows))
        let (x, y) = grid.box(i0, i1, r0, r1)
        let decided: UInt8?
        if parts.isCurve {
            decided = difference(0, x, y).excludesZero ? State.empty : nil
        } else {
            switch truth(x, y) {
            case .everywhere: decided = State.inside
            case .nowhere: decided = State.empty
            case .undecided: decided = nil
            }
        }
        if let decided {
            states.withUnsafeMutableBufferPointer { states in
                for row in r0..<r1 { states[(i0 + row * grid.columns)..<(i1 + row * grid.columns)].update(repeating: decided) }
            }
            return
        }
        for (di, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let (ci, cr) = (2 * i + di, 2 * r + dr)
            guard ci << (level - 1) < grid.columns && cr << (level - 1) < grid.rows else { continue }
            if level == 1 { pixelQueue.append(ci + cr * grid.columns) } else { nextBlocks.append((ci, cr)) }
        }
    }

    // MARK: - Vertices

    /// The point sign of comparison k's difference at grid vertex (i, r), cached for comparison 0 (a curve).
    func vertexSign(_ i: Int, _ r: Int, comparison k: Int = 0) -> Int8 {
        let index = i + r * (grid.columns + 1)
        if parts.isCurve {
            if vertexCodes[index] == PointSign.none { vertexCodes[index] = evaluatedVertexSign(i, r, k) }
            return vertexCodes[index]
        }
        if comparisonVertexSigns.isEmpty {
            comparisonVertexSigns = Array(repeating: [Int8](repeating: PointSign.none, count: vertexCodes.count), count: parts.comparisons.count)
        }
        if comparisonVertexSigns[k][index] == PointSign.none { comparisonVertexSigns[k][index] = evaluatedVertexSign(i, r, k) }
        return comparisonVertexSigns[k][index]
    }

    /// The point sign at vertex (i, r), keeping the value where the sign is certain.
    private func evaluatedVertexSign(_ i: Int, _ r: Int, _ k: Int) -> Int8 {
        let e = difference(k, Interval(point: grid.x(i)), Interval(point: grid.y(r)))
        let sign = PointSign.of(e)
        if sign == PointSign.positive || sign == PointSign.negative {
            vertexValues[(i + r * (grid.columns + 1)) * parts.comparisons.count + k] = e.lower + (e.upper - e.lower) / 2
        }
        return sign
    }

    /// Whether a region holds at grid vertex (i, r), cached.
    func vertexTruth(_ i: Int, _ r: Int) -> Int8 {
        let index = i + r * (grid.columns + 1)
        if vertexCodes[index] == PointTruth.none { vertexCodes[index] = pointTruth(grid.x(i), grid.y(r)) }
        return vertexCodes[index]
    }

    @inline(__always)
    func pointSign(_ k: Int, _ x: Double, _ y: Double) -> Int8 {
        PointSign.of(difference(k, Interval(point: x), Interval(point: y)))
    }

    @inline(__always)
    func pointTruth(_ x: Double, _ y: Double) -> Int8 {
        PointTruth.of(truth(Interval(point: x), Interval(point: y)))
    }
}
