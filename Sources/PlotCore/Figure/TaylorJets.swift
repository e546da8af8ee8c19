import Foundation

/// Taylor coefficients by arithmetic on truncated power series (automatic differentiation in Taylor mode): each
/// node of the tree becomes its series at `a`, c₀ + c₁h + … + c_N h^N with h = x − a, by the recurrences for
/// products, quotients, powers, exp, ln, sin, cos and their kin. The coefficients are those of the exact
/// derivatives, f⁽ᵏ⁾(a)/k!, without writing the derivatives out (their trees can double at every order, as
/// 1/(1 − x)'s quotient rule does). nil where a node is not covered here (abs at its kink, a piecewise function,
/// asin…), where `TaylorPolynomial` falls back to the symbolic derivatives.
struct TaylorJets {
    let a: Double
    let count: Int
    let parameters: [Character: Double]

    /// The series of `node` at `a`, `count` coefficients; nil where not covered or where the series has no value.
    func series(_ node: ExpressionNode) -> [Double]? {
        switch node {
        case .number(let value, _): return constant(value)
        case .constant(let constant): return self.constant(constant.value)
        case .parameter(let name): return parameters[name].map(constant)
        case .variable:
            var result = constant(a)
            if count > 1 { result[1] = 1 }
            return result
        case .sum(let terms):
            var result = zeros
            for term in terms {
                guard let s = series(term.node) else { return nil }
                for k in 0..<count { result[k] += term.isSubtracted ? -s[k] : s[k] }
            }
            return result
        case .product(let factors):
            var result = constant(1)
            for factor in factors {
                guard let s = series(factor.node) else { return nil }
                guard let next = factor.isDivisor ? divide(result, s) : multiply(result, s) else { return nil }
                result = next
            }
            return result
        case .negate(let operand):
            return series(operand).map { $0.map { -$0 } }
        case .power(let base, let exponent):
            return power(base, exponent)
        case .call(let function, let argument):
            guard let u = series(argument) else { return nil }
            return call(function, u)
        default:
            return nil
        }
    }

    private var zeros: [Double] { [Double](repeating: 0, count: count) }

    private func constant(_ value: Double) -> [Double] {
        var result = zeros
        result[0] = value
        return result
    }

    private func multiply(_ u: [Double], _ v: [Double]) -> [Double] {
        (0..<count).map { k in (0...k).reduce(0.0) { $0 + u[$1] * v[k - $1] } }
    }

    private func divide(_ u: [Double], _ v: [Double]) -> [Double]? {
        guard v[0] != 0 else { return nil }
        var q = zeros
        for k in 0..<count {
            var s = u[k]
            for i in stride(from: 1, through: k, by: 1) { s -= v[i] * q[k - i] }
            q[k] = s / v[0]
        }
        return q
    }

    private func power(_ base: ExpressionNode, _ exponent: ExpressionNode) -> [Double]? {
        guard let u = series(base) else { return nil }
        if exponent.containsVariable {
            guard let v = series(exponent), let logarithm = call(.ln, u) else { return nil }
            return call(.exp, multiply(v, logarithm))
        }
        guard !exponent.containsSeriesPart else { return nil }
        let c = ConstantFolder.value(of: exponent.substituting(parameters))
        if c == c.rounded(), Swift.abs(c) <= 64 {
            var result = constant(1)
            for _ in 0..<Int(Swift.abs(c)) { result = multiply(result, u) }
            return c < 0 ? divide(constant(1), result) : result
        }
        // (uᶜ)ₖ = Σᵢ (c·i − (k − i))·uᵢ·pₖ₋ᵢ / (k·u₀), from p′·u = c·p·u′.
        guard u[0] != 0 else { return nil }
        let first = RationalExponent(exponent).flatMap { $0.hasOddDenominator ? $0 : nil }
            .map { Arithmetic.rootPower(u[0], $0.value, oddNumerator: $0.numeratorIsOdd) } ?? Foundation.pow(u[0], c)
        guard first.isFinite else { return nil }
        return powerSeries(u, c, first: first)
    }

    private func call(_ function: MathFunction, _ u: [Double]) -> [Double]? {
        switch function {
        case .exp:
            var e = constant(Foundation.exp(u[0]))
            for k in stride(from: 1, to: count, by: 1) {
                e[k] = (1...k).reduce(0.0) { $0 + Double($1) * u[$1] * e[k - $1] } / Double(k)
            }
            return e
        case .ln, .log:
            guard u[0] > 0 else { return nil }
            var l = constant(Foundation.log(u[0]))
            for k in stride(from: 1, to: count, by: 1) {
                var s = u[k]
                for i in stride(from: 1, to: k, by: 1) { s -= Double(i) * l[i] * u[k - i] / Double(k) }
                l[k] = s / u[0]
            }
            return function == .ln ? l : l.map { $0 / Foundation.log(10) }
        case .sin, .cos, .tan, .sec, .csc, .cot:
            let (s, c) = sineAndCosine(u, hyperbolic: false)
            switch function {
            case .sin: return s
            case .cos: return c
            case .tan: return divide(s, c)
            case .sec: return divide(constant(1), c)
            case .csc: return divide(constant(1), s)
            default: return divide(c, s)
            }
        case .sinh, .cosh, .tanh:
            let (s, c) = sineAndCosine(u, hyperbolic: true)
            return function == .sinh ? s : function == .cosh ? c : divide(s, c)
        case .sqrt:
            guard u[0] > 0 else { return nil }
            return powerSeries(u, 0.5)
        case .abs:
            return u[0] > 0 ? u : u[0] < 0 ? u.map { -$0 } : nil
        default:
            return nil
        }
    }

    /// uᶜ for a real c and u₀ ≠ 0 (its first coefficient u₀ᶜ given for a real root of a negative), by the recurrence.
    private func powerSeries(_ u: [Double], _ c: Double, first: Double? = nil) -> [Double] {
        var p = constant(first ?? Foundation.pow(u[0], c))
        for k in stride(from: 1, to: count, by: 1) {
            var s = 0.0
            for i in 1...k { s += (c * Double(i) - Double(k - i)) * u[i] * p[k - i] }
            p[k] = s / (Double(k) * u[0])
        }
        return p
    }

    /// sin u and cos u (or sinh u and cosh u) together, each recurrence needing the other.
    private func sineAndCosine(_ u: [Double], hyperbolic: Bool) -> ([Double], [Double]) {
        var s = constant(hyperbolic ? Foundation.sinh(u[0]) : Foundation.sin(u[0]))
        var c = constant(hyperbolic ? Foundation.cosh(u[0]) : Foundation.cos(u[0]))
        for k in stride(from: 1, to: count, by: 1) {
            var sk = 0.0, ck = 0.0
            for i in 1...k {
                sk += Double(i) * u[i] * c[k - i]
                ck += Double(i) * u[i] * s[k - i]
            }
            s[k] = sk / Double(k)
            c[k] = (hyperbolic ? ck : -ck) / Double(k)
        }
        return (s, c)
    }
}
