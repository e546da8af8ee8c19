/// The grid a slope or vector field is drawn on in a frame (docs/sampling.md#slope-and-vector-fields): square cells
/// ``cell`` CSS px wide whose centres stand at whole multiples of the cell's size in data units, so that panning moves
/// the marks with the graph and only a zoom lays them afresh. Written twice, line for line: Public/js/fields/field-grid.js.
public struct FieldGrid: Sendable, Equatable {
    /// A cell's side in CSS px.
    public static let cell = Double(SharedFields.fieldCell)
    /// A mark's length on screen, as a share of a cell.
    public static let markShare = SharedFields.fieldMarkShare
    /// The most cells a frame draws; beyond it (a frame thousands of cells wide) it draws none.
    public static let cellsMax = Double(SharedFields.fieldCellsMax)

    /// CSS px per data unit along x and along y.
    public let pixelsPerX: Double
    public let pixelsPerY: Double
    /// A cell's size in data units along x and along y.
    public let cellX: Double
    public let cellY: Double
    /// The cells' centres in the frame, ascending: column and row coordinates.
    public let xs: [Double]
    public let ys: [Double]

    /// The grid of `viewport` (its width and height in device px) at `density` device px per CSS px.
    public init(_ viewport: Viewport, density: Double) {
        pixelsPerX = viewport.width / density / (viewport.xMax - viewport.xMin)
        pixelsPerY = viewport.height / density / (viewport.yMax - viewport.yMin)
        let (cellX, cellY) = (FieldGrid.cell / pixelsPerX, FieldGrid.cell / pixelsPerY)
        (self.cellX, self.cellY) = (cellX, cellY)
        let columns = FieldGrid.multiples(of: cellX, from: viewport.xMin, to: viewport.xMax)
        let rows = FieldGrid.multiples(of: cellY, from: viewport.yMin, to: viewport.yMax)
        guard let columns, let rows, columns.count * rows.count <= FieldGrid.cellsMax else {
            (xs, ys) = ([], [])
            return
        }
        xs = (0..<Int(columns.count)).map { (columns.first + Double($0)) * cellX }
        ys = (0..<Int(rows.count)).map { (rows.first + Double($0)) * cellY }
    }

    /// Half a mark's length, in CSS px.
    public var halfMark: Double { FieldGrid.markShare * FieldGrid.cell / 2 }

    /// The first k with k·size ≥ low and how many such k up to high; nil where there is none, or where k would be too
    /// large for whole doubles to count (a frame far out, at a depth no view reaches).
    static func multiples(of size: Double, from low: Double, to high: Double) -> (first: Double, count: Double)? {
        let first = (low / size).rounded(.up)
        let last = (high / size).rounded(.down)
        guard first.isFinite, last.isFinite, Swift.abs(first) < 0x1p52, Swift.abs(last) < 0x1p52, last >= first,
              last - first + 1 <= FieldGrid.cellsMax else { return nil }
        return (first, last - first + 1)
    }

    /// A point `dx`, `dy` CSS px (dy upwards) from (x, y), in data units.
    func offset(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double) -> Point {
        Point(x: x + dx / pixelsPerX, y: y + dy / pixelsPerY)
    }

    /// The unit vector on screen (y upwards) of the direction (a, b) in data units, scaled first so that no square
    /// overflows; nil for no direction (both 0, or not finite). Square roots, not `hypot`: the same doubles as node's.
    func screenDirection(_ a: Double, _ b: Double) -> (x: Double, y: Double)? {
        let (sx, sy) = (a * pixelsPerX, b * pixelsPerY)
        let largest = Swift.max(Swift.abs(sx), Swift.abs(sy))
        guard largest > 0, largest.isFinite else { return nil }
        let (u, v) = (sx / largest, sy / largest)
        let length = (u * u + v * v).squareRoot()
        return (u / length, v / length)
    }
}
