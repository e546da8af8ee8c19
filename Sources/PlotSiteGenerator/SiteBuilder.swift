import Dispatch
import Foundation
import PlotCore
import PlotSVG
import Synchronization

/// Builds a site from a manifest and a theme (SPEC §5), as an ordered list of named steps over
/// one context: check the templates → compact and fingerprint the assets → render the plots →
/// write the pages → write the assets, the offline files (and the `static/` files) → swap the site in.
/// Progress is reported as `[i/n] step`, and an error names
/// the step it happened in.
public struct SiteBuilder: Sendable {
    public let manifest: Manifest
    public let theme: Theme
    public let output: URL
    /// Files copied into the site as they are; nil for none.
    public let staticFolder: StaticFolder?
    /// False writes the theme's JS and CSS as they are (`plotsite serve --readable`); their names
    /// carry fingerprints either way.
    public let compactsAssets: Bool

    public init(manifest: Manifest, theme: Theme, output: URL, staticFolder: StaticFolder? = nil, compactsAssets: Bool = true) {
        self.manifest = manifest
        self.theme = theme
        self.output = output
        self.staticFolder = staticFolder
        self.compactsAssets = compactsAssets
    }

    /// One step of the build: its name in the progress lines and errors, and its work.
    private struct Step {
        let name: String
        let run: (inout BuildContext) throws -> Void
    }

