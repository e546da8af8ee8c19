import Foundation

/// An exponent written as a fraction of whole-number literals, `(1/3)` or `(-2/3)`, reduced.
struct RationalExponent {
    let numerator: Int
    let denominator: Int

    init?(_ node: ExpressionNode) {
        var node = node
        var sign = 1
        if case .negate(let inner) = node { sign = -1; node = inner }
        guard case .product(let factors) = node, factors.count == 2, factors[1].isDivisor else { return nil }
        var top = factors[0].node
        if case .negate(let inner) = top { sign = -sign; top = inner }
        guard case .number(_, let p) = top, case .number(_, let q) = factors[1].node,
              let numerator = Int(p), let denominator = Int(q), denominator != 0 else { return nil }
        let divisor = RationalExponent.gcd(numerator, denominator)
        self.numerator = sign * numerator / max(divisor, 1)
        self.denominator = denominator / max(divisor, 1)
    }

    var hasOddDenominator: Bool { denominator % 2 == 1 }
    var numeratorIsOdd: Bool { numerator % 2 != 0 }
    var value: Double { Double(numerator) / Double(denominator) }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

/// Evaluates a sub-tree without `x` once, at compile time, with the interpreter's own arithmetic.
enum ConstantFolder {
    /// `indices` gives the value of each index of the sums around `node`.
    static func value(of node: ExpressionNode, indices: [Character: Double] = [:]) -> Double {
        switch node {
        case .number(let value, _): return value
        case .constant(let constant): return constant.value
        case .variable: return .nan
        case .parameter: preconditionFailure("parameters are replaced by their values before compiling")
        case .sum(let terms):
            return terms.dropFirst().reduce(value(of: terms[0].node, indices: indices)) { sum, term in
                term.isSubtracted ? sum - value(of: term.node, indices: indices) : sum + value(of: term.node, indices: indices)
            }
        case .product(let factors):
            return factors.dropFirst().reduce(value(of: factors[0].node, indices: indices)) { product, factor in
                factor.isDivisor ? product / value(of: factor.node, indices: indices) : product * value(of: factor.node, indices: indices)
            }
        case .negate(let operand):
            return -value(of: operand, indices: indices)
        case .power(let base, let exponent):
            let b = value(of: base, indices: indices)
            if let root = RationalExponent(exponent), root.hasOddDenominator {
                return Arithmetic.rootPower(b, root.value, oddNumerator: root.numeratorIsOdd)
            }
            let e = value(of: exponent, indices: indices)
            if exponent.containsSeriesPart { return Arithmetic.wholePower(b, e) }
            if e == 2 { return b * b }
            if e == 3 { return b * b * b }
            if e == e.rounded(), Swift.abs(e) <= 64 { return Arithmetic.integerPower(b, Int(e)) }
            return Foundation.pow(b, e)
        case .call(let function, let argument):
            return function.apply(value(of: argument, indices: indices))
        case .extremum(let extremum, let arguments):
            return arguments.dropFirst().reduce(value(of: arguments[0], indices: indices)) { extremum.apply($0, value(of: $1, indices: indices)) }
        case .piecewise(let branches):
            // The first branch whose condition holds; the others need not be computed, as they are pure.
            let chosen = branches.first { branch in branch.condition.map { holds($0, indices: indices) } ?? true }
            return chosen.map { value(of: $0.value, indices: indices) } ?? .nan
        case .index(let letter):
            guard let value = indices[letter] else { preconditionFailure("index '\(letter)' outside its sum") }
            return value
        case .binomial(let n, let k):
            return Arithmetic.binomial(value(of: n, indices: indices), value(of: k, indices: indices))
        case .series(let series):
            return self.series(series, indices: indices)
        }
    }

    /// Whether every comparison of the chain holds.
    static func holds(_ condition: ExpressionNode.Condition, indices: [Character: Double] = [:]) -> Bool {
        condition.links.allSatisfy { $0.comparison.holds(value(of: $0.left, indices: indices), value(of: $0.right, indices: indices)) }
    }

    /// A sum or product, its terms in order; undefined where a bound is not whole, or (checked around an
    /// outermost sum, one without indices around it) where it would take too many terms in all.
    private static func series(_ series: ExpressionNode.Series, indices: [Character: Double]) -> Double {
        var budget = ExpressionLimits.maximumSeriesTerms
        if indices.isEmpty, !SeriesTerms.fit(.series(series), budget: &budget) { return .nan }
        guard let from = SeriesTerms.bound(value(of: series.from, indices: indices)),
              let to = SeriesTerms.bound(value(of: series.to, indices: indices)) else { return .nan }
        var indices = indices
        var result = series.kind.empty
        var k = from
        while k <= to {
            indices[series.index] = k
            let term = value(of: series.body, indices: indices)
            result = k == from ? term : series.kind == .sum ? result + term : result * term
            k += 1
        }
        return result
    }
}
