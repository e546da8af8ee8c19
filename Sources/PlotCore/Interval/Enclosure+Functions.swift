import Foundation

/// The language's functions of one argument on enclosures (docs/sampling.md#interval-arithmetic): each on the part of
/// the argument inside its domain (what lies outside is NaN: not defined everywhere), monotone pieces bounded from
/// their ends, sin, cos and tan split at their extremes and poles. `Public/js/interval/enclosure-functions.js`
/// computes the same bounds.
extension Enclosure {
    /// `function(a)`; sec, csc and cot are 1/cos, 1/sin and 1/tan, the very division the compiled expression makes.
    func applying(_ function: MathFunction) -> Enclosure {
        if isEmpty { return .empty }
        switch function {
        case .sin: return periodic(function, peak: Double.pi / 2, trough: -Double.pi / 2)
        case .cos: return periodic(function, peak: 0, trough: Double.pi)
        case .tan: return tangent()
        case .sec: return Enclosure(point: 1) / applying(.cos)
        case .csc: return Enclosure(point: 1) / applying(.sin)
        case .cot: return cotangent()
        case .asin: return monotone(function, domain: -1...1, increasing: true)
        case .acos: return monotone(function, domain: -1...1, increasing: false)
        case .atan, .sinh, .tanh, .exp: return monotone(function, domain: -.infinity ... .infinity, increasing: true)
        case .ln, .log: return monotone(function, domain: 0 ... .infinity, increasing: true)
        case .sqrt: return squareRoot()
        case .cosh: return hyperbolicCosine()
        case .abs:
            if lower >= 0 { return self }
            if upper <= 0 { return -self }
            return Enclosure(0, Swift.max(-lower, upper), hasNoNaN: hasNoNaN, continuous: continuous)
        case .floor, .ceil:
            let (low, high) = (function.apply(lower), function.apply(upper))
            return Enclosure(low, high, hasNoNaN: hasNoNaN, continuous: continuous && low == high)
        case .factorial: return factorial()
        case .sign:
            let (low, high) = (function.apply(lower), function.apply(upper))
            return Enclosure(low == 0 ? 0 : low, high == 0 ? 0 : high, hasNoNaN: hasNoNaN, continuous: continuous && low == high)
        }
    }

    /// The library's value at `v` with its bounds: exact where the function is known exactly there (0 at 0, 1 at 0
    /// for cos, cosh and exp, 0 at 1 for ln, log and acos), widened by ``OutwardRounding/libraryUlps`` elsewhere.
    static func libraryBounds(_ function: MathFunction, at v: Double) -> (lower: Double, upper: Double) {
        let value = function.apply(v)
        switch function {
        case .sin, .tan, .asin, .atan, .sinh, .tanh, .cos, .cosh, .exp:
            if v == 0 { return (value, value) }
        case .ln, .log, .acos:
            if v == 1 { return (value, value) }
        default:
            break
        }
        return OutwardRounding.library(value)
    }

    /// A function monotone on `domain`: NaN outside it, bounded from the ends of the part inside.
    private func monotone(_ function: MathFunction, domain: ClosedRange<Double>, increasing: Bool) -> Enclosure {
        let (low, high) = (Swift.max(lower, domain.lowerBound), Swift.min(upper, domain.upperBound))
        if low > high { return .empty }
        let inside = lower >= domain.lowerBound && upper <= domain.upperBound
        let (atLow, atHigh) = (Enclosure.libraryBounds(function, at: low), Enclosure.libraryBounds(function, at: high))
        let (bottom, top) = increasing ? (atLow.lower, atHigh.upper) : (atHigh.lower, atLow.upper)
        return Enclosure(bottom, top, hasNoNaN: hasNoNaN && inside, continuous: continuous && inside)
    }

    private func squareRoot() -> Enclosure {
        let (low, high) = (Swift.max(lower, 0), upper)
        if low > high { return .empty }
        return Enclosure(OutwardRounding.squareRoot(low).lower, OutwardRounding.squareRoot(high).upper,
                         hasNoNaN: hasNoNaN && lower >= 0, continuous: continuous && lower >= 0)
    }

    private func hyperbolicCosine() -> Enclosure {
        let (atLower, atUpper) = (Enclosure.libraryBounds(.cosh, at: lower), Enclosure.libraryBounds(.cosh, at: upper))
        let top = Swift.max(atLower.upper, atUpper.upper)
        let bottom = containsZero ? 1 : upper < 0 ? atUpper.lower : atLower.lower
        return Enclosure(bottom, top, hasNoNaN: hasNoNaN, continuous: continuous)
    }

