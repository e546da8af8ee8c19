import PlotCore

/// Draws a ``PlotDrawing`` as SVG (R-SVG, R-FIGURE): axes through the origin (along the frame's edge
/// when the window does not contain it), nice ticks with labels that do not overlap, xMax / yMax at the
/// axes' ends, each curve as one `<path data-curve="i">` in its palette colour and dash pattern, shaded
/// areas, reference lines, marked points, their labels, a legend of the labelled curves, a `<title>`
/// and `<desc>`. The elements and their order are those of figures-design §3, which the live view
/// (Public/js/graph/plot-svg.js) keeps as well.
///
/// Colours are presentation attributes, so a standalone file looks right on its own while a page's
/// stylesheet (which outranks them) can restyle the classes for dark mode, even under a CSP that
/// forbids inline styles.
public struct SVGRenderer: Sendable {
    /// The first curve's colour (``curveColors``[0]): a one-curve plot's only colour.
    public var curveColor: String { SVGRenderer.curveColors[0] }

    /// Colours of the light theme.
    public var axisColor = "#8a9099"
    public var gridColor = "#e7e9ed"
    public var labelColor = "#4f5560"
    public var backgroundColor = "#ffffff"
    /// Marked points, their labels, line labels and legend labels: the page's text colour.
    public var textColor = "#16181d"
    /// Reference lines (the page's muted colour): quieter than any curve.
    public var referenceLineColor = "#5b616b"
    public var legendBorderColor = "#dde1e6"
    public var fontSize = 12.0
    /// Width of the background-coloured ring around label glyphs (half of it outside each glyph).
    public var labelHalo = 3.0
    /// Whether label groups carry `paint-order="stroke"` (the ring painted under the glyphs) as an
    /// attribute: a standalone file has no style sheet to say it. Inline SVG leaves it to the page's
    /// graph-view.css, as HTML validators do not know the SVG 2 attribute.
    var writesPaintOrder = false

    public init() {}

    /// A complete `.svg` file.
    public func standalone(_ plot: PlotDrawing) -> String {
        var renderer = self
        renderer.writesPaintOrder = true
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + renderer.element(plot) + "\n"
    }

    /// The `<svg>` element alone, for inlining into HTML.
    public func element(_ plot: PlotDrawing) -> String {
        let (w, h) = (plot.width, plot.height)
        let id = plot.idPrefix.xmlEscaped
        let classes = plot.extraClass.map { "plot-svg \($0.xmlEscaped)" } ?? "plot-svg"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(classes)\" viewBox=\"0 0 \(n(w)) \(n(h))\" width=\"\(n(w))\" height=\"\(n(h))\""
        svg += " role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\""
        svg += " font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif\" font-size=\"\(n(fontSize))\">"
        svg += "<title id=\"\(id)-title\">\(plot.description.xmlEscaped)</title>"
        svg += "<desc id=\"\(id)-desc\">\(textAlternative(plot).xmlEscaped)</desc>"
        svg += "<rect class=\"plot-background\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(backgroundColor)\"/>"
        let axes = AxesLayout(plot: plot, fontSize: fontSize)
        if plot.showsGrid, !axes.gridPath.isEmpty {
            svg += "<path class=\"plot-grid\" d=\"\(axes.gridPath)\" stroke=\"\(gridColor)\" stroke-width=\"\(n(1 / plot.density))\" fill=\"none\"/>"
        }
        // Areas under the axes, so an axis crossing a shaded region stays visible.
        svg += areas(plot)
        svg += "<path class=\"plot-axes\" d=\"\(axes.axesPath)\" stroke=\"\(axisColor)\" stroke-width=\"\(n(1 / plot.density))\" fill=\"none\"/>"
        svg += referenceLines(plot)
        for (index, curve) in plot.curves.enumerated() {
            let data = PathData.make(curve.segments, viewport: plot.viewport, density: plot.density)
            svg += "<path class=\"plot-curve plot-curve-\(index)\" data-curve=\"\(index)\" d=\"\(data)\" fill=\"none\""
            svg += " stroke=\"\(SVGRenderer.curveColor(at: curve.colorIndex))\" stroke-width=\"2\" stroke-linejoin=\"round\""
            svg += " stroke-linecap=\"round\"\(SVGRenderer.dashAttribute(curve.style))/>"
        }
        svg += markedPoints(plot)
        if plot.showsLabels {
            // Over the curve, each glyph ringed in the background colour (stroke painted first): a curve
            // passing under a label stops short of it instead of crossing it out.
            svg += "<g class=\"plot-labels\" fill=\"\(labelColor)\"\(halo)>"
            for label in axes.labels {
                let weight = label.isRangeEnd ? " font-weight=\"600\" class=\"plot-range-label\"" : ""
                svg += "<text x=\"\(n(label.x))\" y=\"\(n(label.y))\" text-anchor=\"\(label.anchor)\"\(weight)>\(plot.words.number(label.text).xmlEscaped)</text>"
            }
            svg += "</g>"
            svg += annotations(plot)
            svg += legend(plot)
        }
        svg += "</svg>"
        return svg
    }

    /// The attributes that ring label glyphs in the background colour (for axis labels and annotations alike).
    var halo: String {
        " stroke=\"\(backgroundColor)\" stroke-width=\"\(n(labelHalo))\" stroke-linejoin=\"round\""
            + (writesPaintOrder ? " paint-order=\"stroke\"" : "")
    }

    func n(_ value: Double) -> String { SVGNumber.text(value, decimals: 2) }
}
