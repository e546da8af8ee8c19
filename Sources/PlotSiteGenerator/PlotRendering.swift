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

    /// The plot, its `{n}` written at the sliders' declared values (PlotEntry+LiveText.swift).
    let plot: PlotEntry
    /// The plot as the manifest wrote it, its `{n}` kept: what the page rewrites live.
    let writtenPlot: PlotEntry
    /// What the build draws: the plot's x-range and its y-range (its open ends fitted), one of them
    /// grown about its centre for an equal aspect (docs/manifest.md#axes).
    let viewport: Viewport
    /// Curve i of the figure, compiled at the parameters' values.
    let functions: [CompiledExpression]
    /// Curve i as a parametric or polar curve at the parameters' values, compiled once for the fit, the three
    /// drawings and the intercepts; nil for a curve y = f(x).
    let paths: [ParametricCurve?]
    /// Curve i's segments in ``viewport``.
    let segments: [[Segment]]
    /// Curve i's endpoint dots in ``viewport``: its jumps and holes, and its ends where the manifest
    /// asks (``CurveEndpoints``); an implicit curve's isolated points.
    let endpoints: [[Endpoint]]
    /// For an implicit curve or a region, what its certified drawing in ``viewport`` adds to its segments
    /// (PlotRendering+Implicit.swift); nil for other curves.
    let shadings: [ImplicitShading?]
    /// Area i's signed value (∫ f or ∫ (f − g) over its from … to), or why it has none.
    let areaValues: [AreaValue]
    /// Sum i's value and pieces at the parameters' values, and the integral it approximates (PlotRendering+Sums.swift).
    let sums: [SumReading]
    /// The graph as drawn on the page, in its text alternative and in the `.svg` file.
    let drawing: PlotDrawing
    /// The curves' roots, y-intercepts, extrema and intersections over the plot's x-range (docs/site.md#points-of-interest);
    /// nil when the plot turns them off.
    let pointsOfInterest: PointsOfInterest?
    /// The site's language: the words and numbers of the page, its text alternatives and its drawings.
    let words: Words

    var figure: Figure { plot.figure }

    init(_ writtenPlot: PlotEntry, words: Words = .english) throws {
        let plot = writtenPlot.withLiveTextsFilled { words.localNumber(Self.readable($0)) }
        self.plot = plot
        self.writtenPlot = writtenPlot
        self.words = words
        // At the parameters' values (docs/manifest.md#parameters): the fit, drawings, areas, points of interest, table
        // and summary all follow from these.
        let functions = plot.compiledCurves
        self.functions = functions
        let paths = plot.compiledPaths
        self.paths = paths
        // What the manifest leaves open is fitted over the plot's own x-range, which need not be
        // symmetric (ln x on 0 … 10), each curve on its own from … to.
        let samples: Int
        if case .count(let n) = plot.samples { samples = n } else { samples = Fit.autoSampleCount }
        // At every slider position, not only at the parameters' values.
        let (curves, pathsToFit) = plot.curvesToFit(functions, paths)
        let fitted = pathsToFit.allSatisfy({ $0 == nil })
            ? Fit.yRange(ofCurves: curves, xMin: plot.lowerX, xMax: plot.xMax, samples: samples, yMin: plot.yMin, yMax: plot.yMax)
            : Fit.yRange(ofCurves: curves, paths: pathsToFit, xMin: plot.lowerX, xMax: plot.xMax, samples: samples,
                         yMin: plot.yMin, yMax: plot.yMax)
        let (yMin, yMax) = Self.yRange(fitted, withSequencesOf: plot)
        // The compact drawing and the thumbnail have the same proportions: one frame suits all three.
        let frame = plot.axes.aspect.frame(around: (plot.lowerX, plot.xMax, yMin, yMax), width: PlotRendering.width, height: PlotRendering.height)
        viewport = try Viewport(xMin: frame.xMin, xMax: frame.xMax, yMin: frame.yMin, yMax: frame.yMax,
                                width: PlotRendering.width * PlotRendering.density,
                                height: PlotRendering.height * PlotRendering.density)
        (segments, endpoints, shadings) = try Self.sample(plot, functions, paths, in: viewport)
        areaValues = plot.figure.areas.map { area in
            let (f, g) = Self.bounds(of: area, functions)
            return AreaIntegral.value(of: f, minus: g, from: area.from, to: area.to)
        }
        sums = plot.figure.sums.enumerated().map { i, sum in
            SumReading(sum, of: functions[sum.curve], colorIndex: SVGRenderer.sumColorIndex(i, curveCount: plot.figure.curves.count))
        }
        if plot.showsPointsOfInterest {
            let curves = zip(functions, plot.figure.curves).map { RestrictedCurve(function: $0, from: $1.from, to: $1.to) }
            pointsOfInterest = PointsOfInterest.find(in: curves, from: plot.lowerX, to: plot.xMax)
                .adding(interceptsOf: paths, from: plot.lowerX, to: plot.xMax)
                .adding(interceptsOf: plot.figure.curves.map(\.relation), parameters: plot.parameters.values,
                        x: (plot.lowerX, plot.xMax), y: (viewport.yMin, viewport.yMax))
        } else {
            pointsOfInterest = nil
        }
        var drawing = Self.figureDrawing(plot, functions, viewport: viewport, sampled: (segments, endpoints, shadings), words: words)
        drawing.sums = sums.map(\.drawn)
        drawing.idPrefix = "plot"
        // The live view marks these with dots: the legend keeps off them from the start.
        drawing.pointsOfInterest = pointsOfInterest?.points.map { Point(x: $0.x, y: $0.y) } ?? []
        self.drawing = drawing
    }

    /// The functions an area lies between: its curve and nil (the x-axis), or its two curves.
    private static func bounds(of area: FigureArea, _ functions: [CompiledExpression]) -> (CompiledExpression, CompiledExpression?) {
        switch area.bounds {
        case .under(let i): return (functions[i], nil)
        case .between(let i, let j): return (functions[i], functions[j])
        }
    }

    /// Every curve's segments and endpoint dots in `viewport`.
    private static func sample(_ plot: PlotEntry, _ functions: [CompiledExpression], _ paths: [ParametricCurve?],
                               in viewport: Viewport) throws -> Sampled {
        let results = try zip(functions, plot.figure.curves).enumerated().map { i, pair -> ([Segment], [Endpoint], ImplicitShading?) in
            if let line = verticalLine(of: plot.figure.curves[i], in: viewport) { return (line, [Endpoint](), nil) }
            let (function, curve) = pair
            if curve.field != nil { return ([], [], nil) }
            if let ode = curve.ode { return odeParts(ode, plot, in: viewport) }
            if let euler = curve.euler { return eulerParts(euler, plot, in: viewport) }
            if let relation = curve.relation { return implicitParts(relation, plot, in: viewport) }
            if let sequence = curve.sequence { return ([], sequenceDots(sequence, plot, in: viewport), nil) }
            if let path = paths[i] {
                let result = try ParametricSampler().sample(path, in: viewport)
                return (result.segments, curve.endpoints.atJumps ? result.endpoints : [], nil)
            }
            let result = try Sampler().sample(function, in: viewport, mode: plot.samples.mode, from: curve.from, to: curve.to)
            return (result.segments, curve.endpoints.dots(sampled: result.endpoints, function: function, from: curve.from, to: curve.to), nil)
        }
        return (results.map(\.0), results.map(\.1), results.map(\.2))
    }

    /// A vertical tangent's segments, nil for any other curve: it is no function of x, its line runs up the frame.
    private static func verticalLine(of curve: FigureCurve, in viewport: Viewport) -> [Segment]? {
        guard case .vertical(let x0, _) = curve.construction?.line else { return nil }
        return viewport.xMin <= x0 && x0 <= viewport.xMax ? [[Point(x: x0, y: viewport.yMin), Point(x: x0, y: viewport.yMax)]] : []
    }

    /// The page's second drawing, for graphs narrower than about 540 CSS px (phones): sampled and
    /// laid out at phone size, so its labels are readable there before (or without) the script.
    func compactDrawing() throws -> String {
        var drawing = try resampled(width: PlotRendering.compactWidth, height: PlotRendering.compactHeight)
        drawing.idPrefix = "plot-compact"
        drawing.extraClass = "plot-svg-compact"
        drawing.endpointData = false
        drawing.pointsOfInterest = self.drawing.pointsOfInterest
        return SVGRenderer().element(drawing)
    }

    /// A smaller drawing for the Featured cards, sampled at its own size.
    func thumbnail() throws -> String {
        var drawing = try resampled(width: PlotRendering.thumbnailWidth, height: PlotRendering.thumbnailHeight)
        drawing.showsLabels = false
        drawing.endpointData = false
        drawing.idPrefix = "thumb-\(plot.slug)"
        return SVGRenderer().element(drawing)
    }

    /// The same figure over the same ranges, sampled again for a drawing of another size.
    private func resampled(width: Double, height: Double) throws -> PlotDrawing {
        let viewport = try Viewport(xMin: viewport.xMin, xMax: viewport.xMax, yMin: viewport.yMin, yMax: viewport.yMax,
                                    width: width * PlotRendering.density, height: height * PlotRendering.density)
        var drawing = Self.figureDrawing(plot, functions, viewport: viewport, sampled: try Self.sample(plot, functions, paths, in: viewport), words: words)
        drawing.sums = sums.map(\.drawn)
        return drawing
    }

    /// The plot's drawing over `viewport`: its curves' segments and endpoint dots as `sampled`, its
    /// areas outlined there, its axes ticked and titled. The SVG's `<title>` is the figure's name.
    private static func figureDrawing(_ plot: PlotEntry, _ functions: [CompiledExpression], viewport: Viewport,
                                      sampled: Sampled, words: Words) -> PlotDrawing {
        let figure = plot.figure
        let outlines = figure.areas.map { area in
            let (f, g) = bounds(of: area, functions)
            return AreaOutline.polygons(of: f, minus: g, from: area.from, to: area.to, in: viewport)
        }
        var shown = figure
        // Several curves are all named in the legend, by their labels or else their descriptions.
        if shown.curves.count > 1 {
            for i in shown.curves.indices { shown.curves[i].label = name(of: figure.curves[i], words) }
        }
        // A tangent marks the point it touches, a secant the two it passes through.
        shown.points += constructionPoints(figure)
        var drawing = PlotDrawing(description: name(of: figure, words), viewport: viewport, figure: shown, segments: sampled.segments,
                                  endpoints: sampled.endpoints, areaPolygons: outlines)
        for (i, shading) in sampled.shadings.enumerated() where shading != nil { drawing.curves[i].implicit = shading }
        for (i, curve) in figure.curves.enumerated() {
            if let sequence = curve.sequence { drawing.curves[i].sequence = (sequence, sequenceTerms(sequence, plot)) }
        }
        for (i, marks) in fieldMarks(plot, in: viewport).enumerated() where marks != nil { drawing.curves[i].field = marks }
        for (i, curve) in figure.curves.enumerated() { drawing.curves[i].ode = curve.ode.map { odePhrase($0, words) } }
        for (i, curve) in figure.curves.enumerated() { drawing.curves[i].euler = curve.euler.map { eulerPhrase($0, plot, words) } }
        drawing.density = PlotRendering.density
        drawing.words = words.svg
        drawing.axes = plot.axes
        return drawing
    }

    // MARK: - Names

    /// A curve as the page names it: its label, or `y = ` its description (German `y = 2,5x`); a tangent
    /// or secant by what it is and its equation or slope (PlotRendering+Constructions.swift).
    private static func name(of curve: FigureCurve, _ words: Words) -> String {
        if let construction = curve.construction { return constructionName(construction, words) }
        if let taylor = curve.taylor { return curve.label ?? taylorName(taylor, degree: taylor.degree, words) }
        if let path = curve.path { return curve.label ?? words.localNumber(path.description) }
        if let relation = curve.relation { return curve.label ?? words.localNumber(relation.description) }
        if let sequence = curve.sequence { return curve.label ?? words.localNumber(sequence.description) }
        if let field = curve.field { return curve.label ?? words.localNumber(field.description) }
        if let ode = curve.ode { return curve.label ?? words.localNumber(ode.description) }
        if let euler = curve.euler { return curve.label ?? words.localNumber(euler.description) }
        return curve.label ?? "y = " + words.localNumber(curve.expression.description)
    }

    /// A whole figure: "y = sin x", or "f(x), f′(x) and tangent at x = 2".
    private static func name(of figure: Figure, _ words: Words) -> String {
        let names = figure.curves.map { name(of: $0, words) }
        guard names.count > 1 else { return names[0] }
        return words("list.and", ["first": names.dropLast().joined(separator: ", "), "last": names.last!])
    }

    /// Curve i as the page names it: its label, or `y = ` its description.
    func curveName(_ i: Int) -> String { Self.name(of: figure.curves[i], words) }

    /// The whole figure: "y = sin x", or "f(x), f′(x) and tangent at x = 2".
    var graphName: String { Self.name(of: figure, words) }

    /// The line under the title: the expression's description, or for a figure each curve's
    /// (`y = x³/3 − x; y = x² − 1`; the legend gives their labels). A tangent or secant whose numbers
    /// follow a slider is named by them (`tangent at x = a`), not by its line at the declared values.
    var descriptionLine: String {
        guard figure.curves.count > 1 else { return words.localNumber(figure.curves[0].description) }
        return figure.curves.map { curve in
            if let construction = curve.construction, let name = Self.followingName(construction, words) { return name }
            if let taylor = curve.taylor { return Self.taylorStatement(taylor, of: figure.curves[taylor.of], words) }
            if let path = curve.path { return words.localNumber(path.description) }
            if let relation = curve.relation { return words.localNumber(relation.description) }
            if let field = curve.field { return words.localNumber(field.description) }
            if let ode = curve.ode { return Self.odePhrase(ode, words) }
            if let euler = curve.euler { return words.localNumber(euler.description) }
            return words.localNumber(curve.construction?.line.statement ?? "y = " + curve.expression.description)
        }.joined(separator: "; ")
    }

    /// Area i in words, without its value: "Area under f(x) from −1 to 1".
    func areaText(_ i: Int) -> String {
        let area = figure.areas[i]
        let range = words("areas.range", ["from": area.fromDescription ?? readable(area.from), "to": area.toDescription ?? readable(area.to)])
        switch area.bounds {
        case .under(let f): return words("areas.under", ["curve": curveName(f), "range": range])
        case .between(let f, let g): return words("areas.between", ["first": curveName(f), "second": curveName(g), "range": range])
        }
    }

    // MARK: - Text alternatives

    /// A few sentences for screen readers: what is drawn over which ranges, each curve's pieces and
    /// its lowest and highest visible points, the areas' values.
    var summary: String {
        var text = SVGRenderer().textAlternative(drawing)
        for (i, curveSegments) in segments.enumerated() {
            // An implicit curve, a region, a sequence or a field is told by its text alternative
            // (SVGRenderer+TextAlternative.swift).
            if figure.curves[i].relation != nil || figure.curves[i].sequence != nil || figure.curves[i].field != nil
                || figure.curves[i].ode != nil || figure.curves[i].euler != nil { continue }
            let several = figure.curves.count > 1
            let points = curveSegments.flatMap { $0 }
            guard let low = points.min(by: { $0.y < $1.y }), let high = points.max(by: { $0.y < $1.y }) else {
                text += " " + words("summary.nowhere", ["name": several ? curveName(i) : words("summary.theFunction")])
                continue
            }
            if curveSegments.count > 1 {
                text += " " + words("summary.pieces", ["name": several ? curveName(i) : words("summary.theCurve"),
                                                       "count": String(curveSegments.count)])
            }
            let extremes = ["lowY": readable(low.y), "lowX": readable(low.x), "highY": readable(high.y), "highX": readable(high.x)]
            text += " " + (several ? words("summary.curveExtremes", extremes.merging(["name": curveName(i)]) { $1 })
                                   : words("summary.extremes", extremes))
        }
        for i in figure.areas.indices {
            text += " " + words("summary.area", ["text": areaText(i), "value": areaValueText(i)])
        }
        for i in figure.sums.indices {
            text += " " + words("summary.area", ["text": sumText(i), "value": sumValueText(i)])
        }
        return text
    }

    /// Area i's value as the page shows it: six significant digits in the language's way, or "undefined".
    func areaValueText(_ i: Int) -> String {
        areaValues[i].number == nil ? words("graph.undefined") : words.localNumber(areaValues[i].text)
    }

    /// One row of the table of values, as the page shows it.
    struct TableRow: Equatable {
        let x: String
        /// x itself (the text has six significant digits).
        let value: Double
        /// Each curve's value: a number, "undefined", or "–" outside the curve's from … to.
        let ys: [String]
    }

    /// The table's column heads after x (or n): "y" for a plot of one unlabelled curve, else the curves' names; a
    /// sequence's terms and partial sums (PlotRendering+Sequences.swift). None where every curve is parametric or
    /// polar: the page then has no table.
    var tableHeads: [String] {
        if figure.curves.contains(where: { $0.sequence != nil }) { return sequenceTableHeads }
        guard !tableCurves.isEmpty else { return [] }
        return figure.curves.count == 1 && figure.curves[0].label == nil ? ["y"] : tableCurves.map(curveName)
    }

    /// The curves the table has a column of y at x for: those y = f(x) and the solutions of differential equations (a
    /// parametric curve has no y at x, a sequence has its own columns, a field none).
    var tableCurves: [Int] {
        figure.curves.indices.filter {
            figure.curves[$0].path == nil && figure.curves[$0].relation == nil && figure.curves[$0].sequence == nil && figure.curves[$0].field == nil
                && figure.curves[$0].euler == nil
        }
    }

    /// x and every curve's y at the table's rows (``TableOfValues``: round steps over the plot's
    /// x-range unless the manifest sets them); where the figure has sequences, one row per whole n.
    var table: [TableRow] {
        if let rows = sequenceTable { return rows }
        let xs = (plot.table ?? TableOfValues()).xs(lower: plot.lowerX, upper: plot.xMax)
        // A solution's values come all at once, integrated from row to row: "–" where it does not reach.
        let solutions = tableCurves.map { figure.curves[$0].ode.map { Self.odeValues($0, plot, at: xs, frame: viewport) } }
        return xs.enumerated().map { row, x in
            let ys = tableCurves.enumerated().map { column, i -> String in
                if let values = solutions[column] { return values[row].map(readable) ?? "–" }
                let curve = figure.curves[i]
                if let from = curve.from, x < from { return "–" }
                if let to = curve.to, x > to { return "–" }
                return functions[i].value(at: x).map(readable) ?? words("graph.undefined")
            }
            return TableRow(x: readable(x), value: x, ys: ys)
        }
    }

    /// Six significant digits, a true minus sign, the language's decimal separator.
    func readable(_ value: Double) -> String { words.localNumber(Self.readable(value)) }

    /// A range's ends as the facts write them, with enough digits to tell them apart (``RangeEnds``) and the
    /// language's decimal separator.
    func rangeEnds(_ low: Double, _ high: Double) -> (low: String, high: String) {
        let ends = RangeEnds.texts(low, high)
        return (words.localNumber(ends.low), words.localNumber(ends.high))
    }

    /// `−5 to 5`: a range as the facts write it (``rangeEnds(_:_:)``).
    func rangeText(_ low: Double, _ high: Double) -> String {
        let ends = rangeEnds(low, high)
        return words("range.fromTo", ["from": ends.low, "to": ends.high])
    }

    /// Six significant digits, a true minus sign.
    static func readable(_ value: Double) -> String { DecimalText.readable(value) }
}
