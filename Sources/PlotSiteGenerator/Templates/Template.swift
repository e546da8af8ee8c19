import PlotSVG
/// A template error: the file, the line, and what is wrong.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String

    public var description: String { "\(file):\(line): \(message)" }
}

/// A small template language that escapes by default (SPEC R-SAFE):
///
/// - `{{ name }}`, `{{ plot.title }}` — text, HTML-escaped (safe in text and quoted attributes)
/// - `{{{ plot.svg }}}` — raw markup; only values the generator marked as ``TemplateValue/html(_:)``
/// - `{{#each plots}} … {{/each}}` — inside, names resolve on the item first; `{{ . }}` is the item
/// - `{{#if featured}} … {{else}} … {{/if}}`
/// - `{{! a comment }}`
///
/// An unknown name is an error rather than an empty string, so a typo cannot go unnoticed.
public struct Template: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case value(path: [String], raw: Bool, line: Int)
        case each(path: [String], body: [Node], line: Int)
        case when(path: [String], then: [Node], otherwise: [Node], line: Int)
    }

    public let name: String
    let nodes: [Node]

    /// Parses `source`; `name` is used in error messages.
    public init(name: String, source: String) throws(TemplateError) {
        self.name = name
        var parser = TemplateParser(name: name, source: source)
        nodes = try parser.parseAll()
    }

    /// Renders with `context` as the outermost scope.
    public func render(_ context: [String: TemplateValue]) throws(TemplateError) -> String {
        var output = ""
        try render(nodes, scopes: [.object(context)], into: &output)
        return output
    }

    private func render(_ nodes: [Node], scopes: [TemplateValue], into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
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
                for item in items { try render(body, scopes: scopes + [item], into: &output) }
            case .when(let path, let then, let otherwise, let line):
                let condition = try lookup(path, in: scopes, line: line).isTruthy
                try render(condition ? then : otherwise, scopes: scopes, into: &output)
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

/// Turns template source into nodes.
private struct TemplateParser {
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
            } else if tag.hasPrefix("#each ") {
                let (body, closer) = try parseNodes()
                guard closer == "/each" else { throw unclosed("each", line: tagLine) }
                nodes.append(.each(path: try path(String(tag.dropFirst(6)), line: tagLine), body: body, line: tagLine))
            } else if tag.hasPrefix("#if ") {
                var (then, closer) = try parseNodes()
                var otherwise: [Template.Node] = []
                if closer == "else" { (otherwise, closer) = try parseNodes() }
                guard closer == "/if" else { throw unclosed("if", line: tagLine) }
                _ = then
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

import Foundation
