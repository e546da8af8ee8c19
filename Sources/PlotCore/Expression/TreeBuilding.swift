/// Builds trees for derivatives, simplifying as it goes, so that a person reads `3x² − 3` and not
/// `3·x^2·1 − (0·x + 3·1)` (docs/language.md#derivatives).
///
/// Each rule looks only at the node's own operands (never deep into them): the trees a derivative
/// builds share their sub-trees, and one reached twice is not walked twice. Numbers are folded only
/// where the result is a whole number (its spelling is then the same in every language); nothing is
/// reordered but the leading numbers of a product. Public/js/expression/tree-building.js is the
/// same code in JS and must build the same trees.
enum TreeBuilding {
    /// The largest whole number folded into a literal: above it the digits JS and Swift print differ.
    static let largestFoldedNumber = 1e15

    /// A whole number as a literal; a negative one is negated.
    static func number(_ value: Double) -> ExpressionNode {
        if value < 0 { return .negate(number(-value)) }
        return .number(value, text: String(Int64(value)))
    }

    static let zero = number(0)
    static let one = number(1)

    /// Whether `node` is the literal `value`.
    static func isNumber(_ node: ExpressionNode, _ value: Double) -> Bool {
        if case .number(let literal, _) = node { return literal == value }
        return false
    }

    /// The value of a whole-number literal, perhaps negated, that may be folded.
    static func wholeNumber(_ node: ExpressionNode) -> Double? {
        switch node {
        case .number(let value, _):
            return value == value.rounded() && value <= largestFoldedNumber ? value : nil
        case .negate(let operand):
            return wholeNumber(operand).map { -$0 }
        default:
            return nil
        }
    }

    /// `−a`: `−(−a)` is `a`, `−0` is `0`, and a product's first factor takes the sign, `−2x` rather
    /// than `−(2x)` (the same double: a sign change is exact).
    static func negate(_ node: ExpressionNode) -> ExpressionNode {
        switch node {
        case .negate(let operand):
            return operand
        case .product(let factors):
            return .product([ExpressionNode.Factor(isDivisor: false, node: negate(factors[0].node))] + factors.dropFirst())
        case _ where isNumber(node, 0):
            return node
        default:
            return .negate(node)
        }
    }

    /// A sum of signed terms: nested sums are opened, negated terms change sign, zeros go; no term
    /// is 0, one is itself (negated if subtracted).
    static func sum(_ terms: [(isSubtracted: Bool, node: ExpressionNode)]) -> ExpressionNode {
        var flat: [ExpressionNode.Term] = []
        func add(_ node: ExpressionNode, subtracted: Bool) {
            switch node {
            case .sum(let inner):
                for term in inner { add(term.node, subtracted: subtracted != term.isSubtracted) }
            case .negate(let operand):
                add(operand, subtracted: !subtracted)
            case _ where isNumber(node, 0):
                break
            default:
                flat.append(ExpressionNode.Term(isSubtracted: subtracted, node: node))
            }
        }
        for term in terms { add(term.node, subtracted: term.isSubtracted) }
        if !flat.isEmpty, flat.allSatisfy({ wholeNumber($0.node) != nil }) {
            let total = flat.reduce(0.0) { $0 + ($1.isSubtracted ? -1 : 1) * wholeNumber($1.node)! }
            if Swift.abs(total) <= largestFoldedNumber { return number(total) }
        }
        guard let first = flat.first else { return zero }
        let head = first.isSubtracted ? negate(first.node) : first.node
        if flat.count == 1 { return head }
        return .sum([ExpressionNode.Term(isSubtracted: false, node: head)] + flat.dropFirst())
    }

    static func add(_ a: ExpressionNode, _ b: ExpressionNode) -> ExpressionNode { sum([(false, a), (false, b)]) }
    static func subtract(_ a: ExpressionNode, _ b: ExpressionNode) -> ExpressionNode { sum([(false, a), (true, b)]) }

