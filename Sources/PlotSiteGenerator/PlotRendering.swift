import Foundation
import PlotCore
import PlotSVG

/// Everything drawn for one plot: its figure sampled once here — every curve on its own
/// `from … to`, every area outlined and integrated — then turned into its page, its standalone SVG
/// and its thumbnail.
struct PlotRendering {
    /// The build-time graph: 800×500 CSS px, sampled at 2 device px per CSS px.
    static let width = 800.0
    static let height = 500.0
    static let density = 2.0
    /// The compact page drawing for phones (a 390 px wide phone shows its graph 356 px wide).
    static let compactWidth = 360.0
    static let compactHeight = 225.0
    /// Thumbnails on Featured: same drawing, no labels.
    static let thumbnailWidth = 320.0
    static let thumbnailHeight = 200.0

    let plot: PlotEntry
    let viewport: Viewport
    /// Curve i of the figure, compiled at the parameters' values.
    let functions: [CompiledExpression]
    /// Curve i's segments in ``viewport``.
    let segments: [[Segment]]
    /// Area i's signed value (∫ f or ∫ (f − g) over its from … to), or why it has none.
    let areaValues: [AreaValue]
    /// The graph as drawn on the page, in its text alternative and in the `.svg` file.
    let drawing: PlotDrawing
    /// The curves' roots, y-intercepts, extrema and intersections over the plot's x-range (R-READ);
    /// nil when the plot turns them off.
    let pointsOfInterest: PointsOfInterest?

    var figure: Figure { plot.figure }

    init(_ plot: PlotEntry) throws {
        self.plot = plot
        // At the parameters' values (R-PARAM): the fit, drawings, areas, points of interest, table
        // and summary all follow from these.
        let functions = plot.compiledCurves
        self.functions = functions
        let yMin: Double, yMax: Double
        if let fixed = plot.yMax, let lower = plot.lowerY {
            (yMin, yMax) = (lower, fixed)
        } else {
            // Fitted over the plot's own x-range, which need not be symmetric (ln x on 0 … 10), each
            // curve on its own from … to.
            let samples: Int
            if case .count(let n) = plot.samples { samples = n } else { samples = Fit.autoSampleCount }
            let curves = zip(functions, plot.figure.curves).map { RestrictedCurve(function: $0, from: $1.from, to: $1.to) }
            yMax = Fit.yMax(ofCurves: curves, xMin: plot.lowerX, xMax: plot.xMax, samples: samples)
            yMin = -yMax
        }
        viewport = try Viewport(xMin: plot.lowerX, xMax: plot.xMax, yMin: yMin, yMax: yMax,
                                width: PlotRendering.width * PlotRendering.density,
                                height: PlotRendering.height * PlotRendering.density)
        segments = try Self.sample(plot, functions, in: viewport)
        areaValues = plot.figure.areas.map { area in
            let (f, g) = Self.bounds(of: area, functions)
            return AreaIntegral.value(of: f, minus: g, from: area.from, to: area.to)
        }
        if plot.showsPointsOfInterest {
            let curves = zip(functions, plot.figure.curves).map { RestrictedCurve(function: $0, from: $1.from, to: $1.to) }
            pointsOfInterest = PointsOfInterest.find(in: curves, from: plot.lowerX, to: plot.xMax)
        } else {
            pointsOfInterest = nil
        }
        var drawing = Self.figureDrawing(plot.figure, functions, viewport: viewport, segments: segments)
        drawing.idPrefix = "plot"
        self.drawing = drawing
    }

    /// The functions an area lies between: its curve and nil (the x-axis), or its two curves.
    private static func bounds(of area: FigureArea, _ functions: [CompiledExpression]) -> (CompiledExpression, CompiledExpression?) {
        switch area.bounds {
        case .under(let i): return (functions[i], nil)
        case .between(let i, let j): return (functions[i], functions[j])
        }
    }

    private static func sample(_ plot: PlotEntry, _ functions: [CompiledExpression], in viewport: Viewport) throws -> [[Segment]] {
        try zip(functions, plot.figure.curves).map { function, curve in
            try Sampler().sample(function, in: viewport, mode: plot.samples.mode, from: curve.from, to: curve.to).segments
        }
    }

    /// The page's second drawing, for graphs narrower than about 540 CSS px (phones): sampled and
    /// laid out at phone size, so its labels are readable there before (or without) the script.
    func compactDrawing() throws -> String {
        var drawing = try resampled(width: PlotRendering.compactWidth, height: PlotRendering.compactHeight)
        drawing.idPrefix = "plot-compact"
        drawing.extraClass = "plot-svg-compact"
        return SVGRenderer().element(drawing)
    }

    /// A smaller drawing for the Featured cards, sampled at its own size.
    func thumbnail() throws -> String {
        var drawing = try resampled(width: PlotRendering.thumbnailWidth, height: PlotRendering.thumbnailHeight)
        drawing.showsLabels = false
        drawing.idPrefix = "thumb-\(plot.slug)"
        return SVGRenderer().element(drawing)
    }

    /// The same figure over the same ranges, sampled again for a drawing of another size.
    private func resampled(width: Double, height: Double) throws -> PlotDrawing {
        let viewport = try Viewport(xMin: viewport.xMin, xMax: viewport.xMax, yMin: viewport.yMin, yMax: viewport.yMax,
                                    width: width * PlotRendering.density, height: height * PlotRendering.density)
        return Self.figureDrawing(figure, functions, viewport: viewport, segments: try Self.sample(plot, functions, in: viewport))
    }

