/// A cursor over a module's tokens with the few reading steps import and export statements need;
/// each failure names the file and the line of the statement.
struct TokenReader {
    let tokens: [JSToken]
    let file: String
    private(set) var index = 0

    init(tokens: [JSToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    func peek() -> JSToken? { index < tokens.count ? tokens[index] : nil }
    var previous: JSToken? { index > 0 ? tokens[index - 1] : nil }
    mutating func advance() { index += 1 }
    mutating func back() { index -= 1 }

    mutating func take() -> JSToken {
        defer { index += 1 }
        return tokens[index]
    }

    func error(at token: JSToken, _ message: String) -> CompactionError {
        CompactionError(file: file, line: token.line, message: message)
    }

    mutating func expectAny(after statement: JSToken) throws(CompactionError) -> JSToken {
        guard let token = peek() else { throw error(at: statement, "the statement ends too soon") }
        index += 1
        return token
    }

    mutating func expectIdentifier(after statement: JSToken) throws(CompactionError) -> JSToken {
        let token = try expectAny(after: statement)
        guard token.kind == .identifier else { throw error(at: token, "a name was expected, not \(token.text)") }
        return token
    }

    mutating func expectKeyword(_ keyword: String, after statement: JSToken) throws(CompactionError) {
        let token = try expectAny(after: statement)
        guard token.isKeyword(keyword) else { throw error(at: token, "\(keyword) was expected, not \(token.text)") }
    }

    mutating func expectString(after statement: JSToken) throws(CompactionError) -> JSToken {
        let token = try expectAny(after: statement)
        guard token.kind == .string else { throw error(at: token, "a module specifier was expected, not \(token.text)") }
        if let next = peek(), next.isKeyword("with") || next.isKeyword("assert") {
            throw error(at: next, "import attributes cannot move into the live view's bundle")
        }
        return token
    }

    /// The end of a statement whose last token is `last`: after its semicolon, if one follows.
    mutating func endOfStatement(after last: JSToken) -> Int {
        if let semicolon = peek(), semicolon.isPunctuator(";") {
            index += 1
            return semicolon.range.upperBound
        }
        return last.range.upperBound
    }

    /// `a, b as c, default as d }` after an opening brace: (imported or local, as-name) pairs.
    mutating func readSpecifierList(after statement: JSToken) throws(CompactionError) -> [ModuleSyntax.Binding] {
        var bindings: [ModuleSyntax.Binding] = []
        while true {
            let token = try expectAny(after: statement)
            if token.isPunctuator("}") { return bindings }
            if token.isPunctuator(",") { continue }
            guard token.kind == .identifier else { throw error(at: token, "a name was expected in the braces, not \(token.text)") }
            var local = token.text
            if let next = peek(), next.isKeyword("as") {
                index += 1
                local = try expectIdentifier(after: statement).text
            }
            bindings.append(ModuleSyntax.Binding(imported: token.text, local: local))
        }
    }

    /// The name of `function name`, `async function name`, `function* name` or `class name` ahead.
    mutating func declaredName(after statement: JSToken) throws(CompactionError) -> String {
        var token = try expectAny(after: statement)
        if token.isKeyword("async") { token = try expectAny(after: statement) }
        if token.isKeyword("function"), let star = peek(), star.isPunctuator("*") { index += 1 }
        let name = try expectIdentifier(after: statement)
        return name.text
    }

    /// The names `const a = …, b = …;` declares (the keyword is ahead); the cursor stays after the
    /// keyword, so that the initializers are read as the module's other code is (they may hold an `import()`).
    mutating func declaredVariables(after statement: JSToken) throws(CompactionError) -> [String] {
        index += 1  // const, let or var
        let afterKeyword = index
        defer { index = afterKeyword }
        var names: [String] = []
        while true {
            let name = try expectAny(after: statement)
            guard name.kind == .identifier else {
                throw error(at: name, "an exported declaration that destructures cannot move into the live view's bundle")
            }
            names.append(name.text)
            var depth = 0
            while let token = peek() {
                if depth == 0 && (token.isPunctuator(",") || token.isPunctuator(";")) { break }
                if depth == 0 && token.lineBreakBefore && Self.statementKeywords.contains(token.text) && token.kind == .identifier { return names }
                if token.kind == .punctuator {
                    if ["{", "(", "["].contains(token.text) { depth += 1 }
                    if ["}", ")", "]"].contains(token.text) { depth -= 1 }
                }
                index += 1
            }
            guard let separator = peek(), separator.isPunctuator(",") else { return names }
            index += 1
        }
    }

    private static let statementKeywords: Set<String> = ["export", "import", "const", "let", "var", "function", "class", "async"]
}
