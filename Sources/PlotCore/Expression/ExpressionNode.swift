/// The syntax tree of an expression.
///
/// Sums and products are n-ary, so a long chain such as `1+2+…+300` stays shallow.
public indirect enum ExpressionNode: Equatable, Sendable {
    /// A literal; `text` is its canonical spelling.
    case number(Double, text: String)
    case constant(MathConstant)
    /// The variable `x`.
    case variable
    /// `a + b − c`: the first term is never subtracted.
    case sum([Term])
    /// `a·b / c`, implicit or explicit: the first factor is never a divisor.
    case product([Factor])
    case negate(ExpressionNode)
    /// `base ^ exponent`, also written with superscript digits.
    case power(base: ExpressionNode, exponent: ExpressionNode)
    /// `sin(x)`, `√x`, …
    case call(MathFunction, ExpressionNode)

    public struct Term: Equatable, Sendable {
        public let isSubtracted: Bool
        public let node: ExpressionNode
    }

    public struct Factor: Equatable, Sendable {
        public let isDivisor: Bool
        public let node: ExpressionNode
    }

    /// Whether `x` appears anywhere in the tree.
    public var containsVariable: Bool {
        switch self {
        case .number, .constant: return false
        case .variable: return true
        case .sum(let terms): return terms.contains { $0.node.containsVariable }
        case .product(let factors): return factors.contains { $0.node.containsVariable }
        case .negate(let operand), .call(_, let operand): return operand.containsVariable
        case .power(let base, let exponent): return base.containsVariable || exponent.containsVariable
        }
    }
}
