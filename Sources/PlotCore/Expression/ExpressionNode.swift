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
    /// `min(a, b, …)`, `max(a, b, …)`: two or more arguments.
    case extremum(Extremum, [ExpressionNode])
    /// `{x < 1: x², 3 − x}`: the value of the first branch whose condition holds; a branch without a
    /// condition (only ever the last) holds everywhere; undefined where none holds. A restriction
    /// `x² {0 ≤ x ≤ 2}` is the one branch `{0 ≤ x ≤ 2: x²}`.
    case piecewise([Branch])
    /// `Σ(k = 1 … n, k²)` or `∏(k = 1 … n, …)`: the body at each whole k from one bound to the other,
    /// added or multiplied in that order (docs/language.md#sums-and-products; `ExpressionNode+Series.swift`).
    case series(Series)
    /// The index of an enclosing sum or product, `k` in `Σ(k = 1 … n, k²)`: a whole number that the
    /// sum sets while it runs, never x.
    case index(Character)
    /// `binom(n, k)`: n(n − 1)…(n − k + 1)/k! for a whole k ≥ 0 (any real n).
    case binomial(ExpressionNode, ExpressionNode)

    public struct Term: Equatable, Sendable {
        public let isSubtracted: Bool
        public let node: ExpressionNode
    }

    public struct Factor: Equatable, Sendable {
        public let isDivisor: Bool
        public let node: ExpressionNode
    }

    /// `condition: value`, or the *otherwise* value alone (`condition` nil).
    public struct Branch: Equatable, Sendable {
        public let condition: Condition?
        public let value: ExpressionNode
    }

    /// `-1 ≤ x < 2`: comparisons chained, holding where every one holds. `operands` has one more
    /// element than `comparisons`; comparison i is between operands i and i + 1.
    public struct Condition: Equatable, Sendable {
        public let operands: [ExpressionNode]
        public let comparisons: [Comparison]

        /// Each comparison with its two operands, in the written order.
        var links: [(left: ExpressionNode, comparison: Comparison, right: ExpressionNode)] {
            comparisons.indices.map { (operands[$0], comparisons[$0], operands[$0 + 1]) }
        }
    }

    /// The nodes right below this one, in the written order (conditions' operands before values).
    var children: [ExpressionNode] {
        switch self {
        case .number, .constant, .variable, .parameter, .index: return []
        case .sum(let terms): return terms.map(\.node)
        case .product(let factors): return factors.map(\.node)
        case .negate(let operand), .call(_, let operand): return [operand]
        case .power(let base, let exponent): return [base, exponent]
        case .extremum(_, let arguments): return arguments
        case .piecewise(let branches): return branches.flatMap { ($0.condition?.operands ?? []) + [$0.value] }
        case .series(let series): return [series.from, series.to, series.body]
        case .binomial(let n, let k): return [n, k]
        }
    }

    /// Whether `x` appears anywhere in the tree.
    public var containsVariable: Bool {
        switch self {
        case .number, .constant, .parameter, .index: return false
        case .variable: return true
        case .sum(let terms): return terms.contains { $0.node.containsVariable }
        case .product(let factors): return factors.contains { $0.node.containsVariable }
        case .negate(let operand), .call(_, let operand): return operand.containsVariable
        case .power(let base, let exponent): return base.containsVariable || exponent.containsVariable
        case .extremum, .piecewise, .series, .binomial: return children.contains { $0.containsVariable }
        }
    }

    /// The parameters that appear in the tree, in alphabetical order.
    public var parameters: [Character] {
        var found = Set<Character>()
        collectParameters(into: &found)
        return found.sorted()
    }

    private func collectParameters(into found: inout Set<Character>) {
        if case .parameter(let name) = self { found.insert(name) }
        for child in children { child.collectParameters(into: &found) }
    }

    /// The tree with every parameter replaced by its value, for compiling.
    ///
    /// The value becomes a number node whose text stays the letter: it computes exactly as if the value
    /// were written in its place, but it is never a whole-number literal, so `x^(1/a)` is not read as the
    /// real root `x^(1/3)` (the rule is about what is written: docs/language.md#roots), the same as in JS where the
    /// value changes without recompiling.
    func substituting(_ values: [Character: Double]) -> ExpressionNode {
        replacingParameters { name in
            guard let value = values[name] else { preconditionFailure("no value for parameter '\(name)'") }
            return .number(value, text: String(name))
        }
    }

    /// The tree with each parameter replaced by what `replacement` gives for its letter.
    func replacingParameters(_ replacement: (Character) -> ExpressionNode) -> ExpressionNode {
        replacingLeaves { leaf in
            if case .parameter(let name) = leaf { return replacement(name) }
            return leaf
        }
    }

    /// The tree with each x, parameter and sum's index replaced by what `replacement` gives for it (numbers and
    /// constants stay).
    func replacingLeaves(_ replacement: (ExpressionNode) -> ExpressionNode) -> ExpressionNode {
        switch self {
        case .number, .constant: return self
        case .variable, .parameter, .index: return replacement(self)
        case .sum(let terms):
            return .sum(terms.map { Term(isSubtracted: $0.isSubtracted, node: $0.node.replacingLeaves(replacement)) })
        case .product(let factors):
            return .product(factors.map { Factor(isDivisor: $0.isDivisor, node: $0.node.replacingLeaves(replacement)) })
        case .negate(let operand): return .negate(operand.replacingLeaves(replacement))
        case .power(let base, let exponent):
            return .power(base: base.replacingLeaves(replacement), exponent: exponent.replacingLeaves(replacement))
        case .call(let function, let argument): return .call(function, argument.replacingLeaves(replacement))
        case .extremum(let extremum, let arguments): return .extremum(extremum, arguments.map { $0.replacingLeaves(replacement) })
        case .piecewise(let branches):
            return .piecewise(branches.map { branch in
                Branch(condition: branch.condition.map {
                    Condition(operands: $0.operands.map { $0.replacingLeaves(replacement) }, comparisons: $0.comparisons)
                }, value: branch.value.replacingLeaves(replacement))
            })
        case .series, .binomial: return mappingChildren { $0.replacingLeaves(replacement) }
        }
    }
}
