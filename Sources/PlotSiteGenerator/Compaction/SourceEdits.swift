/// Replacements of source ranges (in Unicode scalars), applied together: the module specifiers'
/// rewrite and the live view's bundle both leave everything else of a source as it is.
enum SourceEdits {
    /// A source range to remove or replace, with what goes there instead.
    struct Edit {
        let range: Range<Int>
        let replacement: String
    }

    /// `scalars` with each edit's range replaced; the ranges must not overlap.
    static func apply(_ edits: [Edit], to scalars: [Unicode.Scalar]) -> String {
        var output = String.UnicodeScalarView()
        var copied = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            output.append(contentsOf: scalars[copied..<edit.range.lowerBound])
            output.append(contentsOf: edit.replacement.unicodeScalars)
            copied = edit.range.upperBound
        }
        output.append(contentsOf: scalars[copied...])
        return String(output)
    }
}
