/// Compacts JavaScript for the built site: the same tokens, with nothing between them but what
/// keeps them apart and the line breaks that automatic semicolon insertion may rely on.
public enum JSCompactor {
    /// Comments removed, indentation and spaces removed where no token needs them; line breaks kept only where
    /// automatic semicolon insertion or a restricted production (`return`, `a\n++b`, …) could depend on them.
    /// Strings, template literals (nested `${}` too) and regular-expression literals are copied exactly.
    ///
    ///     try JSCompactor.compact("return /* why */ a + +b;\n", file: "js/x.js")  // "return a+ +b;"
    ///
    /// Throws when a string, template, regular expression or block comment is not closed, naming
    /// `file` and the line where it was opened.
    public static func compact(_ source: String, file: String) throws(CompactionError) -> String {
        let tokens = try JSTokenizer.tokens(in: source, file: file)
        var output = ""
        output.reserveCapacity(source.utf8.count / 2)
        // The last tokens written with nothing between them (nor a bracket or separator, which ends
        // a run), so that a merge of three or four (`.` `.` `.`, `1e` `+` `5`) is seen too.
        var run: [JSToken] = [], runStartsFile = true
        for (index, token) in tokens.enumerated() {
            if index > 0 {
                let separator = separator(between: tokens[index - 1], and: token, after: run, runStartsFile: runStartsFile)
                output += separator
                if !separator.isEmpty { run = [] }
            }
            output += token.text
            if token.kind == .punctuator && selfDelimiting.contains(token.text) {
                run = []
            } else {
                if run.isEmpty { runStartsFile = index == 0 }
                run.append(token)
                if run.count > 3 {
                    run.removeFirst()
                    runStartsFile = false
                }
            }
        }
        return output
    }

    /// "\n", " " or nothing between `a` and `b`; `run` are the tokens that end with `a` and were
    /// written with nothing between them.
    static func separator(between a: JSToken, and b: JSToken, after run: [JSToken], runStartsFile: Bool) -> String {
        if a.kind == .hashbang { return "\n" }
        if b.lineBreakBefore && lineBreakMatters(between: a, and: b) { return "\n" }
        return wouldMerge(run, b, runStartsFile: runStartsFile) ? " " : ""
    }

    // MARK: - Line breaks

    /// Keywords whose production forbids a line break after them (`return\nx` returns undefined),
    /// or where one changes the meaning (`async\nfunction`, `let\n[`).
    private static let restrictedKeywords: Set<String> = ["return", "break", "continue", "throw", "yield", "async", "let"]

    /// Keywords after which more of the statement or expression must follow, so no semicolon can be inserted.
    private static let keywordsThatContinue: Set<String> = [
        "typeof", "void", "delete", "new", "instanceof", "in", "await", "case", "else", "do", "var", "const",
        "function", "class", "extends", "if", "for", "while", "switch", "try", "catch", "finally", "with",
        "import", "export",
    ]

    /// Punctuators that may begin a statement or that a line break must keep off the previous line
    /// (`a\n++b` is `a; ++b`; `x\n*gen(){}` in a class body is a field and a generator method).
    private static let punctuatorsThatMayNeedTheirLine: Set<String> = ["{", "!", "~", "++", "--", "@", "#", "=>", "*"]

    /// A line break matters where the source relied on automatic semicolon insertion: `b` cannot
    /// continue what `a` ends, or a restricted production is involved. Anywhere else the parser
    /// reads the same code with or without it.
    static func lineBreakMatters(between a: JSToken, and b: JSToken) -> Bool {
        if a.kind == .identifier && !a.followsDot && restrictedKeywords.contains(a.text) {
            return !(b.isPunctuator(";") || b.isPunctuator("}"))
        }
        return endsExpression(a) && mayNeedItsOwnLine(b)
    }

    /// `a` may be the last token of an expression statement.
    private static func endsExpression(_ a: JSToken) -> Bool {
        switch a.kind {
        case .identifier: return a.followsDot || !keywordsThatContinue.contains(a.text)
        case .punctuator:
            if a.text == ")" { return !a.closesControlHead }
            return a.text == "]" || a.text == "}" || a.text == "++" || a.text == "--"
        case .hashbang: return false
        case .privateName, .number, .string, .template, .regex: return true
        }
    }

    private static func mayNeedItsOwnLine(_ b: JSToken) -> Bool {
        switch b.kind {
        case .identifier: return !(b.text == "in" || b.text == "instanceof")
        case .punctuator: return punctuatorsThatMayNeedTheirLine.contains(b.text)
        case .hashbang: return false
        case .privateName, .number, .string, .template, .regex: return true
        }
    }

    // MARK: - Spaces

    /// Brackets and separators end where they start: nothing written next to them joins them.
    private static let selfDelimiting: Set<String> = ["(", ")", "[", "]", "{", "}", ";", ",", ":"]

    /// Whether `b` written right after the `run` (the tokens last written with nothing between
    /// them, ending with the token before `b`) would read back as other tokens (`a in`→`ain`,
    /// `x - -y`→`x--y`, `1 .toString`→`1.toString`, `/ /re/`→`//re/`, `. . .`→`...`). Decided by
    /// tokenizing them in the state the run was read in, so it covers every rule the tokenizer has.
    static func wouldMerge(_ run: [JSToken], _ b: JSToken, runStartsFile: Bool) -> Bool {
        guard let a = run.last else { return false }  // after a bracket or separator
        if b.kind == .punctuator && selfDelimiting.contains(b.text) && !a.text.contains("\\") { return false }
        // `<!--` and `-->` start comments in classic scripts (a service worker is one).
        if (a.text.hasSuffix("<") && b.text.hasPrefix("!")) || (a.text.hasSuffix("-") && b.text.hasPrefix(">")) {
            return true
        }
        guard let last = a.text.unicodeScalars.last, let first = b.text.unicodeScalars.first else { return false }
        // Names, numbers and flags run on into a name or number written next to them.
        if (last.isJSIdentifierPart || a.kind == .regex) && first.isJSIdentifierPart { return true }
        // Quotes and backticks end and start where they stand; a name (without a `\u` escape, which
        // could take a `{`) ends before any punctuator, and a punctuator before any name (but `#`).
        switch (a.kind, b.kind) {
        case (.string, _), (.template, _), (_, .string), (_, .template):
            return false
        case (.identifier, .punctuator), (.privateName, .punctuator):
            if !a.text.contains("\\") { return false }
        case (.punctuator, .identifier), (.punctuator, .privateName):
            if a.text != "#" { return false }
        default: break
        }
        let joined = run.flatMap { Array($0.text.unicodeScalars) } + Array(b.text.unicodeScalars)
        var tokenizer = JSTokenizer(scalars: joined, file: "", regexAllowed: run[0].regexAllowedBefore,
                                    afterDot: run[0].followsDot, atSourceStart: runStartsFile)
        do {
            for expected in run + [b] {
                guard let token = try tokenizer.next(), token.kind == expected.kind, token.text == expected.text else { return true }
            }
            return try tokenizer.next() != nil
        } catch {
            return true
        }
    }
}
