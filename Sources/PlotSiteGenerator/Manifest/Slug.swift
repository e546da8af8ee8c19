/// Page file names: lowercase ASCII letters, digits and single hyphens, so no slug can leave
/// the output folder or clash with the site's own files.
enum Slug {
    static let maximumLength = 64
    /// Names the site uses for itself.
    static let reserved: Set<String> = ["index", "calculator", "configuration", "404"]

    /// nil when `slug` is acceptable, else the reason.
    static func problem(with slug: String) -> String? {
        if slug.isEmpty { return "must not be empty" }
        if slug.count > maximumLength { return "must be at most \(maximumLength) characters" }
        let allowed = slug.unicodeScalars.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0 == "-" }
        if !allowed || slug.hasPrefix("-") || slug.hasSuffix("-") || slug.contains("--") {
            return "may contain only lowercase letters a–z, digits and single hyphens inside (e.g. \"cubic-1\"), not \"\(slug)\""
        }
        if reserved.contains(slug) { return "\"\(slug)\" is used by the site itself" }
        return nil
    }

    /// A slug made from a title or an expression: "A cubic" → "a-cubic", "√(1−x²)" → "sqrt-1-x2".
    static func make(from text: String) -> String {
        let words: [Character: String] = ["π": "pi", "√": "sqrt", "²": "2", "³": "3", "¹": "1", "⁴": "4"]
        var result = ""
        for character in text.lowercased() {
            if let word = words[character] {
                result += word
            } else if character.isASCII && (character.isLetter || character.isNumber) {
                result.append(character)
            } else if !result.hasSuffix("-") && !result.isEmpty {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        if result.count > maximumLength {
            result = String(result.prefix(maximumLength))
            while result.hasSuffix("-") { result.removeLast() }
        }
        if result.isEmpty || reserved.contains(result) { result = "plot" + (result.isEmpty ? "" : "-" + result) }
        return result
    }
}
