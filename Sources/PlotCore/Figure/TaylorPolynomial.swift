import Foundation

/// The Taylor polynomial of a function at a point (docs/manifest.md#taylor-polynomials): its coefficients
/// f⁽ᵏ⁾(a)/k! from the exact derivatives (docs/language.md#derivatives), the polynomial written out for the
/// legend (`x − x³/6 + x⁵/120`: a coefficient as an exact fraction where k!·c is a whole number, else to six
/// significant digits), and an expression of the language that draws it, its degree perhaps a slider.
public enum TaylorPolynomial {
    /// The highest degree a Taylor polynomial may have.
    public static let maximumDegree = 20

    /// f⁽ᵏ⁾(a)/k! for k = 0 … `degree`; nil from the first derivative that has no value at `a` (or is too large
    /// to write out) on.
    public static func coefficients(of expression: Expression, at a: Double, through degree: Int,
                                    parameters: [Character: Double] = [:]) -> [Double?] {
        // Power series arithmetic where it covers the tree and f(a) agrees with the compiled value; else the
        // symbolic derivatives, one after the other.
        let value = expression.compiled(parameters: parameters).value(at: a)
        if let value, let jets = TaylorJets(a: a, count: degree + 1, parameters: parameters).series(expression.root),
           jets.allSatisfy(\.isFinite), Swift.abs(jets[0] - value) <= 1e-12 * Swift.max(1, Swift.abs(value)) {
            return jets
        }
        var tree: Expression? = expression
        var result: [Double?] = []
        for k in 0...degree {
            let value = tree.flatMap { $0.compiled(parameters: parameters).value(at: a) }
            result.append(value.map { $0 / Arithmetic.factorial(Double(k)) })
            if value == nil { tree = nil }
            if k < degree { tree = tree?.derivative() }
        }
        return result
    }

    /// The first k ≤ `degree` whose coefficient has no value, or nil when all have one.
    public static func missingDerivative(_ coefficients: [Double?], degree: Int) -> Int? {
        (0...degree).first { coefficients[$0] == nil }
    }

    /// The polynomial of degree `degree` as a tree, whose description is what the legend writes:
    /// `x − x³/6 + x⁵/120`, `1 + (x − 1) + (x − 1)²/2`; 0 where every coefficient is 0.
    public static func polynomial(_ coefficients: [Double?], at a: Double, degree: Int) -> ExpressionNode {
        let base: ExpressionNode = a == 0 ? .variable
            : .sum([.init(isSubtracted: false, node: .variable), .init(isSubtracted: a > 0, node: number(Swift.abs(a)))])
        var terms: [ExpressionNode.Term] = []
        for k in 0...degree {
            guard let c = coefficients[k], c != 0 else { continue }
            let power: ExpressionNode? = k == 0 ? nil : k == 1 ? base : .power(base: base, exponent: number(Double(k)))
            var factors: [ExpressionNode.Factor] = []
            if let (p, q) = fraction(Swift.abs(c), k) {
                if p != 1 || power == nil { factors.append(.init(isDivisor: false, node: number(Double(p)))) }
                if let power { factors.append(.init(isDivisor: false, node: power)) }
                if q != 1 { factors.append(.init(isDivisor: true, node: number(Double(q)))) }
            } else {
                factors.append(.init(isDivisor: false, node: number(Swift.abs(c))))
                if let power { factors.append(.init(isDivisor: false, node: power)) }
            }
            let node: ExpressionNode = factors.count == 1 ? factors[0].node : .product(factors)
            // The first term carries its own sign; the others are added or subtracted.
            terms.append(terms.isEmpty ? .init(isSubtracted: false, node: c < 0 ? .negate(node) : node)
                                       : .init(isSubtracted: c < 0, node: node))
        }
        if terms.isEmpty { return number(0) }
        return terms.count == 1 ? terms[0].node : .sum(terms)
    }

    /// `c` as p/q in lowest terms where m·k!·c is a whole number below 2⁵³ for some m = 1 … 64 (`1/120`, `1/8`),
    /// else nil.
    static func fraction(_ c: Double, _ k: Int) -> (UInt64, UInt64)? {
        let factorial = Arithmetic.factorial(Double(k))
        for m in 1...64 {
            let denominator = factorial * Double(m)
            guard denominator < 0x1p63 else { return nil }
            let numerator = c * denominator
            let whole = numerator.rounded()
            guard whole >= 1, whole < 0x1p53, Swift.abs(numerator - whole) <= 1e-9 * whole else { continue }
            var (p, q) = (UInt64(whole), UInt64(denominator))
            var (x, y) = (p, q)
            while y != 0 { (x, y) = (y, x % y) }
            p /= x
            q /= x
            return (p, q)
        }
        return nil
    }

    /// A number as a literal of the language: a whole one as its digits, any other to six significant digits.
    private static func number(_ value: Double) -> ExpressionNode {
        if value == value.rounded(), value < 0x1p63 { return .number(value, text: String(Int64(value))) }
        let text = DecimalText.significant(value, digits: 6).replacingOccurrences(of: "-", with: "\u{2212}")
        return .number(Double(text.replacingOccurrences(of: "\u{2212}", with: "-")) ?? value, text: text)
    }

    /// An expression of the language that draws the polynomial: the terms of degree ≤ `degree`, or, with a
    /// slider's letter, each term k where the slider is at least k (`{n ≥ 3: −0.16666666666666666·x^3, 0}`),
    /// up to `through`. A coefficient without a value makes the polynomial undefined from its degree on.
    /// Coefficients are written so that they read back to the same doubles.
    public static func source(_ coefficients: [Double?], at a: Double, degree: Int, slider: Character?) -> String {
        let base = a == 0 ? "x" : "(x - (\(a.javaScriptText)))"
        var terms: [String] = []
        for k in 0...degree {
            let term: String
            if let c = coefficients[k] {
                if c == 0 { continue }
                term = k == 0 ? "(\(c.javaScriptText))" : "(\(c.javaScriptText))*\(base)^\(k)"
            } else {
                term = "0/0"
            }
            terms.append(slider.map { "{\($0) >= \(k): \(term), 0}" } ?? term)
        }
        return terms.isEmpty ? "0" : terms.joined(separator: " + ")
    }
}
