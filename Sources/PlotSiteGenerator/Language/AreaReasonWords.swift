import PlotCore

extension Words {
    /// Why an area has no value, in the site's language (`eine Polstelle bei x ≈ 1,5708`). PlotCore and its
    /// JS mirror word the reason in English (`a pole at x ≈ 1.5708`, the same text on both sides, which the
    /// differential tests compare); the `areaReasons` section of the English table holds each form with its
    /// blanks, so the reason is read back against those forms and said again with this table's. A reason
    /// of no known form stays as it is.
    func areaReason(_ english: String) -> String {
        for (key, form) in Words.english.section("areaReasons").sorted(by: { $0.key < $1.key }) {
            guard let values = Self.blanks(of: english, in: form) else { continue }
            return self("areaReasons." + key, values.mapValues(localNumber))
        }
        return english
    }

    /// The values of `form`'s `{blanks}` when `text` is `form` with them filled in; nil when it is not.
    static func blanks(of text: String, in form: String) -> [String: String]? {
        var pattern = "^"
        var names: [String] = []
        var rest = Substring(form)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pattern += escaped(rest[..<open]) + "(.+?)"
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        pattern += escaped(rest) + "$"
        guard let regex = try? Regex(pattern), let match = text.wholeMatch(of: regex) else { return nil }
        var values: [String: String] = [:]
        for (i, name) in names.enumerated() {
            guard let range = match.output[i + 1].range else { return nil }
            values[name] = String(text[range])
        }
        return values
    }

    /// `text` with every character a regular expression would read as syntax escaped.
    private static func escaped(_ text: Substring) -> String {
        text.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : String($0) }.joined()
    }
}
