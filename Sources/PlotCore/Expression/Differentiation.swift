/// Exact derivatives: the rules of differentiation applied to the syntax tree (docs/language.md#derivatives).
///
/// The derivative is itself an expression of the language, so it is computed as any other, and its
/// description is its formula: `x³ − 3x` gives `3x² − 3`. Where no derivative exists it is undefined:
/// at a kink or jump (`abs` at 0, a piecewise boundary whose sides differ, `floor` at whole numbers),
/// at the edge of a domain (`ln` at 0), and where the function itself is undefined. A parameter is a
/// constant. Public/js/expression/derivative.js applies the same rules and builds the same tree.
enum Differentiation {
    private typealias B = TreeBuilding

    /// The most nodes a derivative may have: past it, it is not given (its sub-trees are shared
    /// while it is built, but a nested choice can double its written size at every level).
    static let maximumSize = ExpressionLimits.maximumLength

    /// The derivative of `node` with respect to x.
    static func derivative(of node: ExpressionNode) -> ExpressionNode {
        if !node.containsVariable { return B.zero }
        switch node {
        case .number, .constant, .parameter, .index:
            return B.zero
        case .variable:
            return B.one
        case .sum(let terms):
            return B.sum(terms.map { ($0.isSubtracted, derivative(of: $0.node)) })
        case .product(let factors):
            return product(factors)
        case .negate(let operand):
            return B.negate(derivative(of: operand))
        case .power(let base, let exponent):
            return power(base, exponent)
        case .call(let function, let argument):
            return call(function, argument)
        case .extremum(let extremum, let arguments):
            var value = arguments[0]
            var slope = derivative(of: arguments[0])
            for argument in arguments.dropFirst() {
                slope = extremumSlope(extremum, value, slope, argument, derivative(of: argument))
                value = .extremum(extremum, [value, argument])
            }
            return slope
        case .piecewise(let branches):
            return piecewise(branches[...]) ?? B.undefined
        case .series(let series):
            return self.series(series)
        case .binomial:
            // binom(n, k) with x in it: its derivative (through Γ′) is not in the language.
            return B.undefined
        }
    }

    /// A sum term by term, `Σ(k = a … b, u)' = Σ(k = a … b, u')`; a product by its logarithmic
    /// derivative, `∏ u · Σ(u'/u)`, which is undefined where a factor is 0.
    private static func series(_ series: ExpressionNode.Series) -> ExpressionNode {
        let slope = derivative(of: series.body)
        let sum = { (body: ExpressionNode) in
            ExpressionNode.series(ExpressionNode.Series(kind: .sum, index: series.index, from: series.from, to: series.to, body: body))
        }
        if series.kind == .sum { return sum(slope) }
        return B.multiply(.series(series), sum(B.divide(slope, series.body)))
    }

    // MARK: - Products and powers

    /// `(u·v)' = u'·v + u·v'` for each factor; with divisors, `(N/D)' = (N'·D − N·D')/D²`.
    private static func product(_ factors: [ExpressionNode.Factor]) -> ExpressionNode {
        let numerator = factors.filter { !$0.isDivisor }.map(\.node)
        let denominator = factors.filter(\.isDivisor).map(\.node)
        guard !denominator.isEmpty else { return productRule(numerator) }
        let top = B.product(numerator.map { (false, $0) })
        let bottom = B.product(denominator.map { (false, $0) })
        let bottomSlope = productRule(denominator)
        if B.isNumber(bottomSlope, 0) { return B.divide(productRule(numerator), bottom) }
        let difference = B.subtract(B.multiply(productRule(numerator), bottom), B.multiply(top, bottomSlope))
        return B.divide(difference, B.power(bottom, B.number(2)))
    }

    private static func productRule(_ factors: [ExpressionNode]) -> ExpressionNode {
        B.sum(factors.indices.map { i in
            (false, B.product(factors.indices.map { j in (false, j == i ? derivative(of: factors[j]) : factors[j]) }))
        })
    }

