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

    /// Where the next `http://` or `https://` starts, at the start of a word.
    private static func nextAddress(in text: Substring) -> Substring.Index? {
        var searchStart = text.startIndex
        while let range = text[searchStart...].range(of: "http", options: .caseInsensitive) {
            let candidate = text[range.lowerBound...].lowercased()
            let startsAWord = range.lowerBound == text.startIndex || !text[text.index(before: range.lowerBound)].isLetter
            if startsAWord && (candidate.hasPrefix("http://") || candidate.hasPrefix("https://")) {
                let scheme = candidate.hasPrefix("https://") ? 8 : 7
                // An address needs something after the scheme.
                if let next = text[range.lowerBound...].dropFirst(scheme).first, !next.isWhitespace { return range.lowerBound }
            }
            searchStart = range.upperBound
        }
        return nil
    }

    /// The address that starts `text`: up to white space, without the punctuation that closes a sentence.
    private static func addressText(_ text: Substring) -> Substring {
        var address = text.prefix { !$0.isWhitespace && $0 != "<" && $0 != ">" && $0 != "\"" }
        while let last = address.last {
            let unbalancedClose = last == ")" && address.filter { $0 == "(" }.count < address.filter { $0 == ")" }.count
            guard ".,;:!?'’”".contains(last) || unbalancedClose else { break }
            address = address.dropLast()
        }
        return address
    }
}
