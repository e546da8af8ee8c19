import Foundation

/// How numbers are printed for people: up to 12 significant digits, no trailing zeros, so that
/// 4.2 − 13.3 shows as -9.1 and not -9.100000000000001.
enum NumberText {
    static func readable(_ value: Double, significantDigits: Int = 12) -> String {
        if value == 0 { return "0" }
        var text = String(format: "%.\(significantDigits)g", value)
        // Trim a fraction's trailing zeros, keeping any exponent ("1.500000e+21" → "1.5e+21").
        if text.contains(".") {
            let parts = text.split(separator: "e", maxSplits: 1)
            var mantissa = String(parts[0])
            while mantissa.hasSuffix("0") { mantissa.removeLast() }
            if mantissa.hasSuffix(".") { mantissa.removeLast() }
            text = parts.count > 1 ? mantissa + "e" + parts[1] : mantissa
        }
        return text
    }
}
