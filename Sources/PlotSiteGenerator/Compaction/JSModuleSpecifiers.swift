/// The module specifiers of an ES module, found by tokens: an `import` in a comment, a string or
/// a template literal is text, not an import, and `import.meta` is not one either.
///
/// A specifier is the string's value (escapes decoded); a replacement is written back escaped as needed.
/// Known limit: a dynamic `import('…')` inside a template literal's `${…}` is not seen, because
/// templates are single tokens.
public enum JSModuleSpecifiers {
    /// The string-literal specifiers of `import … from '…'`, `import '…'`, `export … from '…'` and
    /// `import('…')` (a literal argument only), found by tokens (so never in comments or strings), in source order.
    ///
    ///     try JSModuleSpecifiers.specifiers(in: "import { a } from './a.js'; // import './b.js'", file: "x.js")
    ///     // ["./a.js"]
    public static func specifiers(in source: String, file: String) throws(CompactionError) -> [String] {
        let tokens = try JSTokenizer.tokens(in: source, file: file)
        return specifierTokens(in: tokens).map { JSStringLiteral.value(of: $0.text) }
    }

    /// `source` with each such specifier replaced by `replace(specifier)` (nil keeps it), quotes kept.
    /// Everything else, comments and white space included, is left as it is.
    public static func rewrite(_ source: String, file: String, _ replace: (String) -> String?) throws(CompactionError) -> String {
        let tokens = try JSTokenizer.tokens(in: source, file: file)
        let edits = specifierTokens(in: tokens).compactMap { token -> SourceEdits.Edit? in
            guard let replacement = replace(JSStringLiteral.value(of: token.text)), let quote = token.text.unicodeScalars.first else { return nil }
            return SourceEdits.Edit(range: token.range, replacement: JSStringLiteral.literal(for: replacement, quote: quote))
        }
        return SourceEdits.apply(edits, to: Array(source.unicodeScalars))
    }

    // MARK: - Finding them

    /// The string tokens that are specifiers.
    static func specifierTokens(in tokens: [JSToken]) -> [JSToken] {
        var found: [JSToken] = []
        var index = 0
        while index < tokens.count {
            if let specifier = specifier(in: tokens, at: index) {
                found.append(tokens[specifier])
                index = specifier + 1  // a specifier belongs to one statement only
            } else {
                index += 1
            }
        }
        return found
    }

    /// The index of the specifier of the `import` or `export` at `index`, if it has one.
    private static func specifier(in tokens: [JSToken], at index: Int) -> Int? {
        let token = tokens[index]
        guard token.isKeyword("import") || token.isKeyword("export"), let next = tokens[safe: index + 1] else { return nil }
        if token.text == "import" && next.kind == .string {
            return index + 1  // import './side-effect.js'
        }
        if token.text == "import" && next.isPunctuator("(") {
            // import('./x.js') or import('./x.js', options): a computed argument is not a specifier.
            guard let argument = tokens[safe: index + 2], argument.kind == .string,
                  let after = tokens[safe: index + 3], after.isPunctuator(")") || after.isPunctuator(",") else { return nil }
            return index + 2
        }
        if token.text == "import" || next.isPunctuator("*") || next.isPunctuator("{") {
            return fromClause(in: tokens, after: index)
        }
        return nil
    }

    /// The index of the string after `from` in `import a, { b as c } from '…'`, `import * as n from '…'`,
    /// `export { a } from '…'` or `export * as n from '…'`: the clause between holds only names,
    /// `*`, `,` and braces (whose contents may be strings, `{ "a-b" as c }`).
    private static func fromClause(in tokens: [JSToken], after keyword: Int) -> Int? {
        var index = keyword + 1
        while let token = tokens[safe: index] {
            if token.kind == .identifier {
                if token.text == "from", let specifier = tokens[safe: index + 1], specifier.kind == .string {
                    return index + 1
                }
            } else if token.isPunctuator("{") {
                while let inner = tokens[safe: index], !inner.isPunctuator("}") { index += 1 }
            } else if !(token.isPunctuator("*") || token.isPunctuator(",")) {
                return nil
            }
            index += 1
        }
        return nil
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
