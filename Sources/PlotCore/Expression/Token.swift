/// One lexical unit of an expression, with the character offset where it starts.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A decimal literal, perhaps in scientific notation; `text` is its canonical spelling
        /// (`.50` → `0.5`, `1E-03` → `1e−3`).
        case number(value: Double, text: String)
        case variable
        /// A declared parameter: one lower-case letter other than `x` and `e`.
        case parameter(Character)
        /// A named function (docs/language.md#named-functions), `order` primes after it: `f`, `f′`, `f″`.
        case named(Character, order: Int)
        case constant(MathConstant)
        case function(MathFunction)
        /// `min` or `max`, which take two or more arguments.
        case extremum(Extremum)
        /// `√`, a prefix operator on a single primary (or a call when followed by `(`).
        case root
        /// `sum` or `Σ`, `prod` or `∏`, before `(index = from … to, body)`.
        case series(ExpressionNode.SeriesKind)
        /// The letter a sum's `(k =` names as its index (docs/language.md#sums-and-products).
        case index(Character)
        /// `binom`, before its two arguments.
        case binomial
        /// `…` or `..` between a sum's bounds.
        case ellipsis
        /// `!` after a factor: its factorial.
        case factorial
        /// A run of superscript digits: an integer exponent written as `x²`.
        case superscript(value: Double, text: String)
        case plus, minus, times, divide, power
        case leftParenthesis, rightParenthesis
        /// `{` and `}` around a piecewise function's branches or a restriction's condition.
        case leftBrace, rightBrace
        /// `,` between branches and between the arguments of `min` and `max`; `:` after a condition.
        case comma, colon
        /// `<`, `<=`, `≤`, `>`, `>=`, `≥`, `=`, `==`; `text` is the sign as written, for messages.
        case comparison(Comparison, text: String)
        /// `|` around an absolute value, `|x − 1|` (docs/language.md#functions).
        case bar
        /// `and` between a relation's comparisons, `y > x² and y < 4`; `or`, read only to say it is not
        /// supported (docs/language.md#relations). Both are words only in a relation.
        case and, or
        case end
    }

    let kind: Kind
    let offset: Int
    /// How many characters the token covers in the source.
    let length: Int
}

extension Token.Kind {
    /// Whether a factor starting with this token may follow another without `×`: `2x`, `3sin(x)`, `(x+1)(x−1)`.
    /// (A `{` may too, `2{x < 0: −1, 1}`, unless it is a restriction: the parser decides that.)
    var startsImplicitFactor: Bool {
        switch self {
        case .variable, .parameter, .named, .constant, .function, .extremum, .root, .leftParenthesis,
             .series, .index, .binomial: return true
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

/// The functions of the language that take one argument in parentheses.
public enum MathFunction: String, Sendable, CaseIterable {
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, ln, log, exp, abs, sqrt, floor, ceil
    case sign, sec, csc, cot
    /// `n!`, also written `factorial(n)` (``Arithmetic/factorial(_:)``).
    case factorial

    /// Other names people write for some functions; descriptions use the function's own name.
    static let aliases: [String: MathFunction] = ["sgn": .sign, "arcsin": .asin, "arccos": .acos, "arctan": .atan]
}

/// `min` and `max`: two or more arguments, folded from the left.
public enum Extremum: String, Sendable, CaseIterable {
    case min, max
}

/// The comparisons of a piecewise function's conditions; the raw value is the sign descriptions write.
public enum Comparison: String, Sendable, CaseIterable {
    case less = "<"
    case lessOrEqual = "≤"
    case greater = ">"
    case greaterOrEqual = "≥"
    case equal = "="

    /// The same comparison with its sides swapped: `c < x` is `x > c`.
    var swapped: Comparison {
        switch self {
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        case .equal: return .equal
        }
    }
}
