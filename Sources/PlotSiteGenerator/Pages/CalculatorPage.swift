import PlotCore
import PlotSVG

/// The Calculator (`calculator.html`): its display, its keypad and an empty graph at the
/// manifest's default x-range, which the page's script plots into.
struct CalculatorPage {
    let settings: CalculatorSettings
    let words: Words

    func sitePage() throws -> SitePage {
        SitePage(file: SitePaths.calculator, kind: .calculator, title: words("calculatorPage.title"),
                 summary: words("calculatorPage.summary"), scripts: [SitePaths.calculatorScript],
                 content: ["calculator": settings.templateValue(words), "keys": Keypad.context(words), "graph": try emptyGraph(),
                           "noscript": words.around("calculatorPage.noscript", blank: "link")])
    }

    /// An empty graph at the Calculator's default x-range, about equal scales on both axes, y ending
    /// on a nice value (docs/site.md#calculator) as the live Calculator shows it (`emptyRanges`, Public/js/calculator/plot-ranges.js).
    private func emptyGraph() throws -> TemplateValue {
        let xMax = settings.xMax
        let yMax = NiceFrame.atLeast(xMax * PlotRendering.height / PlotRendering.width)
        let viewport = try Viewport(xMin: -xMax, xMax: xMax, yMin: -yMax, yMax: yMax,
                                    width: PlotRendering.width * PlotRendering.density, height: PlotRendering.height * PlotRendering.density)
        var drawing = PlotDrawing(description: words("calculatorPage.nothingPlotted"), viewport: viewport, segments: [])
        drawing.density = PlotRendering.density
        drawing.words = words.svg
        drawing.idPrefix = "calculator-graph"
        return .object(GraphAttributes(viewport: viewport, svg: SVGRenderer().element(drawing)).values)
    }
}
