import Dispatch
import Foundation
import PlotCore
import PlotSVG
import Synchronization

/// Builds a site from a manifest and a theme (docs/architecture.md#build-steps), as an ordered list of named steps, each
/// handed what the steps before it made: check the templates → compact and fingerprint the assets →
/// render the plots → write the pages → write the assets, the offline files (and the `static/` files)
/// → swap the site in. Progress is reported as `[i/n] step`, and an error names the step it happened
/// in (``BuildSteps``). What each page holds is its own type's (``PlotPage``, ``FeaturedPage``, …).
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

    /// Runs the build; `progress` receives one line per step. Once `cancellation` is cancelled the build
    /// stops at its next file or step, removes what it wrote and throws; the previous site is untouched.
    public func build(cancellation: BuildCancellation? = nil, progress: (String) -> Void = { _ in }) throws -> BuildSummary {
        try withoutActuallyEscaping(progress) { progress in
            var steps = BuildSteps(count: staticFolder == nil ? 8 : 9, cancellation: cancellation, progress: progress)
            return try run(&steps, cancellation: cancellation)
        }
    }

    private func run(_ steps: inout BuildSteps, cancellation: BuildCancellation?) throws -> BuildSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        let (templates, words) = try steps.run("Checking the templates", checkedTemplates)
        let renderer = try steps.run("Compacting and fingerprinting \(theme.assets.count) assets") {
            try pageRenderer(templates: templates, words: words)
        }
        let folder = try steps.run("Preparing \(output.path)") { try OutputFolder(destination: output, cancellation: cancellation) }
        do {
            let plots = manifest.plots
            let thumbnails = try steps.run("Rendering \(plots.count) plot\(plots.count == 1 ? "" : "s")") {
                try writePlotPages(renderer, into: folder)
            }
            let topLevelPages = try steps.run("Writing the Featured, Calculator and Configuration pages") {
                try writeTopLevelPages(thumbnails: thumbnails, renderer, into: folder)
            }
            try steps.run("Writing \(theme.assets.count) assets") { try writeAssets(renderer.assets, into: folder) }
            if manifest.offline {
                try steps.run("Writing the service worker and the web app manifest") { try writeOfflineFiles(renderer, into: folder) }
            } else {
                try steps.run("Writing a service worker that removes an earlier build's") { try writeRetiringWorker(into: folder) }
            }
            var warnings: [String] = []
            if let staticFolder {
                warnings = try steps.run("Copying the files of \(staticFolder.url.path)") { try copyStaticFiles(from: staticFolder, into: folder) }
            }
            let kept = try steps.run("Replacing \(output.path)") { try folder.commit() }
            assert(steps.started == steps.count, "the build announced \(steps.count) steps but ran \(steps.started)")
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return BuildSummary(plotCount: plots.count, pageCount: plots.count * (renderer.writesEmbeds ? 2 : 1) + topLevelPages, byteCount: folder.byteCount,
                                seconds: seconds, output: output, keptFromPreviousSite: kept, warnings: warnings)
        } catch {
            folder.discard()
            throw error
        }
    }

    // MARK: - Steps

    /// The theme's templates — the required ones, and every other it has, which any may include — each checked with
    /// its includes, and the table of the site's language.
    private func checkedTemplates() throws -> ([String: Template], Words) {
        for name in Theme.requiredTemplates where theme.templates[name] == nil { throw ThemeError("the theme has no \(name)") }
        var templates: [String: Template] = [:]
        for (name, source) in theme.templates.sorted(by: { $0.key < $1.key }) {
            templates[name] = try Template(name: name, source: source, keepsIndentation: false)
        }
        if let problem = Template.includeProblems(in: templates).first { throw problem }
        return (templates, try Words(language: manifest.language, theme: theme.assets))
    }

    /// The assets as the site serves them, in a renderer for the pages: kept from an earlier build of the same theme
    /// when there is one (``AssetCache``). A theme file the compactor cannot read stops the build here, before
    /// anything is written.
    private func pageRenderer(templates: [String: Template], words: Words) throws -> PageRenderer {
        let prepared = try AssetCache.prepared(languageAssets: manifest.language.assets(of: theme.assets), compacts: compactsAssets)
        return PageRenderer(templates: templates, manifest: manifest, words: words, assets: prepared.assets,
                            moduleImports: prepared.moduleImports, offline: manifest.offline)
    }

    /// Samples, draws and writes every plot's page, `.svg` and embed page, in parallel on all cores; returns the
    /// featured plots' thumbnails by plot index (nil for the others).
    private func writePlotPages(_ renderer: PageRenderer, into folder: OutputFolder) throws -> [String?] {
        let plots = manifest.plots.map { $0.labellingSequenceLimits(renderer.words) }
        let results = Mutex([Result<String?, any Error>?](repeating: nil, count: plots.count))
        DispatchQueue.concurrentPerform(iterations: plots.count) { index in
            let result = Result { () throws -> String? in
                try folder.checkNotCancelled()  // after a Ctrl-C, the plots left are not even sampled
                let page = try PlotPage(of: plots, at: index, words: renderer.words, baseURL: manifest.baseURL)
                let sitePage = try page.sitePage()
                try folder.write(Data(page.standaloneSVG.utf8), to: SitePaths.plotSVG(plots[index].slug))
                try folder.write(Data(try renderer.render(sitePage).utf8), to: sitePage.file)
                if renderer.writesEmbeds {
                    let embed = page.embedPage(of: sitePage)
                    try folder.write(Data(try renderer.render(embed).utf8), to: embed.file)
                }
                return plots[index].featured ? try page.rendering.thumbnail() : nil
            }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.enumerated().map { index, result in
            switch result {
            case .success(let thumbnail)?: return thumbnail
            case .failure(let error)?: throw SiteBuildError("plot \"\(plots[index].slug)\": \(error)")
            case nil: throw SiteBuildError("plot \"\(plots[index].slug)\" was not rendered")
            }
        }
    }

    /// Featured, Calculator, Configuration and the 404 page, in the site's language; returns how many.
    private func writeTopLevelPages(thumbnails: [String?], _ renderer: PageRenderer, into folder: OutputFolder) throws -> Int {
        let words = renderer.words
        let pages = [
            FeaturedPage(manifest: manifest, thumbnails: thumbnails, words: words).sitePage(),
            try CalculatorPage(settings: manifest.calculator, words: words).sitePage(),
            ConfigurationPage(settings: manifest.calculator, words: words).sitePage(),
            NotFoundPage(baseURL: manifest.baseURL, words: words).sitePage(),
        ]
        for page in pages {
            try folder.write(Data(try renderer.render(page).utf8), to: page.file)
        }
        return pages.count
    }

    /// The assets under their fingerprinted names; the service worker is written by the next step,
    /// which adds what it needs to know of this build.
    private func writeAssets(_ assets: SiteAssets, into folder: OutputFolder) throws {
        for (path, data) in assets.files.sorted(by: { $0.key < $1.key }) where !SiteAssets.stableNames.contains(path) {
            try folder.write(data, to: path)
        }
    }

    /// The service worker (with this build's version and the files it keeps) and the web app
    /// manifest, when the theme has a worker; its version is a digest of everything written so far.
    private func writeOfflineFiles(_ renderer: PageRenderer, into folder: OutputFolder) throws {
        let assets = renderer.assets
        let worker = Theme(templates: [:], assets: assets.files.filter { SiteAssets.stableNames.contains($0.key) })
        // Featured plots first: the gallery's cards are what a student most likely opens next.
        let inOrder = manifest.plots.filter(\.featured) + manifest.plots.filter { !$0.featured }
        // The embed pages after every plot page: kept within what the budget leaves, and as each is visited.
        let embeds = renderer.writesEmbeds ? inOrder.map { SitePaths.embedPage($0.slug) } : []
        let gallery = inOrder.map { SitePaths.plotPage($0.slug) } + embeds
        let files = try OfflineFiles.files(theme: worker, siteTitle: renderer.siteTitle,
                                           language: manifest.language.rawValue, version: folder.digest(),
                                           assetPaths: assets.sitePaths, pages: SitePaths.topLevelPages, gallery: gallery,
                                           words: renderer.words)
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            try folder.write(data, to: path)
        }
    }

    /// With `"offline": false`, browsers that installed an earlier build's worker get one that
    /// deletes its caches and unregisters (``RetiringWorker``).
    private func writeRetiringWorker(into folder: OutputFolder) throws {
        for (path, data) in RetiringWorker.files(theme: theme) {
            try folder.write(data, to: path)
        }
    }

    /// Copies `static/` into the site, after everything the build writes itself: a file there whose
    /// path the build also writes is an error naming both, and the build stops before the swap.
    /// Returns a warning for each entry skipped (a named pipe, a socket, a device).
    private func copyStaticFiles(from staticFolder: StaticFolder, into folder: OutputFolder) throws -> [String] {
        let contents = try staticFolder.contents()
        let files = contents.files
        let collisions = StaticFolder.collisions(files.keys, generated: folder.writtenFiles().union([SiteMarker.fileName]))
        guard collisions.isEmpty else {
            let list = collisions.map { "\(staticFolder.url.path)/\($0.staticPath) would replace \($0.generatedPath), which plotsite writes" }
            throw SiteBuildError(list.joined(separator: "; ") + ". Rename or remove the file\(collisions.count == 1 ? "" : "s") in "
                                 + "\(staticFolder.url.path); nothing was written")
        }
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            try folder.copy(file, to: path)
        }
        return contents.warnings
    }
}
