import PlotSVG

/// A plot's `notes` as page markup: the text escaped, and every `http://` or `https://` address in it a
/// link (`rel="noopener"`), nothing else turned into markup. An address ends at white space or at
/// characters no address ends in when it closes a sentence (`.`, `,`, `;`, `:`, `!`, `?`, quotes, and
/// a `)` without its `(` in the address).
///
///     NotesMarkup.html("See https://example.edu/a_(b). <b>")
///     // See <a href="https://example.edu/a_(b)" rel="noopener">https://example.edu/a_(b)</a>. &lt;b&gt;
enum NotesMarkup {
    static func html(_ notes: String) -> String {
        var result = ""
        var rest = Substring(notes)
        while let start = nextAddress(in: rest) {
            result += String(rest[..<start]).xmlEscaped
            let address = addressText(rest[start...])
            let escaped = String(address).xmlEscaped
            result += "<a href=\"\(escaped)\" rel=\"noopener\">\(escaped)</a>"
            rest = rest[address.endIndex...]
        }
        return result + String(rest).xmlEscaped
    }

    /// Where the next `http://` or `https://` starts, at the start of a word. One pass over `text`, looking at
    /// a few characters at each `h` (so notes full of "http" take time in proportion to their length).
    private static func nextAddress(in text: Substring) -> Substring.Index? {
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "h" || character == "H", !(previous?.isLetter ?? false) {
                let head = text[index...].prefix(9).lowercased()
                let scheme = head.hasPrefix("https://") ? 8 : head.hasPrefix("http://") ? 7 : nil
                // An address needs something after the scheme.
                if let scheme, let next = head.dropFirst(scheme).first, !next.isWhitespace { return index }
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// The address that starts `text`: up to white space, without the punctuation that closes a sentence.
    private static func addressText(_ text: Substring) -> Substring {
        var address = text.prefix { !$0.isWhitespace && $0 != "<" && $0 != ">" && $0 != "\"" }
        // Counted once, then kept as characters are dropped from the end.
        var unclosed = address.reduce(0) { $0 + ($1 == ")" ? 1 : $1 == "(" ? -1 : 0) }
        while let last = address.last {
            let unbalancedClose = last == ")" && unclosed > 0
            guard ".,;:!?'’”".contains(last) || unbalancedClose else { break }
            if last == ")" { unclosed -= 1 }
            address = address.dropLast()
        }
        return address
    }
}
