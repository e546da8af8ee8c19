import PlotCore

// MARK: - Relations drawn pixel by pixel (docs/sampling.md#certified-drawing)

extension SVGRenderer {
    /// The stipple of the pixels no proof decided: a checkerboard of 1 CSS px squares in the axes' grey, so the axes and
    /// lines under them show; each run of them is drawn at least this many CSS px square, so that a lone pixel shows.
    static let undecidedStipple = "M0 0h1v1h-1zM1 1h1v1h-1z"
    static let undecidedMinimumSize = 2.0

    /// `<g class="plot-implicit">` under the axes: for each curve with an ``ImplicitShading``, its region's pixels
    /// (`path.plot-region[data-curve]`, their ``PixelOutline``, in the curve's colour as an area is) and its undecided pixels
    /// (`path.plot-undecided[data-curve]`, stippled grey through the group's `pattern[data-undecided-pattern]`). Nothing
    /// when no curve has either.
    func implicitShading(_ plot: PlotDrawing) -> String {
        var svg = ""
        for (index, curve) in plot.curves.enumerated() {
            guard let shading = curve.implicit else { continue }
            if !shading.inside.runs.isEmpty {
                svg += "<path class=\"plot-region plot-fill-\(SVGRenderer.paletteIndex(curve.colorIndex))\" data-curve=\"\(index)\""
                svg += " d=\"\(PixelOutline.path(shading.inside, width: 1 / plot.density, height: 1 / plot.density))\" fill=\"\(SVGRenderer.curveColor(at: curve.colorIndex))\" fill-opacity=\"0.18\" stroke=\"none\"/>"
            }
            if !shading.undecided.runs.isEmpty {
                svg += "<path class=\"plot-undecided\" data-curve=\"\(index)\" data-pixels=\"\(shading.undecided.count)\""
                svg += " d=\"\(pixelPath(shading.undecided, plot, minimumSize: SVGRenderer.undecidedMinimumSize))\""
                svg += " fill=\"url(#\(plot.idPrefix)-undecided)\" stroke=\"none\"/>"
            }
        }
        guard !svg.isEmpty else { return "" }
        let stipple = plot.curves.contains { !($0.implicit?.undecided.runs.isEmpty ?? true) }
            ? "<pattern id=\"\(plot.idPrefix)-undecided\" data-undecided-pattern=\"\" patternUnits=\"userSpaceOnUse\" width=\"2\" height=\"2\">"
                + "<path d=\"\(SVGRenderer.undecidedStipple)\" fill=\"\(axisColor)\"/></pattern>"
            : ""
        return "<g class=\"plot-implicit\">" + stipple + svg + "</g>"
    }

    /// The dashed `path.plot-boundary-strict[data-curve]` of a region's `<` and `>` boundary, in the curve's colour
    /// and width; nothing for other curves.
    func strictBoundary(_ curve: PlotDrawing.Curve, index: Int, _ plot: PlotDrawing) -> String {
        guard let segments = curve.implicit?.strictSegments, !segments.isEmpty else { return "" }
        let data = PathData.make(segments, viewport: plot.viewport, density: plot.density)
        return "<path class=\"plot-curve plot-boundary-strict plot-curve-\(index)\" data-curve=\"\(index)\" d=\"\(data)\" fill=\"none\""
            + " stroke=\"\(SVGRenderer.curveColor(at: curve.colorIndex))\" stroke-width=\"2\" stroke-linejoin=\"round\""
            + " stroke-linecap=\"round\"\(SVGRenderer.dashAttribute(.dashed))/>"
    }

    /// Rectangles covering the pixels, in SVG units: runs of the same columns in consecutive rows make one rectangle,
    /// grown about its centre to at least `minimumSize` square (each shows, however alone).
    func pixelPath(_ pixels: PixelRuns, _ plot: PlotDrawing, minimumSize: Double) -> String {
        struct Key: Hashable { let column, count: Int }
        var open: [Key: (first: Int, last: Int)] = [:]
        var rectangles: [(Key, Int, Int)] = []
        for run in pixels.runs.sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) }) {
            let key = Key(column: run.column, count: run.count)
            if let rows = open[key], rows.last == run.row - 1 {
                open[key] = (rows.first, run.row)
            } else {
                if let rows = open[key] { rectangles.append((key, rows.first, rows.last)) }
                open[key] = (run.row, run.row)
            }
        }
        rectangles += open.map { ($0.key, $0.value.first, $0.value.last) }
        rectangles.sort { ($0.1, $0.0.column) < ($1.1, $1.0.column) }
        let d = plot.density
        return rectangles.map { key, first, last in
            var (x, y, width, height) = (Double(key.column) / d, Double(first) / d, Double(key.count) / d, Double(last - first + 1) / d)
            if width < minimumSize { (x, width) = (x - (minimumSize - width) / 2, minimumSize) }
            if height < minimumSize { (y, height) = (y - (minimumSize - height) / 2, minimumSize) }
            return "M\(n(x)) \(n(y))h\(n(width))v\(n(height))h\(n(-width))z"
        }.joined()
    }
}
