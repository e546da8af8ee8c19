/// `{n}` in a plot's title, a curve's label or the notes: the value of the slider n, written where the text
/// is shown and rewritten as the slider moves (docs/manifest.md#live-labels). A placeholder is exactly `{`,
/// one lower-case letter, `}`; other braces (`{x < 1: x², 3 − x}`) are text. Public/js/parameters/live-texts.js
/// reads the same placeholders.
public enum LiveText {
    /// Each placeholder of `text`: its letter and the offset of its `{`, counting characters (Unicode scalars) from 0.
    public static func placeholders(in text: String) -> [(name: Character, offset: Int)] {
        let scalars = Array(text.unicodeScalars)
        var found: [(name: Character, offset: Int)] = []
        var i = 0
        while i + 2 < scalars.count {
            if scalars[i] == "{", scalars[i + 2] == "}", ("a"..."z").contains(scalars[i + 1]) {
                found.append((Character(scalars[i + 1]), i))
                i += 3
            } else {
                i += 1
            }
        }
        return found
    }

    /// `text` with each placeholder whose letter `value` knows replaced by its text; others stay as written.
    public static func filled(_ text: String, _ value: (Character) -> String?) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        var last = 0
        for (name, offset) in placeholders(in: text) {
            guard let replacement = value(name) else { continue }
            result.unicodeScalars.append(contentsOf: scalars[last..<offset])
            result += replacement
            last = offset + 3
        }
        result.unicodeScalars.append(contentsOf: scalars[last...])
        return result
    }
}
