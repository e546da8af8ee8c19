/// Parametric and polar curves in the plain-text list (docs/manifest.md#parametric-and-polar-curves):
///
/// ```
/// (cos(t), sin(t)) | t=0…2π title="Unit circle"
/// r = 1 + cos(θ)   | title="Cardioid"
/// ```
/// A piece `(x(t), y(t))` or `r = r(θ)` becomes the curve object gallery.json would write, located at each
/// expression's text; the range `t=A…B` (or `θ=`, `theta=`; `..` for `…`) is an option of the line, given to
/// every parametric (or polar) curve on it.
extension PlainListReader {
    /// The option keys that give a parameter's range.
    static let rangeKeys = ["t", "θ", "theta"]

    /// The curve object for a parametric or polar piece of a line (`text` at `column`, 1-based, of line
    /// `lineNumber`); nil for an expression in x.
    static func parametricPiece(_ text: ArraySlice<Unicode.Scalar>, lineNumber: Int) -> JSONValue? {
        let at = { (index: Int) in SourceLocation(line: lineNumber, column: index + 1) }
        let string = { (range: Range<Int>) -> JSONValue in
            var start = range.lowerBound, end = range.upperBound
            while start < end, text[start] == " " || text[start] == "\t" { start += 1 }
            while end > start, text[end - 1] == " " || text[end - 1] == "\t" { end -= 1 }
            return .string(String(String.UnicodeScalarView(text[start..<end])), at(start))
        }
        guard let first = text.first else { return nil }
        if first == "r" {
            // `r = …`, `r=…`: the letter alone before '=' (`round(x)` is no polar curve).
            var i = text.startIndex + 1
            while i < text.endIndex, text[i] == " " || text[i] == "\t" { i += 1 }
            guard i < text.endIndex, text[i] == "=" else { return nil }
            return .object([("r", at(text.startIndex), string((i + 1)..<text.endIndex))], at(text.startIndex))
        }
        // `(x(t), y(t))`: one pair of parentheses around the whole piece with a comma at its top level.
        guard first == "(", text.last == ")" else { return nil }
        var depth = 0
        var comma: Int?
        for i in text.indices {
            switch text[i] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 && i != text.endIndex - 1 { return nil }  // `(x)(y)`, `(1, 2) + x`
            case "," where depth == 1:
                if comma != nil { return nil }
                comma = i
            default: break
            }
        }
        guard let comma else { return nil }
        let start = text.startIndex
        return .object([("x", at(start + 1), string((start + 1)..<comma)), ("y", at(comma + 1), string((comma + 1)..<(text.endIndex - 1)))], at(start))
    }

    /// The range `A…B` of an option `t=`/`θ=`/`theta=` written at `location` as `text`: two constant expressions;
    /// nil after reporting a value that is no range.
    mutating func parameterRange(_ text: String, key: String, at location: SourceLocation) -> JSONValue? {
        let scalars = Array(text.unicodeScalars)
        let separator: (at: Int, length: Int)?
        if let ellipsis = scalars.firstIndex(of: "…") {
            separator = (ellipsis, 1)
        } else if let dots = scalars.indices.first(where: { $0 + 1 < scalars.count && scalars[$0] == "." && scalars[$0 + 1] == "." }) {
            separator = (dots, 2)
        } else {
            separator = nil
        }
        guard let separator, separator.at > 0, separator.at + separator.length < scalars.count else {
            problems.append(ManifestProblem(file: file, location: location, subject: "line \(location.line).\(key)",
                                            message: "must be a range such as \(key)=0…2π (or 0..2π), not \"\(text)\""))
            return nil
        }
        let ends = [(0, separator.at), (separator.at + separator.length, scalars.count)].map { start, end in
            JSONValue.string(String(String.UnicodeScalarView(scalars[start..<end])),
                             SourceLocation(line: location.line, column: location.column + start))
        }
        return .array(ends, location)
    }

    /// The curves list with each parametric (`t`) or polar (`θ`) curve given the line's range; nil after reporting a
    /// range that no curve of the line takes.
    mutating func curvesWithRanges(_ curves: [JSONValue], ranges: [(key: String, value: JSONValue, location: SourceLocation)],
                                   lineNumber: Int) -> [JSONValue]? {
        var result = curves
        for range in ranges {
            let polar = range.key != "t"
            var taken = false
            for (index, curve) in result.enumerated() {
                guard case .object(var members, let location) = curve,
                      members.contains(where: { $0.key == (polar ? "r" : "x") }) else { continue }
                members.append((polar ? "θ" : "t", range.location, range.value))
                result[index] = .object(members, location)
                taken = true
            }
            if !taken {
                let example = polar ? "r = 1 + cos(θ) | θ=0…2π" : "(cos(t), sin(t)) | t=0…2π"
                problems.append(ManifestProblem(file: file, location: range.location, subject: "line \(lineNumber).\(range.key)",
                                                message: "is the range of a \(polar ? "polar" : "parametric") curve, and this line has none, "
                                                    + "as in \(example)"))
                return nil
            }
        }
        return result
    }
}
