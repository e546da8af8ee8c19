import Foundation
import Testing
@testable import PlotSiteGenerator

/// A plot's embed page (docs/site.md#embeds): the figure alone for another site's iframe, and the
/// code the plot page offers to embed it with.
@Suite struct EmbedPageTests {
    private static let figures = #"""
        {"plots": [
          {"slug": "wave", "title": "Sine \"and\" <cosine>", "notes": "See the table.",
           "curves": [{"expression": "a sin(x)", "label": "wave"}, {"expression": "cos(x)"}],
           "areas": [{"under": 0, "from": 0, "to": "π"}],
           "parameters": {"a": {"value": 1, "min": 0, "max": 3}}},
          {"slug": "line", "expression": "2x + 1"}
        ]}
        """#

    private func embedPages(_ manifest: String, theme: Theme = .embedded()) throws -> [String: String] {
        try TestBuild.site(try TestManifest.read(manifest), theme: theme) { site in
            let folder = site.appendingPathComponent("embed")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try TestBuild.text("embed/" + $0, in: site)) })
        }
    }

    @Test func everyPlotHasAnEmbedPageWithItsFigureSlidersLegendAreasAndALinkToTheFullPage() throws {
        let pages = try embedPages(Self.figures)
        #expect(pages.keys.sorted() == ["line.html", "wave.html"])
        let wave = try #require(pages["wave.html"])
        #expect(wave.contains("<figure class=\"graph\" id=\"graph\" data-graph data-plot-id=\"wave\""))
        #expect(wave.contains("<svg"), "the build-time drawing")
        #expect(wave.contains("data-figure=\""), "what the live view draws")
        #expect(wave.contains("<input type=\"range\" class=\"parameter-slider\" id=\"param-a\""))
        #expect(wave.contains("data-legend"), "the legend")
        #expect(wave.contains("data-graph-areas=\"graph\"") && wave.firstMatch(of: /data-area="0" data-value="[^"]+">2<\/b>/) != nil, "the area and its value")
        #expect(wave.contains("<a href=\"../plots/wave.html\" target=\"_blank\" rel=\"noopener\">Open the full page"))
        #expect(wave.contains("href=\"../plots/wave.svg\" download"), "the toolbar's download, from embed/")
        #expect(wave.contains("<script type=\"module\" src=\"../js/plot-boot."), "the same live view as the plot page")
    }

    @Test func anEmbedPageLeavesOutTheSiteBarAndWhatOnlyTheFullPageHas() throws {
        let wave = try #require(try embedPages(Self.figures)["wave.html"])
        for left in ["tab-bar", "site-header", "skip-link", "plot-pager", "plot-table", "plot-notes", "See the table.",
                     "plot-actions", "data-poi-list", "breadcrumb", "data-copy-embed", "plot-facts"] {
            #expect(!wave.contains(left), "\(left)")
        }
    }

    @Test func anEmbedPageKeepsTheStrictPolicyIsNotIndexedAndNamesThePlotEscaped() throws {
        let wave = try #require(try embedPages(Self.figures)["wave.html"])
        #expect(wave.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; img-src 'self' data:">"#))
        #expect(wave.contains(#"<meta name="robots" content="noindex">"#))
        #expect(wave.contains("<title>Sine &quot;and&quot; &lt;cosine&gt; · "))
        #expect(!wave.contains("<cosine>"), "the title is escaped everywhere")
        #expect(!wave.contains("<script>") && !wave.contains("<style") && !wave.contains(" style=\""), "no inline script or style")
        #expect(wave.contains("/css/embed-page."), "its own layout, in one file with the plot page's")
    }

    @Test func thePlotPageGivesItsButtonTheEmbedPageAndTheFrameSizeAndCarriesNoCode() throws {
        let page = try TestBuild.plotPage(Self.figures, slug: "wave")
        #expect(page.firstMatch(of: /<button type="button" class="button button-quiet" data-copy-embed="..\/embed\/wave.html" data-embed-size="640 \/ \d+, \d+px" hidden>Copy embed code<\/button>/) != nil)
        #expect(page.contains(#"<noscript><a class="button button-quiet" href="../embed/wave.html#embed-code">Embed code</a></noscript>"#))
        #expect(!page.contains("&lt;iframe") && !page.contains("data-embed-code"), "the code is written when the button is pressed")
    }

    @Test func theEmbedPageHoldsTheCodeEscapedForAReaderWithoutAScript() throws {
        let wave = try #require(try embedPages(Self.figures)["wave.html"])
        // The code is text in a field: escaped once as HTML, once more as the field's content.
        #expect(wave.contains("data-embed-code>&lt;iframe src=&quot;../embed/wave.html&quot; "
                              + "title=&quot;Sine &amp;quot;and&amp;quot; &amp;lt;cosine&amp;gt;&quot; loading=&quot;lazy&quot; allowfullscreen "
                              + "style=&quot;width:100%;aspect-ratio:"))
        #expect(wave.contains(#"<section class="embed-code" id="embed-code" aria-labelledby="embed-code-heading">"#))
    }

    @Test func theEmbedCodeIsAbsoluteUnderTheBaseURL() throws {
        let manifest = #"{"baseURL": "https://example.edu/calc", "plots": [{"slug": "line", "expression": "2x + 1"}]}"#
        let page = try TestBuild.plotPage(manifest, slug: "line")
        #expect(page.contains(#"data-copy-embed="https://example.edu/calc/embed/line.html""#))
        let embed = try TestBuild.site(try TestManifest.read(manifest)) { try TestBuild.text("embed/line.html", in: $0) }
        #expect(embed.contains(#"<link rel="canonical" href="https://example.edu/calc/embed/line.html">"#))
        #expect(embed.contains("data-embed-code>&lt;iframe src=&quot;https://example.edu/calc/embed/line.html&quot;"))
    }

    @Test func theFrameHoldsTheFigureAtACoursePagesColumnAndAPhones() {
        let plain = EmbedCode(slug: "sine", title: "A \"sine\" <b>", baseURL: "https://example.edu/a&b/", rows: .init())
        // 640 px: a graph of 391 + 55 px, the margins, a gap and the bar; 390 px: 235 + 55 px of graph.
        #expect(plain.html == #"<iframe src="https://example.edu/a&amp;b/embed/sine.html" title="A &quot;sine&quot; &lt;b&gt;" "#
                + #"loading="lazy" allowfullscreen style="width:100%;aspect-ratio:640 / 508;min-height:352px;border:0"></iframe>"#)
        let sliders = EmbedCode(slug: "sine", title: "Sine", baseURL: nil, rows: .init(sliders: 2, lists: ["Area under wave from 0 to π: 2"]))
        #expect(sliders.src == "../embed/sine.html")
        #expect(sliders.aspectRatio == "640 / 674", "20 + 2 × 55 px of one-row sliders and a line of 24 under the graph, each with its gap")
        // On a phone the two-row sliders would leave the graph less than 60 % of the frame: they fold, the frame fits the graph.
        #expect(sliders.height(at: 390) == 352 && plain.height(at: 390) == 352)
        let legend = EmbedCode(slug: "sine", title: "Sine", baseURL: nil, rows: .init(legend: ["f(x) = x³/3 − x", "f′(x) = x² − 1"]))
        #expect(legend.height(at: 390) == 352 + 24 + 6, "a legend of two short names is one line at 390 px")
    }

    @Test func aThemeWithoutTheEmbedTemplateBuildsNoEmbedPagesAndKeepsNoneOffline() throws {
        let embedded = Theme.embedded()
        let theme = Theme(templates: embedded.templates.filter { $0.key != "embed.html" }, assets: embedded.assets)
        #expect(try embedPages(Self.figures, theme: theme).isEmpty)
        let worker = try TestBuild.site(try TestManifest.read(Self.figures), theme: theme) { try TestBuild.text("service-worker.js", in: $0) }
        #expect(worker.contains(#""gallery":["plots/wave.html","plots/line.html"]"#))
    }
}
