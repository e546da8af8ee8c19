import PlotCore

/// The drawn curves as label placement asks about them (docs/site.md#labels): their pieces (the
/// straight lines between consecutive points) clipped to the frame, in SVG units, and their turning
/// points. Pieces and turning points are kept in columns by x, so a question about a box looks only at
/// those under it: a frame of a few thousand pieces answers a label's question from a few dozen.
/// Public/js/graph/curve-index.js is a line-for-line port, so both answer with the same doubles.
struct CurveIndex {
    /// Width of a column, SVG units.
    static let columnWidth = 16.0
    /// A curve turns where it comes back by more than this (SVG units) from its highest or lowest point
    /// since it last turned: wiggles of rounding error are no turning point.
    static let turnDepth = 1.0

    let width: Double
    let height: Double
    /// x1, y1, x2, y2 of each piece, clipped to the frame.
    private var pieces: [Double] = []
    /// The first column each piece lies in.
    private var firstColumns: [Int] = []
    /// x, y of each turning point inside the frame.
    private var turns: [Double] = []
    /// Per column, the pieces and the turning points in it.
    private var pieceColumns: [[Int]]
    private var turnColumns: [[Int]]

    /// An index of polylines given as `[x0, y0, x1, y1, …]` in SVG units, for a frame of this size.
    init(polylines: [[Double]], width: Double, height: Double) {
        self.width = width
        self.height = height
        let count = max(1, Int((width / CurveIndex.columnWidth).rounded(.up)))
        pieceColumns = Array(repeating: [], count: count)
        turnColumns = Array(repeating: [], count: count)
        let frame = LabelBox(left: 0, top: 0, right: width, bottom: height)
        for line in polylines where line.count >= 2 {
            if line.count == 2 { add(line[0], line[1], line[0], line[1], frame: frame) }
            var i = 2
            while i + 1 < line.count {
                add(line[i - 2], line[i - 1], line[i], line[i + 1], frame: frame)
                i += 2
            }
            addTurningPoints(of: line, frame: frame)
        }
    }

    /// An index of a drawing's curves, as its SVG draws them.
    init(_ plot: PlotDrawing) {
        let v = plot.viewport
        let polylines = plot.curves.flatMap(\.segments).map { segment in
            segment.flatMap { [v.pixelX($0.x) / plot.density, v.pixelY($0.y) / plot.density] }
        }
        self.init(polylines: polylines, width: plot.width, height: plot.height)
    }

    /// How far the nearest curve passes from `box`: 0 when one crosses it, `limit` when none comes closer.
    func distance(from box: LabelBox, upTo limit: Double) -> Double {
        var nearest = limit
        forEachPiece(under: box.inflated(by: limit)) { x1, y1, x2, y2 in
            nearest = min(nearest, CurveIndex.distance(x1, y1, x2, y2, box))
        }
        return nearest
    }

    /// How much curve is drawn inside `box`: the length of its pieces there, SVG units.
    func length(inside box: LabelBox) -> Double {
        var total = 0.0
        forEachPiece(under: box) { x1, y1, x2, y2 in
            guard let (t0, t1) = CurveIndex.clip(x1, y1, x2, y2, to: box) else { return }
            let (dx, dy) = (x2 - x1, y2 - y1)
            total += (dx * dx + dy * dy).squareRoot() * (t1 - t0)
        }
        return total
    }

    /// Whether a curve turns (has a local highest or lowest point) inside `box`.
    func hasTurningPoint(inside box: LabelBox) -> Bool {
        for column in columns(from: box.left, to: box.right) {
            for turn in turnColumns[column] where box.contains(x: turns[2 * turn], y: turns[2 * turn + 1]) {
                return true
            }
        }
        return false
    }

    // MARK: - Building

    private mutating func add(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, frame: LabelBox) {
        // A sampler's point is finite; anything else is no curve.
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite,
              let (t0, t1) = CurveIndex.clip(x1, y1, x2, y2, to: frame) else { return }
        let (dx, dy) = (x2 - x1, y2 - y1)
        let (a, b) = ((x1 + dx * t0, y1 + dy * t0), (x1 + dx * t1, y1 + dy * t1))
        let index = firstColumns.count
        let first = column(of: min(a.0, b.0))
        pieces += [a.0, a.1, b.0, b.1]
        firstColumns.append(first)
        for c in first...column(of: max(a.0, b.0)) { pieceColumns[c].append(index) }
    }

