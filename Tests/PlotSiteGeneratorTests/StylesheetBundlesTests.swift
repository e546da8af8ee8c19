import Foundation
import Testing
@testable import PlotSiteGenerator

/// A plot page's and an embed page's stylesheets in one file each (docs/architecture.md#delivery).
@Suite struct StylesheetBundlesTests {
    private static let theme: [String: Data] = [
        "css/site.css": Data("body { margin: 0 }".utf8),
        "css/plot.css": Data(".plot-page { gap: 1px }\n".utf8),
        "css/graph-view.css": Data(".graph { cursor: grab }\n".utf8),
        "css/graph-live.css": Data(".graph-popover { top: 0 }\n".utf8),
        "css/embed.css": Data(".embed-figure { gap: 2px }\n".utf8),
        "js/plot-boot.js": Data("export {};\n".utf8),
    ]

    @Test func aPlotPageAndAnEmbedPageGetTheirStylesheetsInCascadeOrderInOneFile() throws {
        let assets = try StylesheetBundles.assets(of: Self.theme)
        let plot = String(decoding: try #require(assets["css/plot-page.css"]), as: UTF8.self)
        #expect(plot == "body { margin: 0 }\n.plot-page { gap: 1px }\n.graph { cursor: grab }\n")
        let embed = String(decoding: try #require(assets["css/embed-page.css"]), as: UTF8.self)
        #expect(embed == plot + ".embed-figure { gap: 2px }\n")
    }

    @Test func aPartNoOtherPageLinksIsNotWrittenAndTheOthersStay() throws {
        let assets = try StylesheetBundles.assets(of: Self.theme)
        #expect(assets["css/plot.css"] == nil && assets["css/embed.css"] == nil, "linked by bundled pages only")
        #expect(assets["css/site.css"] != nil && assets["css/graph-view.css"] != nil, "the Calculator and Featured link them")
        #expect(assets["css/graph-live.css"] != nil && assets["js/plot-boot.js"] != nil)
    }

    @Test func aThemeWithoutAPartGetsNoBundleAndKeepsItsFiles() throws {
        var theme = Self.theme
        theme["css/plot.css"] = nil
        let assets = try StylesheetBundles.assets(of: theme)
        #expect(assets["css/plot-page.css"] == nil && assets["css/embed-page.css"] == nil)
        #expect(assets["css/embed.css"] != nil, "linked one by one")
    }

    @Test func aThemeMayNotHaveTheFileTheBuildWrites() {
        var theme = Self.theme
        theme["css/plot-page.css"] = Data()
        #expect(throws: CompactionError.self) { try StylesheetBundles.assets(of: theme) }
    }
}
