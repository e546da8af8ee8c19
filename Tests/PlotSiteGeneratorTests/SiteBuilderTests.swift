import Foundation
import Testing
@testable import PlotSiteGenerator
import TestSupport

@Suite struct SiteBuilderTests {
    @Test func buildsTheDefaultGallery() throws {
        let folder = try TestFolder.make("plotsite-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        var lines: [String] = []
        let summary = try SiteBuilder(manifest: DefaultGallery.manifest(), theme: .embedded(), output: output).build { lines.append($0) }
        #expect(lines.first == "[1/8] Checking the templates")
        #expect(summary.plotCount == DefaultGallery.manifest().plots.count)
        for file in ["index.html", "calculator.html", "configuration.html", "404.html", "service-worker.js", "manifest.webmanifest",
                     "plots/cubic.html", "plots/cubic.svg", "plots/tangent.html", ".plotsite-site"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "\(file) is missing")
        }
        let index = try TestBuild.text("index.html", in: output)
        #expect(index.contains("href=\"plots/cubic.html\""))
        #expect(index.contains("<li>Tap a plot to open it.</li>"))
        let page = try TestBuild.text("plots/cubic.html", in: output)
        #expect(page.contains("data-graph data-plot-id=\"cubic\" data-expression=\"x^3 - 2.5x^2 + 3.1x - 13.3\""))
        // The fitted frame of −129.7 … 23.1 ends on a nice 150 (docs/sampling.md#the-fit-rule): 500 px / 300 units.
        #expect(page.contains("data-scale=\"100\" data-scale-y=\"1.6666666666666667\" data-origin-x=\"400\" data-origin-y=\"250\""))
        #expect(page.contains("data-graph-description>x³ − 2.5x² + 3.1x − 13.3</p>"))
        #expect(page.contains("href=\"../calculator.html?expression=x%5E3%20-%202.5x%5E2%20%2B%203.1x%20-%2013.3&amp;xmax=4&amp;samples=200\""))
        #expect(page.firstMatch(of: /<link rel="icon" href="\.\.\/icons\/icon\.[0-9a-f]{8}\.svg"/) != nil)
        // Its stylesheets in one file (StylesheetBundles); what a live graph adds, linked disabled.
        #expect(page.matches(of: /<link rel="stylesheet" href="\.\.\/css\/([a-z-]+)\.[0-9a-f]{8}\.css"( disabled data-live-styles)?>/)
            .map { String($0.output.1) + ($0.output.2 == nil ? "" : " disabled") } == ["plot-page", "graph-live disabled"])
        // The first visit loads the boot script, one file with what it imports, no more (docs/architecture.md#delivery).
        let bootFile = try #require(page.firstMatch(of: /<script type="module" src="\.\.\/js\/(plot-boot\.[0-9a-f]{8}\.js)"><\/script>/)?.output.1)
        #expect(!page.contains("js/plot-page."))
        #expect(!page.contains("modulepreload"))
        let boot = try TestBuild.text("js/" + String(bootFile), in: output)
        #expect(!boot.contains(" from "))
        for defined in ["function attachGestures(", "function declaredTransform(", "function loadView(", "const loadLiveView="] {
            #expect(boot.contains(defined), "the boot's bundle holds \(defined)")
        }
        // The live view loads when the graph is first reached, as one file the build writes from its
        // modules, beside a figure's area outlines (named by live-view-modules.js, which the boot's bundle
        // holds); what its controls load on demand stays out of it.
        let list = try #require(boot.firstMatch(of: /const loadLiveView=.*?;const loadAreaOutlines=[^;]*;/)).output
        let live = list.matches(of: /import\('\.\/([^']+)\.[0-9a-f]{8}\.js'\)/).map { String($0.output.1) + ".js" }
        #expect(live == ["live-view.js", "live/figure/area-outline.js"])
        for imported in list.matches(of: /import\('\.\/([^']+)'\)/) {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("js/" + imported.output.1).path), "\(imported.output.1)")
        }
        let bundleFile = try #require(list.firstMatch(of: /import\('\.\/(live-view\.[0-9a-f]{8}\.js)'\)/)?.output.1)
        let bundle = try TestBuild.text("js/" + bundleFile, in: output)
        for defined in ["class GraphView", "function sample(", "class Parser", "function compileForEvaluation("] {
            #expect(bundle.contains(defined), "the bundle holds \(defined)")
        }
        for later in ["function downloadPNG(", "function statsPopover(", "class Tracer"] {
            #expect(!bundle.contains(later), "the bundle leaves \(later) for later")
        }
        #expect(!index.contains("modulepreload"))
        // Two drawings: full size, and compact for phones, with ids of their own.
        #expect(page.contains("class=\"plot-svg\" viewBox=\"0 0 800 500\""))
        #expect(page.contains("class=\"plot-svg plot-svg-compact\" viewBox=\"0 0 360 225\""))
        #expect(page.contains(/\sdata-graph-compact\s/))
        let ids = page.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
        #expect(ids.count == Set(ids).count, "duplicate ids: \(ids)")
        #expect(ids.contains("plot-compact-title") && ids.contains("plot-title"))
        let calculator = try TestBuild.text("calculator.html", in: output)
        for key in ["0", "9", ".", "pi", "sqrt", "sin", "cos", "tan", "ln", "(", ")", "x", "pow", "+", "-", "*", "/", "neg", "clear", "back", "plot"] {
            #expect(calculator.contains("data-key=\"\(key)\""), "calculator key \(key)")
        }
        #expect(calculator.contains("<input id=\"expression\" name=\"expression\""))
        // The empty graph's y-range ends on a nice value (docs/site.md#calculator), as the live Calculator's does: 5 × 500/800
        // = 3.125 rounds up to 4, so the page does not show 3.125 and then jump when the script takes over.
        #expect(calculator.contains("data-y-max=\"4\""), "the empty calculator graph's yMax")
        let configuration = try TestBuild.text("configuration.html", in: output)
        #expect(configuration.contains("name=\"xmax\"") && configuration.contains("name=\"samples\"") && configuration.contains("role=\"status\""))
    }

    @Test func aFreeWindowIsFollowedByEveryPartOfThePlotPage() throws {
        let folder = try TestFolder.make("plotsite-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try ManifestReader.parse("""
        x^2    | xMin=2 xMax=10 slug="parabola"
        sin(x) | yMin=-0.5 yMax=3 samples=100 slug="sine"
        """, file: "plots.txt", format: .plainList)
        let output = folder.appendingPathComponent("site")
        _ = try SiteBuilder(manifest: manifest, theme: .embedded(), output: output).build()

        let parabola = try TestBuild.text("plots/parabola.html", in: output)
        // The live view starts from the window: x from 2 (the left edge) to 10.
        #expect(parabola.contains("data-x-min=\"2\" data-x-max=\"10\""))
        #expect(parabola.contains("data-scale=\"100\"") && parabola.contains("data-origin-x=\"-200\""))
        // Fitted over 2 … 10 (100 at x = 10), not over −10 … 10.
        #expect(parabola.contains("data-y-min=\"-120\" data-y-max=\"120\""))
        #expect(parabola.contains("<dd data-fact=\"x\">2 to 10</dd>"))
        #expect(parabola.contains("for x from 2 to 10, y shown from −120 to 120."))
        let rows = parabola.matches(of: /<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/).map { (String($0.output.1), String($0.output.2)) }
        // At round steps over 2 … 10: 0.5 apart.
        #expect(rows.first! == ("2", "4") && rows.last! == ("10", "100") && rows.count == 17)
        #expect(parabola.contains("calculator.html?expression=x%5E2&amp;xmin=2&amp;xmax=10&amp;samples=auto\""))
        let svg = try TestBuild.text("plots/parabola.svg", in: output)
        #expect(svg.contains("x from 2 to 10"))

        let sine = try TestBuild.text("plots/sine.html", in: output)
        #expect(sine.contains("data-y-min=\"-0.5\" data-y-max=\"3\""))
        #expect(sine.contains("<dd data-fact=\"y\">−0.5 to 3</dd>"))
        #expect(sine.contains("calculator.html?expression=sin%28x%29&amp;xmax=5&amp;ymin=-0.5&amp;ymax=3&amp;samples=100\""))
    }

    @Test func pagesWorkUnderAStrictContentSecurityPolicy() throws {
        let folder = try TestFolder.make("plotsite-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        _ = try SiteBuilder(manifest: DefaultGallery.manifest(), theme: .embedded(), output: output).build()
        let pages = FileManager.default.enumerator(atPath: output.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(pages.count >= 10)
        for page in pages {
            // A field's text (the plot page's embed code) is not markup: the policy does not see it.
            let html = try TestBuild.text(page, in: output).replacing(/<textarea([^>]*)>[^<]*<\/textarea>/) { "<textarea\($0.output.1)></textarea>" }
            #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; style-src 'self'; img-src 'self' data:\">"))
            #expect(html.firstMatch(of: /<script(?![^>]*\ssrc=)[^>]*>/) == nil, "inline script in \(page)")
            #expect(html.firstMatch(of: /\son[a-z]+\s*=/) == nil, "inline event handler in \(page)")
            #expect(html.firstMatch(of: /\sstyle\s*=/) == nil, "style attribute in \(page)")
            #expect(html.firstMatch(of: /<style/) == nil, "style element in \(page)")
            #expect(!html.contains("href=\"/") && !html.contains("src=\"/"), "absolute link in \(page)")
        }
    }

    @Test func notFoundPageLinksFromTheSitePathWhenTheBaseURLIsKnown() throws {
        let folder = try TestFolder.make("plotsite-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        var manifest = DefaultGallery.manifest()
        let relative = folder.appendingPathComponent("relative")
        _ = try SiteBuilder(manifest: manifest, theme: .embedded(), output: relative).build()
        let plain = try TestBuild.text("404.html", in: relative)
        #expect(plain.firstMatch(of: /<link rel="stylesheet" href="css\/site\.[0-9a-f]{8}\.css">/) != nil && plain.contains("href=\"index.html\""))

        manifest.baseURL = "https://example.edu/course%20notes/plots"
        let absolute = folder.appendingPathComponent("absolute")
        _ = try SiteBuilder(manifest: manifest, theme: .embedded(), output: absolute).build()
        let notFound = try TestBuild.text("404.html", in: absolute)
        // Served for /course%20notes/plots/plots/missing.html, it still finds its stylesheet and the gallery.
        #expect(notFound.firstMatch(of: /<link rel="stylesheet" href="\/course%20notes\/plots\/css\/site\.[0-9a-f]{8}\.css">/) != nil)
        #expect(notFound.contains("href=\"/course%20notes/plots/index.html\""))
        #expect(!notFound.contains("href=\"index.html\"") && !notFound.contains("href=\"css/"))
        // Every other page keeps relative links, so the site also works from a folder or file://.
        let index = try TestBuild.text("index.html", in: absolute)
        #expect(!index.contains("href=\"/") && index.contains("href=\"css/site."))
        #expect(NotFoundPage.sitePath("https://example.edu") == "/")
    }

    @Test func manifestTextIsEscapedEverywhere() throws {
        let folder = try TestFolder.make("plotsite-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try ManifestReader.parse("""
        {"title": "<script>alert(1)</script>", "instructions": ["<img src=x onerror=alert(1)>"],
         "plots": [{"expression": "x", "title": "\\"><script>alert(2)</script>", "notes": "<b>bold</b>"}]}
        """, file: "g.json", format: .json)
        let output = folder.appendingPathComponent("site")
        _ = try SiteBuilder(manifest: manifest, theme: .embedded(), output: output).build()
        let index = try TestBuild.text("index.html", in: output)
        #expect(!index.contains("<script>alert") && !index.contains("<img src=x"))
        #expect(index.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let slug = manifest.plots[0].slug
        let page = try TestBuild.text("plots/\(slug).html", in: output)
        #expect(!page.contains("<script>alert") && !page.contains("<b>bold"))
        #expect(page.contains("&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
    }

    @Test func refusesToReplaceAFolderItDidNotBuild() throws {
        let folder = try TestFolder.make("plotsite-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let precious = folder.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: precious)
        #expect(throws: SiteBuildError.self) {
            try SiteBuilder(manifest: DefaultGallery.manifest(), theme: .embedded(), output: folder).build()
        }
        #expect(try String(contentsOf: precious, encoding: .utf8) == "keep me")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["precious.txt"])
        let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path)
        #expect(!siblings.contains { $0.hasPrefix(".\(folder.lastPathComponent).building") }, "no staging folder is left behind")
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
        let folder = try TestFolder.make("plotsite-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        _ = try SiteBuilder(manifest: DefaultGallery.manifest(), theme: .embedded(), output: output).build()
        let before = try TestBuild.text("index.html", in: output)
        let embedded = Theme.embedded()
        var templates = embedded.templates
        templates["plot.html"] = "{{ plot.nonexistent }}"
        let broken = Theme(templates: templates, assets: embedded.assets)
        #expect(throws: SiteBuildError.self) {
            try SiteBuilder(manifest: DefaultGallery.manifest(), theme: broken, output: output).build()
        }
        #expect(try TestBuild.text("index.html", in: output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"], "no staging folder is left behind")
        // And a good build replaces it.
        _ = try SiteBuilder(manifest: DefaultGallery.manifest(), theme: .embedded(), output: output).build()
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("plots/cubic.html").path))
    }

    @Test func embeddedThemeMatchesTheFilesInTheRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let onDisk = try Theme.load(from: root)
        let embedded = Theme.embedded()
        #expect(Set(onDisk.templates.keys) == Set(embedded.templates.keys))
        #expect(Set(onDisk.assets.keys) == Set(embedded.assets.keys))
        for (name, source) in onDisk.templates { #expect(embedded.templates[name] == source, "\(name) differs") }
        for (path, data) in onDisk.assets { #expect(embedded.assets[path] == data, "\(path) differs") }
    }

    @Test func outputFolderNeverWritesOutsideItself() throws {
        let folder = try TestFolder.make("plotsite-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try OutputFolder(destination: folder.appendingPathComponent("site"))
        defer { output.discard() }
        for path in ["../escape.html", "/etc/passwd", "a/../../b", "./x"] {
            #expect(throws: SiteBuildError.self) { try output.write(Data(), to: path) }
        }
    }
}
