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
