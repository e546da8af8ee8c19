import PlotCore

// MARK: - Endpoint dots at jumps and holes (docs/architecture.md#the-drawing)

extension SVGRenderer {
    /// An endpoint dot's radius and ring, in SVG units (CSS px): as large as a marked point, so an open
    /// one reads as a ring at any zoom. Public/js/graph/plot-svg.js draws the live ones alike.
    static let endpointRadius = 4.0
    static let endpointStroke = 1.5

    /// `<g class="plot-endpoints">` over the curves, with a circle for every endpoint dot of every curve
    /// inside the frame: filled in the curve's colour where the point belongs to the curve, filled with
    /// the background where it does not (open). The hooks `data-endpoint` (`open`, `closed`),
    /// `data-curve`, `data-x`, `data-y` (the dot's coordinates as JavaScript writes them) are those of
    /// docs/hooks.md#endpoint-dots. Nothing when no dot is in the frame.
    func endpoints(_ plot: PlotDrawing) -> String {
        let v = plot.viewport
        var circles = ""
        for (index, curve) in plot.curves.enumerated() {
            let (colour, palette) = (SVGRenderer.curveColor(at: curve.colorIndex), SVGRenderer.paletteIndex(curve.colorIndex))
            for dot in curve.endpoints where v.xMin <= dot.x && dot.x <= v.xMax && v.yMin <= dot.y && dot.y <= v.yMax {
                let (x, y) = (v.pixelX(dot.x) / plot.density, v.pixelY(dot.y) / plot.density)
                circles += "<circle class=\"plot-endpoint plot-fill-\(palette) plot-stroke-\(palette)\""
                circles += " data-endpoint=\"\(dot.isOpen ? "open" : "closed")\" data-curve=\"\(index)\""
                circles += " data-x=\"\(dot.x.javaScriptText)\" data-y=\"\(dot.y.javaScriptText)\""
                circles += " cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(SVGRenderer.endpointRadius))\""
                circles += " fill=\"\(dot.isOpen ? backgroundColor : colour)\" stroke=\"\(colour)\" stroke-width=\"\(n(SVGRenderer.endpointStroke))\"/>"
            }
        }
        return circles.isEmpty ? "" : "<g class=\"plot-endpoints\">" + circles + "</g>"
    }
}
