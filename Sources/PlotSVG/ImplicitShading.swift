import PlotCore

/// What a relation's certified drawing (docs/sampling.md#certified-drawing) adds to its curve's segments: the relation
/// the text alternative reads, the pixels a region shades, those no proof decided, and the boundary left out of the
/// region. The curve's segments are its equation's line, or the boundary that belongs to the region (`≤`, `≥`).
public struct ImplicitShading: Sendable {
    /// The relation as it re-reads (`x² + y² ≤ 4`): the text alternative names the curve by it, not as y = ….
    public var relation: String
    /// The pixels wholly inside the region, shaded in the curve's colour; none for an equation's curve.
    public var inside: PixelRuns
    /// The pixels no proof decided within the budget: drawn grey, never guessed.
    public var undecided: PixelRuns
    /// The boundary of `<` and `>`, which is not in the region: drawn dashed.
    public var strictSegments: [Segment]
    /// Whether the relation is a region (inequalities) rather than an equation's curve: the text alternative says which.
    public var isRegion: Bool

    public init(relation: String, inside: PixelRuns = PixelRuns(), undecided: PixelRuns = PixelRuns(), strictSegments: [Segment] = [],
                isRegion: Bool = false) {
        self.relation = relation
        self.isRegion = isRegion
        self.inside = inside
        self.undecided = undecided
        self.strictSegments = strictSegments
    }
}

extension ImplicitShading {
    /// What a curve of a drawing of `viewport` gets from a relation's certified drawing: an equation's line, and its dots
    /// (isolated points, a curve grazing a pixel) as pieces of no length, which the line's round caps draw as dots of its
    /// width; a region's boundary that belongs to it (`≤`, `≥`) as the line, the rest as the shading's. Lines keep only
    /// the points that ``pictureLines(_:in:)`` keeps.
    public static func curveParts(of drawing: ImplicitDrawing, relation: Relation, in viewport: Viewport)
        -> (segments: [Segment], endpoints: [Endpoint], shading: ImplicitShading) {
        switch drawing {
        case .curve(let drawn):
            return (pictureLines(drawn.segments, in: viewport) + drawn.dots.map { [$0, $0] }, [],
                    ImplicitShading(relation: relation.description, undecided: drawn.undecided))
        case .region(let region):
            let (strict, kept) = (region.edges.filter(\.isStrict), region.edges.filter { !$0.isStrict })
            return (pictureLines(kept.flatMap(\.segments), in: viewport), [],
                    ImplicitShading(relation: relation.description, inside: region.inside, undecided: region.undecided,
                                    strictSegments: pictureLines(strict.flatMap(\.segments), in: viewport), isRegion: true))
        }
    }

    /// The lines of a certified drawing as they are drawn: a line has a point on the edge of every pixel it crosses,
    /// steps of a fraction of a pixel; each keeps only the points a straight line would not replace to within
    /// ``SharedDrawing/pictureLineTolerancePx`` device pixels (``PathData/keptOutlinePoints(_:_:tolerance:)``), an
    /// invisible change that leaves the path a fraction of its length. Public/js/implicit/live-implicit.js `pictureLines`
    /// keeps the same points.
    static func pictureLines(_ lines: [Segment], in viewport: Viewport) -> [Segment] {
        lines.map { line in
            let kept = PathData.keptOutlinePoints(line.map { viewport.pixelX($0.x) }, line.map { viewport.pixelY($0.y) },
                                                  tolerance: SharedDrawing.pictureLineTolerancePx)
            return kept.map { line[$0] }
        }
    }
}

extension PlotDrawing {
    /// A plot of one relation as its certified drawing found it (`plotsite sample --implicit --format svg`): an
    /// equation's curve through the pixels it crosses, its isolated points as dots of the line's width; a region's pixels shaded,
    /// its boundary solid for `≤` and `≥`, dashed for `<` and `>`; undecided pixels stippled.
    public init(relation: Relation, drawing: ImplicitDrawing, viewport: Viewport) {
        let parts = ImplicitShading.curveParts(of: drawing, relation: relation, in: viewport)
        var curve = Curve(expression: relation.description, segments: parts.segments, endpoints: parts.endpoints)
        curve.implicit = parts.shading
        self.init(description: relation.description, viewport: viewport, curves: [curve])
    }
}