    /// A product of factors and divisors: a factor 0 makes it 0, factors 1 go, signs move out front,
    /// multiplied products are opened, and the literals multiplied lead, folded into one number where
    /// their product is a whole number (`2.5x·2` is `5x`); a product of divisors alone is `1/…`.
    static func product(_ factors: [(isDivisor: Bool, node: ExpressionNode)]) -> ExpressionNode {
        var isNegative = false
        var literals: [ExpressionNode] = []
        var rest: [ExpressionNode.Factor] = []
        func multiply(_ node: ExpressionNode, dividing: Bool) -> Bool {
            switch node {
            case .negate(let operand):
                isNegative.toggle()
                return multiply(operand, dividing: dividing)
            case .product(let inner) where !dividing:
                for factor in inner where !multiply(factor.node, dividing: factor.isDivisor) { return false }
            case .number(let value, _) where !dividing:
                if value == 0 { return false }
                if value != 1 { literals.append(node) }
            case _ where isNumber(node, 1):
                break
            default:
                rest.append(ExpressionNode.Factor(isDivisor: dividing, node: node))
            }
            return true
        }
        for factor in factors where !multiply(factor.node, dividing: factor.isDivisor) { return zero }
        var leading = literals
        let total = literals.reduce(1.0) { if case .number(let value, _) = $1 { $0 * value } else { $0 } }
        if total == total.rounded() && Swift.abs(total) <= largestFoldedNumber {
            leading = total == 1 && !(rest.first?.isDivisor ?? true) ? [] : [number(total)]
        }
        rest.insert(contentsOf: leading.map { ExpressionNode.Factor(isDivisor: false, node: $0) }, at: 0)
        let result = rest.count == 1 ? rest[0].node : .product(rest)
        return isNegative ? negate(result) : result
    }

    static func multiply(_ nodes: ExpressionNode...) -> ExpressionNode { product(nodes.map { (false, $0) }) }
    static func divide(_ a: ExpressionNode, _ b: ExpressionNode) -> ExpressionNode { product([(false, a), (true, b)]) }

    /// `base^exponent`: `u¹` is `u`, `u⁰` is 1.
    static func power(_ base: ExpressionNode, _ exponent: ExpressionNode) -> ExpressionNode {
        if isNumber(exponent, 1) { return base }
        if isNumber(exponent, 0) { return one }
        return .power(base: base, exponent: exponent)
    }

    /// A piecewise function: a branch whose condition is decided by literals alone goes (false) or
    /// ends the list as its otherwise (true); nil when no branch is left (undefined everywhere).
    static func piecewise(_ branches: [ExpressionNode.Branch]) -> ExpressionNode? {
        var kept: [ExpressionNode.Branch] = []
        for branch in branches {
            guard let condition = branch.condition else {
                kept.append(branch)
                break
            }
            switch decided(condition) {
            case false?: continue
            case true?: kept.append(ExpressionNode.Branch(condition: nil, value: branch.value))
            case nil: kept.append(branch); continue
            }
            break
        }
        guard let first = kept.first else { return nil }
        return first.condition == nil ? first.value : .piecewise(kept)
    }

    /// `condition: value`.
    static func branch(_ operands: [ExpressionNode], _ comparisons: [Comparison], _ value: ExpressionNode) -> ExpressionNode.Branch {
        ExpressionNode.Branch(condition: ExpressionNode.Condition(operands: operands, comparisons: comparisons), value: value)
    }

    /// false when a comparison between two literals fails; true when all comparisons are between literals and hold.
    private static func decided(_ condition: ExpressionNode.Condition) -> Bool? {
        var allLiteral = true
        for link in condition.links {
            guard let left = wholeNumber(link.left), let right = wholeNumber(link.right) else {
                allLiteral = false
                continue
            }
            if !link.comparison.holds(left, right) { return false }
        }
        return allLiteral ? true : nil
    }

    /// A value undefined everywhere, `0/0`, for a derivative that exists nowhere.
    static let undefined = ExpressionNode.product([ExpressionNode.Factor(isDivisor: false, node: zero),
                                                   ExpressionNode.Factor(isDivisor: true, node: zero)])

    /// How many nodes the tree has, counting a shared sub-tree each time it is reached, or nil past
    /// `limit`: the walk stops there, so a tree of shared parts costs at most `limit` steps.
    static func size(of node: ExpressionNode, limit: Int) -> Int? {
        var remaining = limit
        func visit(_ node: ExpressionNode) -> Bool {
            remaining -= 1
            if remaining < 0 { return false }
            for child in node.children where !visit(child) { return false }
            return true
        }
        return visit(node) ? limit - remaining : nil
    }
}
