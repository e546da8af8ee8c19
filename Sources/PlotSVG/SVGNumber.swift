import Foundation

/// Short decimal text for SVG coordinates: fixed decimals, trailing zeros and "-0" dropped.
enum SVGNumber {
    static func text(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        // "0.5" → ".5" and "-0.5" → "-.5" are valid SVG and shorter.
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }
}
