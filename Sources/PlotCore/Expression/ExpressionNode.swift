/// The syntax tree of an expression.
///
/// Sums and products are n-ary, so a long chain such as `1+2+…+300` stays shallow.
public indirect enum ExpressionNode: Equatable, Sendable {
    /// A literal; `text` is its canonical spelling.
    case number(Double, text: String)
    case constant(MathConstant)
    /// The variable `x`.
    case variable
    /// A declared parameter, `a` in `ax + b`: a number whose value is given when compiling.
    case parameter(Character)
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
        case .number, .constant, .parameter: return false
        case .variable: return true
        case .sum(let terms): return terms.contains { $0.node.containsVariable }
        case .product(let factors): return factors.contains { $0.node.containsVariable }
        case .negate(let operand), .call(_, let operand): return operand.containsVariable
        case .power(let base, let exponent): return base.containsVariable || exponent.containsVariable
        }
    }

    /// The parameters that appear in the tree, in alphabetical order.
    public var parameters: [Character] {
        var found = Set<Character>()
        collectParameters(into: &found)
        return found.sorted()
    }

    private func collectParameters(into found: inout Set<Character>) {
        switch self {
        case .number, .constant, .variable: return
        case .parameter(let name): found.insert(name)
        case .sum(let terms): for term in terms { term.node.collectParameters(into: &found) }
        case .product(let factors): for factor in factors { factor.node.collectParameters(into: &found) }
        case .negate(let operand), .call(_, let operand): operand.collectParameters(into: &found)
        case .power(let base, let exponent):
            base.collectParameters(into: &found)
            exponent.collectParameters(into: &found)
        }
    }

    /// The tree with every parameter replaced by its value, for compiling.
    ///
    /// The value becomes a number node whose text stays the letter: it computes exactly as if the value
    /// were written in its place, but it is never a whole-number literal, so `x^(1/a)` is not read as the
    /// real root `x^(1/3)` (SPEC §2's rule is about what is written), the same as in JS where the
    /// value changes without recompiling.
    func substituting(_ values: [Character: Double]) -> ExpressionNode {
        switch self {
        case .number, .constant, .variable: return self
        case .parameter(let name):
            guard let value = values[name] else { preconditionFailure("no value for parameter '\(name)'") }
            return .number(value, text: String(name))
        case .sum(let terms):
            return .sum(terms.map { Term(isSubtracted: $0.isSubtracted, node: $0.node.substituting(values)) })
        case .product(let factors):
            return .product(factors.map { Factor(isDivisor: $0.isDivisor, node: $0.node.substituting(values)) })
        case .negate(let operand): return .negate(operand.substituting(values))
        case .power(let base, let exponent):
            return .power(base: base.substituting(values), exponent: exponent.substituting(values))
        case .call(let function, let argument): return .call(function, argument.substituting(values))
        }
    }
}
