import Foundation

/// A page's markup without the templates' indentation (docs/architecture.md#themes): what follows a line break in a
/// template's own text — spaces, tabs, blank lines, also where one template's text ends and the next begins — is left
/// out of the page, which renders the same (a line break is white space already) and is smaller: about 70 bytes
/// gzipped a plot page. Text inside `<pre>`, `<textarea>`, `<script>` and `<style>` is kept as written, and so is
/// every value put into the page.
extension Template {
    /// `nodes` with their text's indentation dropped, in document order (a `<pre>` may open in one text and close in a later one).
    static func withoutIndentation(_ nodes: [Node]) -> [Node] {
        var verbatim = false
        return withoutIndentation(nodes, verbatim: &verbatim)
    }

    private static func withoutIndentation(_ nodes: [Node], verbatim: inout Bool) -> [Node] {
        nodes.map { node in
            switch node {
            case .text(let text):
                // Where the text begins outside a verbatim element, so do its line breaks at the start.
                let startsInFlow = !verbatim
                let trimmed = withoutIndentation(text, verbatim: &verbatim)
                return startsInFlow ? .flowText(trimmed) : .text(trimmed)
            case .each(let path, let body, let line): return .each(path: path, body: withoutIndentation(body, verbatim: &verbatim), line: line)
            case .when(let path, let then, let otherwise, let line):
                return .when(path: path, then: withoutIndentation(then, verbatim: &verbatim),
                             otherwise: withoutIndentation(otherwise, verbatim: &verbatim), line: line)
            case .flowText, .value, .include: return node
            }
        }
    }

    /// Elements whose text is kept as written, by the tags that open and close them (lowercase; a theme's are matched
    /// whatever their case).
    private static let verbatimOpenings = ["<pre>", "<pre ", "<textarea", "<script", "<style"]
    private static let verbatimClosings = ["</pre>", "</textarea>", "</script>", "</style>"]

    private static func withoutIndentation(_ text: String, verbatim: inout Bool) -> String {
        var result = ""
        var rest = Substring(text)
        while !rest.isEmpty {
            let tags = verbatim ? verbatimClosings : verbatimOpenings
            let found = tags.compactMap { rest.range(of: $0, options: .caseInsensitive) }.min { $0.lowerBound < $1.lowerBound }
            let cut = found?.upperBound ?? rest.endIndex
            result += verbatim ? String(rest[..<cut]) : collapsed(rest[..<cut])
            rest = rest[cut...]
            if found != nil { verbatim.toggle() }
        }
        return result
    }

    /// `text` with every line break's following spaces, tabs and line breaks left out.
    private static func collapsed(_ text: Substring) -> String {
        var result = ""
        var afterBreak = false
        for character in text {
            if afterBreak && (character == " " || character == "\t" || character == "\n") { continue }
            afterBreak = character == "\n"
            result.append(character)
        }
        return result
    }
}
