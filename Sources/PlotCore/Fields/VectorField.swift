/// A vector field (P(x, y), Q(x, y)) in a frame (docs/sampling.md#slope-and-vector-fields): in each cell of its
/// ``FieldGrid`` an arrow centred on the centre, pointing along the vector there, the same length on screen whatever
/// its magnitude, which its shade tells instead: ``shades`` shades from the weakest magnitude in the frame to the
/// strongest. A zero vector is a dot; where P or Q is undefined or infinite the cell stays empty. Written twice, line
/// for line: Public/js/fields/vector-field.js.
public enum VectorField {
    /// How many shades the arrows take.
    public static let shades = SharedFields.fieldShades
    /// An arrowhead's wings, as a share of the arrow's length, and the cosine and sine of their angle to the shaft (28°,
    /// written as numbers so that both languages use the same doubles).
    static let headShare = 0.3
    static let headCos = 0.883
    static let headSin = 0.469

    /// One cell's mark.
    public struct Arrow: Sendable, Equatable {
        /// Tail, tip and the two ends of the head's wings, in data units; for a zero vector, the centre alone (a dot).
        public var points: [Point]
        /// The vector's length |(P, Q)| in data units.
        public var magnitude: Double
    }

    /// A field's arrows in a frame, and the range of their magnitudes (nil where no cell has an arrow).
    public struct Drawing: Sendable, Equatable {
        public var arrows: [Arrow]
        public var magnitudes: (low: Double, high: Double)?

        public static func == (a: Drawing, b: Drawing) -> Bool {
            a.arrows == b.arrows && a.magnitudes?.low == b.magnitudes?.low && a.magnitudes?.high == b.magnitudes?.high
        }

        /// An arrow's shade, 0 (the weakest) to ``shades`` − 1: its magnitude's place between the lowest and the highest in
        /// the frame, in equal steps; the top shade where all are equal.
        public func shade(of arrow: Arrow) -> Int {
            guard let (low, high) = magnitudes, high > low else { return VectorField.shades - 1 }
            let step = ((arrow.magnitude - low) / (high - low) * Double(VectorField.shades)).rounded(.down)
            return Swift.min(VectorField.shades - 1, Swift.max(0, Int(step)))
        }
    }

    /// The arrows of (p, q) at the parameters' `values` over `grid`, row by row from the lowest, each left to right.
    public static func drawing(of p: FieldExpression, _ q: FieldExpression, parameters values: [Character: Double],
                               grid: FieldGrid) -> Drawing {
        var arrows: [Arrow] = []
        for y in grid.ys {
            let (fp, fq) = (p.row(at: y, parameters: values), q.row(at: y, parameters: values))
            for x in grid.xs {
                if let arrow = arrow(fp(x), fq(x), at: x, y, grid) { arrows.append(arrow) }
            }
        }
        let magnitudes = arrows.map(\.magnitude)
        return Drawing(arrows: arrows, magnitudes: magnitudes.min().map { ($0, magnitudes.max()!) })
    }

    /// The arrow of the vector (p, q) centred at (x, y); nil where either is not finite.
    public static func arrow(_ p: Double, _ q: Double, at x: Double, _ y: Double, _ grid: FieldGrid) -> Arrow? {
        guard p.isFinite, q.isFinite else { return nil }
        let largest = Swift.max(Swift.abs(p), Swift.abs(q))
        if largest == 0 { return Arrow(points: [Point(x: x, y: y)], magnitude: 0) }
        let (a, b) = (p / largest, q / largest)
        let magnitude = largest * (a * a + b * b).squareRoot()
        guard let (ux, uy) = grid.screenDirection(a, b) else { return nil }
        let half = grid.halfMark
        let head = headShare * 2 * half
        let (tipX, tipY) = (half * ux, half * uy)
        let (backX, backY) = (-ux * head, -uy * head)
        let left = (tipX + backX * headCos - backY * headSin, tipY + backX * headSin + backY * headCos)
        let right = (tipX + backX * headCos + backY * headSin, tipY - backX * headSin + backY * headCos)
        return Arrow(points: [grid.offset(x, y, -tipX, -tipY), grid.offset(x, y, tipX, tipY),
                              grid.offset(x, y, left.0, left.1), grid.offset(x, y, right.0, right.1)],
                     magnitude: magnitude)
    }
}
