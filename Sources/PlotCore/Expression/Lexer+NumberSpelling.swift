/// The spelling of a number literal in descriptions (docs/language.md#numbers); `Public/js/expression/number-spelling.js`
/// is the JS twin.
extension Lexer {
    /// A number's spelling for descriptions, and the same number in the ASCII form `Double(_:)` reads.
    struct CanonicalNumber {
        /// `7.5`, `1e−3`: what descriptions show.
        let text: String
        /// `7.5`, `1e-3`.
        let ascii: String
    }

    /// `007.500` → `7.5`, `.5` → `0.5`, `3.` → `3`, `1.50E+03` → `1.5e3`, `1e-03` → `1e−3`:
    /// the spelling used in descriptions. Only zeros that do not change the value are dropped,
    /// so the text reads back to the same double.
    static func canonicalNumber(integer: String, fraction: String,
                                exponent: (isNegative: Bool, digits: String)? = nil) -> CanonicalNumber {
        var integerPart = Substring(integer.drop { $0 == "0" })
        if integerPart.isEmpty { integerPart = "0" }
        var fractionPart = Substring(fraction)
        while fractionPart.last == "0" { fractionPart = fractionPart.dropLast() }
        let mantissa = fractionPart.isEmpty ? String(integerPart) : "\(integerPart).\(fractionPart)"
        guard let exponent else { return CanonicalNumber(text: mantissa, ascii: mantissa) }
        var power = String(exponent.digits.drop { $0 == "0" })
        if power.isEmpty { power = "0" }
        // `1e-0` is `1e0`: a sign on a zero exponent changes nothing.
        let isNegative = exponent.isNegative && power != "0"
        return CanonicalNumber(text: mantissa + (isNegative ? "e\u{2212}" : "e") + power,
                               ascii: mantissa + (isNegative ? "e-" : "e") + power)
    }
}
