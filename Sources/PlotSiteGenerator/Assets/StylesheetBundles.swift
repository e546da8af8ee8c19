import Foundation

/// A plot page's and an embed page's stylesheets as one file each (docs/architecture.md#delivery): the build
/// writes `css/plot-page.css` from `site.css`, `plot.css` and `graph-view.css` one after the other, in their
/// cascade order (``PageKind/stylesheets``), and such a page links it alone. Each file's compressed stream
/// starts empty, so three files cost about a kilobyte more on a first visit than their text in one; the
/// other pages link the parts they need one by one, and a part no page links alone any more (`plot.css`,
/// `embed.css`) is not written.
enum StylesheetBundles {
    /// The theme's assets with each kind's bundle; a kind whose theme lacks one of its stylesheets gets none.
    static func assets(of theme: [String: Data]) throws(CompactionError) -> [String: Data] {
        var assets = theme
        for kind in PageKind.allCases {
            guard let bundle = kind.stylesheetBundle else { continue }
            guard theme[bundle] == nil else {
                throw CompactionError(file: bundle, line: 1, message: "the build writes this file (a page's stylesheets in one): the theme must not have it")
            }
            let parts = kind.stylesheets.compactMap { theme[$0] }
            guard parts.count == kind.stylesheets.count else { continue }
            assets[bundle] = parts.reduce(into: Data()) { joined, part in
                joined.append(part)
                if part.last != UInt8(ascii: "\n") { joined.append(UInt8(ascii: "\n")) }
            }
        }
        // A part that only bundled pages link is in no page any more (the site holds no file no page loads).
        let linked = Set(PageKind.allCases.flatMap { kind in (assets[kind.stylesheetBundle ?? ""] == nil ? kind.stylesheets : []) + kind.liveStylesheets })
        let bundled = Set(PageKind.allCases.filter { assets[$0.stylesheetBundle ?? ""] != nil }.flatMap(\.stylesheets))
        return assets.filter { !bundled.contains($0.key) || linked.contains($0.key) }
    }
}
