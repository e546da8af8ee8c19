/// Splits JavaScript into significant tokens, skipping white space and comments but remembering
/// whether a line terminator stood between two tokens (automatic semicolon insertion depends on it).
///
/// A hand-rolled cursor over Unicode scalars. Strings, template literals (with their nested `${…}`
/// substitutions, found by tokenizing the code inside them) and regular-expression literals are
/// single tokens, so nothing inside them is ever taken for a comment or a bracket.
///
/// Whether `/` starts a regular expression or divides is decided by the previous token, as a
/// parser would: after a value (a name, literal, `)`, `]`, `}`, postfix `++`/`--`) it divides; after
/// an operator, an opening bracket or a keyword such as `return` or `typeof` it starts a regex. A
/// `)` that closes the head of `if`/`while`/`for`/`with` is followed by a statement, so a regex
/// there is read as one. Known limit: a regex that starts a statement right after a block's `}`
/// (`}\n/re/.test(s)`) is read as a division, as it is after any other `}`.
struct JSTokenizer {
    let file: String
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    /// A `/` here starts a regular expression.
    private var regexAllowed: Bool
    /// The previous token was `.` or `?.`.
    private var afterDot: Bool
    /// The previous token was `if`, `while`, `for`, `with` (or the `await` of `for await`).
    private var afterControlKeyword = false
    /// For each `(` not yet closed: whether it opened the head of a control statement.
    private var openParentheses: [Bool] = []
    /// How many template substitutions enclose the cursor; bounded so that hostile input cannot
    /// exhaust the stack.
    private var substitutionDepth = 0
    private static let maximumSubstitutionDepth = 100

    /// `#!` starts a hashbang line here (only at the very start of a source).
    private let hashbangAllowed: Bool

    /// The tokenizer for `source`, at its start.
    init(_ source: String, file: String) {
        self.init(scalars: Array(source.unicodeScalars), file: file, regexAllowed: true, afterDot: false, atSourceStart: true)
    }

    /// A tokenizer for a fragment whose first token follows one that left `regexAllowed` and `afterDot`.
    init(scalars: [Unicode.Scalar], file: String, regexAllowed: Bool, afterDot: Bool, atSourceStart: Bool) {
        self.file = file
        self.scalars = scalars
        self.regexAllowed = regexAllowed
        self.afterDot = afterDot
        self.hashbangAllowed = atSourceStart
    }

    /// Every significant token of `source`, in order.
    static func tokens(in source: String, file: String) throws(CompactionError) -> [JSToken] {
        var tokenizer = JSTokenizer(source, file: file)
        var tokens: [JSToken] = []
        while let token = try tokenizer.next() { tokens.append(token) }
        return tokens
    }

    /// The next significant token, or nil at the end.
    mutating func next() throws(CompactionError) -> JSToken? {
        guard let lineBreakBefore = try skipWhiteSpaceAndComments() else { return nil }
        let start = position, startLine = line
        let kind = try scanToken()
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        let regexAllowedBefore = regexAllowed, followsDot = afterDot
        let closesControlHead = kind == .punctuator && text == ")" && (openParentheses.last ?? false)
        updateState(after: kind, text: text)
        return JSToken(kind: kind, text: text, range: start..<position, line: startLine, lineBreakBefore: lineBreakBefore,
                       regexAllowedBefore: regexAllowedBefore, followsDot: followsDot, closesControlHead: closesControlHead)
    }

    // MARK: - What the previous token says about the next

