import Foundation
import Testing
@testable import PlotSiteGenerator
import TestSupport

/// What `plotsite build` delivers (docs/architecture.md#delivery): compacted, fingerprinted assets that every page and
/// module finds, a theme file the compactor cannot read stopping the build before anything is
/// written, and the offline files switched by the manifest.
@Suite struct DeliveryBuildTests {
    private let fileManager = FileManager.default

    private func build(_ manifest: Manifest, theme: Theme = .embedded(), into site: URL, compacts: Bool = true) throws {
        _ = try SiteBuilder(manifest: manifest, theme: theme, output: site, compactsAssets: compacts).build()
    }

    private func files(in site: URL) -> [String] {
        (fileManager.enumerator(atPath: site.path)?.allObjects as? [String] ?? []).filter { !$0.hasPrefix(".") }
    }

    @Test func everyAssetAPageOrModuleNamesIsInTheSite() throws {
        let folder = try TestFolder.make("plotsite-delivery")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        try build(DefaultGallery.manifest(), into: site)
        let all = Set(files(in: site))
        var checked = 0
        for page in all where page.hasSuffix(".html") && page != "404.html" {
            let html = String(decoding: try Data(contentsOf: site.appendingPathComponent(page)), as: UTF8.self)
            let folderOfPage = page.contains("/") ? String(page[...page.lastIndex(of: "/")!]) : ""
            for match in html.matches(of: /(?:href|src)="(\.\.\/)?((?:css|js|icons)\/[^"]+)"/) {
                let target = match.output.1 == nil ? folderOfPage + match.output.2 : String(match.output.2)
                #expect(all.contains(target), "\(page) names \(target), which is not in the site")
                #expect(target.firstMatch(of: /\.[0-9a-f]{8}\.[a-z]+$/) != nil, "\(target) has no fingerprint")
                checked += 1
            }
        }
        for module in all where module.hasSuffix(".js") {
            let source = String(decoding: try Data(contentsOf: site.appendingPathComponent(module)), as: UTF8.self)
            for specifier in try JSModuleSpecifiers.specifiers(in: source, file: module) {
                let target = try #require(ModuleImports.resolve(specifier, from: module), "\(module) imports \(specifier)")
                #expect(all.contains(target), "\(module) imports \(specifier), which is not in the site")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func theBuiltJavaScriptIsCompactedAndServeCanKeepItReadable() throws {
        let folder = try TestFolder.make("plotsite-delivery")
        defer { try? fileManager.removeItem(at: folder) }
        let theme = Theme.embedded()
        /// The theme's own modules (not the live view's bundle and copies, which the build writes from them).
        func jsBytes(_ site: URL) throws -> Int {
            try files(in: site).filter { $0.hasSuffix(".js") && $0.hasPrefix("js/") && !$0.hasPrefix("js/live/") && !$0.hasPrefix("js/live-view.") }.reduce(0) {
                $0 + (try Data(contentsOf: site.appendingPathComponent($1))).count
            }
        }
        let compacted = folder.appendingPathComponent("compacted"), readable = folder.appendingPathComponent("readable")
        try build(DefaultGallery.manifest(), theme: theme, into: compacted)
        try build(DefaultGallery.manifest(), theme: theme, into: readable, compacts: false)
        // The sources of the modules the site holds (a module no page loads is not written).
        let written = Set(files(in: readable).map { $0.replacing(/\.[0-9a-f]{8}\.js$/, with: ".js") })
        let sourceBytes = theme.assets.filter { $0.key.hasPrefix("js/") && written.contains($0.key) }.reduce(0) { $0 + $1.value.count }
        #expect(Double(try jsBytes(compacted)) <= 0.7 * Double(sourceBytes), "the built JS is at most 70 % of the sources")
        // Readable: the sources byte for byte, apart from the fingerprinted import specifiers.
        #expect(Double(try jsBytes(readable)) > 0.95 * Double(sourceBytes))
        let bundles = try [compacted, readable].map { site in
            let bundle = try #require(files(in: site).first { $0.hasPrefix("js/live-view.") })
            return try Data(contentsOf: site.appendingPathComponent(bundle)).count
        }
        #expect(Double(bundles[0]) <= 0.7 * Double(bundles[1]), "the live view's bundle is compacted too")
        let view = try #require(files(in: readable).first { $0.hasPrefix("js/graph/graph-view.") })
        #expect(String(decoding: try Data(contentsOf: readable.appendingPathComponent(view)), as: UTF8.self).contains("\n  /**"))
    }

    @Test func aThemeScriptTheCompactorCannotReadStopsTheBuildNamingFileAndLine() throws {
        let folder = try TestFolder.make("plotsite-delivery")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        let embedded = Theme.embedded()
        try build(DefaultGallery.manifest(), theme: embedded, into: site)
        let before = try Data(contentsOf: site.appendingPathComponent("index.html"))
        var assets = embedded.assets
        assets["js/broken.js"] = Data("export const a = 1;\n\nconst b = `never closed;\n".utf8)
        // Imported by a page's script: a module no page loads is not written (UnloadedModules), nor compacted.
        assets["js/calculator-page.js"] = Data("import './broken.js';\n".utf8) + (assets["js/calculator-page.js"] ?? Data())
        let error = #expect(throws: SiteBuildError.self) {
            try build(DefaultGallery.manifest(), theme: Theme(templates: embedded.templates, assets: assets), into: site)
        }
        let message = error?.description ?? ""
        #expect(message.contains("js/broken.js:3"), "\(message)")
        #expect(message.contains("compacting and fingerprinting"), "the error names the build step: \(message)")
        #expect(try Data(contentsOf: site.appendingPathComponent("index.html")) == before, "the previous site stays as it was")
    }

    @Test func offlineFalseWritesNoManifestLinkAndAWorkerThatRemovesAnEarlierOne() throws {
        let folder = try TestFolder.make("plotsite-delivery")
        defer { try? fileManager.removeItem(at: folder) }
        var manifest = try ManifestReader.parse("# offline: false\nsin(x) | slug=\"sine\"\n", file: "plots.txt", format: .plainList)
        #expect(!manifest.offline)
        let off = folder.appendingPathComponent("off"), on = folder.appendingPathComponent("on")
        try build(manifest, into: off)
        // Browsers that installed an earlier build's worker re-check its script and get one that removes itself.
        let retiring = String(decoding: try Data(contentsOf: off.appendingPathComponent("service-worker.js")), as: UTF8.self)
        #expect(retiring.contains("self.registration.unregister()") && !retiring.contains("PLOTSITE_BUILD"))
        #expect(!fileManager.fileExists(atPath: off.appendingPathComponent("manifest.webmanifest").path))
        let offPage = String(decoding: try Data(contentsOf: off.appendingPathComponent("plots/sine.html")), as: UTF8.self)
        #expect(!offPage.contains("rel=\"manifest\"") && !offPage.contains("register-service-worker"))

        manifest.offline = true
        try build(manifest, into: on)
        #expect(fileManager.fileExists(atPath: on.appendingPathComponent("service-worker.js").path))
        let onPage = String(decoding: try Data(contentsOf: on.appendingPathComponent("plots/sine.html")), as: UTF8.self)
        #expect(onPage.contains("<link rel=\"manifest\" href=\"../manifest.webmanifest\">"))
        // A plot page's boot script holds the module that registers the worker; a page without it loads the module.
        #expect(!onPage.contains("register-service-worker"))
        let boot = try #require(onPage.firstMatch(of: /<script type="module" src="\.\.\/(js\/plot-boot\.[0-9a-f]{8}\.js)"><\/script>/))
        let bootSource = String(decoding: try Data(contentsOf: on.appendingPathComponent(String(boot.output.1))), as: UTF8.self)
        #expect(bootSource.contains("navigator.serviceWorker.register("))
        let index = String(decoding: try Data(contentsOf: on.appendingPathComponent("index.html")), as: UTF8.self)
        #expect(index.firstMatch(of: /<script type="module" src="js\/offline\/register-service-worker\.[0-9a-f]{8}\.js"><\/script>/) != nil)
    }

    /// Builds `manifest` with the embedded theme less `asset` into a new folder; `check` reads the site.
    private func buildWithThemeLacking(_ asset: String, _ manifest: Manifest, check: (URL) throws -> Void) throws {
        let folder = try TestFolder.make("plotsite-delivery")
        defer { try? fileManager.removeItem(at: folder) }
        let embedded = Theme.embedded()
        let site = folder.appendingPathComponent("site")
        try build(manifest, theme: Theme(templates: embedded.templates, assets: embedded.assets.filter { $0.key != asset }), into: site)
        try check(site)
    }

    @Test func aThemeWithoutAServiceWorkerStillBuildsWithoutOfflineUse() throws {
        try buildWithThemeLacking("service-worker.js", try ManifestReader.parse("sin(x) | slug=\"sine\"\n", file: "plots.txt", format: .plainList)) { site in
            #expect(!fileManager.fileExists(atPath: site.appendingPathComponent("service-worker.js").path))
            #expect(!fileManager.fileExists(atPath: site.appendingPathComponent("manifest.webmanifest").path))
            let page = String(decoding: try Data(contentsOf: site.appendingPathComponent("plots/sine.html")), as: UTF8.self)
            #expect(!page.contains("rel=\"manifest\"") && !page.contains("register-service-worker"))
            #expect(page.contains("data-graph"))
        }
    }

    @Test func aThemeWithoutTheBootScriptLoadsTheLiveViewAsThePlotPagesScript() throws {
        let manifest = try ManifestReader.parse(#"{"plots": [{"expression": "sin(x)", "slug": "sine"}, {"curves": [{"expression": "x"}], "areas": [{"under": 0, "from": 0, "to": 1}], "slug": "area"}]}"#,
                                                file: "plots.json", format: .json)
        try buildWithThemeLacking("js/plot-boot.js", manifest) { site in
            let page = String(decoding: try Data(contentsOf: site.appendingPathComponent("plots/sine.html")), as: UTF8.self)
            #expect(page.firstMatch(of: /<script type="module" src="\.\.\/js\/plot-page\.[0-9a-f]{8}\.js">/) != nil)
            #expect(!page.contains("plot-boot"))
            // Its imports are announced up front, as the first visit needs them all.
            #expect(page.firstMatch(of: /<link rel="modulepreload" href="\.\.\/js\/graph\/graph-view\.[0-9a-f]{8}\.js">/) != nil)
            #expect(!page.contains("area-outline"))
            let areaPage = String(decoding: try Data(contentsOf: site.appendingPathComponent("plots/area.html")), as: UTF8.self)
            #expect(areaPage.firstMatch(of: /<link rel="modulepreload" href="\.\.\/js\/figure\/area-outline\.[0-9a-f]{8}\.js">/) != nil)
        }
    }

    @Test func theOfflineSettingIsReadAndCheckedInBothFormats() throws {
        #expect(try ManifestReader.parse(#"{"offline": false, "plots": [{"expression": "x"}]}"#, file: "g.json", format: .json).offline == false)
        #expect(try ManifestReader.parse(#"{"plots": [{"expression": "x"}]}"#, file: "g.json", format: .json).offline == true)
        let json = #expect(throws: ManifestErrors.self) {
            try ManifestReader.parse(#"{"offline": "no", "plots": [{"expression": "x"}]}"#, file: "g.json", format: .json)
        }
        #expect(json?.description.contains("g.json:1:13: offline: must be true or false, not a string") == true, "\(json?.description ?? "")")
        let plain = #expect(throws: ManifestErrors.self) { try ManifestReader.parse("# offline: maybe\nx\n", file: "p.txt", format: .plainList) }
        #expect(plain?.description.contains("p.txt:1:1: offline: must be true or false, not \"maybe\"") == true, "\(plain?.description ?? "")")
    }
}
