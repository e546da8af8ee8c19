import PlotSVG

/// The `<iframe>` a course page (Moodle, Canvas, …) shows a plot's embed page with (docs/site.md#embeds):
/// what the embed page's Embed code section shows for a reader without a script. The plot page's Copy embed
/// code button writes the same code when pressed (Public/js/embed-code.js), from the address and ``size``
/// the build gives it, so that no page carries the code itself.
///
/// The frame is as wide as the course page's column and as tall as the embed page needs there, worked out
/// from the figure's content at two columns: a phone's (390 px, the frame's least height) and a course
/// page's (640 px, its proportions). At each, the embed shows its 8 : 5 drawing, the toolbar's strip,
/// its sliders, legend, areas and sums, and the bar with the link to the full page — unless those would
/// leave the graph less than 60 % of the frame: then the embed folds them into a button
/// (js/embed-fold.js), and the frame is only as tall as the graph and the bar.
///
/// ```swift
/// EmbedCode(slug: "sine", title: "Sine", baseURL: "https://example.edu/calc", rows: .init()).html
/// // <iframe src="https://example.edu/calc/embed/sine.html" title="Sine" loading="lazy" allowfullscreen
/// //         style="width:100%;aspect-ratio:640 / 515;min-height:347px;border:0"></iframe>
/// ```
struct EmbedCode {
    /// What the embed page shows besides its graph.
    struct Rows {
        var sliders = 0
        /// The legend's curve names.
        var legend: [String] = []
        /// Each area's and each sum's line of words, its value included.
        var lists: [String] = []
    }

    let slug: String
    /// The plot's title, the frame's accessible name.
    let title: String
    /// The site's address; without it the address is relative to the plot page, and the page's
    /// script makes it absolute from the page's own address when the reader copies it.
    let baseURL: String?
    let rows: Rows

    /// The course page's column the frame's proportions are worked out at.
    static let width = 640
    /// A phone's column: the frame is never shorter than the embed needs there.
    static let phoneWidth = 390
    /// The graph's least share of the frame's height (tenths), below which the embed folds its controls.
    private static let graphShare = 6
    /// What css/embed.css lays out, in CSS px: the page's margins (both sides), the graph's border, the
    /// toolbar's strip, the gap between rows, the bar; a slider (two rows in a narrow frame, one from
    /// `oneRowSliders` wide) and the sliders' frame; a line of the legend's or a list's 15 px text, a
    /// swatch with its gap, and a character of that text (wide, so that the estimate errs towards room).
    private static let (margins, border, strip, gap, bar) = (12, 2, 53, 6, 44)
    private static let (twoRowSlider, oneRowSlider, oneRowSliders, slidersFrame) = (99, 55, 480, 20)
    private static let (line, swatch, glyph) = (24, 36, 9)

    /// The embed page's address: absolute under `baseURL`, else from the plot page (`../embed/sine.html`).
    var src: String {
        let file = SitePaths.embedPage(slug)
        return baseURL.map { SitePaths.address(of: file, at: $0) } ?? SitePaths.plotsRoot + file
    }

    /// The frame's proportions, `width / height`, at the course page's column.
    var aspectRatio: String { "\(Self.width) / \(height(at: Self.width))" }

    /// The frame's size as the Copy embed code button reads it: its proportions and its least height,
    /// `640 / 508, 352px`, what ``html``'s style says of them.
    var size: String { "\(aspectRatio), \(height(at: Self.phoneWidth))px" }

    /// The markup to paste, every value escaped for its attribute; `allowfullscreen` lets the embed's Full
    /// screen button take the screen (without it the graph fills the frame).
    var html: String {
        let style = "width:100%;aspect-ratio:\(aspectRatio);min-height:\(height(at: Self.phoneWidth))px;border:0"
        return "<iframe src=\"\(src.xmlEscaped)\" title=\"\(title.xmlEscaped)\" loading=\"lazy\" allowfullscreen style=\"\(style)\"></iframe>"
    }

    /// The embed page's height in a column `width` CSS px wide: everything shown, or, where that would leave
    /// the graph less than its share, the graph and the bar with the controls folded.
    func height(at width: Int) -> Int {
        let graph = (width - Self.margins - Self.border) * 5 / 8 + Self.strip + Self.border
        let folded = Self.margins + graph + Self.gap + Self.bar
        let shown = folded + controls(at: width)
        return graph * 10 >= shown * Self.graphShare ? shown : folded
    }

    /// The height of the sliders, legend, areas and sums at `width`, each with the gap above it.
    private func controls(at width: Int) -> Int {
        let room = width - Self.margins
        var heights: [Int] = []
        let slider = width >= Self.oneRowSliders ? Self.oneRowSlider : Self.twoRowSlider
        if rows.sliders > 0 { heights.append(Self.slidersFrame + rows.sliders * slider) }
        // The legend's entries flow in rows, 16 px apart; each list item has a line or more of its own.
        let legendLines = Self.lines(of: rows.legend.map { Self.swatch + $0.count * Self.glyph }, in: room, gap: 16)
        if legendLines > 0 { heights.append(legendLines * Self.line) }
        for text in rows.lists {
            heights.append(max(1, (text.count * Self.glyph + room - Self.swatch - 1) / (room - Self.swatch)) * Self.line)
        }
        return heights.reduce(0) { $0 + $1 + Self.gap }
    }

    /// How many rows entries of these widths fill, flowing `gap` apart in rows `room` wide.
    private static func lines(of widths: [Int], in room: Int, gap: Int) -> Int {
        var lines = 0, used = 0
        for width in widths {
            if lines == 0 || used + gap + width > room {
                lines += 1
                used = width
            } else {
                used += gap + width
            }
        }
        return lines
    }
}
