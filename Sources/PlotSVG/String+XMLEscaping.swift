extension String {
    /// Text made safe for XML/HTML text and quoted attribute values.
    public var xmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // Control characters other than tab and newlines are not allowed in XML 1.0.
                if character.value < 0x20 && character != "\t" && character != "\n" && character != "\r" {
                    result += " "
                } else {
                    result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }
}
