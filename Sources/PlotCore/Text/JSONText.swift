/// JSON text, escaped in this one place: the commands' machine-readable output and the data a
/// page carries for its script.
public enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else as it is (JSON is UTF-8).
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            // Line and paragraph separators are valid JSON but end a line in older JavaScript.
            case "\u{2028}", "\u{2029}": result += "\\u" + hex(scalar.value)
            case _ where scalar.value < 0x20: result += "\\u" + hex(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number that reads back to the same double, or `null` for no value (nil, NaN, ±∞).
    /// Swift's `description` is the shortest such text and keeps the sign of −0 (`-0.0`); every
    /// form it writes (`0.1`, `1e-20`, `5e-324`, `1.7976931348623157e+308`) is a JSON number.
    public static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return value.description
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
