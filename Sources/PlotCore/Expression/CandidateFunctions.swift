/// Where an expression may jump or have a hole, read off its tree: the functions whose zeros are such
/// places (docs/sampling.md#endpoints). Sampling alone rarely lands on a hole, a single x, so the
/// sampler locates the zeros of these to the last bit and examines the function there:
///
/// - every divisor containing x (`(x² − 1)/(x − 1)`: x − 1; `sin(x)/x`: x), and the base of a power to
///   a negative constant (`x·x^(−1)`: x);
/// - the difference of the two sides of every comparison of a piecewise function's conditions, `=`
///   included (`{x < 1: x², 3 − x}`: x − 1; `{x² < 1: …}`: x² − 1, with two zeros);
/// - the argument of `sign` (`sign(x − 2)`: x − 2).
///
/// The difference `a − b` of two doubles is negative, zero or positive exactly where `a < b`, `a = b`
/// or `a > b`, so its zeros are where the condition changes to the last bit.
enum CandidateFunctions {
    /// At most this many functions are kept (the first found, a node's before its children's):
    /// each costs a grid of evaluations per sampling pass.
    static let maximumCount = 16

    /// The candidate functions of the tree `root`, each once: a node's before its children's, else
    /// in the written order.
    static func of(_ root: ExpressionNode) -> [ExpressionNode] {
        var found: [ExpressionNode] = []
        collect(root, into: &found)
        return found
    }

    private static func collect(_ node: ExpressionNode, into found: inout [ExpressionNode]) {
        func add(_ candidate: ExpressionNode) {
            // One with a sum's index has no value of its own outside the sum.
            if candidate.containsVariable && !candidate.containsSeriesPart && found.count < maximumCount
                && !found.contains(candidate) {
                found.append(candidate)
            }
        }
        switch node {
        case .product(let factors):
            for factor in factors where factor.isDivisor { add(factor.node) }
        case .power(let base, let exponent):
            if isNegativeConstant(exponent) { add(base) }
        case .call(.sign, let argument):
            add(argument)
        case .piecewise(let branches):
            for condition in branches.compactMap(\.condition) {
                for (left, _, right) in condition.links where left.containsVariable || right.containsVariable {
                    add(.sum([ExpressionNode.Term(isSubtracted: false, node: left),
                              ExpressionNode.Term(isSubtracted: true, node: right)]))
                }
            }
        default:
            break
        }
        for child in node.children { collect(child, into: &found) }
    }

    /// A written negative number, `−1` or `-0.5`, as an exponent: `x^(−1)` is `1/x`.
    private static func isNegativeConstant(_ node: ExpressionNode) -> Bool {
        switch node {
        case .number(let value, _): return value < 0
        case .negate(.number(let value, _)): return value > 0
        default: return false
        }
    }
}
