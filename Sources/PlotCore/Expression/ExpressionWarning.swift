/// Why an accepted expression deserves a second look.
public enum ExpressionWarningKind: String, Sendable, CaseIterable {
    /// An exponent written without parentheses and followed at once by an implied product: `e^-2x`
    /// is e^(−2)·x as the precedence rules say, which is rarely what its writer meant.
    case ambiguousExponent
}

/// A reading of an accepted expression that people often do not intend, with the ways to say
/// what was meant. Swift and JS find the same warnings (the shared fixture holds them together).
public struct ExpressionWarning: Equatable, Sendable, CustomStringConvertible {
    public let kind: ExpressionWarningKind
    /// 0-based character offset of the `^` whose exponent is in question.
    public let offset: Int
    /// How the part in question was read, as a description: `e^(−2)·x`.
    public let readAs: String
    /// Each way of writing it that says one meaning, the reading given first as the second:
    /// `["e^(−2x)", "e^(−2)·x"]`.
    public let alternatives: [String]

    public init(_ kind: ExpressionWarningKind, at offset: Int, readAs: String, alternatives: [String]) {
        self.kind = kind
        self.offset = offset
        self.readAs = readAs
        self.alternatives = alternatives
    }

    /// A sentence a student understands, without the position:
    /// `read as e^(−2)·x: write e^(−2x) or e^(−2)·x to say which you mean`.
    public var message: String {
        "read as \(readAs): write \(alternatives.joined(separator: " or ")) to say which you mean"
    }

    /// `… (character 2)`: the position counted from 1, as editors count columns.
    public var description: String { "\(message) (character \(offset + 1))" }

    /// The message, the source, and a caret under the `^` in question, like a compiler's warning.
    public func annotated(source: String, indent: String = "  ") -> String {
        "warning: \(message)\n" + SourceCaret.lines(source, at: offset, indent: indent)
    }

    /// An exponent without parentheses followed at once by an implied product: `base^exponent factor`.
    static func ambiguousExponent(caretOffset: Int, base: ExpressionNode, exponent: ExpressionNode,
                                  factor: ExpressionNode, variable: ExpressionVariable = .x) -> ExpressionWarning {
        let grouped = ExpressionNode.power(base: base, exponent: .product([
            .init(isDivisor: false, node: exponent), .init(isDivisor: false, node: factor),
        ]))
        let asRead = ExpressionNode.product([
            .init(isDivisor: false, node: .power(base: base, exponent: exponent)),
            .init(isDivisor: false, node: factor),
        ])
        return ExpressionWarning(.ambiguousExponent, at: caretOffset, readAs: asRead.description(in: variable),
                                 alternatives: [grouped.description(in: variable), asRead.description(in: variable)])
    }
}
