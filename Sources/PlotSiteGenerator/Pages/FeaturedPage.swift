/// The gallery (`index.html`): the instructions, a card with a thumbnail for every featured plot,
/// and a card without one for every other plot.
struct FeaturedPage {
    let manifest: Manifest
    /// The featured plots' thumbnails (``PlotRendering/thumbnail()``), by plot index; nil for the others.
    let thumbnails: [String?]
    let words: Words

    func sitePage() -> SitePage {
        let plots = manifest.plots
        func card(_ index: Int) -> TemplateValue {
            let curves = plots[index].figure.curves
            // A Taylor polynomial's expression is its terms gated by its slider: the card says what it is instead.
            let description = curves.map { curve in
                curve.taylor.map { PlotRendering.taylorStatement($0, of: curves[$0.of], words) } ?? words.localNumber(curve.description)
            }.joined(separator: "; ")
            return .object(["title": .text(plots[index].displayTitle), "description": .text(description),
                            "href": .text(SitePaths.plotPage(plots[index].slug)), "thumbnail": .html(thumbnails[index] ?? "")])
        }
        let featured = plots.indices.filter { plots[$0].featured }.map(card)
        let others = plots.indices.filter { !plots[$0].featured }.map(card)
        let instructions = manifest.instructions ?? (0..<3).map { words("featured.instructions.\($0)") }
        return SitePage(file: SitePaths.featured, kind: .featured, title: words("featured.title"),
                        summary: instructions.joined(separator: " "),
                        content: ["instructions": .list(instructions.map { .text($0) }), "featured": .list(featured),
                                  "others": .list(others)])
    }
}
