/// A value that stands apart from a side of its curve at a jump or a hole: `{x = 2: 3, 3 − x}` at 2,
/// where both sides tend to 1, or `floor x` at 2, whose value 2 the left side (tending to 1) does not
/// reach. Where the sampling landed on such a place exactly, the points received hold (x, y) between
/// its neighbours; the ``PolylineAssembler`` takes the line off a side whose limit differs, ending it
/// at the side's limit (the open dot) instead. The same rule as Public/js/sampling/lone-values.js.
struct LoneValue: Equatable, Sendable {
    let x: Double
    let y: Double
    /// Each side's limit where the line from it must stop there (an open dot), nil where the side's
    /// limit is the value (the line joins it) or unbounded (the line stops before it).
    let leftLimit: Double?
    let rightLimit: Double?
    /// Whether the side's limit is the value, so that the line joins it.
    let joinsLeft: Bool
    let joinsRight: Bool
}

extension Array where Element == LoneValue {
    /// The lone value at `point`, or nil: the polyline assembler breaks its lines there
    /// (``PolylineAssembler``: the line from a side whose limit differs ends at that limit, the open dot).
    func loneValue(at point: Point) -> LoneValue? {
        first { $0.x == point.x && $0.y == point.y && !($0.joinsLeft && $0.joinsRight) }
    }
}
