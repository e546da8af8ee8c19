/// Replacements of source ranges (in Unicode scalars), applied together.
enum SourceEdits {
    /// `scalars` with each edit's range replaced; the ranges must not overlap.
    static func apply(_ edits: [ModuleSyntax.Edit], to scalars: [Unicode.Scalar]) -> String {
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
