/// Texts of a site's language (docs/site.md#language): filling a text's named blanks and writing numbers
/// with the language's decimal separator. The Swift half of Public/js/words/say.js (`say`, `localNumber`).
public enum LocalText {
    /// `text` with each `{name}` replaced by `values[name]`; a blank without a value stays as it is.
    public static func say(_ text: String, _ values: [String: String] = [:]) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = rest[rest.index(after: open)..<close]
            let isName = !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if isName, let value = values[String(name)] { result += value } else { result += rest[open...close] }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// A number's text (`−2.5`, `1.5e−07`, `0.5 to 2.5`) with `separator` (German `,`) for every `.`
    /// between two digits; the expression language keeps `.` (docs/site.md#language), only what a reader sees changes.
    public static func localNumber(_ text: String, separator: String) -> String {
        guard separator != ".", text.contains(".") else { return text }
        let characters = Array(text)
        var result = ""
        for (i, c) in characters.enumerated() {
            if c == ".", i > 0, i + 1 < characters.count, characters[i - 1].isASCIIDigit, characters[i + 1].isASCIIDigit {
                result += separator
            } else {
                result.append(c)
            }
        }
        return result
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
