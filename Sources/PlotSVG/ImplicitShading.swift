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

    public init(relation: String, inside: PixelRuns = PixelRuns(), undecided: PixelRuns = PixelRuns(), strictSegments: [Segment] = []) {
        self.relation = relation
        self.inside = inside
        self.undecided = undecided
        self.strictSegments = strictSegments
    }
}

extension PlotDrawing {
    /// A plot of one relation as its certified drawing found it (`plotsite sample --implicit --format svg`): an
    /// equation's curve through the pixels it crosses, its isolated points as filled dots; a region's pixels shaded,
    /// its boundary solid for `≤` and `≥`, dashed for `<` and `>`; undecided pixels grey.
    public init(relation: Relation, drawing: ImplicitDrawing, viewport: Viewport) {
        var curve: Curve
        switch drawing {
        case .curve(let drawn):
            curve = Curve(expression: relation.description, segments: drawn.segments,
                          endpoints: drawn.dots.map { Endpoint(x: $0.x, y: $0.y, isOpen: false) })
            curve.implicit = ImplicitShading(relation: relation.description, undecided: drawn.undecided)
        case .region(let region):
            let (strict, kept) = (region.edges.filter(\.isStrict), region.edges.filter { !$0.isStrict })
            curve = Curve(expression: relation.description, segments: kept.flatMap(\.segments))
            curve.implicit = ImplicitShading(relation: relation.description, inside: region.inside, undecided: region.undecided,
                                             strictSegments: strict.flatMap(\.segments))
        }
        self.init(description: relation.description, viewport: viewport, curves: [curve])
    }
}