    /// sin or cos: −1 … 1 over a period or more; elsewhere the values at the ends, and 1 or −1 where a peak or a
    /// trough lies between them. NaN at ±∞.
    private func periodic(_ function: MathFunction, peak: Double, trough: Double) -> Enclosure {
        let period = 2 * Double.pi
        let hasNoNaN = self.hasNoNaN && lower.isFinite && upper.isFinite
        let (low, high) = (Swift.max(lower, -.greatestFiniteMagnitude), Swift.min(upper, .greatestFiniteMagnitude))
        if low > high { return .empty }
        if !(high - low < period) || Swift.abs(low) > Enclosure.largestReducedArgument || Swift.abs(high) > Enclosure.largestReducedArgument {
            return Enclosure(-1, 1, hasNoNaN: hasNoNaN, continuous: continuous)
        }
        let (atLow, atHigh) = (Enclosure.libraryBounds(function, at: low), Enclosure.libraryBounds(function, at: high))
        var (bottom, top) = (Swift.min(atLow.lower, atHigh.lower), Swift.max(atLow.upper, atHigh.upper))
        if Enclosure.reaches(low, high, offset: peak, period: period) { top = 1 }
        if Enclosure.reaches(low, high, offset: trough, period: period) { bottom = -1 }
        return Enclosure(Swift.max(bottom, -1), Swift.min(top, 1), hasNoNaN: hasNoNaN, continuous: continuous)
    }

    /// tan: increasing between its poles at π/2 + kπ; all of −∞ … ∞ (not continuous) where a pole may lie between
    /// the ends.
    private func tangent() -> Enclosure {
        let hasNoNaN = self.hasNoNaN && lower.isFinite && upper.isFinite
        let (low, high) = (Swift.max(lower, -.greatestFiniteMagnitude), Swift.min(upper, .greatestFiniteMagnitude))
        if low > high { return .empty }
        if !(high - low < Double.pi) || Swift.abs(low) > Enclosure.largestReducedArgument || Swift.abs(high) > Enclosure.largestReducedArgument
            || Enclosure.reaches(low, high, offset: Double.pi / 2, period: Double.pi) {
            return Enclosure(-.infinity, .infinity, hasNoNaN: hasNoNaN, continuous: false)
        }
        return Enclosure(Enclosure.libraryBounds(.tan, at: low).lower, Enclosure.libraryBounds(.tan, at: high).upper,
                         hasNoNaN: hasNoNaN, continuous: continuous)
    }

    /// cot = 1/tan: decreasing between its poles at kπ (where tan is 0), through tan's poles, where it is 0; all of
    /// −∞ … ∞ (not continuous) where a pole may lie between the ends. The ends are 1/tan, bounded.
    private func cotangent() -> Enclosure {
        let hasNoNaN = self.hasNoNaN && lower.isFinite && upper.isFinite
        let (low, high) = (Swift.max(lower, -.greatestFiniteMagnitude), Swift.min(upper, .greatestFiniteMagnitude))
        if low > high { return .empty }
        if !(high - low < Double.pi) || Swift.abs(low) > Enclosure.largestReducedArgument || Swift.abs(high) > Enclosure.largestReducedArgument
            || Enclosure.reaches(low, high, offset: 0, period: Double.pi) {
            return Enclosure(-.infinity, .infinity, hasNoNaN: hasNoNaN, continuous: false)
        }
        let reciprocal = { (v: Double) -> Enclosure in
            let tangent = Enclosure.libraryBounds(.tan, at: v)
            return Enclosure(point: 1) / Enclosure(tangent.lower, tangent.upper, hasNoNaN: true, continuous: true)
        }
        return Enclosure(reciprocal(high).lower, reciprocal(low).upper, hasNoNaN: hasNoNaN, continuous: continuous)
    }

    /// Beyond this the period is not told apart from rounding: sin and cos take all of −1 … 1, tan everything.
    static let largestReducedArgument = 1e9

    /// Whether `offset + k·period` may lie in `low … high` for a whole k. The count of periods is computed in doubles,
    /// so a point within a relative 10⁻¹² of an end counts as inside: never missed, sometimes taken when just outside.
    static func reaches(_ low: Double, _ high: Double, offset: Double, period: Double) -> Bool {
        let (first, last) = ((low - offset) / period, (high - offset) / period)
        let slack = 1e-12 * Swift.max(1, Swift.abs(first), Swift.abs(last))
        return (last + slack).rounded(.down) >= (first - slack).rounded(.up)
    }
}
