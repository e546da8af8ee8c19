/// The languages a site can be written in (SPEC §15, R-LANG): the manifest's `"language"`. Each has
/// a table of every word the site writes, `Public/js/words/<code>.js`, shared with the pages' scripts.
public enum SiteLanguage: String, CaseIterable, Sendable {
    case en
    case de

    /// "en, de": what an error about an unknown language lists.
    public static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The table's path among the theme's assets.
    var tablePath: String { "js/words/\(rawValue).js" }

    /// The module the pages import their table through; the build points it at this language's table.
    static let selectorPath = "js/words/language.js"
}

import Foundation

extension SiteLanguage {
    /// The theme's assets as a site in this language ships them: `js/words/language.js` re-exports
    /// this language's table and the other languages' tables are left out. A theme without
    /// language.js keeps its assets as they are.
    func assets(of theme: [String: Data]) -> [String: Data] {
        guard theme[Self.selectorPath] != nil else { return theme }
        var assets = theme
        assets[Self.selectorPath] = Data("export { default } from './\(rawValue).js';\n".utf8)
        for other in Self.allCases where other != self { assets[other.tablePath] = nil }
        return assets
    }
}
