/// Compacts CSS for the built site: comments removed, white space collapsed and dropped where it
/// separates nothing. Strings and `url(…)` are copied exactly.
///
/// White space is dropped next to `{ } ; ,` and `>`, after `:` and `(`, and before `)`; it is kept
/// (as one space) everywhere else, because there it can be a descendant combinator (`a b`,
/// `a :hover` is not `a:hover`), an operand separator (`calc(1px + 2px)`) or a keyword boundary
/// (`and (min-width: 40em)`, where `and(` would be a function). The last `;` of a block goes.
public enum CSSCompactor {
    /// The compacted stylesheet; throws for a comment, string or `url(` that is not closed,
    /// naming `file` and the line where it was opened.
    ///
    ///     try CSSCompactor.compact("a > b { color: red; }\n", file: "css/x.css")  // "a>b{color:red}"
    public static func compact(_ source: String, file: String) throws(CompactionError) -> String {
        var writer = CSSWriter(source: Array(source.unicodeScalars), file: file)
        try writer.run()
        return String(writer.output)
    }
}

/// The cursor and output of one `CSSCompactor.compact` call.
private struct CSSWriter {
    let source: [Unicode.Scalar]
    let file: String
    var output = String.UnicodeScalarView()
    private var position = 0
    private var line = 1
    /// White space or a comment was passed since the last character written.
    private var pendingSpace = false
    /// The last character written was CSS syntax, not part of a string, escape or `url(…)`.
    private var lastIsSyntax = false
    /// How many `;` were written last, as syntax: a block needs none before its `}`.
    private var trailingSemicolons = 0

    init(source: [Unicode.Scalar], file: String) {
        self.source = source
        self.file = file
    }

    /// No space is needed after these, nor before `beforeNeedsNoSpace`.
    private static let afterNeedsNoSpace: Set<Unicode.Scalar> = ["{", "}", ";", ",", ">", ":", "("]
    private static let beforeNeedsNoSpace: Set<Unicode.Scalar> = ["{", "}", ";", ",", ">", ")"]

    mutating func run() throws(CompactionError) {
        while let c = peek(0) {
            if isWhiteSpace(c) {
                consumeWhiteSpace()
                pendingSpace = true
            } else if c == "/" && peek(1) == "*" {
                try skipComment()
                pendingSpace = true  // a comment separates tokens as white space does
            } else if c == "\"" || c == "'" {
                writeSpaceIfNeeded(before: c, isSyntax: false)
                trailingSemicolons = 0
                try copyString(quote: c)
            } else if c == "\\" {
                writeSpaceIfNeeded(before: c, isSyntax: false)
                trailingSemicolons = 0
                copyEscape()
            } else {
                writeSpaceIfNeeded(before: c, isSyntax: true)
                if c == "}" { output.removeLast(trailingSemicolons) }
                trailingSemicolons = c == ";" ? trailingSemicolons + 1 : 0
                output.append(c)
                lastIsSyntax = true
                position += 1
                if c == "(" && endsWithURLFunction() { try copyURL() }
            }
        }
    }

    // MARK: - Spaces

    private mutating func writeSpaceIfNeeded(before next: Unicode.Scalar, isSyntax: Bool) {
        defer { pendingSpace = false }
        guard pendingSpace, let last = output.last else { return }
        if lastIsSyntax && Self.afterNeedsNoSpace.contains(last) { return }
        if isSyntax && Self.beforeNeedsNoSpace.contains(next) { return }
        output.append(" ")
    }

    private func isWhiteSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    private mutating func consumeWhiteSpace() {
        while let c = peek(0), isWhiteSpace(c) {
            if c == "\n" || c == "\u{0C}" || (c == "\r" && peek(1) != "\n") { line += 1 }
            position += 1
        }
    }

    // MARK: - Copied exactly

