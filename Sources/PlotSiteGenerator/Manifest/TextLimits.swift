/// How long the manifest's texts for people may be (docs/manifest.md#limits). A site's title stands on every page
/// and a label in every drawing: unbounded, one careless paste would multiply into megabytes of site.
enum TextLimits {
    /// The most characters of a title (the site's or a plot's), a label or an instruction: a line on a phone, or two.
    static let line = 300
    /// The most characters of a plot's notes.
    static let notes = 100_000

    /// Why `text` cannot stand where at most `limit` characters go (blank, or too long), or nil when it can.
    static func problem(with text: String, limit: Int = line) -> String? {
        if text.allSatisfy(\.isWhitespace) { return "must not be empty" }
        let count = text.count
        if count > limit { return "is \(count) characters long; at most \(limit) fit here" }
        return nil
    }
}
