import PlotCore
import PlotSVG

/// The page of one gallery plot (docs/site.md#plot-page): its graph, text alternatives and table of values, and links
/// to the Calculator and to the plots before and after it.
struct PlotPage {
    let rendering: PlotRendering
    let previous: PageLink?
    let next: PageLink?
    /// The site's address (the manifest's `baseURL`), for the embed code; nil for none.
    var baseURL: String? = nil

    /// A link from one plot page to another in the same folder.
    static func link(to plot: PlotEntry) -> PageLink {
        PageLink(title: plot.displayTitle, href: SitePaths.plotPageName(plot.slug))
    }

    /// The text of the standalone `.svg` file written beside the page.
    var standaloneSVG: String { SVGRenderer().standalone(rendering.drawing) }

    /// "Open in Calculator" plots what this page shows: the expression, its sampling and its window; the
    /// ends that take their defaults (xMin = −xMax, a fitted y end) are left to the Calculator, whose fit is the same.
    /// The Calculator has no sliders: an expression with parameters goes with their values in their place.
    /// Nil when the figure has no curve y = f(x) for it to open.
    var calculatorQuery: String? {
        let plot = rendering.plot
        guard let curve = plot.calculatorCurve.map({ plot.figure.curves[$0].expression }) else { return nil }
        let expression = CalculatorLink.expression(curve, at: plot.parameters.values) ?? curve.standaloneSource
        return CalculatorLink.query(expression: expression, xMax: plot.xMax, samples: plot.samples,
                                    xMin: plot.lowerX == -plot.xMax ? nil : plot.lowerX,
                                    yMin: plot.yMin, yMax: plot.yMax)
    }

    /// The page's legend (docs/site.md#figures): every curve of a figure of several, or a labelled single curve,
    /// each with a swatch of its colour and style; empty for a plain one-curve plot.
    var legend: [TemplateValue] {
        let curves = rendering.figure.curves
        guard curves.count > 1 || curves[0].label != nil else { return [] }
        return curves.indices.map { i in
            let style = SVGRenderer.curveStyleName(curves[i].style, index: i)
            return .object(["swatch": .html(swatch(curves[i], i)),
                     "name": .text(rendering.curveName(i)),
                     "liveName": .text(PlotEntry.liveTemplate(rendering.writtenPlot.figure.curves[i].label) ?? ""),
                     "styleName": .text(style == LineStyle.solid.rawValue ? "" : rendering.words("svg.styles." + style))])
        }
    }

    /// Curve `i`'s swatch in the legend: a field's marks, a sequence's dot (and ring), else a line in its colour and style.
    private func swatch(_ curve: FigureCurve, _ i: Int) -> String {
        if curve.field != nil { return SVGRenderer.fieldSwatch() }
        if let sequence = curve.sequence { return SVGRenderer.sequenceSwatch(colorIndex: i, partialSums: sequence.partialSums) }
        return SVGRenderer.curveSwatch(colorIndex: i, style: curve.style)
    }

    /// The list of Euler's polygons under the graph (docs/manifest.md#eulers-method): each one's swatch, its name and
    /// step, and its value at `to` beside the exact solution's.
    var eulers: [TemplateValue] {
        rendering.eulerCurves.map { i in
            let swatch = SVGRenderer.curveSwatch(colorIndex: i, style: rendering.figure.curves[i].style)
            return .object(["index": .text(String(i)), "swatch": .html(swatch), "text": .text(rendering.eulerText(i)),
                            "value": .text(rendering.eulerDataValue(i)), "valueText": .text(rendering.eulerValueText(i))])
        }
    }

    /// The note beside Open in Calculator: which curve it opens when there are several, and at
    /// which values of the parameters it uses; "" when there is nothing to say.
    var calculatorNote: String {
        let plot = rendering.plot
        guard let curve = plot.calculatorCurve else { return "" }
        let used = plot.figure.curves[curve].expression.usedParameters
        let words = rendering.words
        let values = plot.parameters.filter { used.contains($0.name) }.map { "\($0.name) = \(words.localNumber($0.valueText))" }
            .joined(separator: words.decimalSeparator == "," ? "; " : ", ")
        if plot.figure.curves.count > 1 {
            // Curve 0 is "this figure's first"; past a parametric curve, the first y = f(x) is named alone.
            let key = (curve == 0 ? "plot.firstCurve" : "plot.oneCurve") + (values.isEmpty ? "" : "With")
            return words(key, ["name": rendering.curveName(curve), "values": values])
        }
        return values.isEmpty ? "" : words("plot.noSliders", ["values": values])
    }

