import PlotSVG

/// The `<iframe>` a course page (Moodle, Canvas, …) shows a plot's embed page with (docs/site.md#embeds):
/// what the plot page's Copy embed code button copies, and what its Embed code field shows without a script.
///
/// ```swift
/// EmbedCode(slug: "sine", title: "Sine", baseURL: "https://example.edu/calc", rows: .init()).html
/// // <iframe src="https://example.edu/calc/embed/sine.html" title="Sine" loading="lazy"
/// //         style="width:100%;aspect-ratio:640 / 502;min-height:262px;border:0"></iframe>
/// ```
struct EmbedCode {
    /// What the embed page shows under its graph, which the frame leaves room for.
    struct Rows {
        var sliders = 0
        /// The legend's lines, and one for each area and sum.
        var lines = 0
    }

    let slug: String
    /// The plot's title, the frame's accessible name.
    let title: String
    /// The site's address; without it the address is relative to the plot page, and the page's
    /// script makes it absolute from the page's own address when the reader copies it.
    let baseURL: String?
    let rows: Rows

    /// The width the frame's proportions are worked out at: a course page's column.
    static let width = 640
    /// The graph's least height in the frame: below it a reader cannot aim at a curve.
    static let graphMinimum = 160
    /// What the embed page needs besides its graph: the graph's controls' strip, the link to the
    /// full page and the page's margins; a slider's two rows and the sliders' frame; a legend's,
    /// area's or sum's line (css/embed.css lays them out).
    private static let (fixed, perSlider, slidersFrame, perLine) = (102, 100, 40, 30)

    /// The embed page's address: absolute under `baseURL`, else from the plot page (`../embed/sine.html`).
    var src: String {
        let file = SitePaths.embedPage(slug)
        return baseURL.map { SitePaths.address(of: file, at: $0) } ?? SitePaths.plotsRoot + file
    }

    /// The height beside the graph, in CSS px.
    private var besideGraph: Int {
        Self.fixed + (rows.sliders > 0 ? Self.slidersFrame + rows.sliders * Self.perSlider : 0) + rows.lines * Self.perLine
    }

    /// The frame's proportions, `width / height`: the graph's 8 : 5 at ``width`` and the rows under it.
    var aspectRatio: String {
        let graph = Self.width * Int(PlotRendering.height) / Int(PlotRendering.width)
        return "\(Self.width) / \(graph + besideGraph)"
    }

    /// The markup to paste, every value escaped for its attribute.
    var html: String {
        let style = "width:100%;aspect-ratio:\(aspectRatio);min-height:\(Self.graphMinimum + besideGraph)px;border:0"
        return "<iframe src=\"\(src.xmlEscaped)\" title=\"\(title.xmlEscaped)\" loading=\"lazy\" style=\"\(style)\"></iframe>"
    }
}
