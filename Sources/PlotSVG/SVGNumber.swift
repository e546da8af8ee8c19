import PlotCore

/// Short decimal text for SVG coordinates: ``DecimalText/fixed(_:decimals:)`` (printf's rounding,
/// without Foundation's slow formatter), trailing zeros and "-0" dropped, "0.5" written ".5".
enum SVGNumber {
    static func text(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        guard Swift.abs(value) < 1e15 else { return "\(value)" }
        var text = DecimalText.fixed(value, decimals: min(max(decimals, 0), 6))
        if text.utf8.contains(UInt8(ascii: ".")) {  // the byte view: String.contains(String) goes through Foundation
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }
}