    /// The sliders (docs/site.md#sliders), or false for a plot without parameters. `value`, `min`, `max` and `step`
    /// are written as JavaScript writes numbers, for the inputs' attributes; the `…Text` ones are for
    /// people (`−π`, true minus signs).
    private var parameters: TemplateValue {
        let parameters = rendering.plot.parameters
        let words = rendering.words
        guard !parameters.isEmpty else { return .bool(false) }
        return .list(parameters.map { parameter in
            .object(["name": .text(String(parameter.name)),
                     "value": .text(parameter.value.javaScriptText), "min": .text(parameter.min.javaScriptText),
                     "max": .text(parameter.max.javaScriptText), "step": .text(parameter.step.javaScriptText),
                     "valueText": .text(words.localNumber(parameter.valueText)),
                     "minText": .text(words.localNumber(parameter.minText)), "maxText": .text(words.localNumber(parameter.maxText)),
                     "exactly": .text(words("plot.exactly", ["name": String(parameter.name)]))])
        })
    }

    /// Each area's words and value; `data-value` holds the number as JavaScript writes it, or
    /// `undefined` (docs/hooks.md#legend-and-areas).
    private var areas: [TemplateValue] {
        rendering.figure.areas.indices.map { i in
            let value = rendering.areaValues[i]
            let colorIndex: Int
            switch rendering.figure.areas[i].bounds {
            case .under(let f), .between(let f, _): colorIndex = f
            }
            let (number, reason): (String, String)
            switch value {
            case .value(let v, _): (number, reason) = (v.javaScriptText, "")
            case .undefined(let why): (number, reason) = ("undefined", rendering.words.areaReason(why))
            }
            return .object(["index": .text(String(i)), "swatch": .html(SVGRenderer.areaSwatch(colorIndex: colorIndex)),
                            "text": .text(rendering.areaText(i)), "value": .text(number), "valueText": .text(rendering.areaValueText(i)),
                            "reason": .text(reason)])
        }
    }

    /// The list of points of interest over the plot's x-range (docs/site.md#points-of-interest), or false when the plot turns it off.
    private var pointsOfInterest: TemplateValue {
        guard let found = rendering.pointsOfInterest else { return .bool(false) }
        let plot = rendering.plot
        let words = rendering.words
        let list = PointsOfInterestList(found: found, curveName: rendering.curveName, readable: rendering.readable, words: words)
        let ends = rendering.rangeEnds(plot.lowerX, plot.xMax)
        let range = words("range.xFrom", ["from": ends.low, "to": ends.high])
        return .object(["range": .text(range),
                        "groups": .list(list.groups)])
    }

    /// A table row's x for the page's script (which writes the row again as the sliders move), or ""
    /// when the row's text says it exactly (`−2.5`): most rows, so most pages carry no attribute at all.
    static func tableXAttribute(_ x: Double) -> String {
        Double(PlotRendering.readable(x).replacingOccurrences(of: "−", with: "-")) == x ? "" : x.javaScriptText
    }

