/// One lexical unit of an expression, with the character offset where it starts.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A decimal literal, perhaps in scientific notation; `text` is its canonical spelling
        /// (`.50` → `0.5`, `1E-03` → `1e−3`).
        case number(value: Double, text: String)
        case variable
        /// A declared parameter: one lower-case letter other than `x` and `e`.
        case parameter(Character)
        case constant(MathConstant)
        case function(MathFunction)
        /// `√`, a prefix operator on a single primary (or a call when followed by `(`).
        case root
        /// A run of superscript digits: an integer exponent written as `x²`.
        case superscript(value: Double, text: String)
        case plus, minus, times, divide, power
        case leftParenthesis, rightParenthesis
        case end
    }

    let kind: Kind
    let offset: Int
    /// How many characters the token covers in the source.
    let length: Int
}

extension Token.Kind {
    /// Whether a factor starting with this token may follow another without `×`: `2x`, `3sin(x)`, `(x+1)(x−1)`.
    var startsImplicitFactor: Bool {
        switch self {
        case .variable, .parameter, .constant, .function, .root, .leftParenthesis: return true
        default: return false
        }
    }
}

/// The named constants of the language.
public enum MathConstant: String, Sendable, CaseIterable {
    case pi = "π"
    case e = "e"

    public var value: Double {
        switch self {
        case .pi: return Double.pi
        case .e: return 2.718281828459045
        }
    }
}

/// The functions of the language; each takes one argument in parentheses.
public enum MathFunction: String, Sendable, CaseIterable {
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, ln, log, exp, abs, sqrt, floor, ceil
}
