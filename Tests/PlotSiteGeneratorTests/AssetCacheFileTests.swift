import Foundation
import Testing
@testable import PlotSiteGenerator

/// The file a build keeps its prepared assets in: what is written reads back the same, and nothing else reads.
@Suite struct AssetCacheFileTests {
    static let prepared = PreparedAssets(
        moduleImports: ModuleImports(importsByModule: ["js/a.js": ["js/b.js", "js/c d.js"], "js/b.js": []],
                                     heldByBundle: ["js/boot.js": ["js/gestures.js", "js/boot.js"]]),
        assets: SiteAssets(sitePaths: ["js/a.js": "js/a.1234abcd.js", "css/site.css": "css/site.99aa00ff.css"],
                           files: ["js/a.1234abcd.js": Data("import './b.js';\n".utf8), "css/site.99aa00ff.css": Data([0, 58, 59, 255]),
                                   "icons/empty.svg": Data()]))

    @Test func whatIsWrittenReadsBackTheSame() throws {
        let data = AssetCacheFile.written(Self.prepared, key: "k1")
        let read = try #require(AssetCacheFile.read(data, key: "k1"))
        #expect(read.moduleImports.importsByModule == Self.prepared.moduleImports.importsByModule)
        #expect(read.moduleImports.heldByBundle == Self.prepared.moduleImports.heldByBundle)
        #expect(read.assets.sitePaths == Self.prepared.assets.sitePaths)
        #expect(read.assets.files == Self.prepared.assets.files)
    }

    @Test func anotherKeyACutFileOrForeignBytesReadAsNothing() {
        let data = AssetCacheFile.written(Self.prepared, key: "k1")
        #expect(AssetCacheFile.read(data, key: "k2") == nil)
        for length in [0, 10, data.count / 2, data.count - 1] {
            #expect(AssetCacheFile.read(data.prefix(length), key: "k1") == nil, "cut at \(length)")
        }
        #expect(AssetCacheFile.read(data + Data([0x31]), key: "k1") == nil, "a byte too many")
        var bent = [UInt8](data)
        if let colon = bent.lastIndex(of: UInt8(ascii: ":")) { bent[colon - 1] = UInt8(ascii: "9") }
        #expect(AssetCacheFile.read(Data(bent), key: "k1") == nil, "a length that runs past the end")
        #expect(AssetCacheFile.read(Data("plotsite assets \(AssetCacheFile.format)\nk1\n99999999999999999999;".utf8), key: "k1") == nil)
    }

    @Test func theKeyChangesWithTheThemeAndTheCompaction() {
        let theme = ["js/a.js": Data("let a = 1;\n".utf8)]
        let key = AssetCache.key(languageAssets: theme, compacts: true)
        #expect(key == AssetCache.key(languageAssets: theme, compacts: true))
        #expect(key != AssetCache.key(languageAssets: theme, compacts: false))
        #expect(key != AssetCache.key(languageAssets: ["js/a.js": Data("let a = 2;\n".utf8)], compacts: true))
        #expect(key != AssetCache.key(languageAssets: ["js/b.js": Data("let a = 1;\n".utf8)], compacts: true))
    }
}
