import Dispatch
import Foundation
import PlotCore
import PlotSVG
import Synchronization

/// What a finished build produced.
public struct BuildSummary: Sendable {
    public let plotCount: Int
    public let pageCount: Int
    public let byteCount: Int
    public let seconds: Double
    public let output: URL

    /// `Built 10 plots (14 pages, 412 KB) into _site in 0.12 s`
    public var line: String {
        let size = byteCount >= 1 << 20 ? String(format: "%.1f MB", Double(byteCount) / Double(1 << 20))
            : "\(max(1, byteCount / 1024)) KB"
        return "Built \(plotCount) plot\(plotCount == 1 ? "" : "s") (\(pageCount) pages, \(size)) into \(output.path) in "
            + String(format: "%.2f s", seconds)
    }
}

/// Builds a site from a manifest and a theme (SPEC §5), as an ordered list of named steps over
/// one context: check the theme → render the plots → write the pages → copy the assets → swap the
/// site in. Progress is reported as `[i/n] step`, and an error names the step it happened in.
public struct SiteBuilder: Sendable {
    public let manifest: Manifest
    public let theme: Theme
    public let output: URL
    private let moduleImports: ModuleImports

    public init(manifest: Manifest, theme: Theme, output: URL) {
        self.manifest = manifest
        self.theme = theme
        self.output = output
        moduleImports = ModuleImports(assets: theme.assets)
    }

