/// A slope field dy/dx = f(x, y) in a frame (docs/sampling.md#slope-and-vector-fields): in each cell of its
/// ``FieldGrid`` a segment through the centre with the slope there, the same length on screen whatever its slope (so a
/// slope of 1 looks like 45° only where the axes are equal). Where f is undefined the cell stays empty; where it is
/// infinite, or so steep that the screen cannot tell it from vertical, the segment is vertical. Written twice, line for
/// line: Public/js/fields/slope-field.js.
public enum SlopeField {
    /// The segments of `slope` (f at its parameters' `values`) over `grid`, row by row from the lowest, each left to right.
    public static func segments(of slope: FieldExpression, parameters values: [Character: Double], grid: FieldGrid) -> [Segment] {
        grid.ys.flatMap { y in
            let f = slope.row(at: y, parameters: values)
            return grid.xs.compactMap { x in segment(slope: f(x), at: x, y, grid) }
        }
    }

    /// The segment of slope `s` centred at (x, y); nil where `s` is NaN.
    public static func segment(slope s: Double, at x: Double, _ y: Double, _ grid: FieldGrid) -> Segment? {
        if s.isNaN { return nil }
        let half = grid.halfMark
        // Infinite, or beyond the doubles on screen: vertical.
        let direction = s.isFinite ? grid.screenDirection(1, s) : nil
        let (dx, dy) = direction.map { (half * $0.x, half * $0.y) } ?? (0, half)
        return [grid.offset(x, y, -dx, -dy), grid.offset(x, y, dx, dy)]
    }
}
