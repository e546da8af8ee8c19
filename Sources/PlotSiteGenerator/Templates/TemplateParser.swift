import Foundation

/// Turns template source into nodes.
struct TemplateParser {
    let name: String
    let source: String
    private var index: String.Index
    private var line = 1

    init(name: String, source: String) {
        self.name = name
        self.source = source
        self.index = source.startIndex
    }

    mutating func parseAll() throws(TemplateError) -> [Template.Node] {
        let (nodes, closer) = try parseNodes()
        if let closer { throw TemplateError(file: name, line: line, message: "'{{\(closer)}}' without a matching opening block") }
        return nodes
    }

    /// Nodes up to the end or to a closing/else tag, which is returned.
    private mutating func parseNodes() throws(TemplateError) -> ([Template.Node], closer: String?) {
        var nodes: [Template.Node] = []
        while index < source.endIndex {
            guard let open = source.range(of: "{{", range: index..<source.endIndex) else {
                nodes.append(.text(String(source[index...])))
                advance(to: source.endIndex)
                break
            }
            if open.lowerBound > index { nodes.append(.text(String(source[index..<open.lowerBound]))) }
            advance(to: open.lowerBound)
            let tagLine = line
            let raw = source[open.upperBound...].hasPrefix("{")
            let closing = raw ? "}}}" : "}}"
            let contentStart = raw ? source.index(after: open.upperBound) : open.upperBound
            guard let close = source.range(of: closing, range: contentStart..<source.endIndex) else {
                throw TemplateError(file: name, line: tagLine, message: "'{{' is never closed")
            }
            let tag = source[contentStart..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            advance(to: close.upperBound)
            if raw {
                nodes.append(.value(path: try path(tag, line: tagLine), raw: true, line: tagLine))
            } else if tag.hasPrefix("!") {
                continue
            } else if tag.hasPrefix(">") {
                let included = tag.dropFirst().trimmingCharacters(in: .whitespaces)
                guard !included.isEmpty else { throw TemplateError(file: name, line: tagLine, message: "'{{>}}' names no template") }
                nodes.append(.include(name: included, line: tagLine))
            } else if tag.hasPrefix("#each ") {
                let (body, closer) = try parseNodes()
                guard closer == "/each" else { throw unclosed("each", line: tagLine) }
                nodes.append(.each(path: try path(String(tag.dropFirst(6)), line: tagLine), body: body, line: tagLine))
            } else if tag.hasPrefix("#if ") {
                let (then, thenCloser) = try parseNodes()
                var (otherwise, closer): ([Template.Node], String?) = ([], thenCloser)
                if closer == "else" { (otherwise, closer) = try parseNodes() }
                guard closer == "/if" else { throw unclosed("if", line: tagLine) }
                nodes.append(.when(path: try path(String(tag.dropFirst(4)), line: tagLine), then: then, otherwise: otherwise, line: tagLine))
            } else if tag == "/each" || tag == "/if" || tag == "else" {
                return (nodes, tag)
            } else {
                nodes.append(.value(path: try path(tag, line: tagLine), raw: false, line: tagLine))
            }
        }
        return (nodes, nil)
    }

    private func unclosed(_ block: String, line: Int) -> TemplateError {
        TemplateError(file: name, line: line, message: "'{{#\(block)}}' is never closed with '{{/\(block)}}'")
    }

    private func path(_ text: String, line: Int) throws(TemplateError) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "." { return ["."] }
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            throw TemplateError(file: name, line: line, message: "'\(trimmed)' is not a name")
        }
        return parts
    }

    private mutating func advance(to target: String.Index) {
        line += source[index..<target].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        index = target
    }
}