    /// Records the turning points of one polyline inside the frame: where it comes back by more than
    /// ``turnDepth`` from its lowest (or highest) point on screen since it last turned. Its two ends are
    /// no turning point. (SVG's y grows downwards: the lowest point on screen has the largest y.)
    private mutating func addTurningPoints(of line: [Double], frame: LabelBox) {
        var lowest = 0, highest = 0
        // +1 while the curve goes down the screen, −1 while it goes up, 0 until it has moved by turnDepth.
        var heading = 0
        for i in 1..<(line.count / 2) {
            let y = line[2 * i + 1]
            if y > line[2 * lowest + 1] { lowest = i }
            if y < line[2 * highest + 1] { highest = i }
            if heading >= 0, y < line[2 * lowest + 1] - CurveIndex.turnDepth {
                if heading > 0 { addTurn(line, lowest, frame: frame) }
                heading = -1
                highest = i
            } else if heading <= 0, y > line[2 * highest + 1] + CurveIndex.turnDepth {
                if heading < 0 { addTurn(line, highest, frame: frame) }
                heading = 1
                lowest = i
            }
        }
    }

    private mutating func addTurn(_ line: [Double], _ i: Int, frame: LabelBox) {
        let (x, y) = (line[2 * i], line[2 * i + 1])
        guard frame.contains(x: x, y: y) else { return }
        turnColumns[column(of: x)].append(turns.count / 2)
        turns += [x, y]
    }

    // MARK: - Queries

    /// The column x lies in; the first for NaN.
    private func column(of x: Double) -> Int {
        let column = (x / CurveIndex.columnWidth).rounded(.down), last = pieceColumns.count - 1
        return column >= Double(last) ? last : column > 0 ? Int(column) : 0
    }

    private func columns(from left: Double, to right: Double) -> ClosedRange<Int> {
        column(of: left)...column(of: right)
    }

    /// Calls `body` once for each piece in the columns from `box.left` to `box.right`.
    private func forEachPiece(under box: LabelBox, _ body: (Double, Double, Double, Double) -> Void) {
        let range = columns(from: box.left, to: box.right)
        for column in range {
            for piece in pieceColumns[column] where max(firstColumns[piece], range.lowerBound) == column {
                body(pieces[4 * piece], pieces[4 * piece + 1], pieces[4 * piece + 2], pieces[4 * piece + 3])
            }
        }
    }

    /// The part of the line from (x1, y1) to (x2, y2) inside `box` (edges included), as the fractions
    /// t0 ≤ t1 of the way along it (Liang–Barsky); nil when none is.
    static func clip(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to box: LabelBox) -> (Double, Double)? {
        let (dx, dy) = (x2 - x1, y2 - y1)
        var (t0, t1) = (0.0, 1.0)
        for (p, q) in [(-dx, x1 - box.left), (dx, box.right - x1), (-dy, y1 - box.top), (dy, box.bottom - y1)] {
            if p == 0 {
                if q < 0 { return nil }
            } else if p < 0 {
                let r = q / p
                if r > t1 { return nil }
                if r > t0 { t0 = r }
            } else {
                let r = q / p
                if r < t0 { return nil }
                if r < t1 { t1 = r }
            }
        }
        return (t0, t1)
    }

    /// The distance between the line from (x1, y1) to (x2, y2) and a box: 0 where they meet, else the
    /// nearest of an end to the box and of the box's corners to the line.
    static func distance(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ box: LabelBox) -> Double {
        if clip(x1, y1, x2, y2, to: box) != nil { return 0 }
        var nearest = min(pointDistance(x1, y1, box), pointDistance(x2, y2, box))
        for (x, y) in [(box.left, box.top), (box.right, box.top), (box.left, box.bottom), (box.right, box.bottom)] {
            nearest = min(nearest, segmentDistance(x, y, x1, y1, x2, y2))
        }
        return nearest
    }

    private static func pointDistance(_ x: Double, _ y: Double, _ box: LabelBox) -> Double {
        let dx = max(box.left - x, 0, x - box.right)
        let dy = max(box.top - y, 0, y - box.bottom)
        return (dx * dx + dy * dy).squareRoot()
    }

    private static func segmentDistance(_ x: Double, _ y: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        let (dx, dy) = (x2 - x1, y2 - y1)
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : min(max(((x - x1) * dx + (y - y1) * dy) / length, 0), 1)
        let (ex, ey) = (x - x1 - t * dx, y - y1 - t * dy)
        return (ex * ex + ey * ey).squareRoot()
    }
}
