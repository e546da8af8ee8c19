/// Splits an expression's source into tokens.
///
/// Letters run together are split into known names, longest first, so `2πx`, `xsin(x)` and
/// `exp(x)` read as a person would read them.
struct Lexer {
    private let characters: [Unicode.Scalar]
    private var position = 0

    init(_ characters: [Unicode.Scalar]) {
        self.characters = characters
    }

    /// Every token of the source, ending with `.end`.
    static func tokens(of characters: [Unicode.Scalar]) throws(ExpressionError) -> [Token] {
        var lexer = Lexer(characters)
        var tokens: [Token] = []
        while true {
            try lexer.appendNextTokens(to: &tokens)
            if tokens.last?.kind == .end { return tokens }
        }
    }

    // MARK: - Cursor

    private var current: Unicode.Scalar? { position < characters.count ? characters[position] : nil }

    private func character(at index: Int) -> Unicode.Scalar? {
        index < characters.count ? characters[index] : nil
    }

    // MARK: - Tokens

    private mutating func appendNextTokens(to tokens: inout [Token]) throws(ExpressionError) {
        while let c = current, c.properties.isWhitespace { position += 1 }
        guard let c = current else {
            tokens.append(Token(kind: .end, offset: position, length: 0))
            return
        }
        let start = position
        if let kind = Lexer.symbols[c] {
            position += 1
            tokens.append(Token(kind: kind, offset: start, length: 1))
        } else if Lexer.isDigit(c) || c == "." {
            tokens.append(try readNumber())
        } else if Lexer.superscriptDigits[c] != nil {
            tokens.append(readSuperscript())
        } else if Lexer.isLetter(c) {
            try appendWords(to: &tokens)
        } else {
            throw ExpressionError(.unexpectedCharacter, at: start, "unexpected character '\(c)'")
        }
    }

    private mutating func readNumber() throws(ExpressionError) -> Token {
        let start = position
        var integerDigits = ""
        var fractionDigits = ""
        var sawPoint = false
        while let c = current {
            if Lexer.isDigit(c) {
                if sawPoint { fractionDigits.unicodeScalars.append(c) } else { integerDigits.unicodeScalars.append(c) }
            } else if c == "." {
                if sawPoint {
                    throw ExpressionError(.badNumber, at: position, "a number can have only one decimal point")
                }
                sawPoint = true
            } else {
                break
            }
            position += 1
        }
        if integerDigits.isEmpty && fractionDigits.isEmpty {
            throw ExpressionError(.badNumber, at: start, "'.' must be part of a number, as in 0.5")
        }
        let text = Lexer.canonicalNumber(integer: integerDigits, fraction: fractionDigits)
        // Decimal text to the nearest double, as every language's parser does.
        let value = Double(text) ?? .nan
        return Token(kind: .number(value: value, text: text), offset: start, length: position - start)
    }

    /// `007.500` → `7.5`, `.5` → `0.5`, `3.` → `3`: the spelling used in descriptions.
    static func canonicalNumber(integer: String, fraction: String) -> String {
        var integerPart = Substring(integer.drop { $0 == "0" })
        if integerPart.isEmpty { integerPart = "0" }
        var fractionPart = Substring(fraction)
        while fractionPart.last == "0" { fractionPart = fractionPart.dropLast() }
        return fractionPart.isEmpty ? String(integerPart) : "\(integerPart).\(fractionPart)"
    }

    private mutating func readSuperscript() -> Token {
        let start = position
        var digits = ""
        while let c = current, let digit = Lexer.superscriptDigits[c] {
            digits.append(digit)
            position += 1
        }
        let text = Lexer.canonicalNumber(integer: digits, fraction: "")
        return Token(kind: .superscript(value: Double(text) ?? .nan, text: text), offset: start, length: position - start)
    }

    /// Reads a run of letters and splits it into names, longest match first.
    private mutating func appendWords(to tokens: inout [Token]) throws(ExpressionError) {
        let start = position
        while let c = current, Lexer.isLetter(c) { position += 1 }
        let run = String(String.UnicodeScalarView(characters[start..<position]))
        var index = run.startIndex
        var offset = start
        var lastFunctionStart: (index: String.Index, offset: Int)? = nil
        while index < run.endIndex {
            let rest = run[index...]
            guard let word = Lexer.words.first(where: { rest.hasPrefix($0.name) }) else {
                // Name the unknown part: from the function it may have started with (`sinus`), else from here.
                let from = lastFunctionStart ?? (index, offset)
                throw unknownName(String(run[from.index...]), at: from.offset)
            }
            if case .function = word.kind { lastFunctionStart = (index, offset) }
            let length = word.name.unicodeScalars.count
            tokens.append(Token(kind: word.kind, offset: offset, length: length))
            index = run.unicodeScalars.index(index, offsetBy: length)
            offset += length
        }
    }

    private func unknownName(_ name: String, at offset: Int) -> ExpressionError {
        var next = position
        while let c = character(at: next), c.properties.isWhitespace { next += 1 }
        let isCall = character(at: next) == "("
        var message = isCall ? "unknown function '\(name)'" : "unknown name '\(name)'"
        let lower = name.lowercased()
        if lower != name, Lexer.words.contains(where: { $0.name == lower }) {
            message += " (names are lower case: '\(lower)')"
        } else if !isCall, Lexer.words.allSatisfy({ $0.name != lower }) {
            message += " (the variable is x)"
        }
        return ExpressionError(.unknownName, at: offset, message)
    }

    // MARK: - Character classes

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }

    private static let symbols: [Unicode.Scalar: Token.Kind] = [
        "+": .plus, "-": .minus, "\u{2212}": .minus,
        "*": .times, "×": .times, "·": .times,
        "/": .divide, "÷": .divide, "^": .power,
        "(": .leftParenthesis, ")": .rightParenthesis,
        "π": .constant(.pi), "√": .root,
    ]

    private static let superscriptDigits: [Unicode.Scalar: Character] = [
        "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9",
    ]

    /// Every name, longest first so that `exp` wins over `e` and `sinh` over `sin`.
    private static let words: [(name: String, kind: Token.Kind)] = {
        var words: [(name: String, kind: Token.Kind)] = MathFunction.allCases.map { ($0.rawValue, .function($0)) }
        words += [("pi", .constant(.pi)), ("e", .constant(.e)), ("x", .variable)]
        return words.sorted { $0.name.count > $1.name.count }
    }()
}
