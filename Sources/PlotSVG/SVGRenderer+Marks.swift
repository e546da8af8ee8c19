import PlotCore

// MARK: - Areas, reference lines, marked points and their labels (docs/architecture.md#the-drawing)

extension SVGRenderer {
    /// `<g class="plot-areas">`, one closed `<path data-area="i">` per area in its curve's colour;
    /// nothing when the figure has no areas.
    func areas(_ plot: PlotDrawing) -> String {
        guard !plot.areas.isEmpty else { return "" }
        var svg = "<g class=\"plot-areas\">"
        for (index, area) in plot.areas.enumerated() {
            let data = PathData.closed(area.polygons, viewport: plot.viewport, density: plot.density)
            svg += "<path class=\"plot-area plot-fill-\(SVGRenderer.paletteIndex(area.colorIndex))\" data-area=\"\(index)\" d=\"\(data)\" fill=\"\(SVGRenderer.curveColor(at: area.colorIndex))\""
            svg += " fill-opacity=\"0.18\" stroke=\"none\"/>"
        }
        return svg + "</g>"
    }

    /// `<g class="plot-sums">` with the sums' patterns (``sumPattern(id:colorIndex:rule:tint:lines:fillClass:strokeClass:attributes:)``:
    /// per sum one for its pieces above the axis and one for those below, `pattern[data-sum-pattern="i"]` with
    /// `data-shade`) and three paths per sum (``SumPathData``): its pieces above the axis, below it, and all of
    /// them outlined, each `path[data-sum-part="i"]` with `data-shade` `positive`, `negative` or `outline` (every
    /// sum's shading, then every outline); the outline says in `data-pieces` how many pieces the sum has. Nothing
    /// when the figure has no sums.
    func sums(_ plot: PlotDrawing) -> String {
        guard !plot.sums.isEmpty else { return "" }
        var svg = "<g class=\"plot-sums\"><defs>"
        for (index, sum) in plot.sums.enumerated() {
            for (shade, tint, lines) in SVGRenderer.sumShades {
                let id = SVGRenderer.sumPatternID(plot.idPrefix.xmlEscaped, index: index, shade: shade)
                svg += SVGRenderer.sumPattern(id: id, colorIndex: sum.colorIndex, rule: sum.rule, tint: tint, lines: lines,
                                              fillClass: "plot-fill-\(sum.colorIndex)", strokeClass: "plot-stroke-\(sum.colorIndex)",
                                              attributes: " data-sum-pattern=\"\(index)\" data-shade=\"\(shade)\"")
            }
        }
        svg += "</defs>"
        let paths = plot.sums.map { SumPathData.make($0.parts, viewport: plot.viewport, density: plot.density) }
        for (index, paths) in paths.enumerated() {
            for (shade, d) in [("positive", paths.positive), ("negative", paths.negative)] {
                let id = SVGRenderer.sumPatternID(plot.idPrefix.xmlEscaped, index: index, shade: shade)
                svg += "<path class=\"plot-sum plot-sum-\(shade)\" data-sum-part=\"\(index)\" data-shade=\"\(shade)\""
                svg += " d=\"\(d)\" fill=\"url(#\(id))\" stroke=\"none\"/>"
            }
        }
        // Every outline over every shading: where sums overlap, each keeps its edges in its colour.
        for (index, (sum, paths)) in zip(plot.sums, paths).enumerated() {
            svg += "<path class=\"plot-sum-outline plot-stroke-\(sum.colorIndex)\" data-sum-part=\"\(index)\" data-shade=\"outline\""
            svg += " data-pieces=\"\(sum.parts.count)\" d=\"\(paths.outline)\" fill=\"none\" stroke=\"\(SVGRenderer.curveColor(at: sum.colorIndex))\""
            svg += " stroke-width=\"1\" stroke-opacity=\"0.8\" stroke-linejoin=\"round\"/>"
        }
        return svg + "</g>"
    }

