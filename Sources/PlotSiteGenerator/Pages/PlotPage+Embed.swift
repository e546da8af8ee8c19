/// A plot's embed page (docs/site.md#embeds): its figure alone for an iframe, and the code that embeds it.
extension PlotPage {
    /// The iframe the plot page offers to copy, with room for what the figure shows under its graph.
    var embedCode: EmbedCode {
        let figure = rendering.figure
        var rows = EmbedCode.Rows()
        rows.sliders = rendering.plot.parameters.count
        if !legend.isEmpty { rows.legend = figure.curves.indices.map(rendering.curveName) }
        rows.lists = figure.areas.indices.map { "\(rendering.areaText($0)): \(rendering.areaValueText($0))" }
            + figure.sums.indices.map { "\(rendering.sumText($0)): \(rendering.sumValueText($0))" }
            + rendering.eulerCurves.map { "\(rendering.eulerText($0)): \(rendering.eulerValueText($0))" }
        return EmbedCode(slug: rendering.plot.slug, title: rendering.plot.displayTitle, baseURL: baseURL, rows: rows)
    }

    /// The embed page of the plot page `page` (``sitePage()``): the same figure, sliders and scripts
    /// in `embed.html`, with the way to the full page, and to the drawing's `.svg` (`plot.svgFile`) from `embed/`.
    func embedPage(of page: SitePage) -> SitePage {
        let slug = rendering.plot.slug
        var content = page.content
        if case .object(var plot)? = content["plot"] {
            plot["svgFile"] = .text(SitePaths.plotsRoot + SitePaths.plotSVG(slug))
            content["plot"] = .object(plot)
        }
        content["embed"] = .object(["fullPage": .text(SitePaths.plotsRoot + SitePaths.plotPage(slug))])
        var embed = SitePage(file: SitePaths.embedPage(slug), kind: .embed, title: page.title, summary: page.summary,
                             scripts: page.scripts, root: SitePaths.plotsRoot, content: content)
        embed.laterScript = page.laterScript
        embed.preloadedModules = page.preloadedModules
        embed.figureStylesheets = page.figureStylesheets
        return embed
    }
}
