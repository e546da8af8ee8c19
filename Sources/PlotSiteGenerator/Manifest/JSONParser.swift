/// A strict JSON parser (RFC 8259) that records line and column of every value.
///
/// Foundation's parser reports neither where a syntax error is nor duplicate keys; a course
/// author editing gallery.json by hand needs both.
struct JSONParser {
    struct SyntaxError: Error {
        let location: SourceLocation
        let message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Deeper nesting than any manifest needs is refused rather than recursed into.
    private static let maximumDepth = 64

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        if parser.peek == "\u{FEFF}" { parser.advance() }  // a byte-order mark some editors write
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.peek != nil { throw parser.error("unexpected text after the end of the JSON value") }
        return value
    }

    // MARK: - Cursor

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    private func error(_ message: String) -> SyntaxError { SyntaxError(location: here, message: message) }

    private mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(SyntaxError) {
        guard peek == c else { throw error("expected \(what)") }
        advance()
    }

    // MARK: - Values

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        let start = here
        switch peek {
        case "{"?: return try parseObject()
        case "["?: return try parseArray()
        case "\""?: return .string(try parseString(), start)
        case "t"?: try parseWord("true"); return .bool(true, start)
        case "f"?: try parseWord("false"); return .bool(false, start)
        case "n"?: try parseWord("null"); return .null(start)
        case let c? where c == "-" || (c >= "0" && c <= "9"): return try parseNumber()
        case nil: throw error("unexpected end of file: a value is missing")
        case let c?: throw error("unexpected character '\(c)'")
        }
    }

    private mutating func nest() throws(SyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw error("nested too deeply") }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        let start = here
        try nest()
        advance()
        var members: [(key: String, keyLocation: SourceLocation, value: JSONValue)] = []
        skipWhitespace()
        if peek == "}" { advance(); depth -= 1; return .object(members, start) }
        while true {
            skipWhitespace()
            let keyLocation = here
            guard peek == "\"" else { throw error("expected a key in double quotes") }
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw SyntaxError(location: keyLocation, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            try expect(":", "':' after the key")
            skipWhitespace()
            members.append((key, keyLocation, try parseValue()))
            skipWhitespace()
            if peek == "," { advance(); continue }
            if peek == "}" { advance(); break }
            throw error("expected ',' or '}'")
        }
        depth -= 1
        return .object(members, start)
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        let start = here
        try nest()
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == "]" { advance(); depth -= 1; return .array(elements, start) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek == "," { advance(); continue }
            if peek == "]" { advance(); break }
            throw error("expected ',' or ']'")
        }
        depth -= 1
        return .array(elements, start)
    }

    private mutating func parseWord(_ word: String) throws(SyntaxError) {
        for expected in word.unicodeScalars {
            guard peek == expected else { throw error("unexpected character; did you mean \(word)?") }
            advance()
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = here
        var text = ""
        while let c = peek, "+-.eE0123456789".unicodeScalars.contains(c) {
            text.unicodeScalars.append(c)
            advance()
        }
        // JSON's own grammar: no leading '+', no leading zeros, digits on both sides of '.'.
        let pattern = text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/)
        guard pattern != nil, let value = Double(text), value.isFinite else {
            throw SyntaxError(location: start, message: "'\(text)' is not a valid number")
        }
        return .number(value, text: text, start)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        advance()  // opening quote
        var result = String.UnicodeScalarView()
        while true {
            guard let c = peek else { throw error("unterminated string") }
            if c == "\"" { advance(); break }
            if c.value < 0x20 { throw error("control character in a string (write \\n for a new line)") }
            if c == "\\" {
                advance()
                guard let escape = peek else { throw error("unterminated string") }
                advance()
                switch escape {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        // A surrogate pair: \uD83D\uDE00.
                        guard peek == "\\" else { throw error("lone surrogate in \\u escape") }
                        advance()
                        guard peek == "u" else { throw error("lone surrogate in \\u escape") }
                        advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    result.append(scalar)
                default:
                    throw error("unknown escape '\\\(escape)'")
                }
            } else {
                result.append(c)
                advance()
            }
        }
        return String(result)
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek, let digit = UInt32(String(c), radix: 16) else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }
}
