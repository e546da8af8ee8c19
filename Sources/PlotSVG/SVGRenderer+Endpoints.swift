import PlotCore

// MARK: - Endpoint dots at jumps and holes (docs/architecture.md#the-drawing)

extension SVGRenderer {
    /// An endpoint dot's radius and ring, in SVG units (CSS px): as large as a marked point, so an open
    /// one reads as a ring at any zoom. Public/js/graph/plot-svg.js draws the live ones alike.
    static let endpointRadius = 4.0
    static let endpointStroke = 1.5

    /// `<g class="plot-endpoints">` over the curves, with a circle for every endpoint dot of every curve
    /// inside the frame: filled in the curve's colour where the point belongs to the curve, filled with
    /// the background where it does not (open). Each curve's circles are in a group of their own that
    /// gives them its colour (`g.plot-fill-i.plot-stroke-i` with `fill` and `stroke`); the ring's width
    /// is the layer's. The hooks `data-endpoint` (`open`, `closed`), `data-curve`, `data-x`, `data-y`
    /// (the dot's coordinates as JavaScript writes them) are each circle's, those of docs/hooks.md#endpoint-dots
    /// (without ``PlotDrawing/endpointData`` only `data-endpoint`, which the stylesheet reads); its centre is
    /// written as a curve's points are (``PathData/decimals(density:)``).
    /// Nothing when no dot is in the frame.
    func endpoints(_ plot: PlotDrawing) -> String {
        let v = plot.viewport
        let decimals = PathData.decimals(density: plot.density)
        var layers = ""
        for (index, curve) in plot.curves.enumerated() {
            var circles = ""
            for dot in curve.endpoints where v.xMin <= dot.x && dot.x <= v.xMax && v.yMin <= dot.y && dot.y <= v.yMax {
                let (x, y) = (v.pixelX(dot.x) / plot.density, v.pixelY(dot.y) / plot.density)
                circles += "<circle class=\"plot-endpoint\" data-endpoint=\"\(dot.isOpen ? "open" : "closed")\""
                if plot.endpointData {
                    circles += " data-curve=\"\(index)\" data-x=\"\(dot.x.javaScriptText)\" data-y=\"\(dot.y.javaScriptText)\""
                }
                circles += " cx=\"\(SVGNumber.text(x, decimals: decimals))\" cy=\"\(SVGNumber.text(y, decimals: decimals))\" r=\"\(n(SVGRenderer.endpointRadius))\""
                circles += dot.isOpen ? " fill=\"\(backgroundColor)\"/>" : "/>"
            }
            guard !circles.isEmpty else { continue }
            let (colour, palette) = (SVGRenderer.curveColor(at: curve.colorIndex), SVGRenderer.paletteIndex(curve.colorIndex))
            layers += "<g class=\"plot-fill-\(palette) plot-stroke-\(palette)\" fill=\"\(colour)\" stroke=\"\(colour)\">" + circles + "</g>"
        }
        return layers.isEmpty ? "" : "<g class=\"plot-endpoints\" stroke-width=\"\(n(SVGRenderer.endpointStroke))\">" + layers + "</g>"
    }
}