    /// The figure's drawing over `viewport`: its curves' `segments` and its areas outlined there. The
    /// SVG's `<title>` is the figure's name.
    private static func figureDrawing(_ figure: Figure, _ functions: [CompiledExpression], viewport: Viewport,
                                      segments: [[Segment]]) -> PlotDrawing {
        let outlines = figure.areas.map { area in
            let (f, g) = bounds(of: area, functions)
            return AreaOutline.polygons(of: f, minus: g, from: area.from, to: area.to, in: viewport)
        }
        var shown = figure
        // Several curves are all named in the legend, by their labels or else their descriptions.
        if shown.curves.count > 1 {
            for i in shown.curves.indices { shown.curves[i].label = name(of: figure.curves[i]) }
        }
        var drawing = PlotDrawing(description: name(of: figure), viewport: viewport, figure: shown, segments: segments,
                                  areaPolygons: outlines)
        drawing.density = PlotRendering.density
        return drawing
    }

    // MARK: - Names

    /// A curve as the page names it: its label, or `y = ` its description.
    private static func name(of curve: FigureCurve) -> String {
        curve.label ?? "y = " + curve.expression.description
    }

    /// A whole figure: "y = sin x", or "f(x), f′(x) and tangent at x = 2".
    private static func name(of figure: Figure) -> String {
        let names = figure.curves.map(name(of:))
        guard names.count > 1 else { return names[0] }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// Curve i as the page names it: its label, or `y = ` its description.
    func curveName(_ i: Int) -> String { Self.name(of: figure.curves[i]) }

    /// The whole figure: "y = sin x", or "f(x), f′(x) and tangent at x = 2".
    var graphName: String { Self.name(of: figure) }

    /// The line under the title: the expression's description, or for a figure each curve's
    /// (`y = x³/3 − x; y = x² − 1`; the legend gives their labels).
    var descriptionLine: String {
        guard figure.curves.count > 1 else { return figure.curves[0].expression.description }
        return figure.curves.map { "y = " + $0.expression.description }.joined(separator: "; ")
    }

    /// Area i in words, without its value: "Area under f(x) from −1 to 1".
    func areaText(_ i: Int) -> String {
        let area = figure.areas[i]
        let range = "from \(area.fromDescription ?? Self.readable(area.from)) to \(area.toDescription ?? Self.readable(area.to))"
        switch area.bounds {
        case .under(let f): return "Area under \(curveName(f)) \(range)"
        case .between(let f, let g): return "Area between \(curveName(f)) and \(curveName(g)) \(range)"
        }
    }

    // MARK: - Text alternatives

    /// A few sentences for screen readers: what is drawn over which ranges, each curve's pieces and
    /// its lowest and highest visible points, the areas' values.
    var summary: String {
        var text = SVGRenderer().textAlternative(drawing)
        for (i, curveSegments) in segments.enumerated() {
            let name = figure.curves.count > 1 ? curveName(i) : "The function"
            let points = curveSegments.flatMap { $0 }
            guard let low = points.min(by: { $0.y < $1.y }), let high = points.max(by: { $0.y < $1.y }) else {
                text += " \(name) is not defined anywhere in this range."
                continue
            }
            if curveSegments.count > 1 {
                text += " \(figure.curves.count > 1 ? name : "The curve") breaks into \(curveSegments.count) pieces (at poles, jumps or where it is undefined)."
            }
            let whose = figure.curves.count > 1 ? "\(name): lowest" : "Lowest"
            text += " \(whose) point shown: y = \(Self.readable(low.y)) at x = \(Self.readable(low.x));"
            text += " highest: y = \(Self.readable(high.y)) at x = \(Self.readable(high.x))."
        }
        for i in figure.areas.indices {
            text += " \(areaText(i)): \(areaValues[i].text)."
        }
        return text
    }

    /// One row of the table of values, as the page shows it.
    struct TableRow: Equatable {
        let x: String
        /// Each curve's value: a number, "undefined", or "–" outside the curve's from … to.
        let ys: [String]
    }

    /// The table's column heads after x: "y" for a plot of one unlabelled curve, else the curves' names.
    var tableHeads: [String] {
        figure.curves.count == 1 && figure.curves[0].label == nil ? ["y"] : figure.curves.indices.map(curveName)
    }

    /// x and every curve's y at 21 evenly spaced points of the plot's x-range, for the table of values.
    var table: [TableRow] {
        let (low, high) = (plot.lowerX, plot.xMax)
        return (0...20).map { i in
            let x = i == 20 ? high : low + (high - low) * Double(i) / 20
            let ys = zip(functions, figure.curves).map { function, curve -> String in
                if let from = curve.from, x < from { return "–" }
                if let to = curve.to, x > to { return "–" }
                return function.value(at: x).map(Self.readable) ?? "undefined"
            }
            return TableRow(x: Self.readable(x), ys: ys)
        }
    }

    /// Six significant digits, a true minus sign.
    static func readable(_ value: Double) -> String {
        let text = DecimalText.significant(value, digits: 6)
        return DecimalText.withMinusSigns(text == "-0" ? "0" : text)
    }
}
