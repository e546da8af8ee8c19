import PlotCore
import PlotSVG

/// The page of one gallery plot (R-PLOT): its graph, text alternatives and table of values, and links
/// to the Calculator and to the plots before and after it.
struct PlotPage {
    let rendering: PlotRendering
    let previous: PageLink?
    let next: PageLink?

    /// Where a plot's page lives, below the site's top.
    static func file(of plot: PlotEntry) -> String { "plots/\(plot.slug).html" }

    /// Where a plot's standalone SVG lives: beside its page.
    static func svgFile(of plot: PlotEntry) -> String { "plots/\(plot.slug).svg" }

    /// A link from one plot page to another in the same folder.
    static func link(to plot: PlotEntry) -> PageLink {
        PageLink(title: plot.displayTitle, href: "\(plot.slug).html")
    }

    /// "Open in Calculator" plots what this page shows: the expression, its sampling and its window; the
    /// ends that take their defaults (xMin = −xMax, a fitted y-range, yMin = −yMax) are left to the Calculator.
    var calculatorQuery: String {
        let plot = rendering.plot
        return CalculatorLink.query(expression: plot.expression.source, xMax: plot.xMax, samples: plot.samples,
                                    xMin: plot.lowerX == -plot.xMax ? nil : plot.lowerX,
                                    yMin: plot.yMax.flatMap { plot.lowerY == -$0 ? nil : plot.lowerY },
                                    yMax: plot.yMax)
    }

    func sitePage() throws -> SitePage {
        let plot = rendering.plot
        let v = rendering.viewport
        let summary = rendering.summary
        var values = GraphAttributes(viewport: v, svg: SVGRenderer().element(rendering.drawing(idPrefix: "plot"))).values
        values.merge([
            "title": .text(plot.displayTitle),
            "description": .text(plot.expression.description),
            "slug": .text(plot.slug),
            "source": .text(plot.expression.source),
            "samples": .text(plot.samples.description),
            "svgFile": .text("\(plot.slug).svg"),
            "compactSVG": .html(try rendering.compactDrawing()),
            "notes": .text(plot.notes ?? ""),
            "summary": .text(summary),
            "calculatorHref": .text("../calculator.html?" + calculatorQuery),
            "xMinLabel": .text(Ticks.endLabel(v.xMin)), "xMaxLabel": .text(Ticks.endLabel(v.xMax)),
            "yMinLabel": .text(Ticks.endLabel(v.yMin)), "yMaxLabel": .text(Ticks.endLabel(v.yMax)),
            "table": .list(rendering.table.map { .object(["x": .text($0.x), "y": .text($0.y)]) }),
            "previous": previous?.templateValue ?? .bool(false),
            "next": next?.templateValue ?? .bool(false),
        ]) { _, own in own }
        return SitePage(file: Self.file(of: plot), template: "plot.html", kind: "plot", title: plot.displayTitle,
                        summary: summary, tab: nil, scripts: ["js/plot-page.js"], root: "../", content: ["plot": .object(values)])
    }
}
