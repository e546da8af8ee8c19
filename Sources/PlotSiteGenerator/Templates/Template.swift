import PlotSVG

/// A small template language that escapes by default (docs/architecture.md#safety):
///
/// - `{{ name }}`, `{{ plot.title }}` — text, HTML-escaped (safe in text and quoted attributes)
/// - `{{{ plot.svg }}}` — raw markup; only values the generator marked as ``TemplateValue/html(_:)``
/// - `{{#each plots}} … {{/each}}` — inside, names resolve on the item first; `{{ . }}` is the item
/// - `{{#if featured}} … {{else}} … {{/if}}`
/// - `{{! a comment }}`
/// - `{{> graph.html }}` — another template of the theme, rendered here with the same names (a part two pages share)
///
/// An unknown name is an error rather than an empty string, so a typo cannot go unnoticed.
public struct Template: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        /// Text outside `<pre>`, `<textarea>`, `<script>` and `<style>` of a page's template (``withoutIndentation(_:)``):
        /// its line breaks at the start are left out where the page so far ends with one (no blank lines).
        case flowText(String)
        case value(path: [String], raw: Bool, line: Int)
        case each(path: [String], body: [Node], line: Int)
        case when(path: [String], then: [Node], otherwise: [Node], line: Int)
        case include(name: String, line: Int)
    }

    /// How deep `{{> … }}` may nest: deeper, a template includes itself.
    static let includeDepth = 8

    public let name: String
    let nodes: [Node]

    /// Parses `source`; `name` is used in error messages. `keepsIndentation` false: a page's template, whose own text is
    /// written without its indentation (``withoutIndentation(_:)``).
    public init(name: String, source: String, keepsIndentation: Bool = true) throws(TemplateError) {
        self.name = name
        var parser = TemplateParser(name: name, source: source)
        let parsed = try parser.parseAll()
        nodes = keepsIndentation ? parsed : Template.withoutIndentation(parsed)
    }

    /// Renders with `context` as the outermost scope; `{{> name }}` renders `templates[name]`.
    public func render(_ context: [String: TemplateValue], templates: [String: Template] = [:]) throws(TemplateError) -> String {
        var output = ""
        try render(nodes, scopes: [.object(context)], templates: templates, depth: 0, into: &output)
        return output
    }

    private func render(_ nodes: [Node], scopes: [TemplateValue], templates: [String: Template], depth: Int,
                        into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .flowText(let text):
                output += output.hasSuffix("\n") ? String(text.drop { $0 == "\n" }) : text
            case .value(let path, let raw, let line):
                let value = try lookup(path, in: scopes, line: line)
                switch (value, raw) {
                case (.text(let s), false): output += s.xmlEscaped
                case (.html(let s), true): output += s
                case (.html(let s), false): output += s.xmlEscaped
                case (.text, true):
                    throw TemplateError(file: name, line: line,
                                        message: "'\(path.joined(separator: "."))' is text and must be written with {{ }}, which escapes it")
                default:
                    throw TemplateError(file: name, line: line, message: "'\(path.joined(separator: "."))' is not text")
                }
            case .each(let path, let body, let line):
                guard case .list(let items) = try lookup(path, in: scopes, line: line) else {
                    throw TemplateError(file: name, line: line, message: "'\(path.joined(separator: "."))' is not a list")
                }
                for item in items { try render(body, scopes: scopes + [item], templates: templates, depth: depth, into: &output) }
            case .when(let path, let then, let otherwise, let line):
                let condition = try lookup(path, in: scopes, line: line).isTruthy
                try render(condition ? then : otherwise, scopes: scopes, templates: templates, depth: depth, into: &output)
            case .include(let included, let line):
                guard let template = templates[included] else {
                    throw TemplateError(file: name, line: line, message: "the theme has no \(included) to include")
                }
                guard depth < Self.includeDepth else {
                    throw TemplateError(file: name, line: line, message: "\(included) is included \(Self.includeDepth) deep: does it include itself?")
                }
                try template.render(template.nodes, scopes: scopes, templates: templates, depth: depth + 1, into: &output)
            }
        }
    }

    private func lookup(_ path: [String], in scopes: [TemplateValue], line: Int) throws(TemplateError) -> TemplateValue {
        if path == ["."] { return scopes.last! }
        for scope in scopes.reversed() {
            guard case .object(let members) = scope, var value = members[path[0]] else { continue }
            for key in path.dropFirst() {
                guard case .object(let inner) = value, let next = inner[key] else {
                    throw TemplateError(file: name, line: line, message: "unknown name '\(path.joined(separator: "."))'")
                }
                value = next
            }
            return value
        }
        throw TemplateError(file: name, line: line, message: "unknown name '\(path.joined(separator: "."))'")
    }
}
