/// The languages a site can be written in (docs/site.md#language): the manifest's `"language"`. Each has
/// a table of every word the site writes, in two parts (`Public/js/words/<code>.js` and `<code>-figure.js`),
/// shared with the pages' scripts.
public enum SiteLanguage: String, CaseIterable, Sendable {
    case en
    case de

    /// "en, de": what an error about an unknown language lists.
    public static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The parts of a language's table: the file name after the language's code, and the name
    /// `js/words/language.js` imports the part by.
    static let tableParts = [(suffix: "", name: "table"), (suffix: "-figure", name: "figure")]

    /// The paths of the table's parts among the theme's assets: the pages' words (`en.js`), a figure's
    /// (`en-figure.js`).
    var tablePaths: [String] { Self.tableParts.map { "js/words/\(rawValue)\($0.suffix).js" } }

    /// The module the pages import their table through; the build points it at this language's table.
    static let selectorPath = "js/words/language.js"
}
