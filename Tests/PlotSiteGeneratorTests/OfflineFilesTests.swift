import Foundation
import Testing
@testable import PlotSiteGenerator

@Suite struct OfflineFilesTests {
    static let workerSource = "self.addEventListener('install', () => self.skipWaiting());\n"
    static let assetPaths = [
        "service-worker.js": "service-worker.js",
        "js/plot-page.js": "js/plot-page.0a1b2c3d.js",
        "css/site.css": "css/site.4e5f6a7b.css",
        "icons/icon.svg": "icons/icon.8c9d0e1f.svg",
        "icons/icon-192.png": "icons/icon-192.11111111.png",
        "icons/icon-512.png": "icons/icon-512.22222222.png",
        "icons/icon-maskable-512.png": "icons/icon-maskable-512.33333333.png",
    ]
    static let pages = ["index.html", "calculator.html", "configuration.html", "404.html"]

    static func theme(worker: String? = workerSource) -> Theme {
        Theme(templates: [:], assets: worker.map { ["service-worker.js": Data($0.utf8)] } ?? [:])
    }

    static func files(title: String = "Calculus I — plot gallery", assetPaths: [String: String] = assetPaths) throws -> [String: Data] {
        try OfflineFiles.files(theme: theme(), siteTitle: title, version: "3f9a2c1e5d7b9a0c", assetPaths: assetPaths, pages: pages)
    }

    /// The worker split into its build object (parsed as JSON) and the source after the first line.
    static func worker(in files: [String: Data]) throws -> (build: [String: Any], source: String) {
        let text = String(decoding: try #require(files["service-worker.js"]), as: UTF8.self)
        let lineEnd = try #require(text.firstIndex(of: "\n"))
        let line = text[..<lineEnd]
        let prefix = "const PLOTSITE_BUILD = "
        #expect(line.hasPrefix(prefix) && line.hasSuffix(";"), "first line: \(line)")
        let json = line.dropFirst(prefix.count).dropLast()
        let build = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (build, String(text[text.index(after: lineEnd)...]))
    }

    static func manifest(in files: [String: Data]) throws -> [String: Any] {
        let data = try #require(files["manifest.webmanifest"])
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aThemeWithoutAServiceWorkerGivesNoFiles() throws {
        let files = try OfflineFiles.files(theme: Self.theme(worker: nil), siteTitle: "T", version: "1",
                                           assetPaths: Self.assetPaths, pages: Self.pages)
        #expect(files.isEmpty)
    }

    @Test func theWorkerIsTheThemesSourceAfterALineDeclaringTheVersionAndTheSortedShell() throws {
        let files = try Self.files()
        #expect(Set(files.keys) == ["service-worker.js", "manifest.webmanifest"])
        let (build, source) = try Self.worker(in: files)
        #expect(source == Self.workerSource)
        #expect(build["version"] as? String == "3f9a2c1e5d7b9a0c")
        let shell = try #require(build["shell"] as? [String])
        // Every page, the manifest and every fingerprinted asset, once each; never the worker itself.
        #expect(shell == [
            "404.html", "calculator.html", "configuration.html", "css/site.4e5f6a7b.css",
            "icons/icon-192.11111111.png", "icons/icon-512.22222222.png", "icons/icon-maskable-512.33333333.png",
            "icons/icon.8c9d0e1f.svg", "index.html", "js/plot-page.0a1b2c3d.js", "manifest.webmanifest",
        ])
    }

    @Test func shellPathsWithQuotesAndUnicodeStayOneJSONLine() throws {
        let hostile = ["js/it's \"quoted\"\\.js": "js/it's \"quoted\"\\.0a1b2c3d.js", "js/ünï\u{2028}.js": "js/ünï\u{2028}.0a1b2c3d.js"]
        let (build, _) = try Self.worker(in: try Self.files(assetPaths: hostile))
        let shell = try #require(build["shell"] as? [String])
        #expect(shell.contains("js/it's \"quoted\"\\.0a1b2c3d.js"))
        #expect(shell.contains("js/ünï\u{2028}.0a1b2c3d.js"))
    }

