import PlotCore

/// Draws a ``PlotDrawing`` as SVG (docs/architecture.md#the-drawing): axes through the origin (along the frame's edge
/// when the window does not contain it), nice ticks with labels that do not overlap, xMax / yMax at the
/// axes' ends, each curve as one `<path data-curve="i">` in its palette colour and dash pattern, shaded
/// areas, reference lines, marked points, their labels, a legend of the labelled curves, a `<title>`
/// and `<desc>`. The elements and their order are those of docs/architecture.md#the-drawing, which the live view
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
    /// Whether a legend that finds no free corner goes below the drawing (a standalone file, which has
    /// no list of the curves beside it), rather than being hidden.
    var putsCrowdedLegendBelow = false

    public init() {}

    /// A complete `.svg` file. A legend that finds no free corner goes below the drawing.
    public func standalone(_ plot: PlotDrawing) -> String {
        var renderer = self
        renderer.writesPaintOrder = true
        renderer.putsCrowdedLegendBelow = true
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + renderer.element(plot) + "\n"
    }

    /// The `<svg>` element alone, for inlining into HTML. A legend that finds no free corner is
    /// written hidden: the page lists the curves under the graph, and the live view shows it once a
    /// corner is free.
    public func element(_ plot: PlotDrawing) -> String {
        let (w, h) = (plot.width, plot.height)
        let curves = plot.showsLabels ? CurveIndex(plot) : nil
        let axes = AxesLayout(plot: plot, fontSize: fontSize, curves: curves)
        let legend = plot.showsLabels ? legendLayout(plot) : nil
        let placement = curves.map { LabelPlacement(scene(plot, axes: axes, legend: legend, curves: $0)) }
        // The legend below the drawing adds its height and a margin above and below it.
        let below = putsCrowdedLegendBelow && legend != nil && placement?.legend == nil
        let height = below ? h + (legend?.height ?? 0) + 2 * LabelPlacement.legendInset : h
        let id = plot.idPrefix.xmlEscaped
        let classes = plot.extraClass.map { "plot-svg \($0.xmlEscaped)" } ?? "plot-svg"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(classes)\" viewBox=\"0 0 \(n(w)) \(n(height))\" width=\"\(n(w))\" height=\"\(n(height))\""
        svg += " role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\""
        svg += " font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif\" font-size=\"\(n(fontSize))\">"
        svg += "<title id=\"\(id)-title\">\(plot.description.xmlEscaped)</title>"
        svg += "<desc id=\"\(id)-desc\">\(textAlternative(plot).xmlEscaped)</desc>"
        svg += "<rect class=\"plot-background\" width=\"\(n(w))\" height=\"\(n(height))\" fill=\"\(backgroundColor)\"/>"
        if plot.showsGrid, !axes.gridPath.isEmpty {
            svg += "<path class=\"plot-grid\" d=\"\(axes.gridPath)\" stroke=\"\(gridColor)\" stroke-width=\"\(n(1 / plot.density))\" fill=\"none\"/>"
        }
        // Areas under the axes, so an axis crossing a shaded region stays visible.
        svg += areas(plot)
        svg += implicitShading(plot)
        svg += sums(plot)
        svg += fields(plot)
        svg += "<path class=\"plot-axes\" d=\"\(axes.axesPath)\" stroke=\"\(axisColor)\" stroke-width=\"\(n(1 / plot.density))\" fill=\"none\"/>"
        svg += referenceLines(plot)
        for (index, curve) in plot.curves.enumerated() {
            let data = PathData.make(curve.segments, viewport: plot.viewport, density: plot.density)
            let construct = curve.construct.map { " data-construct=\"\($0)\"" } ?? ""
            svg += "<path class=\"plot-curve plot-curve-\(index)\" data-curve=\"\(index)\"\(construct) d=\"\(data)\" fill=\"none\""
            svg += " stroke=\"\(SVGRenderer.curveColor(at: curve.colorIndex))\" stroke-width=\"2\" stroke-linejoin=\"round\""
            svg += " stroke-linecap=\"round\"\(SVGRenderer.curveDashAttribute(curve.style, index: curve.colorIndex))/>"
            svg += strictBoundary(curve, index: index, plot)
        }
        svg += endpoints(plot)
        svg += markedPoints(plot)
        if let placement {
            // Over the curve, each glyph ringed in the background colour (stroke painted first): a curve
            // passing under a label stops short of it instead of crossing it out.
            svg += "<g class=\"plot-labels\" fill=\"\(labelColor)\"\(halo)>"
            for label in axes.labels {
                let weight = label.isRangeEnd ? " font-weight=\"600\" class=\"plot-range-label\"" + (label.isFlipped ? " data-flipped=\"\"" : "")
                    : label.isTitle ? " class=\"plot-axis-title\"" : ""
                let text = label.isTitle ? label.text : plot.words.number(label.text)
                svg += "<text x=\"\(n(label.x))\" y=\"\(n(label.y))\" text-anchor=\"\(label.anchor)\"\(weight)>\(text.xmlEscaped)</text>"
            }
            svg += "</g>"
            svg += annotations(plot, placement)
            if let legend {
                svg += self.legend(plot, legend, at: placement.legend.map { .corner($0) } ?? (below ? .below : .hidden))
            }
        }
        svg += "</svg>"
        return svg
    }

    /// What label placement needs to know of a drawing: its axes' labels, its marks and the dots
    /// the live view will show, in SVG units.
    private func scene(_ plot: PlotDrawing, axes: AxesLayout, legend: LegendLayout?, curves: CurveIndex) -> LabelPlacement.Scene {
        let v = plot.viewport
        let inFrame = { (x: Double, y: Double) in v.xMin <= x && x <= v.xMax && v.yMin <= y && y <= v.yMax }
        var scene = LabelPlacement.Scene(width: plot.width, height: plot.height, fontSize: fontSize,
                                         axisLabels: axes.labels.map { AxesLayout.box(of: $0, fontSize) },
                                         legend: legend.map { ($0.width, $0.height) }, curves: curves)
        scene.points = plot.points.map { point in
            guard inFrame(point.x, point.y) else { return nil }
            return LabelPlacement.Mark(x: v.pixelX(point.x) / plot.density, y: v.pixelY(point.y) / plot.density, label: point.label)
        }
        scene.lines = plot.lines.map { line in
            switch line.position {
            case .vertical(let x):
                guard v.xMin <= x, x <= v.xMax else { return nil }
                return LabelPlacement.Line(isVertical: true, position: v.pixelX(x) / plot.density, label: line.label)
            case .horizontal(let y):
                guard v.yMin <= y, y <= v.yMax else { return nil }
                return LabelPlacement.Line(isVertical: false, position: v.pixelY(y) / plot.density, label: line.label)
            }
        }
        // Labels keep off the points-of-interest dots and the endpoint dots alike.
        let dots = plot.pointsOfInterest + plot.curves.flatMap(\.endpoints).map { Point(x: $0.x, y: $0.y) }
        scene.dots = dots.filter { inFrame($0.x, $0.y) }.map { (v.pixelX($0.x) / plot.density, v.pixelY($0.y) / plot.density) }
        return scene
    }

    /// The attributes that ring label glyphs in the background colour (for axis labels and annotations alike).
    var halo: String {
        " stroke=\"\(backgroundColor)\" stroke-width=\"\(n(labelHalo))\" stroke-linejoin=\"round\""
            + (writesPaintOrder ? " paint-order=\"stroke\"" : "")
    }

    func n(_ value: Double) -> String { SVGNumber.text(value, decimals: 2) }
}
