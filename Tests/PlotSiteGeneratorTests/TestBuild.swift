import Foundation
import TestSupport
@testable import PlotSiteGenerator

/// Sites built from test manifests, each into its own throwaway folder.
enum TestBuild {
    /// Builds `manifest` into `site/` of a new throwaway folder, hands `check` that site, and removes
    /// the folder after.
    static func site<Result>(_ manifest: Manifest, theme: Theme = .embedded(), _ check: (URL) throws -> Result) throws -> Result {
        let folder = try TestFolder.make("plotsite-build")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try SiteBuilder(manifest: manifest, theme: theme, output: site).build()
        return try check(site)
    }

    /// The file at `path` below `site`, as text.
    static func text(_ path: String, in site: URL) throws -> String {
        String(decoding: try Data(contentsOf: site.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The page of the plot `slug` in the site built from the manifest `text`.
    static func plotPage(_ text: String, _ format: ManifestFormat = .json, slug: String) throws -> String {
        try site(try TestManifest.read(text, format)) { try Self.text("plots/\(slug).html", in: $0) }
    }
}
