/// How JavaScript's lexical grammar classifies a character. Non-ASCII characters that are not
/// white space or line terminators count as identifier characters: in valid code they can only be
/// letters and marks (or sit inside strings, templates, regexes and comments, which are copied).
extension Unicode.Scalar {
    /// `\n`, `\r`, LINE SEPARATOR, PARAGRAPH SEPARATOR: they end a line for ASI and line numbers.
    var isJSLineTerminator: Bool {
        switch value {
        case 0x0A, 0x0D, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// White space that is not a line terminator: tab, VT, FF, space, NBSP, BOM and the Zs spaces.
    var isJSWhiteSpace: Bool {
        switch value {
        case 0x09, 0x0B, 0x0C, 0x20, 0xA0, 0xFEFF, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Can start a name: ASCII letters, `$`, `_`, `\` (a `\u` escape) and non-ASCII letters.
    var isJSIdentifierStart: Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x24, 0x5F, 0x5C: return true
        case 0x80...: return !isJSWhiteSpace && !isJSLineTerminator
        default: return false
        }
    }

    /// Can continue a name (and so would merge with a name or number written right next to it).
    var isJSIdentifierPart: Bool { isJSIdentifierStart || isASCIIDigit }

    var isASCIIDigit: Bool { (0x30...0x39).contains(value) }
}