    /// `(uⁿ)' = n·uⁿ⁻¹·u'` for an exponent without x, keeping a written fraction a fraction (a real
    /// root of a negative stays one: docs/language.md#roots); `(cᵛ)' = cᵛ·ln(c)·v'`; otherwise
    /// `(uᵛ)' = uᵛ·(v'·ln(u) + v·u'/u)`, undefined where u ≤ 0 as the exponential rule is.
    private static func power(_ base: ExpressionNode, _ exponent: ExpressionNode) -> ExpressionNode {
        let baseSlope = derivative(of: base)
        guard exponent.containsVariable else {
            if let whole = B.wholeNumber(exponent) {
                return B.multiply(B.number(whole), B.power(base, B.number(whole - 1)), baseSlope)
            }
            if let (numerator, denominator) = smallFraction(exponent) {
                let lowered = B.divide(B.number(numerator - denominator), B.number(denominator))
                return B.product([(false, B.number(numerator)), (false, B.power(base, lowered)),
                                  (true, B.number(denominator)), (false, baseSlope)])
            }
            let general = B.multiply(exponent, B.power(base, B.subtract(exponent, B.one)), baseSlope)
            // An exponent with a sum's index, `x^k`: at k = 0 the derivative is 0, not 0·x^(−1).
            guard exponent.containsSeriesPart else { return general }
            return B.piecewise([B.branch([exponent, B.zero], [.equal], B.zero),
                                ExpressionNode.Branch(condition: nil, value: general)]) ?? general
        }
        let exponentSlope = derivative(of: exponent)
        let whole = B.power(base, exponent)
        guard base.containsVariable else {
            if case .constant(.e) = base { return B.multiply(whole, exponentSlope) }
            return B.multiply(whole, .call(.ln, base), exponentSlope)
        }
        return B.multiply(whole, B.add(B.multiply(exponentSlope, .call(.ln, base)),
                                       B.divide(B.multiply(exponent, baseSlope), base)))
    }

    /// A written fraction of whole numbers as reduced, `(2/4)` is 1/2, with a denominator above 1
    /// and parts small enough to lower by one.
    private static func smallFraction(_ exponent: ExpressionNode) -> (Double, Double)? {
        guard let root = RationalExponent(exponent), root.denominator > 1,
              Swift.abs(root.numerator) <= 1 << 31, root.denominator <= 1 << 31 else { return nil }
        return (Double(root.numerator), Double(root.denominator))
    }

    // MARK: - Functions

    /// The chain rule, `f(u)' = f'(u)·u'`, with each function's derivative.
    private static func call(_ function: MathFunction, _ u: ExpressionNode) -> ExpressionNode {
        let slope = derivative(of: u)
        let square = B.number(2)
        switch function {
        case .sin: return B.multiply(.call(.cos, u), slope)
        case .cos: return B.negate(B.multiply(.call(.sin, u), slope))
        case .tan: return B.multiply(B.power(.call(.sec, u), square), slope)
        case .sec: return B.multiply(.call(.sec, u), .call(.tan, u), slope)
        case .csc: return B.negate(B.multiply(.call(.csc, u), .call(.cot, u), slope))
        case .cot: return B.negate(B.multiply(B.power(.call(.csc, u), square), slope))
        case .asin, .acos:
            let quotient = B.divide(slope, .call(.sqrt, B.subtract(B.one, B.power(u, square))))
            return function == .asin ? quotient : B.negate(quotient)
        case .atan: return B.divide(slope, B.add(B.one, B.power(u, square)))
        case .sinh: return B.multiply(.call(.cosh, u), slope)
        case .cosh: return B.multiply(.call(.sinh, u), slope)
        case .tanh: return B.divide(slope, B.power(.call(.cosh, u), square))
        case .exp: return B.multiply(.call(.exp, u), slope)
        // ln u and log u are defined for u > 0 only; u'/u is not, so the domain is kept.
        case .ln: return positive(u, B.divide(slope, u))
        case .log: return positive(u, B.divide(slope, B.multiply(u, .call(.ln, B.number(10)))))
        case .sqrt: return B.divide(slope, B.multiply(square, .call(.sqrt, u)))
        case .abs:
            // −u' left of 0, u' right of it; at u = 0 only where u' = 0 too (|x²| at 0), else a kink.
            return B.piecewise([B.branch([u, B.zero], [.less], B.negate(slope)),
                                B.branch([u, B.zero], [.greater], slope),
                                B.branch([u, B.zero, slope], [.equal, .equal], B.zero)]) ?? B.undefined
        case .sign:
            return B.piecewise([B.branch([u, B.zero], [.less], B.zero), B.branch([u, B.zero], [.greater], B.zero)])
                ?? B.undefined
        case .floor:
            return B.piecewise([B.branch([.call(.floor, u), u], [.less], B.zero)]) ?? B.undefined
        // u! with x in u: its derivative Γ′(u + 1)·u' is not in the language.
        case .factorial: return B.undefined
        case .ceil:
            return B.piecewise([B.branch([u, .call(.ceil, u)], [.less], B.zero)]) ?? B.undefined
        }
    }

