extension Double {
    /// The text JavaScript's `String(value)` gives: the shortest digits that read back to the same
    /// double, in ECMAScript's layout (`0.000001`, `1e-7`, `123456789012345680000`, `1.5e+21`,
    /// `NaN`, `Infinity`, and `0` for −0). For data attributes the page's script writes too, so that
    /// a value reads the same whichever side wrote it.
    public var javaScriptText: String {
        if isNaN { return "NaN" }
        if isInfinite { return self < 0 ? "-Infinity" : "Infinity" }
        if self == 0 { return "0" }
        // Swift's description has the same shortest digits; only the layout differs ("1e-07").
        var text = Swift.abs(self).description
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...])!
            text = String(text[..<e])
        }
        var pointOffset = text.firstIndex(of: ".").map { text.distance(from: text.startIndex, to: $0) } ?? text.count
        var digits = text.filter { $0 != "." }
        // Leading zeros ("0.001") move the point; trailing zeros ("100.0") are not digits.
        while digits.count > 1, digits.first == "0" {
            digits.removeFirst()
            pointOffset -= 1
        }
        while digits.count > 1, digits.last == "0" { digits.removeLast() }
        // value = 0.d₁d₂…d_k × 10^n in ECMAScript's terms.
        let n = pointOffset + exponent, k = digits.count
        let sign = self < 0 ? "-" : ""
        if k <= n, n <= 21 { return sign + digits + String(repeating: "0", count: n - k) }
        if 0 < n, n <= 21 { return sign + digits.prefix(n) + "." + digits.dropFirst(n) }
        if -6 < n, n <= 0 { return sign + "0." + String(repeating: "0", count: -n) + digits }
        let power = n - 1
        let mantissa = k == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
        return sign + mantissa + "e" + (power < 0 ? "-" : "+") + String(Swift.abs(power))
    }
}
