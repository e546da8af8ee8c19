/// A sub-tree that is a polynomial in x, such as `x³ − 2.5x² + 3.1x − 13.3`, with its coefficients.
///
/// The compiler evaluates one in a single Horner pass instead of one pass per operation, which is
/// what brings block evaluation of the seed equations close to hand-written Swift.
struct Polynomial: Equatable {
    /// `coefficients[k]` multiplies x^k.
    private(set) var coefficients: [Double]

    /// The highest power of x that one polynomial may carry (beyond it, `pow` is the better tool).
    static let maximumDegree = 64

    var degree: Int { coefficients.count - 1 }

    init(coefficients: [Double]) {
        self.coefficients = coefficients
        while self.coefficients.count > 1 && self.coefficients.last == 0 { self.coefficients.removeLast() }
    }

    /// Recognises sums, products, powers with whole exponents and constant factors over x; nil otherwise.
    init?(_ node: ExpressionNode) {
        guard let polynomial = Polynomial.of(node) else { return nil }
        self = polynomial
    }

    /// `x` itself needs no instruction at all.
    var isIdentity: Bool { coefficients == [0, 1] }

    private static func of(_ node: ExpressionNode) -> Polynomial? {
        if !node.containsVariable {
            let value = ConstantFolder.value(of: node)
            return value.isFinite ? Polynomial(coefficients: [value]) : nil
        }
        switch node {
        case .variable:
            return Polynomial(coefficients: [0, 1])
        case .negate(let operand):
            return of(operand)?.scaled(by: -1)
        case .sum(let terms):
            var total = Polynomial(coefficients: [0])
            for term in terms {
                guard let part = of(term.node) else { return nil }
                total = total.adding(term.isSubtracted ? part.scaled(by: -1) : part)
            }
            return total
        case .product(let factors):
            var total = Polynomial(coefficients: [1])
            for factor in factors {
                if factor.isDivisor {
                    // Not even division by a constant: multiplying by its reciprocal would round
                    // differently (3.7/10 would become 0.37000000000000005).
                    return nil
                } else {
                    guard let part = of(factor.node), let product = total.multiplied(by: part) else { return nil }
                    total = product
                }
                guard total.degree <= maximumDegree else { return nil }
            }
            return total
        case .power(let base, .number(let n, _)) where n == n.rounded() && n >= 0 && n <= Double(maximumDegree):
            guard let part = of(base) else { return nil }
            var result = Polynomial(coefficients: [1])
            for _ in 0..<Int(n) {
                guard let product = result.multiplied(by: part), product.degree <= maximumDegree else { return nil }
                result = product
            }
            return result
        default:
            return nil
        }
    }

    private func scaled(by factor: Double) -> Polynomial {
        Polynomial(coefficients: coefficients.map { $0 * factor })
    }

    private func adding(_ other: Polynomial) -> Polynomial {
        var sum = [Double](repeating: 0, count: max(coefficients.count, other.coefficients.count))
        for (k, c) in coefficients.enumerated() { sum[k] += c }
        for (k, c) in other.coefficients.enumerated() { sum[k] += c }
        return Polynomial(coefficients: sum)
    }

    /// Whether a single power of x carries all of it: `2.5x²`, `7`.
    private var isMonomial: Bool { coefficients.filter { $0 != 0 }.count <= 1 }

    /// The product, when one side is a monomial; nil otherwise. Expanding `(x−1)¹⁰` into its
    /// coefficients would cancel catastrophically near x = 1, so products of sums stay as written.
    private func multiplied(by other: Polynomial) -> Polynomial? {
        guard isMonomial || other.isMonomial else { return nil }
        var product = [Double](repeating: 0, count: coefficients.count + other.coefficients.count - 1)
        for (i, a) in coefficients.enumerated() {
            for (j, b) in other.coefficients.enumerated() { product[i + j] += a * b }
        }
        return Polynomial(coefficients: product)
    }
}
