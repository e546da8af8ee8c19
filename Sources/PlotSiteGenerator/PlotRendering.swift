import Foundation
import PlotCore
import PlotSVG

/// Everything drawn for one plot: sampled once here, then turned into its page, its standalone
/// SVG and its thumbnail.
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
    let segments: [Segment]
    let function: CompiledExpression

    init(_ plot: PlotEntry) throws {
        self.plot = plot
        function = plot.expression.compiled()
        let yMin: Double, yMax: Double
        if let fixed = plot.yMax, let lower = plot.lowerY {
            (yMin, yMax) = (lower, fixed)
        } else {
            // Fitted over the plot's own x-range, which need not be symmetric (ln x on 0 … 10).
            let samples: Int
            if case .count(let n) = plot.samples { samples = n } else { samples = Fit.autoSampleCount }
            yMax = Fit.yMax(of: function, xMin: plot.lowerX, xMax: plot.xMax, samples: samples)
            yMin = -yMax
        }
        viewport = try Viewport(xMin: plot.lowerX, xMax: plot.xMax, yMin: yMin, yMax: yMax,
                                width: PlotRendering.width * PlotRendering.density,
                                height: PlotRendering.height * PlotRendering.density)
        segments = try Sampler().sample(function, in: viewport, mode: plot.samples.mode).segments
    }

    /// The graph as drawn on the page and in the `.svg` file.
    func drawing(idPrefix: String) -> PlotDrawing {
        var drawing = PlotDrawing(description: plot.expression.description, viewport: viewport, segments: segments)
        drawing.density = PlotRendering.density
        drawing.idPrefix = idPrefix
        return drawing
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

    /// The same plot over the same ranges, sampled again for a drawing of another size.
    private func resampled(width: Double, height: Double) throws -> PlotDrawing {
        let viewport = try Viewport(xMin: viewport.xMin, xMax: viewport.xMax, yMin: viewport.yMin, yMax: viewport.yMax,
                                    width: width * PlotRendering.density, height: height * PlotRendering.density)
        let segments = try Sampler().sample(function, in: viewport, mode: plot.samples.mode).segments
        var drawing = PlotDrawing(description: plot.expression.description, viewport: viewport, segments: segments)
        drawing.density = PlotRendering.density
        return drawing
    }

    // MARK: - Text alternatives

    /// A few sentences for screen readers: ranges, pieces, lowest and highest visible points.
    var summary: String {
        var text = SVGRenderer().textAlternative(drawing(idPrefix: "plot"))
        let points = segments.flatMap { $0 }
        if points.isEmpty {
            return text + " The function is not defined anywhere in this range."
        }
        if segments.count > 1 {
            text += " The curve breaks into \(segments.count) pieces (at poles, jumps or where it is undefined)."
        }
        let low = points.min { $0.y < $1.y }!, high = points.max { $0.y < $1.y }!
        text += " Lowest point shown: y = \(Self.readable(low.y)) at x = \(Self.readable(low.x));"
        text += " highest: y = \(Self.readable(high.y)) at x = \(Self.readable(high.x))."
        return text
    }

    /// One row of the table of values, as the page shows it.
    struct TableRow: Equatable {
        let x: String
        /// The value, or "undefined".
        let y: String
    }

    /// x and y at 21 evenly spaced points of the plot's x-range, for the table of values.
    var table: [TableRow] {
        let (low, high) = (plot.lowerX, plot.xMax)
        return (0...20).map { i in
            let x = i == 20 ? high : low + (high - low) * Double(i) / 20
            return TableRow(x: Self.readable(x), y: function.value(at: x).map(Self.readable) ?? "undefined")
        }
    }

    /// Six significant digits, a true minus sign.
    static func readable(_ value: Double) -> String {
        let text = DecimalText.significant(value, digits: 6)
        return DecimalText.withMinusSigns(text == "-0" ? "0" : text)
    }
}