    /// Runs the build; `progress` receives one line per step.
    public func build(progress: (String) -> Void = { _ in }) throws -> BuildSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        var context = BuildContext()
        let steps: [(String, (inout BuildContext) throws -> Void)] = [
            ("Checking the templates", checkTemplates),
            ("Preparing \(output.path)", prepareOutput),
            ("Rendering \(manifest.plots.count) plot\(manifest.plots.count == 1 ? "" : "s")", renderPlots),
            ("Writing the Featured, Calculator and Configuration pages", writePages),
            ("Copying \(theme.assets.count) assets", copyAssets),
            ("Replacing \(output.path)", commit),
        ]
        for (index, (name, step)) in steps.enumerated() {
            progress("[\(index + 1)/\(steps.count)] \(name)")
            do {
                try step(&context)
            } catch {
                context.folder?.discard()
                throw SiteBuildError("\(name.prefix(1).lowercased() + name.dropFirst()) failed: \(error)")
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return BuildSummary(plotCount: manifest.plots.count, pageCount: context.pageCount, byteCount: context.byteCount.total,
                            seconds: seconds, output: output)
    }

    // MARK: - Steps

    private func checkTemplates(_ context: inout BuildContext) throws {
        for name in Theme.requiredTemplates {
            guard let source = theme.templates[name] else { throw ThemeError("the theme has no \(name)") }
            context.templates[name] = try Template(name: name, source: source)
        }
    }

    private func prepareOutput(_ context: inout BuildContext) throws {
        context.folder = try OutputFolder(destination: output)
    }

    /// Samples, draws and writes every plot, in parallel on all cores; keeps only the thumbnails.
    private func renderPlots(_ context: inout BuildContext) throws {
        let plots = manifest.plots
        let results = Mutex([Result<String, any Error>?](repeating: nil, count: plots.count))
        let folder = context.folder!
        let templates = context.templates
        let bytes = context.byteCount
        DispatchQueue.concurrentPerform(iterations: plots.count) { index in
            let result = Result { () throws -> String in
                let rendering = try PlotRendering(plots[index])
                let svgFile = SVGRenderer().standalone(rendering.drawing(idPrefix: "plot"))
                let page = try render(templates, "plot.html", root: "../", kind: "plot", title: plots[index].displayTitle,
                                      summary: rendering.summary, tab: nil, scripts: ["js/plot-page.js"],
                                      canonicalPath: "plots/\(plots[index].slug).html",
                                      context: ["plot": try plotContext(rendering, index: index)])
                try folder.write(Data(svgFile.utf8), to: "plots/\(plots[index].slug).svg")
                try folder.write(Data(page.utf8), to: "plots/\(plots[index].slug).html")
                bytes.add(svgFile.utf8.count + page.utf8.count)
                return plots[index].featured ? try rendering.thumbnail() : ""
            }
            results.withLock { $0[index] = result }
        }
        let finished = results.withLock { $0 }
        for (index, result) in finished.enumerated() {
            switch result {
            case .success(let thumbnail)?: context.thumbnails.append(thumbnail)
            case .failure(let error)?: throw SiteBuildError("plot \"\(plots[index].slug)\": \(error)")
            case nil: throw SiteBuildError("plot \"\(plots[index].slug)\" was not rendered")
            }
        }
        context.pageCount += plots.count
    }

    private func writePages(_ context: inout BuildContext) throws {
        let plots = manifest.plots
        func card(_ index: Int) -> TemplateValue {
            .object(["title": .text(plots[index].displayTitle), "description": .text(plots[index].expression.description),
                     "href": .text("plots/\(plots[index].slug).html"), "thumbnail": .html(context.thumbnails[index])])
        }
        let featured = plots.indices.filter { plots[$0].featured }.map(card)
        let others = plots.indices.filter { !plots[$0].featured }.map(card)
        let pages: [(file: String, template: String, kind: String, title: String, summary: String, tab: String?,
                     scripts: [String], context: [String: TemplateValue])] = [
            ("index.html", "featured.html", "featured", "Featured", manifest.instructions.joined(separator: " "), "featured", [],
             ["instructions": .list(manifest.instructions.map { .text($0) }), "featured": .list(featured), "others": .list(others)]),
            ("calculator.html", "calculator.html", "calculator", "Calculator",
             "Type or tap an expression and plot it.", "calculator", ["js/calculator-page.js"],
             ["calculator": calculatorContext, "keys": Keypad.context, "graph": try calculatorGraphContext()]),
            ("configuration.html", "configuration.html", "configuration", "Configuration",
             "Set X-Max and the number of samples the Calculator plots with.", "configuration", ["js/configuration-page.js"],
             ["calculator": calculatorContext]),
            ("404.html", "404.html", "not-found", "Page not found", "There is no page at this address.", nil, [], [:]),
        ]
        for page in pages {
            // 404.html is served for missing addresses at any depth, where links relative to the
            // top would point into the wrong folder; given the site's address, it links from its path.
            let root = page.file == "404.html" ? manifest.baseURL.flatMap(Self.sitePath) ?? "" : ""
            let html = try render(context.templates, page.template, root: root, kind: page.kind, title: page.title, summary: page.summary,
                                  tab: page.tab, scripts: page.scripts, canonicalPath: page.file, context: page.context)
            try context.folder!.write(Data(html.utf8), to: page.file)
            context.byteCount.add(html.utf8.count)
            context.pageCount += 1
        }
    }

    /// The path part of the site's base URL, ending in "/": "https://example.edu/plots" → "/plots/".
    static func sitePath(_ baseURL: String) -> String? {
        guard let path = URLComponents(string: baseURL)?.percentEncodedPath else { return nil }
        return path.hasSuffix("/") ? path : path + "/"
    }

    private func copyAssets(_ context: inout BuildContext) throws {
        for (path, data) in theme.assets.sorted(by: { $0.key < $1.key }) {
            try context.folder!.write(data, to: path)
            context.byteCount.add(data.count)
        }
    }

    private func commit(_ context: inout BuildContext) throws {
        try context.folder!.commit()
        context.folder = nil
    }

    // MARK: - Contexts

    /// Renders `template` into the layout with the context every page shares.
    private func render(_ templates: [String: Template], _ template: String, root: String, kind: String, title: String,
                        summary: String, tab: String?, scripts: [String], canonicalPath: String,
                        context: [String: TemplateValue]) throws -> String {
        let canonical = manifest.baseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + canonicalPath } ?? ""
        var styles = ["css/site.css", "css/graph-view.css"]
        if kind == "calculator" || kind == "configuration" { styles.append("css/calculator.css") }
        let tabs: [String: TemplateValue] = [
            "featured": .bool(tab == "featured"), "calculator": .bool(tab == "calculator"),
            "configuration": .bool(tab == "configuration"),
        ]
        let page: [String: TemplateValue] = [
            "title": .text(title), "kind": .text(kind), "summary": .text(summary), "canonical": .text(canonical),
            // A theme without a page's script or stylesheet simply does not load it.
            "scripts": .list(scripts.filter { theme.assets[$0] != nil }.map(TemplateValue.text)),
            "preloads": .list(moduleImports.dependencies(of: scripts).map(TemplateValue.text)),
            "styles": .list(styles.filter { theme.assets[$0] != nil }.map(TemplateValue.text)),
        ]
        var shared: [String: TemplateValue] = [
            "root": .text(root), "site": .object(["title": .text(manifest.title)]), "tabs": .object(tabs), "page": .object(page),
        ]
        shared.merge(context) { _, new in new }
        let content = try templates[template]!.render(shared)
        shared["content"] = .html(content)
        return try templates["layout.html"]!.render(shared)
    }