    /// Keywords after which an expression starts, so a `/` begins a regex.
    private static let keywordsBeforeExpression: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else",
        "yield", "await", "default",
    ]
    private static let controlKeywords: Set<String> = ["if", "while", "for", "with"]

    private mutating func updateState(after kind: JSToken.Kind, text: String) {
        let wasAfterControlKeyword = afterControlKeyword
        afterControlKeyword = false
        switch kind {
        case .identifier:
            regexAllowed = !afterDot && Self.keywordsBeforeExpression.contains(text)
            afterControlKeyword = !afterDot
                && (Self.controlKeywords.contains(text) || (text == "await" && wasAfterControlKeyword))
        case .punctuator:
            switch text {
            case "(":
                openParentheses.append(wasAfterControlKeyword)
                regexAllowed = true
            case ")": regexAllowed = openParentheses.popLast() ?? false
            case "]", "}", "++", "--": regexAllowed = false
            default: regexAllowed = true
            }
        case .hashbang: regexAllowed = true
        case .privateName, .number, .string, .template, .regex: regexAllowed = false
        }
        afterDot = kind == .punctuator && (text == "." || text == "?.")
    }

    // MARK: - Gaps

    /// Skips to the next token; nil at the end, else whether a line terminator was passed (one
    /// inside a block comment counts, as it does for ASI).
    private mutating func skipWhiteSpaceAndComments() throws(CompactionError) -> Bool? {
        var lineBreak = false
        while position < scalars.count {
            let c = scalars[position]
            if c.isJSLineTerminator {
                consumeLineTerminator()
                lineBreak = true
            } else if c.isJSWhiteSpace {
                position += 1
            } else if c == "/" && peek(1) == "/" {
                while position < scalars.count && !scalars[position].isJSLineTerminator { position += 1 }
            } else if c == "/" && peek(1) == "*" {
                let startLine = line
                position += 2
                while !(scalars.indices.contains(position) && scalars[position] == "*" && peek(1) == "/") {
                    guard position < scalars.count else { throw error("unterminated comment (opened here)", line: startLine) }
                    if scalars[position].isJSLineTerminator {
                        consumeLineTerminator()
                        lineBreak = true
                    } else {
                        position += 1
                    }
                }
                position += 2
            } else {
                return lineBreak
            }
        }
        return nil
    }

    // MARK: - Tokens

    private mutating func scanToken() throws(CompactionError) -> JSToken.Kind {
        let c = scalars[position]
        if position == 0 && hashbangAllowed && c == "#" && peek(1) == "!" {
            while position < scalars.count && !scalars[position].isJSLineTerminator { position += 1 }
            return .hashbang
        }
        switch c {
        case "'", "\"":
            try scanString(quote: c)
            return .string
        case "`":
            try scanTemplate()
            return .template
        case "#" where peek(1)?.isJSIdentifierStart == true:
            position += 1
            scanIdentifier()
            return .privateName
        case _ where c.isASCIIDigit || (c == "." && peek(1)?.isASCIIDigit == true):
            scanNumber()
            return .number
        case _ where c.isJSIdentifierStart:
            scanIdentifier()
            return .identifier
        case "/" where regexAllowed:
            try scanRegex()
            return .regex
        default:
            scanPunctuator()
            return .punctuator
        }
    }

    /// A name, with `\u0061` and `\u{61}` escapes.
    private mutating func scanIdentifier() {
        while position < scalars.count {
            let c = scalars[position]
            if c == "\\" {
                position += 1
                guard peek(0) == "u" else { continue }
                position += 1
                guard peek(0) == "{" else { continue }
                position += 1
                while let d = peek(0), d.properties.isASCIIHexDigit { position += 1 }
                if peek(0) == "}" { position += 1 }
            } else if c.isJSIdentifierPart {
                position += 1
            } else {
                return
            }
        }
    }

    /// `12`, `1_000`, `.5`, `5.`, `1e-7`, `0x1F`, `0b1010`, `10n`. Letters written right after a
    /// number (a syntax error in JavaScript) stay part of it, so they never merge differently.
    private mutating func scanNumber() {
        if scalars[position] == "0", let prefix = peek(1), "xXoObB".unicodeScalars.contains(prefix) {
            position += 2
        } else {
            skipDigits()
            if peek(0) == "." {
                position += 1
                skipDigits()
            }
            if let e = peek(0), e == "e" || e == "E" {
                if peek(1)?.isASCIIDigit == true {
                    position += 1
                } else if let sign = peek(1), sign == "+" || sign == "-", peek(2)?.isASCIIDigit == true {
                    position += 2
                }
            }
        }
        while let c = peek(0), c.isJSIdentifierPart, c != "\\" { position += 1 }
    }

    private mutating func skipDigits() {
        while let c = peek(0), c.isASCIIDigit || c == "_" { position += 1 }
    }

    /// `'…'` or `"…"`: a backslash escapes the next character (a line terminator too, which
    /// continues the string); an unescaped `\n` or `\r` ends the line before the string ends.
    private mutating func scanString(quote: Unicode.Scalar) throws(CompactionError) {
        let startLine = line
        position += 1
        while true {
            guard let c = peek(0), c != "\n", c != "\r" else { throw error("unterminated string (opened here)", line: startLine) }
            if c == quote {
                position += 1
                return
            }
            if c == "\\" {
                position += 1
                guard let escaped = peek(0) else { throw error("unterminated string (opened here)", line: startLine) }
                if escaped.isJSLineTerminator { consumeLineTerminator() } else { position += 1 }
            } else if c.isJSLineTerminator {
                consumeLineTerminator()  // U+2028 and U+2029 may stand in a string
            } else {
                position += 1
            }
        }
    }

    /// `` `…` ``: copied whole; each `${` starts code that is tokenized (so strings, comments,
    /// braces and templates inside it are read as code) up to its matching `}`.
    private mutating func scanTemplate() throws(CompactionError) {
        let startLine = line
        position += 1
        while true {
            guard let c = peek(0) else { throw error("unterminated template literal (opened here)", line: startLine) }
            if c == "`" {
                position += 1
                return
            }
            if c == "\\" {
                position += 1
                if let escaped = peek(0) {
                    if escaped.isJSLineTerminator { consumeLineTerminator() } else { position += 1 }
                }
            } else if c == "$" && peek(1) == "{" {
                position += 2
                try scanSubstitution(templateLine: startLine)
            } else if c.isJSLineTerminator {
                consumeLineTerminator()
            } else {
                position += 1
            }
        }
    }

    /// The code of one `${…}`, up to and including its closing `}`.
    private mutating func scanSubstitution(templateLine: Int) throws(CompactionError) {
        guard substitutionDepth < Self.maximumSubstitutionDepth else {
            throw error("template literals nested more than \(Self.maximumSubstitutionDepth) deep", line: templateLine)
        }
        let saved = (regexAllowed, afterDot, afterControlKeyword, openParentheses)
        (regexAllowed, afterDot, afterControlKeyword, openParentheses) = (true, false, false, [])
        substitutionDepth += 1
        defer {
            (regexAllowed, afterDot, afterControlKeyword, openParentheses) = saved
            substitutionDepth -= 1
        }
        var braces = 0
        while true {
            guard let token = try next() else { throw error("unterminated template literal (opened here)", line: templateLine) }
            if token.isPunctuator("{") {
                braces += 1
            } else if token.isPunctuator("}") {
                if braces == 0 { return }
                braces -= 1
            }
        }
    }

    /// `/…/flags`: a `/` inside a class `[…]` or after a backslash does not end it; a line does.
    private mutating func scanRegex() throws(CompactionError) {
        let startLine = line
        position += 1
        var inClass = false
        while true {
            guard let c = peek(0), !c.isJSLineTerminator else {
                throw error("unterminated regular expression (opened here)", line: startLine)
            }
            position += 1
            if c == "\\" {
                guard let escaped = peek(0), !escaped.isJSLineTerminator else {
                    throw error("unterminated regular expression (opened here)", line: startLine)
                }
                position += 1
            } else if c == "[" {
                inClass = true
            } else if c == "]" {
                inClass = false
            } else if c == "/" && !inClass {
                break
            }
        }
        while let flag = peek(0), flag.isJSIdentifierPart, flag != "\\" { position += 1 }
    }

    /// Every punctuator of ECMAScript 2024 longer than one character (but `/=` in regex position,
    /// handled before), by first character, longest first.
    private static let punctuatorsByFirstCharacter: [Unicode.Scalar: [[Unicode.Scalar]]] = {
        let punctuators = [
            ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=",
            "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
            "^=", "<<", ">>", "**",
        ].map { Array($0.unicodeScalars) }
        return Dictionary(grouping: punctuators, by: { $0[0] }).mapValues { $0.sorted { $0.count > $1.count } }
    }()

    /// The longest punctuator here; any other character is a token of its own.
    private mutating func scanPunctuator() {
        for candidate in Self.punctuatorsByFirstCharacter[scalars[position]] ?? []
        where position + candidate.count <= scalars.count && scalars[position..<position + candidate.count].elementsEqual(candidate) {
            // `a?.5:b` is a conditional: `?.` never comes before a digit.
            if candidate == ["?", "."] && peek(2)?.isASCIIDigit == true { continue }
            position += candidate.count
            return
        }
        position += 1
    }

    // MARK: - Cursor

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        scalars.indices.contains(position + offset) ? scalars[position + offset] : nil
    }

    /// `\r\n` is one line terminator.
    private mutating func consumeLineTerminator() {
        position += scalars[position] == "\r" && peek(1) == "\n" ? 2 : 1
        line += 1
    }

    private func error(_ message: String, line: Int) -> CompactionError {
        CompactionError(file: file, line: line, message: message)
    }
}
