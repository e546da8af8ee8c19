import Foundation

extension MathFunction {
    /// The function's value in IEEE double; NaN outside the real domain.
    @inline(__always)
    public func apply(_ v: Double) -> Double {
        switch self {
        case .sin: return Foundation.sin(v)
        case .cos: return Foundation.cos(v)
        case .tan: return Foundation.tan(v)
        case .asin: return Foundation.asin(v)
        case .acos: return Foundation.acos(v)
        case .atan: return Foundation.atan(v)
        case .sinh: return Foundation.sinh(v)
        case .cosh: return Foundation.cosh(v)
        case .tanh: return Foundation.tanh(v)
        case .ln: return Foundation.log(v)
        case .log: return Foundation.log10(v)
        case .exp: return Foundation.exp(v)
        case .abs: return Swift.abs(v)
        case .sqrt: return v.squareRoot()
        case .floor: return v.rounded(.down)
        case .ceil: return v.rounded(.up)
        // 1 or −1, and ±0 and NaN themselves, as JS's Math.sign.
        case .sign: return v > 0 ? 1 : v < 0 ? -1 : v
        // Exactly this division, in JS too, so that both round alike.
        case .sec: return 1 / Foundation.cos(v)
        case .csc: return 1 / Foundation.sin(v)
        case .cot: return 1 / Foundation.tan(v)
        case .factorial: return Arithmetic.factorial(v)
        }
    }
}

extension Comparison {
    /// Whether `a` compares so with `b`; false where either is NaN, and −0 = 0 (IEEE comparisons).
    @inline(__always)
    func holds(_ a: Double, _ b: Double) -> Bool {
        switch self {
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        case .equal: return a == b
        }
    }
}

extension Extremum {
    /// `min(a, b)` or `max(a, b)` (``Arithmetic/minimum(_:_:)``, ``Arithmetic/maximum(_:_:)``).
    @inline(__always)
    func apply(_ a: Double, _ b: Double) -> Double {
        self == .min ? Arithmetic.minimum(a, b) : Arithmetic.maximum(a, b)
    }
}

/// Shared arithmetic of the interpreter and the constant folder, so both round alike.
enum Arithmetic {
    /// `a^n` for whole n by repeated squaring; exact sign for negative bases.
    @inline(__always)
    static func integerPower(_ a: Double, _ n: Int) -> Double {
        var base = a
        var exponent = n.magnitude
        var result = 1.0
        while exponent > 0 {
            if exponent & 1 == 1 { result *= base }
            exponent >>= 1
            if exponent > 0 { base *= base }
        }
        return n < 0 ? 1 / result : result
    }

    /// The smaller of two values as JS's `Math.min` gives it: NaN if either is NaN, and −0 of −0 and 0.
    /// (Swift's `min` and `Double.minimum` answer otherwise for NaN or for zeros of both signs.)
    @inline(__always)
    static func minimum(_ a: Double, _ b: Double) -> Double {
        if a < b { return a }
        if b < a { return b }
        if a.isNaN || b.isNaN { return .nan }
        return a.sign == .minus ? a : b  // equal: only the sign of a zero can tell them apart
    }

    /// The larger of two values as JS's `Math.max` gives it: NaN if either is NaN, and 0 of −0 and 0.
    @inline(__always)
    static func maximum(_ a: Double, _ b: Double) -> Double {
        if a > b { return a }
        if b > a { return b }
        if a.isNaN || b.isNaN { return .nan }
        return a.sign == .plus ? a : b
    }

    /// Real root power `a^(p/q)`, q odd: negative bases allowed; `oddNumerator` keeps the sign.
    @inline(__always)
    static func rootPower(_ a: Double, _ exponent: Double, oddNumerator: Bool) -> Double {
        if a >= 0 { return Foundation.pow(a, exponent) }
        let magnitude = Foundation.pow(-a, exponent)
        return oddNumerator ? -magnitude : magnitude
    }
}
