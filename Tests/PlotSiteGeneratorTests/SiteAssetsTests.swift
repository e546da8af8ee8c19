import Foundation
import Testing
@testable import PlotSiteGenerator

/// Compacted, fingerprinted assets (docs/architecture.md#delivery): names that change with the contents, imports and
/// stylesheet urls that follow the names, and the service worker's name left alone.
@Suite struct SiteAssetsTests {
    private func assets(_ files: [String: String], compacts: Bool = false) throws -> SiteAssets {
        try SiteAssets(theme: files.mapValues { Data($0.utf8) }, compacts: compacts)
    }

    private func text(_ assets: SiteAssets, _ path: String) throws -> String {
        let sitePath = try #require(assets.sitePaths[path], "\(path) has no site path")
        return String(decoding: try #require(assets.files[sitePath]), as: UTF8.self)
    }

    @Test func sha256GivesTheStandardDigests() {
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks: the padding spills into a second one.
        #expect(SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func aFingerprintGoesBeforeTheExtension() {
        #expect(SiteAssets.fingerprinted("js/graph/graph-view.js", "3f9a2c1e0000") == "js/graph/graph-view.3f9a2c1e.js")
        #expect(SiteAssets.fingerprinted("vendor/a.min.js", "12345678") == "vendor/a.min.12345678.js")
        #expect(SiteAssets.fingerprinted("icons/README", "12345678") == "icons/README.12345678")
        #expect(SiteAssets.fingerprinted(".well/.hidden", "12345678") == ".well/.hidden.12345678")
    }

    @Test func importsNameTheFingerprintedFiles() throws {
        let site = try assets([
            "js/page.js": "import { a } from './lib/a.js';\nconst later = () => import('./lib/b.js');\n",
            "js/lib/a.js": "import '../shared.js';\nexport const a = 1;\n",
            "js/lib/b.js": "export { a } from './a.js';\n",
            "js/shared.js": "export const s = 2;\n",
        ])
        let page = try text(site, "js/page.js")
        let a = try #require(site.sitePaths["js/lib/a.js"]), b = try #require(site.sitePaths["js/lib/b.js"])
        #expect(a.wholeMatch(of: /js\/lib\/a\.[0-9a-f]{8}\.js/) != nil, "\(a)")
        #expect(page.contains("from './lib/\(a.split(separator: "/").last!)'"))
        #expect(page.contains("import('./lib/\(b.split(separator: "/").last!)')"))
        #expect(try text(site, "js/lib/a.js").contains("import '../\(site.sitePaths["js/shared.js"]!.split(separator: "/").last!)'"))
        // Every file is published once, under its site path.
        #expect(Set(site.files.keys) == Set(site.sitePaths.values))
    }

    @Test func changingAModuleRenamesItAndItsImportersOnly() throws {
        let before: [String: String] = [
            "js/page.js": "import { a } from './a.js';\n",
            "js/a.js": "export const a = 1;\n",
            "js/other.js": "export const o = 1;\n",
            "css/site.css": "body { margin: 0 }\n",
        ]
        var after = before
        after["js/a.js"] = "export const a = 2;\n"
        let old = try assets(before), new = try assets(after)
        #expect(old.sitePaths["js/a.js"] != new.sitePaths["js/a.js"])
        #expect(old.sitePaths["js/page.js"] != new.sitePaths["js/page.js"], "the importer must change with the name it imports")
        #expect(old.sitePaths["js/other.js"] == new.sitePaths["js/other.js"])
        #expect(old.sitePaths["css/site.css"] == new.sitePaths["css/site.css"])
        // The same input gives the same names: builds are reproducible.
        #expect(try assets(before).sitePaths == old.sitePaths)
    }

    @Test func modulesThatImportEachOtherStillResolve() throws {
        let files = [
            "js/a.js": "import { b } from './b.js';\nexport const a = () => b;\n",
            "js/b.js": "import { a } from './a.js';\nexport const b = () => a;\n",
            "js/page.js": "import { a } from './a.js';\n",
        ]
        let site = try assets(files)
        let a = try #require(site.sitePaths["js/a.js"]), b = try #require(site.sitePaths["js/b.js"])
        #expect(try text(site, "js/a.js").contains("'./\(b.dropFirst(3))'"))
        #expect(try text(site, "js/b.js").contains("'./\(a.dropFirst(3))'"))
        var changed = files
        changed["js/b.js"] = "import { a } from './a.js';\nexport const b = () => a + 1;\n"
        let next = try assets(changed)
        #expect(next.sitePaths["js/a.js"] != a && next.sitePaths["js/b.js"] != b && next.sitePaths["js/page.js"] != site.sitePaths["js/page.js"])
    }

    @Test func stylesheetURLsFollowTheFingerprintedNames() throws {
        let site = try assets([
            "css/site.css": "a { background: url(../icons/dot.svg) } b { background: url('../icons/dot.svg') } c { background: url(data:image/png;base64,AAAA) }\n",
            "icons/dot.svg": "<svg/>",
        ])
        let dot = try #require(site.sitePaths["icons/dot.svg"]).split(separator: "/").last!
        let css = try text(site, "css/site.css")
        #expect(css.contains("url(../icons/\(dot))") && css.contains("url('../icons/\(dot)')") && css.contains("url(data:image/png;base64,AAAA)"))
    }

    @Test func theServiceWorkerKeepsItsName() throws {
        let site = try assets(["service-worker.js": "self.addEventListener('fetch', () => {});\n", "js/a.js": "export {};\n"])
        #expect(site.sitePaths["service-worker.js"] == "service-worker.js")
        #expect(site.sitePaths["js/a.js"] != "js/a.js")
    }

    @Test func referencesToMissingFilesAndOtherSitesAreLeftAlone() throws {
        let source = "import x from 'bare';\nimport y from 'https://example.com/y.js';\nimport z from './missing.js';\n"
        let site = try assets(["js/a.js": source])
        #expect(try text(site, "js/a.js") == source)
    }
}
