/// Why an expression could not be parsed.
public enum ExpressionErrorKind: String, Sendable, CaseIterable {
    /// The source is empty or only white space.
    case empty
    /// A character the language does not know, such as `$` or `y`'s neighbour `@`.
    case unexpectedCharacter
    /// A known symbol in a place where it cannot stand, such as a stray `)`.
    case unexpectedToken
    /// The source ends where more is needed: `2*(3+`, `x^`, `sin(`.
    case incomplete
    /// A name that is neither a function, a constant nor `x`.
    case unknownName
    /// A function name without its parenthesised argument: `sin x`.
    case missingParentheses
    /// Two operands side by side where multiplication is not implied: `x2`, `2 3`.
    case missingOperator
    /// A malformed number such as `2..3` or `1e2.5`, or one beyond the largest double: `1e400`.
    case badNumber
    /// A comparison outside braces, where it cannot stand: `x = 1`, `y = x^2`.
    case misplacedComparison
    /// Braces that do not make a piecewise function or a restriction: a condition without a
    /// comparison (`{x: 1}`), a branch without a value (`{x < 1: }`), a branch without a condition
    /// before others, something after a restriction in its sum (`x {x > 0} + 1`).
    case badPiecewise
    /// `min(x)`, or more than one argument for a function of one: `sin(x, 2)`.
    case argumentCount
    /// A relation (docs/language.md#relations) that is neither a curve nor a region: no comparison at its top
    /// level, `=` mixed with `<`, two `=`, `or`, a side of `and` without a comparison, neither x nor y.
    case badRelation
    /// More than ``ExpressionLimits/maximumLength`` characters.
    case tooLong
    /// Nested deeper than ``ExpressionLimits/maximumDepth`` levels.
    case tooDeep
}

/// Limits that keep hostile input from costing time or stack.
public enum ExpressionLimits {
    /// The longest source accepted, in characters (Unicode scalars).
    public static let maximumLength = 10_000
    /// The deepest nesting accepted: parentheses, braces, function calls, unary signs and exponents.
    public static let maximumDepth = 200
    /// The most terms a sum or product takes in all, those of the sums inside it counted at each of
    /// its terms (docs/language.md#sums-and-products).
    public static let maximumSeriesTerms = SharedSeries.termsMax
}

/// A parse error: what went wrong, and where.
///
/// `offset` counts characters (Unicode scalars) from 0, so a caret can be put under the culprit.
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    public let kind: ExpressionErrorKind
    /// 0-based character offset of the offending character (the source length when input ended early).
    public let offset: Int
    /// A sentence a student understands, without the offset.
    public let message: String

    public init(_ kind: ExpressionErrorKind, at offset: Int, _ message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    /// `unexpected ')' (character 8)`: the position counted from 1, as editors count columns (the
    /// offset stays 0-based for programs).
    public var description: String { "\(message) (character \(offset + 1))" }

    /// The message, the source, and a caret under the offending character, like a compiler:
    /// ```
    /// error: unexpected ')'
    ///   sin(x))
    ///         ^
    /// ```
    public func annotated(source: String, indent: String = "  ") -> String {
        "error: \(message)\n" + SourceCaret.lines(source, at: offset, indent: indent)
    }
}

/// An expression's source with a caret under one character, as compilers show where a problem is.
public enum SourceCaret {
    /// Two lines: the source (a window of 60 characters around `offset` when it is longer, control
    /// characters as spaces) and a caret under the character at `offset` (0-based).
    public static func lines(_ source: String, at offset: Int, indent: String = "  ") -> String {
        let characters = Array(source.unicodeScalars)
        // Very long sources are shown as a window around the offset.
        let window = 60
        let start = max(0, min(offset - window / 2, characters.count - window))
        let end = min(characters.count, start + window)
        var shown = String(String.UnicodeScalarView(characters[start..<end]))
        shown = shown.replacingControlCharacters()
        let prefix = start > 0 ? "…" : ""
        let suffix = end < characters.count ? "…" : ""
        let caretColumn = prefix.count + offset - start
        return "\(indent)\(prefix)\(shown)\(suffix)\n\(indent)\(String(repeating: " ", count: max(0, caretColumn)))^"
    }
}

extension String {
    /// Tabs and newlines would move the caret; show them as spaces.
    fileprivate func replacingControlCharacters() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
