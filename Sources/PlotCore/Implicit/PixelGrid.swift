/// The device pixels of a viewport as boxes of x and y (docs/sampling.md#certified-drawing): column i spans
/// x(i) … x(i + 1) and row r, counted from the bottom, y(r) … y(r + 1). The edges are computed once per index, so
/// neighbouring pixels share theirs to the last bit, in Swift and JS alike.
struct PixelGrid: Sendable {
    let xMin, xMax, yMin, yMax: Double
    let columns, rows: Int

    init(_ viewport: Viewport) {
        (xMin, xMax, yMin, yMax) = (viewport.xMin, viewport.xMax, viewport.yMin, viewport.yMax)
        columns = Swift.max(1, Int(viewport.width.rounded()))
        rows = Swift.max(1, Int(viewport.height.rounded()))
    }

    /// The x of the edge left of column i (0 … columns).
    @inline(__always)
    func x(_ i: Int) -> Double { i == columns ? xMax : xMin + (xMax - xMin) * Double(i) / Double(columns) }

    /// The y of the edge below row r (0 … rows), counted from the bottom.
    @inline(__always)
    func y(_ r: Int) -> Double { r == rows ? yMax : yMin + (yMax - yMin) * Double(r) / Double(rows) }

    /// The box of the pixels of columns `i0..<i1` and rows `r0..<r1`.
    @inline(__always)
    func box(_ i0: Int, _ i1: Int, _ r0: Int, _ r1: Int) -> (Interval, Interval) {
        (Interval(x(i0), x(i1)), Interval(y(r0), y(r1)))
    }
}
