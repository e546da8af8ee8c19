/// Text made safe to print on a terminal.
public enum TerminalText {
    /// `text` with every character a terminal would act on written as Swift writes it in a string
    /// (`\u{1B}` for escape): C0 and C1 controls other than the line feed and the tab, and the invisible
    /// characters that reorder a line's text (bidirectional overrides and isolates). So an unknown key
    /// `"bad\u{1B}[5mkey"` is shown as `"bad\u{1B}[5mkey"`, not as blinking text. Text without them is
    /// returned as it is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: acts) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if acts(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a terminal would do something with `scalar` rather than show it.
    private static func acts(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false                     // line feed, tab: the output's own layout
        case 0x00...0x1F, 0x7F...0x9F: return true        // C0, DEL, C1 (escape sequences start here)
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // marks, embeddings, overrides, isolates
        default: return false
        }
    }
}