    /// Runs the build; `progress` receives one line per step.
    public func build(progress: (String) -> Void = { _ in }) throws -> BuildSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        var context = BuildContext()
        var steps = [
            Step(name: "Checking the templates", run: checkTemplates),
            Step(name: "Compacting and fingerprinting \(theme.assets.count) assets", run: prepareAssets),
            Step(name: "Preparing \(output.path)", run: prepareOutput),
            Step(name: "Rendering \(manifest.plots.count) plot\(manifest.plots.count == 1 ? "" : "s")", run: renderPlots),
            Step(name: "Writing the Featured, Calculator and Configuration pages", run: writePages),
            Step(name: "Writing \(theme.assets.count) assets", run: writeAssets),
        ]
        steps.append(manifest.offline ? Step(name: "Writing the service worker and the web app manifest", run: writeOfflineFiles)
                                      : Step(name: "Writing a service worker that removes an earlier build's", run: writeRetiringWorker))
        if let staticFolder {
            steps.append(Step(name: "Copying the files of \(staticFolder.url.path)") { try copyStaticFiles(from: staticFolder, &$0) })
        }
        steps.append(Step(name: "Replacing \(output.path)", run: commit))
        for (index, step) in steps.enumerated() {
            progress("[\(index + 1)/\(steps.count)] \(step.name)")
            do {
                try step.run(&context)
            } catch {
                context.folder?.discard()
                throw SiteBuildError("\(step.name.prefix(1).lowercased() + step.name.dropFirst()) failed: \(error)")
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return BuildSummary(plotCount: manifest.plots.count, pageCount: context.pageCount, byteCount: context.byteCount.total,
                            seconds: seconds, output: output, keptFromPreviousSite: context.keptFromPreviousSite)
    }

    // MARK: - Steps

    private func checkTemplates(_ context: inout BuildContext) throws {
        for name in Theme.requiredTemplates {
            guard let source = theme.templates[name] else { throw ThemeError("the theme has no \(name)") }
            context.templates[name] = try Template(name: name, source: source)
        }
        context.words = try Words(language: manifest.language, theme: theme.assets)
    }

    /// A theme file the compactor cannot read stops the build here, before anything is written.
    private func prepareAssets(_ context: inout BuildContext) throws {
        let languageAssets = manifest.language.assets(of: theme.assets)
        let moduleImports = ModuleImports(assets: languageAssets)
        let themeAssets = LiveViewModules.assets(of: languageAssets, imports: moduleImports)
        let assets = try SiteAssets(theme: themeAssets, compacts: compactsAssets)
        context.assets = assets
        context.renderer = PageRenderer(templates: context.templates, manifest: manifest, words: context.words!, assets: assets,
                                        moduleImports: moduleImports, offline: manifest.offline)
    }

    private func prepareOutput(_ context: inout BuildContext) throws {
        context.folder = try OutputFolder(destination: output)
    }

    /// Samples, draws and writes every plot, in parallel on all cores; keeps only the thumbnails.
    private func renderPlots(_ context: inout BuildContext) throws {
        let plots = manifest.plots
        let results = Mutex([Result<String, any Error>?](repeating: nil, count: plots.count))
        let folder = context.folder!
        let renderer = context.renderer!
        let bytes = context.byteCount
        let words = context.words!
        DispatchQueue.concurrentPerform(iterations: plots.count) { index in
            let result = Result { () throws -> String in
                let plot = plots[index]
                let rendering = try PlotRendering(plot, words: words)
                let svgFile = SVGRenderer().standalone(rendering.drawing)
                let page = PlotPage(rendering: rendering,
                                    previous: index > 0 ? PlotPage.link(to: plots[index - 1]) : nil,
                                    next: index + 1 < plots.count ? PlotPage.link(to: plots[index + 1]) : nil)
                let html = try renderer.render(try page.sitePage())
                try folder.write(Data(svgFile.utf8), to: PlotPage.svgFile(of: plot))
                try folder.write(Data(html.utf8), to: PlotPage.file(of: plot))
                bytes.add(svgFile.utf8.count + html.utf8.count)
                return plot.featured ? try rendering.thumbnail() : ""
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
        for page in try topLevelPages(thumbnails: context.thumbnails, words: context.words!) {
            let html = try context.renderer!.render(page)
            try context.folder!.write(Data(html.utf8), to: page.file)
            context.byteCount.add(html.utf8.count)
            context.pageCount += 1
        }
    }

    /// The assets under their fingerprinted names; the service worker is written by the next step,
    /// which adds what it needs to know of this build.
    private func writeAssets(_ context: inout BuildContext) throws {
        for (path, data) in context.assets!.files.sorted(by: { $0.key < $1.key }) where !SiteAssets.stableNames.contains(path) {
            try context.folder!.write(data, to: path)
            context.byteCount.add(data.count)
        }
    }

    /// The service worker (with this build's version and the files it keeps) and the web app
    /// manifest, when the theme has a worker; its version is a digest of everything written so far.
    private func writeOfflineFiles(_ context: inout BuildContext) throws {
        let assets = context.assets!
        let worker = Theme(templates: [:], assets: assets.files.filter { SiteAssets.stableNames.contains($0.key) })
        let pages = ["index.html", "calculator.html", "configuration.html", "404.html"]
        // Featured plots first: the gallery's cards are what a student most likely opens next.
        let gallery = (manifest.plots.filter(\.featured) + manifest.plots.filter { !$0.featured }).map { PlotPage.file(of: $0) }
        let files = try OfflineFiles.files(theme: worker, siteTitle: context.renderer!.siteTitle,
                                           language: manifest.language.rawValue, version: try context.folder!.digest(),
                                           assetPaths: assets.sitePaths, pages: pages, gallery: gallery,
                                           words: context.renderer!.words)
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            try context.folder!.write(data, to: path)
            context.byteCount.add(data.count)
        }
    }

    /// With `"offline": false`, browsers that installed an earlier build's worker get one that
    /// deletes its caches and unregisters (``RetiringWorker``).
    private func writeRetiringWorker(_ context: inout BuildContext) throws {
        for (path, data) in RetiringWorker.files(theme: theme) {
            try context.folder!.write(data, to: path)
            context.byteCount.add(data.count)
        }
    }

    /// Copies `static/` into the site, after everything the build writes itself: a file there whose
    /// path the build also writes is an error naming both, and the build stops before the swap.
    private func copyStaticFiles(from staticFolder: StaticFolder, _ context: inout BuildContext) throws {
        let folder = context.folder!
        let files = try staticFolder.files()
        let collisions = StaticFolder.collisions(files.keys, generated: try folder.writtenFiles().union([SiteMarker.fileName]))
        guard collisions.isEmpty else {
            let list = collisions.map { "\(staticFolder.url.path)/\($0.staticPath) would replace \($0.generatedPath), which plotsite writes" }
            throw SiteBuildError(list.joined(separator: "; ") + ". Rename or remove the file\(collisions.count == 1 ? "" : "s") in "
                                 + "\(staticFolder.url.path); nothing was written")
        }
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            try folder.copy(file, to: path)
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int
            context.byteCount.add(size ?? 0)
        }
    }

    private func commit(_ context: inout BuildContext) throws {
        context.keptFromPreviousSite = try context.folder!.commit()
        context.folder = nil
    }

    // MARK: - Pages

    /// Featured (`index.html`), Calculator, Configuration and the 404 page, in the site's language.
    private func topLevelPages(thumbnails: [String], words: Words) throws -> [SitePage] {
        let plots = manifest.plots
        func card(_ index: Int) -> TemplateValue {
            .object(["title": .text(plots[index].displayTitle), "description": .text(plots[index].figure.curves.map { words.localNumber($0.expression.description) }.joined(separator: "; ")),
                     "href": .text(PlotPage.file(of: plots[index])), "thumbnail": .html(thumbnails[index])])
        }
        let featured = plots.indices.filter { plots[$0].featured }.map(card)
        let others = plots.indices.filter { !plots[$0].featured }.map(card)
        let instructions = manifest.instructions ?? (0..<3).map { words("featured.instructions.\($0)") }
        let calculator = calculatorValues(words)
        return [
            SitePage(file: "index.html", template: "featured.html", kind: "featured", title: words("featured.title"),
                     summary: instructions.joined(separator: " "), tab: .featured,
                     content: ["instructions": .list(instructions.map { .text($0) }), "featured": .list(featured),
                               "others": .list(others)]),
            SitePage(file: "calculator.html", template: "calculator.html", kind: "calculator", title: words("calculatorPage.title"),
                     summary: words("calculatorPage.summary"), tab: .calculator, scripts: ["js/calculator-page.js"],
                     content: ["calculator": calculator, "keys": Keypad.context(words), "graph": try calculatorGraph(words),
                               "noscript": words.around("calculatorPage.noscript", blank: "link")]),
            SitePage(file: "configuration.html", template: "configuration.html", kind: "configuration", title: words("configurationPage.title"),
                     summary: words("configurationPage.summary"), tab: .configuration,
                     scripts: ["js/configuration-page.js"], content: ["calculator": calculator]),
            // 404.html is served for missing addresses at any depth, where links relative to the
            // top would point into the wrong folder; given the site's address, it links from its path.
            SitePage(file: "404.html", template: "404.html", kind: "not-found", title: words("notFound.title"),
                     summary: words("notFound.summary"), tab: nil,
                     root: manifest.baseURL.flatMap(Self.sitePath) ?? "",
                     content: ["notFound": words.around("notFound.text", blank: "link")]),
        ]
    }

    /// The path part of the site's base URL, ending in "/": "https://example.edu/plots" → "/plots/".
    static func sitePath(_ baseURL: String) -> String? {
        guard let path = URLComponents(string: baseURL)?.percentEncodedPath else { return nil }
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// The Calculator's defaults: as the inputs hold them (`xMax`, `samples`: the expression language's
    /// `.`) and as a reader sees them; the configuration's hints with the shared limits filled in.
    private func calculatorValues(_ words: Words) -> TemplateValue {
        let xMax = manifest.calculator.xMax.plainText
        return .object([
            "xMax": .text(xMax), "xMaxText": .text(words.localNumber(xMax)), "samples": .text(manifest.calculator.samples.description),
            "xMaxHint": .text(words("configurationPage.xMaxHint", ["max": words.localNumber(PlotLimits.calculatorXMax.upperBound.plainText)])),
            "samplesHint": .text(words("configurationPage.samplesHint", ["min": String(PlotLimits.samples.lowerBound),
                                                                          "max": String(PlotLimits.samples.upperBound)])),
        ])
    }

    /// An empty graph at the Calculator's default x-range, about equal scales on both axes, y ending
    /// on a nice value (R-FIT) as the live Calculator shows it (`emptyRanges`, Public/js/calculator/fit.js).
    private func calculatorGraph(_ words: Words) throws -> TemplateValue {
        let xMax = manifest.calculator.xMax
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
