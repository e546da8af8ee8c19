import Foundation
@testable import PlotCore

/// The language's values by the plainest possible route: a walk of the syntax tree in the written
/// order (docs/language.md#evaluation), one IEEE operation per written operation. Tests hold the compiler's fused
/// instructions against it, and `nudge` (applied to every math-library result: sin, ln, pow…)
/// lets them ask what the value would be with a slightly different math library.
struct ReferenceEvaluator {
    var nudge: (Double) -> Double
    /// The values of the indices of the sums around the node.
    var indices: [Character: Double] = [:]

    func value(_ node: ExpressionNode, at x: Double) -> Double {
        switch node {
        case .number(let value, _): return value
        case .constant(let constant): return constant.value
        case .variable: return x
        case .parameter(let name): preconditionFailure("compile with a value for parameter '\(name)'")
        case .index(let letter): return indices[letter]!
        case .binomial(let n, let k): return Arithmetic.binomial(value(n, at: x), value(k, at: x))
        case .series(let series):
            var budget = ExpressionLimits.maximumSeriesTerms
            if indices.isEmpty, !SeriesTerms.fit(node, budget: &budget) { return .nan }
            let (from, to) = (value(series.from, at: x), value(series.to, at: x))
            guard from.isFinite, to.isFinite, from == from.rounded(), to == to.rounded() else { return .nan }
            var result = series.kind == .sum ? 0.0 : 1.0
            var inner = self
            var k = from
            while k <= to {
                inner.indices[series.index] = k
                let term = inner.value(series.body, at: x)
                result = k == from ? term : series.kind == .sum ? result + term : result * term
                k += 1
            }
            return result
        case .sum(let terms):
            var sum = value(terms[0].node, at: x)
            for term in terms.dropFirst() {
                let v = value(term.node, at: x)
                sum = term.isSubtracted ? sum - v : sum + v
            }
            return sum
        case .product(let factors):
            var product = value(factors[0].node, at: x)
            for factor in factors.dropFirst() {
                let v = value(factor.node, at: x)
                product = factor.isDivisor ? product / v : product * v
            }
            return product
        case .negate(let operand):
            return -value(operand, at: x)
        case .call(let function, let argument):
            let v = value(argument, at: x)
            switch function {
            case .abs, .sqrt, .floor, .ceil, .sign: return function.apply(v)
            // The library's cos, sin or tan, then one correctly rounded division.
            case .sec: return 1 / nudge(cos(v))
            case .csc: return 1 / nudge(sin(v))
            case .cot: return 1 / nudge(tan(v))
            default: return nudge(function.apply(v))
            }
        case .extremum(let extremum, let arguments):
            var result = value(arguments[0], at: x)
            for argument in arguments.dropFirst() {
                let v = value(argument, at: x)
                // NaN if either is NaN; of −0 and 0, min takes −0 and max 0.
                if result.isNaN || v.isNaN { result = .nan; continue }
                let takesV = extremum == .min ? (v < result || (v == result && v.sign == .minus))
                                              : (v > result || (v == result && v.sign == .plus))
                if takesV { result = v }
            }
            return result
        case .piecewise(let branches):
            // The first branch whose every comparison holds (never with NaN); NaN where none does.
            for branch in branches {
                let holds = branch.condition?.links.allSatisfy { link in
                    link.comparison.holds(value(link.left, at: x), value(link.right, at: x))
                } ?? true
                if holds { return value(branch.value, at: x) }
            }
            return .nan
        case .power(let base, let exponent):
            let b = value(base, at: x)
            // A fraction of whole numbers with an odd denominator is a real root (docs/language.md#roots).
            if let root = RationalExponent(exponent), root.hasOddDenominator {
                let magnitude = nudge(pow(Swift.abs(b), root.value))
                return b < 0 && root.numeratorIsOdd ? -magnitude : magnitude
            }
            let e = value(exponent, at: x)
            // A whole exponent without x is repeated multiplication (x·x, x·x·x, then by squaring).
            if !exponent.containsVariable, e == e.rounded(), Swift.abs(e) <= 64 {
                if e == 2 { return b * b }
                if e == 3 { return b * b * b }
                return Arithmetic.integerPower(b, Int(e))
            }
            // A whole power of a sum's index past 64: pow at the multiple of the anchor step below it,
            // then one multiplication per step (docs/language.md#sums-and-products).
            if exponent.containsSeriesPart, e == e.rounded(), e > 64, e <= Double(ExpressionLimits.maximumSeriesTerms) {
                let anchor = Int(e) - Int(e) % SharedSeries.powerAnchor
                var power = nudge(pow(b, Double(anchor)))
                for _ in anchor..<Int(e) { power *= b }
                return power
            }
            return nudge(pow(b, e))
        }
    }
}
