import PlotCore

/// Short decimal text for SVG coordinates: ``DecimalText/fixed(_:decimals:)`` (printf's rounding,
/// without Foundation's slow formatter), trailing zeros and "-0" dropped, "0.5" written ".5".
enum SVGNumber {
    static func text(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        guard Swift.abs(value) < 1e15 else { return "\(value)" }
        let decimals = min(max(decimals, 0), 6)
        // The common case, written byte by byte: path data holds thousands of these per page.
        guard let (magnitude, negative) = DecimalText.scaled(value, decimals: decimals) else { return slowText(value, decimals: decimals) }
        return text(magnitude: magnitude, negative: negative, decimals: decimals)
    }

    /// `value` rounded to `decimals` decimals as a whole number of units of the last decimal (2.25 → 225
    /// for 2 decimals), rounded as ``text(_:decimals:)`` rounds; `value` is clamped to ±1e9 first (no
    /// SVG coordinate goes near that). Path data writes each point as the difference of these from the last.
    static func units(_ value: Double, decimals: Int) -> Int64 {
        let decimals = min(max(decimals, 0), 6)
        let clamped = value.isNaN ? 0 : min(max(value, -1e9), 1e9)
        guard let (magnitude, negative) = DecimalText.scaled(clamped, decimals: decimals) else { return 0 }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    /// The text of a whole number of units of the last of `decimals` decimals (-225, 2 → "-2.25").
    static func text(units: Int64, decimals: Int) -> String {
        text(magnitude: units.magnitude, negative: units < 0, decimals: min(max(decimals, 0), 6))
    }

    private static func text(magnitude: UInt64, negative: Bool, decimals: Int) -> String {
        // Bytes from the right: the fraction without its trailing zeros, the point, the whole part.
        var reversed: [UInt8] = []
        reversed.reserveCapacity(24)
        var rest = magnitude, fractionDigits = decimals
        while fractionDigits > 0, rest % 10 == 0 {
            rest /= 10
            fractionDigits -= 1
        }
        for _ in 0..<fractionDigits {
            reversed.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        if fractionDigits > 0 { reversed.append(UInt8(ascii: ".")) }
        // The whole part; "0.5" is written ".5", and a zero value is "0" (never "-0").
        if rest > 0 || fractionDigits == 0 {
            repeat {
                reversed.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
        }
        if negative, magnitude != 0 { reversed.append(UInt8(ascii: "-")) }
        return String(decoding: reversed.reversed(), as: UTF8.self)
    }

    /// The text by way of ``DecimalText/fixed(_:decimals:)``, for what the fast path leaves out.
    static func slowText(_ value: Double, decimals: Int) -> String {
        var text = DecimalText.fixed(value, decimals: decimals)
        if text.utf8.contains(UInt8(ascii: ".")) {  // the byte view: String.contains(String) goes through Foundation
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }
}