    private mutating func skipComment() throws(CompactionError) {
        let startLine = line
        position += 2
        while !(peek(0) == "*" && peek(1) == "/") {
            guard let c = peek(0) else { throw error("unterminated comment (opened here)", line: startLine) }
            if c == "\n" || c == "\u{0C}" || (c == "\r" && peek(1) != "\n") { line += 1 }
            position += 1
        }
        position += 2
    }

    /// `"…"` or `'…'`; a backslash escapes the next character (a line break continues the string).
    private mutating func copyString(quote: Unicode.Scalar) throws(CompactionError) {
        let startLine = line
        output.append(quote)
        position += 1
        while true {
            guard let c = peek(0), c != "\n", c != "\r", c != "\u{0C}" else {
                throw error("unterminated string (opened here)", line: startLine)
            }
            output.append(c)
            position += 1
            if c == quote { break }
            if c == "\\", let escaped = peek(0) {
                output.append(escaped)
                position += 1
                if escaped == "\r" && peek(0) == "\n" {
                    output.append("\n")
                    position += 1
                }
                if escaped == "\n" || escaped == "\r" || escaped == "\u{0C}" { line += 1 }
            }
        }
        lastIsSyntax = false
    }

    /// `\:` or `\31 ` outside strings: a hex escape keeps the one white space that ends it.
    private mutating func copyEscape() {
        output.append("\\")
        position += 1
        lastIsSyntax = false
        guard let first = peek(0), first != "\n", first != "\r", first != "\u{0C}" else { return }
        guard first.properties.isASCIIHexDigit else {
            output.append(first)
            position += 1
            return
        }
        var digits = 0
        while digits < 6, let c = peek(0), c.properties.isASCIIHexDigit {
            output.append(c)
            position += 1
            digits += 1
        }
        if let c = peek(0), isWhiteSpace(c) {
            output.append(c)
            position += 1
            if c == "\r" && peek(0) == "\n" {
                output.append("\n")
                position += 1
            }
            if c != " " && c != "\t" { line += 1 }
        }
    }

    /// Whether the `(` just written opens `url(`, whose unquoted contents may hold `//`, `/*` and
    /// spaces that are not CSS syntax.
    private func endsWithURLFunction() -> Bool {
        let tail = Array(output.suffix(5))
        guard tail.count >= 4 else { return false }
        let lowercased = tail.suffix(4).map { (0x41...0x5A).contains($0.value) ? $0.value + 0x20 : $0.value }
        guard lowercased == [0x75, 0x72, 0x6C, 0x28] else { return false }  // "url("
        guard tail.count == 5 else { return true }
        // `my-url(` is another function.
        let before = tail[0]
        return !(before.properties.isAlphabetic || before.properties.numericType != nil || before == "-" || before == "_"
            || before == "\\")
    }

    /// The contents of `url(` up to its `)`, unless it is a quoted string (then the string is copied
    /// as any other). White space around an unquoted URL is not part of it.
    private mutating func copyURL() throws(CompactionError) {
        let startLine = line
        var probe = position
        while probe < source.count, isWhiteSpace(source[probe]) { probe += 1 }
        if probe < source.count, source[probe] == "\"" || source[probe] == "'" { return }
        consumeWhiteSpace()
        var url: [Unicode.Scalar] = [], significantCount = 0
        while true {
            guard let c = peek(0) else { throw error("unterminated url( (opened here)", line: startLine) }
            if c == ")" { break }
            url.append(c)
            position += 1
            if c == "\\", let escaped = peek(0) {
                url.append(escaped)  // `\)` and `\ ` belong to the URL
                position += 1
                significantCount = url.count
            } else if isWhiteSpace(c) {
                if c == "\n" || c == "\u{0C}" || (c == "\r" && peek(0) != "\n") { line += 1 }
            } else {
                significantCount = url.count
            }
        }
        output.append(contentsOf: url[..<significantCount])
        lastIsSyntax = false
    }

    // MARK: - Cursor

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        source.indices.contains(position + offset) ? source[position + offset] : nil
    }

    private func error(_ message: String, line: Int) -> CompactionError {
        CompactionError(file: file, line: line, message: message)
    }
}
