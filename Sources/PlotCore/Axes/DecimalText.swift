import Foundation

/// Fast number-to-text for labels and tables. Foundation's `String(format:)` was the largest
/// cost of a site build, so the common fixed-point cases are done by integer arithmetic.
public enum DecimalText {
    private static let powersOfTen: [Double] = (0...15).map { Foundation.pow(10, Double($0)) }

    /// Like C's `%.Nf` for |value| below 1e15 (ties to even, as printf does for exact halves).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard let (magnitude, negative) = scaled(value, decimals: decimals) else {
            return String(format: "%.\(max(0, decimals))f", value)
        }
        var digits = String(magnitude)
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return negative ? "-" + digits : digits
    }

    /// `value × 10^decimals` rounded as printf rounds it (the exact value decides a tie), as a
    /// magnitude and a sign (−0 and values that round to −0 are negative, as printf writes "-0.0");
    /// nil where the fast path does not apply (decimals outside 0 … 15, non-finite, ≥ 9e15 scaled).
    /// For writers of many numbers that build their own text, such as SVG path data.
    public static func scaled(_ value: Double, decimals: Int) -> (magnitude: UInt64, negative: Bool)? {
        guard decimals >= 0, decimals < powersOfTen.count, value.isFinite,
              Swift.abs(value) * powersOfTen[decimals] < 9e15 else { return nil }
        let product = value * powersOfTen[decimals]
        var scaled = product.rounded(.toNearestOrEven)
        if Swift.abs(scaled - product) == 0.5 {
            // An apparent tie may be no tie at all (12.35 is a little less than 12.35): as printf
            // does, the exact value decides. The product's rounding error, found with a fused
            // multiply-add, says on which side of the tie the exact value lies.
            let error = (-product).addingProduct(value, powersOfTen[decimals])
            if error > 0 { scaled = product.rounded(.up) } else if error < 0 { scaled = product.rounded(.down) }
        }
        let negative = scaled < 0 || (scaled == 0 && value.sign == .minus)
        return (UInt64(Swift.abs(scaled)), negative)
    }

    /// Like C's `%.Ng` (N significant digits, trailing zeros dropped).
    public static func significant(_ value: Double, digits: Int) -> String {
        guard value != 0 else { return "0" }
        guard value.isFinite else { return String(format: "%.\(digits)g", value) }
        let exponent = Int(Foundation.log10(Swift.abs(value)).rounded(.down))
        guard exponent >= -4, exponent < digits - 1 else {
            return String(format: "%.\(digits)g", value)
        }
        return withoutTrailingZeros(fixed(value, decimals: max(0, digits - 1 - exponent)))
    }

    /// A fixed-point text without the zeros (and point) that end its fraction: `2.500` → `2.5`, `3.00` → `3`.
    public static func withoutTrailingZeros(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: ".")) else { return text }  // the byte view: String.contains(String) goes through Foundation
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Six significant digits and a true minus sign (`−0` as `0`): how a page states a number it computed.
    public static func readable(_ value: Double) -> String {
        let text = significant(value, digits: 6)
        return withMinusSigns(text == "-0" ? "0" : text)
    }

    /// Hyphen-minus to the true minus sign, which reads better in labels.
    public static func withMinusSigns(_ text: String) -> String {
        String(text.map { $0 == "-" ? "−" : $0 })
    }
}