    func sitePage() throws -> SitePage {
        let plot = rendering.plot
        let v = rendering.viewport
        let summary = rendering.summary
        let words = rendering.words
        var graph = GraphAttributes(viewport: v, svg: SVGRenderer().element(rendering.drawing))
        graph.axes = plot.axes
        var values = graph.values
        values.merge([
            "title": .text(plot.displayTitle),
            "titleTemplate": .text(PlotEntry.liveTemplate(rendering.writtenPlot.title) ?? ""),
            "notesTemplate": .text(PlotEntry.liveTemplate(rendering.writtenPlot.notes) ?? ""),
            "description": .text(rendering.descriptionLine),
            "graphName": .text(rendering.graphName),
            "graphLabel": .text(words("plot.graph", ["name": rendering.graphName])),
            "tableCaption": .text(words("plot.tableCaption", ["name": rendering.graphName])),
            "figureData": .text(FigureData.json(rendering.labelledFigure, pointsOfInterest: plot.showsPointsOfInterest,
                                                parameters: plot.parameters,
                                                liveLabels: rendering.writtenPlot.figure.curves.map { PlotEntry.liveTemplate($0.label) },
                                                taylorNames: rendering.taylorNames)),
            "parameters": parameters,
            "legend": .list(legend),
            "areas": .list(areas),
            "sums": .list(rendering.figure.sums.indices.map { i in
                .object(["index": .text(String(i)), "swatch": .html(rendering.sums[i].swatch(i)),
                         "text": .text(rendering.sumText(i)), "value": .text(rendering.sumDataValue(i)), "valueText": .text(rendering.sumValueText(i))])
            }),
            "eulers": .list(eulers),
            "pointsOfInterest": pointsOfInterest,
            "calculatorNote": .text(calculatorNote),
            "tableHeads": .list(rendering.tableHeads.map { .text($0) }),
            "tableIndexHead": .text(rendering.tableIndexHead),
            "slug": .text(plot.slug),
            "source": .text(plot.figure.curves[0].source),
            "samples": .text(plot.samples.description),
            "svgFile": .text(SitePaths.plotSVGName(plot.slug)),
            "compactSVG": .html(try rendering.compactDrawing()),
            "notes": .text(plot.notes ?? ""),
            // The same with its web addresses as links (a theme written before them shows `notes`).
            "notesHTML": .html(NotesMarkup.html(plot.notes ?? "")),
            "summary": .text(summary),
            "calculatorHref": .text(calculatorQuery.map { SitePaths.plotsRoot + SitePaths.calculator + "?" + $0 } ?? ""),
            "xRange": .text(rendering.rangeText(v.xMin, v.xMax)),
            "yRange": .text(rendering.rangeText(v.yMin, v.yMax)),
            "table": .list(rendering.table.map { row in
                .object(["x": .text(row.x), "value": .text(Self.tableXAttribute(row.value)), "ys": .list(row.ys.map { .text($0) })])
            }),
            "embedCode": .text(embedCode.html),
            "embedSrc": .text(embedCode.src),
            "embedSize": .text(embedCode.size),
            "embedPage": .text(SitePaths.plotsRoot + SitePaths.embedPage(plot.slug)),
            "previous": previous?.templateValue ?? .bool(false),
            "next": next?.templateValue ?? .bool(false),
        ]) { _, own in own }
        var page = SitePage(file: SitePaths.plotPage(plot.slug), kind: .plot, title: plot.displayTitle, summary: summary,
                            scripts: [SitePaths.plotBoot], root: SitePaths.plotsRoot, content: ["plot": .object(values)])
        page.laterScript = SitePaths.liveView
        if !plot.parameters.isEmpty { page.figureStylesheets = [SitePaths.slidersStylesheet] }
        // The viewer imports the area outlines only for a figure with areas, and cannot take over
        // before they are there. Loaded by the boot script with the live view (LiveViewModules); for a
        // theme without it, announced with the rest, so they cost no round trip of their own.
        if !plot.figure.areas.isEmpty { page.preloadedModules = [SitePaths.areaOutlines] }
        // A figure with sums computes them before it takes over from the build's picture, which has them.
        if !plot.figure.sums.isEmpty { page.preloadedModules.append(SitePaths.riemannSum) }
        return page
    }
}

extension PlotPage {
    /// The page of `plots[index]`, rendered (sampled and drawn) here, linked to its neighbours in the gallery.
    init(of plots: [PlotEntry], at index: Int, words: Words, baseURL: String? = nil) throws {
        rendering = try PlotRendering(plots[index], words: words)
        self.baseURL = baseURL
        previous = index > 0 ? Self.link(to: plots[index - 1]) : nil
        next = index + 1 < plots.count ? Self.link(to: plots[index + 1]) : nil
    }
}
