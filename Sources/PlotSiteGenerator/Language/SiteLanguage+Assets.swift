import Foundation

extension SiteLanguage {
    /// The theme's assets as a site in this language ships them: `js/words/language.js` merges the parts
    /// of this language's table and the other languages' tables are left out. A theme without
    /// language.js keeps its assets as they are.
    func assets(of theme: [String: Data]) -> [String: Data] {
        guard theme[Self.selectorPath] != nil else { return theme }
        var assets = theme
        assets[Self.selectorPath] = Data(selector(of: theme).utf8)
        for other in Self.allCases where other != self {
            for path in other.tablePaths { assets[path] = nil }
        }
        return assets
    }

    /// `js/words/language.js` for the parts of the table `theme` holds: one part (a theme whose `<code>.js`
    /// is the whole table) re-exported, two merged into one object, as Public/js/words/language.js merges
    /// the English ones.
    func selector(of theme: [String: Data]) -> String {
        let held = zip(Self.tableParts, tablePaths).filter { theme[$0.1] != nil }
        let parts = held.isEmpty ? Array(zip(Self.tableParts, tablePaths)) : held
        let file = { (path: String) in "./" + path.dropFirst("js/words/".count) }
        if parts.count == 1 { return "export { default } from '\(file(parts[0].1))';\n" }
        let imports = parts.map { "import \($0.0.name) from '\(file($0.1))';\n" }.joined()
        return imports + "export default { " + parts.map { "...\($0.0.name)" }.joined(separator: ", ") + " };\n"
    }
}
