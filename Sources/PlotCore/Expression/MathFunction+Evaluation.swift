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
        }
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

    /// Real root power `a^(p/q)`, q odd: negative bases allowed; `oddNumerator` keeps the sign.
    @inline(__always)
    static func rootPower(_ a: Double, _ exponent: Double, oddNumerator: Bool) -> Double {
        if a >= 0 { return Foundation.pow(a, exponent) }
        let magnitude = Foundation.pow(-a, exponent)
        return oddNumerator ? -magnitude : magnitude
    }
}