    /// `<g class="plot-lines">` with a `<path data-line="i">` for each reference line inside the frame;
    /// nothing when the figure has no lines.
    func referenceLines(_ plot: PlotDrawing) -> String {
        guard !plot.lines.isEmpty else { return "" }
        let v = plot.viewport
        var svg = "<g class=\"plot-lines\">"
        for (index, line) in plot.lines.enumerated() {
            let ends: [Point]
            switch line.position {
            case .vertical(let x):
                guard v.xMin <= x, x <= v.xMax else { continue }
                ends = [Point(x: x, y: v.yMax), Point(x: x, y: v.yMin)]
            case .horizontal(let y):
                guard v.yMin <= y, y <= v.yMax else { continue }
                ends = [Point(x: v.xMin, y: y), Point(x: v.xMax, y: y)]
            }
            let data = PathData.make([ends], viewport: v, density: plot.density)
            // Dots are zero-length dashes: only round caps make them visible.
            let cap = line.style == .dotted ? " stroke-linecap=\"round\"" : ""
            svg += "<path class=\"plot-line\" data-line=\"\(index)\" d=\"\(data)\" stroke=\"\(referenceLineColor)\" stroke-width=\"1.25\""
            svg += "\(SVGRenderer.dashAttribute(line.style))\(cap) fill=\"none\"/>"
        }
        return svg + "</g>"
    }

    /// `<g class="plot-points">` with a `<circle data-point="i">` for each marked point inside the frame;
    /// nothing when the figure has no points.
    func markedPoints(_ plot: PlotDrawing) -> String {
        guard !plot.points.isEmpty else { return "" }
        var svg = "<g class=\"plot-points\">"
        for (index, point) in plot.points.enumerated() {
            guard let (x, y) = position(of: point, in: plot) else { continue }
            svg += "<circle class=\"plot-point\" data-point=\"\(index)\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"4\""
            svg += " fill=\"\(textColor)\" stroke=\"\(backgroundColor)\" stroke-width=\"1.5\"/>"
        }
        return svg + "</g>"
    }

    /// `<g class="plot-annotations">` with the labels of the points and lines inside the frame where
    /// `placement` put them (`data-place`: which of their places, for the live view to keep until it
    /// chooses afresh), ringed like the axis labels; nothing when no point or line has a label.
    func annotations(_ plot: PlotDrawing, _ placement: LabelPlacement) -> String {
        guard plot.points.contains(where: { $0.label != nil }) || plot.lines.contains(where: { $0.label != nil }) else {
            return ""
        }
        var svg = "<g class=\"plot-annotations\" fill=\"\(textColor)\"\(halo)>"
        for (index, point) in plot.points.enumerated() {
            guard let label = point.label, let place = placement.pointLabels[index] else { continue }
            svg += "<text data-point-label=\"\(index)\" x=\"\(n(place.x))\" y=\"\(n(place.y))\""
            svg += " text-anchor=\"\(place.anchor)\" data-place=\"\(place.choice)\">\(label.xmlEscaped)</text>"
        }
        for (index, line) in plot.lines.enumerated() {
            guard let label = line.label, let place = placement.lineLabels[index] else { continue }
            svg += "<text data-line-label=\"\(index)\" x=\"\(n(place.x))\" y=\"\(n(place.y))\""
            svg += " text-anchor=\"\(place.anchor)\" data-place=\"\(place.choice)\">\(label.xmlEscaped)</text>"
        }
        return svg + "</g>"
    }

    /// A point's position in SVG units, or nil when it lies outside the frame (and is not drawn).
    private func position(of point: MarkedPoint, in plot: PlotDrawing) -> (x: Double, y: Double)? {
        let v = plot.viewport
        guard v.xMin <= point.x, point.x <= v.xMax, v.yMin <= point.y, point.y <= v.yMax else { return nil }
        return (v.pixelX(point.x) / plot.density, v.pixelY(point.y) / plot.density)
    }
}
