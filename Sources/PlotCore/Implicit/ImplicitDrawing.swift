/// What the certified drawing of a relation found (docs/sampling.md#certified-drawing), in a viewport's device pixels.
///
/// Pixel rows are counted from the top, as on screen. Every pixel is decided — crossed by the curve or not, inside the
/// region, outside it or on its boundary — or reported as undecided, never guessed.
public enum ImplicitDrawing: Sendable {
    case curve(ImplicitCurve)
    case region(ImplicitRegion)

    /// The pixels no proof decided within the budget: the page stipples them and counts them.
    public var undecided: PixelRuns {
        switch self {
        case .curve(let curve): return curve.undecided
        case .region(let region): return region.undecided
        }
    }
}

/// An implicit curve: the pixels it crosses and the lines and dots drawn through them.
public struct ImplicitCurve: Sendable {
    /// Polylines in data coordinates through the crossed pixels: each piece runs between two points of the curve on a
    /// pixel's edges (located to 1/1024 px), so no drawn point is farther than the pixel's chord from the curve.
    public var segments: [Segment]
    /// Points of the curve in crossed pixels where no line is drawn: isolated points (`x² + y² = 0`), and crossings
    /// proved inside a pixel whose corners do not show them.
    public var dots: [Point]
    /// The pixels the curve is proved to cross.
    public var crossed: PixelRuns
    public var undecided: PixelRuns
}

/// A region: the pixels wholly inside it, those its boundary crosses, and the boundary's lines.
public struct ImplicitRegion: Sendable {
    /// The pixels where every comparison holds at every point: shaded.
    public var inside: PixelRuns
    /// The pixels proved to hold points inside and points outside the region.
    public var boundary: PixelRuns
    public var undecided: PixelRuns
    /// Each comparison's curve (left = right) where it bounds the region, in the boundary pixels.
    public var edges: [RegionEdge]
}

/// The part of one comparison's curve that bounds a region: dashed for `<` and `>` (the boundary is not in the region),
/// solid for `≤` and `≥`.
public struct RegionEdge: Sendable {
    public var comparison: Comparison
    public var segments: [Segment]
    /// Whether the boundary is left out of the region (`<`, `>`).
    public var isStrict: Bool { comparison == .less || comparison == .greater }
}

/// Pixels of one kind as runs along rows: row counted from the top, the first column, how many.
public struct PixelRuns: Equatable, Sendable {
    public struct Run: Equatable, Sendable {
        public var row: Int
        public var column: Int
        public var count: Int

        public init(row: Int, column: Int, count: Int) {
            (self.row, self.column, self.count) = (row, column, count)
        }
    }

    public var runs: [Run]

    public init(runs: [Run] = []) {
        self.runs = runs
    }

    /// How many pixels.
    public var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// Whether the pixel at `column`, `row` (from the top) is among them.
    public func contains(column: Int, row: Int) -> Bool {
        runs.contains { $0.row == row && column >= $0.column && column < $0.column + $0.count }
    }
}

/// A rectangle of pixels still to decide in a drawing that is not finished: columns `column ..< column + width`, rows
/// (from the top) `row ..< row + height`.
public struct PixelBlock: Equatable, Sendable {
    public var column, row, width, height: Int
}
