import PlotCore

/// Every fuzz input read as relations (docs/language.md#relations), by the expression fuzzer: as written, as an equation
/// (`INPUT = y`) and as an inequality (`INPUT < y`). Each relation that reads describes to a text that reads back to the
/// same description, and its certified drawing (docs/sampling.md#certified-drawing) over a small frame decides or counts
/// every pixel, draws only inside the frame, and ends within its budget.
func checkRelations(_ text: String) {
    for source in [text, "\(text) = y", "\(text) < y"] {
        guard let relation = try? Relation(source) else { continue }
        let described = relation.description
        guard let again = try? Relation(described) else {
            fatalError("the description \(described.debugDescription) of the relation \(source.debugDescription) does not read")
        }
        if again.description != described {
            fatalError("the relation \(source.debugDescription) describes as \(described.debugDescription), which describes as \(again.description.debugDescription)")
        }
        draw(relation, source)
    }
}

/// The drawing of `relation` in 12 × 8 pixels over −2 … 2 × −1 … 1: every pixel in exactly one state, points in the frame.
private func draw(_ relation: Relation, _ source: String) {
    guard let viewport = try? Viewport(xMin: -2, xMax: 2, yMin: -1, yMax: 1, width: 12, height: 8) else { return }
    let inFrame = { (point: Point) in
        let (dx, dy) = (1e-9 * 4, 1e-9 * 2)
        return point.x >= -2 - dx && point.x <= 2 + dx && point.y >= -1 - dy && point.y <= 1 + dy
    }
    switch ImplicitDrawing.of(relation, in: viewport) {
    case .curve(let curve):
        let points = curve.segments.flatMap { $0 } + curve.dots
        if let point = points.first(where: { !inFrame($0) }) {
            fatalError("the curve \(source.debugDescription) is drawn at \(point), outside its frame")
        }
        if curve.crossed.count + curve.undecided.count > 96 {
            fatalError("the curve \(source.debugDescription) has more than the frame's 96 pixels crossed or undecided")
        }
    case .region(let region):
        if region.inside.count + region.boundary.count + region.undecided.count > 96 {
            fatalError("the region \(source.debugDescription) has more than the frame's 96 pixels inside, on its boundary or undecided")
        }
        if let point = region.edges.flatMap({ $0.segments.flatMap { $0 } }).first(where: { !inFrame($0) }) {
            fatalError("the region \(source.debugDescription) has its boundary at \(point), outside its frame")
        }
    }
}
