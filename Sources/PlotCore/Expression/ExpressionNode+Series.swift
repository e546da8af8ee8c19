import Foundation

/// Sums and products over an index, `Σ(k = 1 … n, k²)` (docs/language.md#sums-and-products).
extension ExpressionNode {
    /// Whether a series adds or multiplies its terms.
    public enum SeriesKind: String, Sendable, CaseIterable {
        /// `Σ`, also written `sum`.
        case sum = "Σ"
        /// `∏`, also written `prod`.
        case product = "∏"

        /// The value of no terms: 0 for a sum, 1 for a product.
        var empty: Double { self == .sum ? 0 : 1 }
    }

    /// `Σ(index = from … to, body)`: the body at index = from, from + 1, …, to, combined in that order
    /// (the first term alone, then each next one added or multiplied). No terms (to < from) give 0 or
    /// 1; a bound that is not a whole number, or more terms than ``ExpressionLimits/maximumSeriesTerms``,
    /// makes it undefined. The bounds have no x; they may hold parameters and enclosing indices.
    public struct Series: Equatable, Sendable {
        public let kind: SeriesKind
        public let index: Character
        public let from: ExpressionNode
        public let to: ExpressionNode
        public let body: ExpressionNode
    }

    /// The same node with each child transformed; only for the nodes of sums and binomials.
    func mappingChildren(_ transform: (ExpressionNode) -> ExpressionNode) -> ExpressionNode {
        switch self {
        case .series(let series):
            return .series(Series(kind: series.kind, index: series.index, from: transform(series.from),
                                  to: transform(series.to), body: transform(series.body)))
        case .binomial(let n, let k):
            return .binomial(transform(n), transform(k))
        default:
            preconditionFailure("mappingChildren is for sums and binomials")
        }
    }

    /// Whether an index, or a sum or product, appears anywhere in the tree: then the tree is not a
    /// number fixed by its parameters alone until every index has a value.
    var containsSeriesPart: Bool {
        switch self {
        case .index, .series: return true
        case .number, .constant, .variable, .parameter: return false
        default: return children.contains { $0.containsSeriesPart }
        }
    }

    /// Whether the index `name` appears in the tree outside a sum that binds it anew.
    func uses(index name: Character) -> Bool {
        switch self {
        case .index(let letter): return letter == name
        case .series(let series):
            return series.from.uses(index: name) || series.to.uses(index: name)
                || (series.index != name && series.body.uses(index: name))
        default: return children.contains { $0.uses(index: name) }
        }
    }
}

/// The terms an outermost sum or product takes in all, its inner ones' counted at each of its terms,
/// and whether a bound is a whole number: the same rule in Public/js/expression/series.js.
enum SeriesTerms {
    /// The whole number a bound stands for, or nil (not whole, not finite).
    static func bound(_ value: Double) -> Double? {
        value.isFinite && value == value.rounded() ? value : nil
    }

    /// Whether every sum and product in `node`, with `indices` given, takes at most `budget` terms
    /// in all (an inner one once for each term of the one around it; those with a bound that is not
    /// whole take none: they are undefined without running).
    static func fit(_ node: ExpressionNode, indices: [Character: Double] = [:], budget: inout Int) -> Bool {
        guard case .series(let series) = node else {
            for child in node.children where child.containsSeriesPart {
                if !fit(child, indices: indices, budget: &budget) { return false }
            }
            return true
        }
        guard let from = bound(ConstantFolder.value(of: series.from, indices: indices)),
              let to = bound(ConstantFolder.value(of: series.to, indices: indices)), to >= from else { return true }
        guard to - from < Double(budget) else { return false }
        let count = Int(to - from) + 1
        budget -= count
        guard series.body.containsSeriesPart, series.body.containsSeries else { return true }
        var indices = indices
        var k = from
        while k <= to {
            indices[series.index] = k
            if !fit(series.body, indices: indices, budget: &budget) { return false }
            k += 1
        }
        return true
    }
}

extension ExpressionNode {
    /// The indices of every sum and product in the tree.
    var boundIndices: Set<Character> {
        var found = Set<Character>()
        if case .series(let series) = self { found.insert(series.index) }
        for child in children { found.formUnion(child.boundIndices) }
        return found
    }

