import Foundation

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

    /// A slug made from a title or an expression: "A cubic" → "a-cubic", "√(1−x²)" → "sqrt-1-x2",
    /// "Größe für π" → "groesse-fuer-pi". Letters with diacritics and Greek and Cyrillic letters are
    /// spelled in ASCII; what has no spelling separates words; "plot" when nothing is left.
    static func make(from text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            for piece in ascii(character) {
                if let piece {
                    result += piece
                } else if !result.hasSuffix("-") && !result.isEmpty {
                    result += "-"
                }
            }
        }
        result = trimmed(result, to: maximumLength)
        if result.isEmpty || reserved.contains(result) { result = "plot" + (result.isEmpty ? "" : "-" + result) }
        return result
    }

    /// `base` with `-number` appended, shortened first so that the whole stays within the limit:
    /// a 64-character slug taken twice gives a 62-character base and "-2".
    static func numbered(_ base: String, _ number: Int) -> String {
        let suffix = "-\(number)"
        return trimmed(base, to: maximumLength - suffix.count) + suffix
    }

    /// At most `length` characters, never ending in a hyphen, and cut at a word boundary where the
    /// text is longer (`…-secant-lines-that` → `…-secant-lines`, not `…-secant-lines-th`). A first word
    /// longer than `length` is cut where it must.
    private static func trimmed(_ slug: String, to length: Int) -> String {
        var result = String(slug.prefix(length))
        let cutInsideAWord = slug.count > length && slug.dropFirst(length).first != "-"
        if cutInsideAWord, let lastBreak = result.lastIndex(of: "-") {
            result = String(result[..<lastBreak])
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    // MARK: - Spelling in ASCII

    /// The ASCII pieces of one lowercased character; nil stands for a word break.
    /// The table comes first, so "ä" is "ae" (German usage) and not the "a" that stripping the
    /// diacritic would leave; other accented letters lose their marks ("é" → "e").
    private static func ascii(_ character: Character) -> [String?] {
        if let word = spelled[character] { return [word] }
        if character.isASCII { return [character.isLetter || character.isNumber ? String(character) : nil] }
        // Canonical decomposition is the same on every platform (no locale, unlike
        // `applyingTransform`); combining marks (Mn) are the diacritics.
        let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
            .filter { $0.properties.generalCategory != .nonspacingMark }
        return base.map { scalar in
            if let word = spelled[Character(scalar)] { return word }
            return scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? String(scalar) : nil
        }
    }

    /// Letters (lowercase: the input is lowercased first) and signs with an ASCII spelling.
    private static let spelled: [Character: String] = {
        var table: [Character: String] = [
            // Signs of the expression language.
            "√": "sqrt", "²": "2", "³": "3", "¹": "1", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁰": "0",
            // Latin letters that are not a base letter plus a mark, or are spelled out by custom.
            "ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "å": "a",
            "đ": "d", "ð": "d", "þ": "th", "ł": "l", "ı": "i", "ħ": "h", "ŋ": "ng", "ĳ": "ij",
        ]
        // Greek by letter name, final sigma included; accented vowels decompose to these.
        let greek = ["α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "ζ": "zeta", "η": "eta",
                     "θ": "theta", "ι": "iota", "κ": "kappa", "λ": "lambda", "μ": "mu", "ν": "nu", "ξ": "xi",
                     "ο": "omicron", "π": "pi", "ρ": "rho", "σ": "sigma", "ς": "sigma", "τ": "tau", "υ": "upsilon",
                     "φ": "phi", "χ": "chi", "ψ": "psi", "ω": "omega", "ϕ": "phi", "ϑ": "theta", "µ": "mu"]
        // Cyrillic, in a simple scientific-style transliteration.
        let cyrillic = ["а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z",
                        "и": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
                        "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
                        "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya",
                        "і": "i", "ї": "i", "є": "ie", "ґ": "g"]
        for (letter, word) in greek.merging(cyrillic, uniquingKeysWith: { first, _ in first }) {
            table[Character(letter)] = word
        }
        return table
    }()
}