    private static func positive(_ u: ExpressionNode, _ value: ExpressionNode) -> ExpressionNode {
        B.piecewise([B.branch([u, B.zero], [.greater], value)]) ?? B.undefined
    }

    // MARK: - Choices

    /// `min(a, b)'`: a' where a is the smaller, b' where b is; at a tie only where both agree.
    private static func extremumSlope(_ extremum: Extremum, _ a: ExpressionNode, _ aSlope: ExpressionNode,
                                      _ b: ExpressionNode, _ bSlope: ExpressionNode) -> ExpressionNode {
        let aWins: Comparison = extremum == .min ? .less : .greater
        return B.piecewise([B.branch([a, b], [aWins], aSlope), B.branch([a, b], [aWins.swapped], bSlope),
                            B.branch([B.subtract(a, b), B.zero, B.subtract(aSlope, bSlope)], [.equal, .equal], aSlope)])
            ?? B.undefined
    }

    /// `{c: v, rest}'`: v' where c holds strictly, the rest's derivative where it fails strictly; on
    /// the boundary (a comparison between equals) only where both sides meet with the same slope, as
    /// at 1 in `{x < 1: x², 2x − 1}` and not in `{x < 1: x², 3 − x}`. nil: undefined everywhere.
    private static func piecewise(_ branches: ArraySlice<ExpressionNode.Branch>) -> ExpressionNode? {
        guard let first = branches.first else { return nil }
        let slope = derivative(of: first.value)
        guard let condition = first.condition else { return slope }
        let rest = branches.dropFirst()
        var result: [ExpressionNode.Branch] = []
        if !condition.comparisons.contains(.equal) {
            result.append(B.branch(condition.operands, condition.comparisons.map(\.strict), slope))
        }
        if let restValue = value(of: rest), let restSlope = piecewise(rest) {
            for link in condition.links {
                for failing in link.comparison.strictlyFailing {
                    result.append(B.branch([link.left, link.right], [failing], restSlope))
                }
            }
            result.append(B.branch([B.subtract(first.value, restValue), B.zero, B.subtract(slope, restSlope)],
                                   [.equal, .equal], slope))
        }
        return B.piecewise(result)
    }

    /// The value of the branches as a piecewise function, or nil for none.
    private static func value(of branches: ArraySlice<ExpressionNode.Branch>) -> ExpressionNode? {
        guard let first = branches.first else { return nil }
        return first.condition == nil ? first.value : .piecewise(Array(branches))
    }
}

extension Comparison {
    /// The comparison without its equality: `≤` is `<`.
    fileprivate var strict: Comparison {
        switch self {
        case .lessOrEqual: return .less
        case .greaterOrEqual: return .greater
        default: return self
        }
    }

    /// The comparisons that hold, between the same two sides, where this one fails and the sides differ.
    fileprivate var strictlyFailing: [Comparison] {
        switch self {
        case .less, .lessOrEqual: return [.greater]
        case .greater, .greaterOrEqual: return [.less]
        case .equal: return [.less, .greater]
        }
    }
}

extension Expression {
    /// The exact derivative with respect to x (docs/language.md#derivatives), its description the formula:
    /// ```swift
    /// let cubic = try Expression("x^3 - 3x")
    /// cubic.derivative()?.description                 // "3x² − 3"
    /// cubic.derivative()?.compiled().value(at: 2)     // 9
    /// ```
    /// It has the same declared parameters. nil when its tree would have more than
    /// ``ExpressionLimits/maximumLength`` nodes.
    public func derivative() -> Expression? {
        guard TreeBuilding.size(of: root, limit: Differentiation.maximumSize) != nil else { return nil }
        let slope = Differentiation.derivative(of: root)
        guard TreeBuilding.size(of: slope, limit: Differentiation.maximumSize) != nil else { return nil }
        return Expression(root: slope, parameters: declaredParameters, variable: variable)
    }
}
