/// The value of a JavaScript string literal and the literal for a value: what a module specifier
/// means, and how a new one is written back between the old quotes.
enum JSStringLiteral {
    /// The value of `literal` (quotes included): escapes decoded, line continuations removed.
    /// A malformed escape stands for its own characters; a lone surrogate becomes U+FFFD.
    static func value(of literal: String) -> String {
        let scalars = Array(literal.unicodeScalars.dropFirst().dropLast())
        var value = String.UnicodeScalarView()
        var index = 0
        /// The number written by the hex digits at `index` (`count` of them, or up to `}` when nil).
        func hexNumber(count: Int?, at start: Int) -> (value: UInt32, end: Int)? {
            var end = start, number: UInt32 = 0
            while end < scalars.count, scalars[end].properties.isASCIIHexDigit, count.map({ end - start < $0 }) ?? true {
                number = number &* 16 &+ UInt32(Int(String(scalars[end]), radix: 16) ?? 0)
                guard number <= 0x10FFFF else { return nil }
                end += 1
            }
            guard end > start, count.map({ end - start == $0 }) ?? true else { return nil }
            return (number, end)
        }
        /// A `\u` escape at `start` (just after the `u`): a code point or a UTF-16 code unit.
        func unicodeEscape(at start: Int) -> (value: UInt32, end: Int)? {
            if start < scalars.count, scalars[start] == "{" {
                guard let (number, end) = hexNumber(count: nil, at: start + 1), end < scalars.count, scalars[end] == "}" else { return nil }
                return (number, end + 1)
            }
            return hexNumber(count: 4, at: start)
        }
        while index < scalars.count {
            let c = scalars[index]
            index += 1
            guard c == "\\", index < scalars.count else {
                value.append(c)
                continue
            }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "\r":
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
            case "\n", "\u{2028}", "\u{2029}": break
            case "b": value.append("\u{08}")
            case "f": value.append("\u{0C}")
            case "n": value.append("\n")
            case "r": value.append("\r")
            case "t": value.append("\t")
            case "v": value.append("\u{0B}")
            case "x":
                if let (number, end) = hexNumber(count: 2, at: index), let scalar = Unicode.Scalar(number) {
                    value.append(scalar)
                    index = end
                } else {
                    value.append(escaped)
                }
            case "u":
                guard let (unit, end) = unicodeEscape(at: index) else {
                    value.append(escaped)
                    continue
                }
                index = end
                if (0xD800...0xDBFF).contains(unit), index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u",
                   let (low, lowEnd) = unicodeEscape(at: index + 2), (0xDC00...0xDFFF).contains(low) {
                    value.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}")
                    index = lowEnd
                } else {
                    value.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                }
            case "0"..."7":
                // Legacy octal (`\0` is NUL): up to three digits, at most 0o377.
                var number = escaped.value - 0x30
                while index < scalars.count, ("0"..."7").contains(scalars[index]), number * 8 + scalars[index].value - 0x30 <= 0o377 {
                    number = number * 8 + scalars[index].value - 0x30
                    index += 1
                }
                value.append(Unicode.Scalar(number) ?? "\u{FFFD}")
            default:
                value.append(escaped)
            }
        }
        return String(value)
    }

    /// A literal between `quote`s whose value is `value`: backslashes, the quote and line breaks escaped.
    static func literal(for value: String, quote: Unicode.Scalar) -> String {
        var result = String(quote)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case quote: result += "\\" + String(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        result.unicodeScalars.append(quote)
        return result
    }
}
