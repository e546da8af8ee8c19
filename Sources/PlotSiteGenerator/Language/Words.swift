import Foundation
import PlotCore
import PlotSVG

/// Every word the site writes, in its language (docs/site.md#language): the parts of the table,
/// `js/words/<code>.js` and `js/words/<code>-figure.js` of the theme, each read as the JSON object after its
/// `export default`, their sections merged. The same files are what the pages' scripts import, so the
/// build-time pages and the live ones say the same things. Texts hold named blanks, `{name}`, filled by
/// ``callAsFunction(_:_:)`` as Public/js/words/say.js fills them.
public struct Words: Sendable {
    public let language: SiteLanguage
    /// Dotted path (`poi.root`) → text.
    private let texts: [String: String]
    /// The whole table, for templates: `{{ words.plot.print }}`.
    let templateValue: TemplateValue

    /// The English table of the default theme: what the CLI's own drawings and the tests speak.
    public static let english: Words = {
        // The embedded table is part of this binary; Tests/JS/words.test.mjs and WordsTests check it reads.
        try! Words(language: .en, theme: Theme.embedded().assets)
    }()

    /// The table of `language` in a theme's assets: the parts the theme holds (a theme whose `<code>.js` is
    /// the whole table, as before the table came in parts, still reads); a theme without any speaks the
    /// default theme's.
    public init(language: SiteLanguage, theme assets: [String: Data]) throws {
        let own = language.tablePaths.filter { assets[$0] != nil }
        let (paths, files) = own.isEmpty ? (language.tablePaths, Theme.embedded().assets) : (own, assets)
        let parts = try paths.map { path in
            guard let data = files[path] else {
                throw ThemeError("the theme has no \(path), a part of the table of the site's language")
            }
            return (file: path, source: String(decoding: data, as: UTF8.self))
        }
        try self.init(language: language, parts: parts)
    }

    /// A table in one part: a module whose `export default` is a JSON object of sections of texts.
    init(language: SiteLanguage, table source: String, file: String) throws {
        try self.init(language: language, parts: [(file, source)])
    }

    /// A table in parts, each a module whose `export default` is a JSON object of sections of texts; a
    /// section lives in one part.
    init(language: SiteLanguage, parts: [(file: String, source: String)]) throws {
        var texts: [String: String] = [:]
        var sections: [String: TemplateValue] = [:]
        var sectionFiles: [String: String] = [:]
        for part in parts {
            let (members, firstLine) = try Self.sections(of: part.source, file: part.file)
            for member in members {
                if let earlier = sectionFiles[member.key] {
                    throw ThemeError("\(part.file) line \(firstLine + member.keyLocation.line - 1): the section \"\(member.key)\" is in \(earlier) too; a section lives in one part of the table")
                }
                sectionFiles[member.key] = part.file
                sections[member.key] = try Self.flatten(member.value, member.key, into: &texts, file: part.file)
            }
        }
        templateValue = .object(sections)
        self.language = language
        self.texts = texts
    }

    /// The sections of a table's source and the line its `export default` is on.
    private static func sections(of source: String, file: String) throws -> (members: [(key: String, keyLocation: SourceLocation, value: JSONValue)], firstLine: Int) {
        // The statement starts a line; the comments above it may mention it.
        guard let export = source.hasPrefix("export default") ? source.range(of: "export default")
            : source.range(of: "\nexport default").map({ source.index(after: $0.lowerBound)..<$0.upperBound }) else {
            throw ThemeError("\(file) has no `export default {…}` table at the start of a line")
        }
        let before = source[..<export.lowerBound]
        let firstLine = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        var json = source[export.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        if json.hasSuffix(";") { json.removeLast() }
        let root: JSONValue
        do {
            root = try JSONParser.parse(String(json))
        } catch {
            throw ThemeError("\(file) line \(firstLine + error.location.line - 1): \(error.message) (the table must be strict JSON)")
        }
        guard case .object(let members, _) = root else {
            throw ThemeError("\(file): the table must be an object of sections, not \(root.typeName)")
        }
        return (members, firstLine)
    }

    /// `value` at `path` for templates, its texts added to `texts` by their dotted paths.
    private static func flatten(_ value: JSONValue, _ path: String, into texts: inout [String: String], file: String) throws -> TemplateValue {
        switch value {
        case .string(let text, _):
            texts[path] = text
            return .text(text)
        case .object(let members, _):
            var object: [String: TemplateValue] = [:]
            for member in members {
                object[member.key] = try flatten(member.value, "\(path).\(member.key)", into: &texts, file: file)
            }
            return .object(object)
        case .array(let items, _):
            return .list(try items.enumerated().map { try flatten($1, "\(path).\($0)", into: &texts, file: file) })
        default:
            throw ThemeError("\(file): \(path) must be a text or a section, not \(value.typeName)")
        }
    }

    /// The text at `path` (`poi.root`) with its blanks filled; a text missing from a theme's table
    /// falls back to the default English one (WordsTests checks that every path the generator asks
    /// for is in both of the default theme's tables).
    public func callAsFunction(_ path: String, _ values: [String: String] = [:]) -> String {
        LocalText.say(texts[path] ?? Words.english.texts[path] ?? path, values)
    }

    /// Whether the table has a text at `path`.
    public func has(_ path: String) -> Bool { texts[path] != nil }

    /// Every dotted path of a text in the table.
    public var paths: [String] { texts.keys.sorted() }

    /// The language's decimal separator: `.` or `,`.
    public var decimalSeparator: String { texts["number.decimal"] ?? "." }

    /// A number's text (`−2.5`, `1.5e−07`, `0.5 to 2.5`) as the language writes it: every `.` between
    /// two digits becomes the decimal separator. The mirror of `localNumber` in Public/js/words/say.js.
    public func localNumber(_ text: String) -> String {
        LocalText.localNumber(text, separator: decimalSeparator)
    }
}

extension Words {
    /// The texts below a section (`svg`), by their paths inside it (`graphOf`, `colors.blue`).
    func section(_ name: String) -> [String: String] {
        var section = Words.english.texts.filter { $0.key.hasPrefix(name + ".") }
        section.merge(texts.filter { $0.key.hasPrefix(name + ".") }) { _, own in own }
        return Dictionary(uniqueKeysWithValues: section.map { (String($0.key.dropFirst(name.count + 1)), $0.value) })
    }

    /// The words of the SVG drawings: their text alternative and their numbers.
    public var svg: SVGWords { SVGWords(texts: section("svg"), decimalSeparator: decimalSeparator) }
}

extension Words {
    /// A text with one blank that the template fills with markup, such as a link: `before` and
    /// `after` the blank (`The plots are on the {link} page.`), so that both stay escaped text.
    func around(_ path: String, blank: String) -> TemplateValue {
        let text = self(path)
        let parts = text.components(separatedBy: "{\(blank)}")
        return .object(["before": .text(parts[0]), "after": .text(parts.dropFirst().joined(separator: "{\(blank)}"))])
    }
}
