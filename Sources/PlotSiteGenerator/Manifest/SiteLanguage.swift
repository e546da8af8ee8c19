/// The languages a site can be written in (docs/site.md#language): the manifest's `"language"`. Each has
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