    @Test func theManifestNamesTheFingerprintedIconsAndRelativeAddresses() throws {
        let manifest = try Self.manifest(in: try Self.files())
        #expect(manifest["name"] as? String == "Calculus I — plot gallery")
        #expect(manifest["short_name"] as? String == "Calculus I")
        #expect(manifest["start_url"] as? String == "./index.html")
        #expect(manifest["scope"] as? String == "./")
        #expect(manifest["display"] as? String == "standalone")
        #expect(manifest["background_color"] as? String == "#f4f5f7")
        #expect(manifest["theme_color"] as? String == "#0b62d6")
        let icons = try #require(manifest["icons"] as? [[String: String]])
        #expect(icons == [
            ["src": "icons/icon-192.11111111.png", "sizes": "192x192", "type": "image/png", "purpose": "any"],
            ["src": "icons/icon-512.22222222.png", "sizes": "512x512", "type": "image/png", "purpose": "any"],
            ["src": "icons/icon-maskable-512.33333333.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"],
            ["src": "icons/icon.8c9d0e1f.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"],
        ])
    }

    @Test func aThemeWithoutIconsGetsAManifestWithoutIcons() throws {
        let manifest = try Self.manifest(in: try Self.files(assetPaths: ["js/a.js": "js/a.0a1b2c3d.js"]))
        #expect((manifest["icons"] as? [Any])?.isEmpty == true)
    }

    @Test func aHostileTitleRoundTripsThroughTheManifest() throws {
        let title = "Say \"hi\" </script><script>alert(1)</script> \\ \u{2028} Ünïcødé ∫ 🎓 & <b>"
        let files = try Self.files(title: title)
        #expect(try Self.manifest(in: files)["name"] as? String == title)
        #expect(try Self.manifest(in: files)["short_name"] as? String == "Say \"hi\"")
    }

    @Test(arguments: [
        ("PlotSite gallery", "PlotSite"),
        ("Calculus I — plot gallery", "Calculus I"),
        ("Analysis: Kurven", "Analysis"),
        ("Differentialrechnung für alle", "Differentialrechnung"),
        ("Short", "Short"),
        ("  Spaced   out  title ", "Spaced out"),
        ("Übung 12 · Graphen", "Übung 12"),
    ])
    func theShortNameIsTheFirstWordsThatFitWithoutATrailingSeparator(title: String, expected: String) {
        #expect(WebAppManifest.shortName(of: title) == expected)
    }
}

/// What the worker keeps in the background after a first visit, and its offline page's words.
@Suite struct OfflineGalleryTests {
    @Test func theWorkerIsToldTheGalleryInOrderItsBudgetAndTheOfflinePageInTheSitesLanguage() throws {
        let files = try OfflineFiles.files(theme: OfflineFilesTests.theme(), siteTitle: "Analysis", language: "de", version: "1",
                                           assetPaths: OfflineFilesTests.assetPaths, pages: OfflineFilesTests.pages,
                                           gallery: ["plots/b.html", "plots/a.html"], words: try Words(language: .de, theme: Theme.embedded().assets))
        let (build, _) = try OfflineFilesTests.worker(in: files)
        #expect(build["gallery"] as? [String] == ["plots/b.html", "plots/a.html"])
        #expect(build["galleryBudget"] as? Int == OfflineFiles.galleryBudget)
        let page = try #require(build["offlinePage"] as? [String: String])
        #expect(page["language"] == "de" && page["heading"] == "Sie sind offline")
    }

    @Test func aBuildListsFeaturedPlotsFirstThenTheirEmbedPages() throws {
        let manifest = try TestManifest.read(#"{"plots": [{"expression": "x", "slug": "one", "featured": false}, {"expression": "x^2", "slug": "two"}]}"#)
        let worker = try TestBuild.site(manifest) { try TestBuild.text("service-worker.js", in: $0) }
        #expect(worker.contains(#""gallery":["plots/two.html","plots/one.html","embed/two.html","embed/one.html"]"#))
    }
}
