/// Short decimal text for SVG coordinates: fixed decimals, trailing zeros and "-0" dropped,
/// "0.5" written ".5", rounded as printf rounds. Integer arithmetic, because Foundation's
/// `String(format:)` dominated build time; it is kept only for the rare apparent tie.
enum SVGNumber {
    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    static func text(_ value: Double, decimals: Int) -> String {
        let decimals = min(max(decimals, 0), powersOfTen.count - 1)
        var scaled = (value * powersOfTen[decimals]).rounded()
        if Swift.abs(scaled - value * powersOfTen[decimals]) == 0.5 {
            // An apparent tie: as printf does (and svg-number.js), the exact binary value decides.
            scaled = ((Double(String(format: "%.\(decimals)f", value)) ?? value) * powersOfTen[decimals]).rounded()
        }
        guard scaled.isFinite, Swift.abs(scaled) < 1e15 else { return value.isFinite ? "\(value)" : "0" }
        var units = Int64(scaled)
        if units == 0 { return "0" }
        let negative = units < 0
        units = Swift.abs(units)
        var fractionDigits = decimals
        // Drop trailing zeros of the fraction.
        while fractionDigits > 0 && units % 10 == 0 {
            units /= 10
            fractionDigits -= 1
        }
        var digits = String(units)
        if fractionDigits > 0 {
            if digits.count <= fractionDigits {
                digits = "." + String(repeating: "0", count: fractionDigits - digits.count) + digits
            } else {
                digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
            }
        }
        return negative ? "-" + digits : digits
    }
}