    private var calculatorContext: TemplateValue {
        .object(["xMax": .text(manifest.calculator.xMax.plainText), "samples": .text(manifest.calculator.samples.description)])
    }

    /// An empty graph at the Calculator's default x-range, equal scales on both axes.
    private func calculatorGraphContext() throws -> TemplateValue {
        let xMax = manifest.calculator.xMax
        let yMax = xMax * PlotRendering.height / PlotRendering.width
        let viewport = try Viewport(xMin: -xMax, xMax: xMax, yMin: -yMax, yMax: yMax,
                                    width: PlotRendering.width * PlotRendering.density, height: PlotRendering.height * PlotRendering.density)
        var drawing = PlotDrawing(description: "Nothing plotted yet", viewport: viewport, segments: [])
        drawing.density = PlotRendering.density
        drawing.idPrefix = "calculator"
        return graphContext(viewport: viewport, svg: SVGRenderer().element(drawing))
    }

    private func plotContext(_ rendering: PlotRendering, index: Int) throws -> TemplateValue {
        let plot = rendering.plot
        let plots = manifest.plots
        func link(_ i: Int) -> TemplateValue {
            .object(["title": .text(plots[i].displayTitle), "href": .text("\(plots[i].slug).html")])
        }
        var context = graphContext(viewport: rendering.viewport, svg: SVGRenderer().element(rendering.drawing(idPrefix: "plot")))
        guard case .object(var fields) = context else { return context }
        let v = rendering.viewport
        fields.merge([
            "title": .text(plot.displayTitle),
            "description": .text(plot.expression.description),
            "slug": .text(plot.slug),
            "source": .text(plot.expression.source),
            "samples": .text(plot.samples.description),
            "svgFile": .text("\(plot.slug).svg"),
            "compactSVG": .html(try rendering.compactDrawing()),
            "notes": .text(plot.notes ?? ""),
            "summary": .text(rendering.summary),
            "calculatorHref": .text("../calculator.html?" + CalculatorLink.query(expression: plot.expression.source, xMax: plot.xMax)),
            "xMinLabel": .text(Ticks.endLabel(v.xMin)), "xMaxLabel": .text(Ticks.endLabel(v.xMax)),
            "yMinLabel": .text(Ticks.endLabel(v.yMin)), "yMaxLabel": .text(Ticks.endLabel(v.yMax)),
            "table": .list(rendering.table.map { .object(["x": .text($0.x), "y": .text($0.y)]) }),
            "previous": index > 0 ? link(index - 1) : .bool(false),
            "next": index + 1 < plots.count ? link(index + 1) : .bool(false),
        ]) { _, new in new }
        context = .object(fields)
        return context
    }

    /// The R-HOOKS attributes of a graph drawn at 800×500 CSS px over `viewport`.
    private func graphContext(viewport v: Viewport, svg: String) -> TemplateValue {
        let (w, h) = (PlotRendering.width, PlotRendering.height)
        let scale = w / (v.xMax - v.xMin), scaleY = h / (v.yMax - v.yMin)
        return .object([
            "svg": .html(svg),
            "xMin": .text(v.xMin.plainText), "xMax": .text(v.xMax.plainText),
            "yMin": .text(v.yMin.plainText), "yMax": .text(v.yMax.plainText),
            "width": .text(w.plainText), "height": .text(h.plainText),
            "scale": .text(scale.plainText), "scaleY": .text(scaleY.plainText),
            "originX": .text((-v.xMin * scale).plainText), "originY": .text((v.yMax * scaleY).plainText),
        ])
    }
}

/// The state the build steps share.
struct BuildContext {
    var templates: [String: Template] = [:]
    var folder: OutputFolder?
    /// Featured-card thumbnails, by plot index ("" for plots that are not featured).
    var thumbnails: [String] = []
    var pageCount = 0
    let byteCount = ByteCounter()
}

/// Bytes written, added to from every worker thread.
final class ByteCounter: Sendable {
    private let count = Mutex(0)
    func add(_ bytes: Int) { count.withLock { $0 += bytes } }
    var total: Int { count.withLock { $0 } }
}

/// The Calculator link of a plot: `calculator.html?expression=…&xmax=…`.
enum CalculatorLink {
    static func query(expression: String, xMax: Double) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let encoded = expression.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return "expression=\(encoded)&xmax=\(xMax.plainText)"
    }
}
