import PlotCore
import PlotSVG

/// Implicit curves and regions of a figure (docs/manifest.md#implicit-curves-and-regions), drawn at build time as the
/// live view draws them when fully refined: pixel by pixel where interval arithmetic proves them
/// (docs/sampling.md#certified-drawing), at the parameters' values.
extension PlotRendering {
    /// Every curve's segments, endpoint dots and, for a relation, its shading.
    typealias Sampled = (segments: [[Segment]], endpoints: [[Endpoint]], shadings: [ImplicitShading?])

    /// A relation's line (or a region's boundary that belongs to it), its isolated points as dots, and its shading.
    static func implicitParts(_ relation: Relation, _ plot: PlotEntry, in viewport: Viewport) -> ([Segment], [Endpoint], ImplicitShading?) {
        let drawing = ImplicitDrawing.of(relation, parameters: plot.parameters.values.filter { relation.declaredParameters.contains($0.key) },
                                         in: viewport)
        let parts = ImplicitShading.curveParts(of: drawing, relation: relation, in: viewport)
        return (parts.segments, parts.endpoints, parts.shading)
    }
}
