/// One significant token of a JavaScript source (comments and white space are not tokens), with
/// what the compactor needs to know about the gap before it.
struct JSToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// Names and keywords alike (`x`, `return`, `ünïcode`, `\u0061`).
        case identifier
        /// `#name` in a class.
        case privateName
        case number
        /// `'…'` or `"…"`, quotes included.
        case string
        /// `` `…` `` with its `${…}` substitutions, copied whole.
        case template
        /// `/…/flags`.
        case regex
        case punctuator
        /// `#!…` on the first line.
        case hashbang
    }

    let kind: Kind
    /// The token exactly as written.
    let text: String
    /// Where it is in the tokenizer's scalars.
    let range: Range<Int>
    /// 1-based line of its first character.
    let line: Int
    /// A line terminator (on its own or inside a block comment) stands between it and the previous token.
    let lineBreakBefore: Bool
    /// A `/` at this token's start would begin a regular expression rather than divide.
    let regexAllowedBefore: Bool
    /// The previous token was `.` or `?.`, so a keyword here is only a property name.
    let followsDot: Bool
    /// A `)` that closes the head of `if`, `while`, `for` or `with`: a statement, not a value, follows it.
    let closesControlHead: Bool

    func isPunctuator(_ text: String) -> Bool { kind == .punctuator && self.text == text }

    /// An identifier that is this keyword (`x.return` is a property name, not the keyword).
    func isKeyword(_ text: String) -> Bool { kind == .identifier && !followsDot && self.text == text }
}
