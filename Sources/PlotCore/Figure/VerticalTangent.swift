/// Whether a function turns vertical at a point (docs/manifest.md#tangents-and-secants): f is continuous there and
/// f′ → +∞ or −∞ on each side where f is defined (∛x at 0, √(1 − x²) at ±1, √x at 0), so its tangent is the
/// vertical line x = a. Not at a kink (|x|), a cusp where the sides turn opposite ways (x^(2/3) at 0), a jump, or
/// a point where f is defined alone. The same steps as Public/js/figure/vertical-tangent.js.
///
/// Each side is read at three distances h from a, 2¹² times apart: there the change |f(a ± h) − f(a)| must
/// shrink by at least half from one to the next (f tends to f(a): continuous), and the difference quotients
/// must all have one sign and grow (f′ → ±∞). A side where f is undefined at all three is a domain's edge;
/// one undefined at some is neither.
enum VerticalTangent {
    /// The distances, as powers of 2 of max(1, |a|): 2⁻¹⁶, 2⁻²⁸, 2⁻⁴⁰ (about 10⁻¹² of a, where a double still
    /// has room for the change).
    static let exponents = [-16.0, -28.0, -40.0]
    /// From one distance to the next the change must shrink at least this much.
    static let shrinking = 0.5

    /// Whether f, with value `value` at a, turns vertical there.
    static func isVertical(_ f: (Double) -> Double, at a: Double, value: Double) -> Bool {
        var signs: [Double] = []
        for side in [-1.0, 1.0] {
            var quotients: [Double] = []
            var changes: [Double] = []
            for exponent in exponents {
                let x = a + side * Swift.max(1, Swift.abs(a)) * Double.pow2(exponent)
                let y = f(x)
                guard y.isFinite else { continue }
                changes.append(Swift.abs(y - value))
                quotients.append((y - value) / (x - a))
            }
            if quotients.isEmpty { continue }  // a domain's edge on this side
            guard quotients.count == exponents.count else { return false }
            for k in 1..<quotients.count {
                guard changes[k] <= shrinking * changes[k - 1], Swift.abs(quotients[k]) > Swift.abs(quotients[k - 1]),
                      (quotients[k] > 0) == (quotients[0] > 0), quotients[k] != 0 else { return false }
            }
            signs.append(quotients[0] > 0 ? 1 : -1)
        }
        return !signs.isEmpty && Set(signs).count == 1
    }
}

private extension Double {
    /// 2^exponent for a whole exponent, exactly.
    static func pow2(_ exponent: Double) -> Double { Double(sign: .plus, exponent: Int(exponent), significand: 1) }
}