    /// Whether the compiler computes the node at each x rather than once: it has x, an index or a sum.
    var varies: Bool { containsVariable || containsSeriesPart }

    /// Whether a sum or product appears anywhere in the tree.
    var containsSeries: Bool {
        if case .series = self { return true }
        return children.contains { $0.containsSeries }
    }
}

extension Arithmetic {
    /// `b^e` for an exponent with a sum's index (`x^k`, `x^(2k + 1)`): 2 and 3 as products, whole numbers
    /// up to 64 by repeated squaring, as a constant exponent is taken; a whole e above 64 from `pow` at the
    /// multiple of ``SharedSeries/powerAnchor`` at or below it (64 too: pow, whose error is far below
    /// repeated squaring's), multiplied by b one factor at a time up to e (at most 7 roundings more than
    /// `pow`: docs/language.md#sums-and-products); anything else `pow`.
    /// The live view keeps the last power of a sum's run and takes the next from it with one
    /// multiplication, which gives exactly these doubles: it is why `sum(k = 0 … 1000, x^k/k!)` calls
    /// `pow` once in eight terms.
    static func wholePower(_ b: Double, _ e: Double) -> Double {
        if e == 2 { return b * b }
        if e == 3 { return b * b * b }
        if e == e.rounded(), Swift.abs(e) <= 64 { return integerPower(b, Int(e)) }
        guard e == e.rounded(), e > 64, e <= Double(ExpressionLimits.maximumSeriesTerms) else { return Foundation.pow(b, e) }
        let whole = Int(e)
        let anchor = whole - whole % SharedSeries.powerAnchor
        var power = Foundation.pow(b, Double(anchor))
        for _ in anchor..<whole { power *= b }
        return power
    }

    /// `n!`: the whole-number factorials 0! … 170! correctly rounded (from Public/js/shared-constants.js),
    /// Γ(n + 1) for other reals above −1; NaN at −1 and below, ∞ (undefined) above 170.
    static func factorial(_ n: Double) -> Double {
        guard n > -1 else { return .nan }
        if n == n.rounded() {
            return n <= 170 ? SharedSeries.factorials[Int(n)] : .infinity
        }
        return n > 171 ? .infinity : gamma(n + 1)
    }

    /// Γ(z) for z > 0 by Lanczos' approximation (g = 7, nine coefficients), to about 1e-15 relative;
    /// the same operations in the same order as Public/js/expression/series.js.
    static func gamma(_ z: Double) -> Double {
        if z < 0.5 { return gamma(z + 1) / z }
        let coefficients = SharedSeries.lanczos
        let shifted = z - 1
        var sum = coefficients[0]
        for i in 1..<coefficients.count { sum += coefficients[i] / (shifted + Double(i)) }
        let t = shifted + 7.5
        // t^(z − 1/2) in two halves, so that it does not overflow before e^(−t) brings it down.
        let half = Foundation.pow(t, (shifted + 0.5) / 2)
        return 2.5066282746310002 * half * Foundation.exp(-t) * half * sum
    }

    /// `binom(n, k)` = n(n − 1)…(n − k + 1)/k! for a whole k ≥ 0, any real n: 0 for a whole k < 0,
    /// NaN for a k that is not whole or whose product would take more than the sums' limit of terms.
    /// For a whole n ≥ 0 the smaller of k and n − k is used, so that every step is a whole number.
    static func binomial(_ n: Double, _ k: Double) -> Double {
        guard n.isFinite, k.isFinite, k == k.rounded() else { return .nan }
        if k < 0 { return 0 }
        var steps = k
        if n >= 0, n == n.rounded() {
            if k > n { return 0 }
            steps = Swift.min(k, n - k)
        }
        guard steps <= Double(ExpressionLimits.maximumSeriesTerms) else { return .nan }
        var result = 1.0
        var i = 1.0
        while i <= steps {
            result = result * (n - steps + i) / i
            i += 1
        }
        return result
    }
}

extension ExpressionNode {
    /// Whether a bound of some sum or product in the tree has a parameter (a relation's y): then the number of
    /// terms is not known before the point is.
    var hasSeriesBoundWithParameters: Bool {
        if case .series(let series) = self, !series.from.parameters.isEmpty || !series.to.parameters.isEmpty { return true }
        return children.contains { $0.hasSeriesBoundWithParameters }
    }
}
