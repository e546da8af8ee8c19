/// The plain-text list: one plot per line, options after `|`, `#` starts a comment.
///
/// ```
/// # title: Calculus I — plot gallery
/// sin(x)+cos(2x)-tan(3x) | xMax=0.25 samples=200 title="Three waves"
/// sin(x); cos(x)         | title="Sine and cosine"
/// ```
/// Several curves on one line are separated by `;`; areas, points and lines are for gallery.json.
/// Header comments `# title: …`, `# baseURL: …`, `# instruction: …` (up to three) and
/// `# language: de` and `# offline: false` set the gallery's fields.
struct PlainListReader {
    let file: String
    var problems: [ManifestProblem] = []
    private(set) var warnings: [ManifestProblem] = []

    init(file: String) { self.file = file }

    private mutating func report(_ line: Int, _ column: Int, _ subject: String, _ message: String) {
        problems.append(ManifestProblem(file: file, location: SourceLocation(line: line, column: column), subject: subject, message: message))
    }

    mutating func read(_ text: String) -> (Manifest?, [SourceLocation?], [(name: String, location: SourceLocation)]) {
        var manifest = Manifest(plots: [])
        var instructions: [String] = []
        var explicit: [SourceLocation?] = []
        var entries: [(name: String, location: SourceLocation)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = Array(String(rawLine).unicodeScalars.filter { $0 != "\r" && $0 != "\u{FEFF}" })
            let trimmedStart = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.count
            if trimmedStart == line.count { continue }
            if line[trimmedStart] == "#" {
                header(String(String.UnicodeScalarView(line[(trimmedStart + 1)...])), line: lineNumber,
                       manifest: &manifest, instructions: &instructions)
                continue
            }
            let name = "line \(lineNumber)"
            guard let fields = fields(of: line, lineNumber: lineNumber) else { continue }
            var checker = PlotFieldChecker(file: file, entry: name, format: .plainList)
            let checked = checker.check(fields, entryLocation: SourceLocation(line: lineNumber, column: trimmedStart + 1)) { start, offset in
                SourceLocation(line: start.line, column: start.column + offset)
            }
            problems += checker.problems
            warnings += checker.warnings
            if let (plot, isExplicit) = checked {
                manifest.plots.append(plot)
                explicit.append(isExplicit)
                entries.append((name, SourceLocation(line: lineNumber, column: trimmedStart + 1)))
            }
        }
        if !instructions.isEmpty { manifest.instructions = instructions }
        if manifest.plots.isEmpty && problems.isEmpty {
            problems.append(ManifestProblem(file: file, location: nil, subject: "", message: "no plots: write one expression per line"))
        }
        return (manifest, explicit, entries)
    }

    private mutating func header(_ comment: String, line: Int, manifest: inout Manifest, instructions: inout [String]) {
        let text = comment.trimmingCharacters(in: .whitespaces)
        guard let colon = text.firstIndex(of: ":") else { return }
        let key = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch key {
        case "title":
            if value.isEmpty { report(line, 1, "title", "is empty: write it after the colon, as in # title: Waves") } else
            if let problem = TextLimits.problem(with: value) { report(line, 1, "title", problem) } else {
                manifest.title = value
            }
        case "baseurl":
            if let reason = BaseURL.problem(with: value) { report(line, 1, "baseURL", reason) } else { manifest.baseURL = value }
        case "language":
            if let language = SiteLanguage(rawValue: value) { manifest.language = language } else {
                report(line, 1, "language", "\"\(value)\" is not a language of the site: \(SiteLanguage.codes)")
            }
        case "offline":
            switch value {
            case "true": manifest.offline = true
            case "false": manifest.offline = false
            default: report(line, 1, "offline", "must be true or false, not \"\(value)\"")
            }
        case "instruction":
            if value.isEmpty {
                report(line, 1, "instruction", "is empty: write it after the colon, as in # instruction: Tap a plot to open it.")
            } else if let problem = TextLimits.problem(with: value) {
                report(line, 1, "instruction", problem)
            } else if instructions.count == 3 {
                report(line, 1, "instruction", "at most three instructions")
            } else {
                instructions.append(value)
            }
        default:
            break  // an ordinary comment
        }
    }

    /// The expression (or curves) and the `key=value` options of one line; nil after reporting a problem.
    private mutating func fields(of line: [Unicode.Scalar], lineNumber: Int) -> [Field]? {
        // The expression language has no '|' or '#', so the first of each ends the expression.
        let bar = line.firstIndex(of: "|")
        let expressionEnd = [bar, line.firstIndex(of: "#")].compactMap { $0 }.min() ?? line.count
        guard var fields = curveFields(line[..<expressionEnd], lineNumber: lineNumber) else { return nil }
        guard let bar, bar == expressionEnd else { return fields }
        // A parametric or polar curve's range, `t=0…2π`, goes into its curve (PlainListReader+Parametric.swift).
        var ranges: [(key: String, value: JSONValue, location: SourceLocation)] = []

        var i = bar + 1
        while i < line.count {
            while i < line.count, line[i] == " " || line[i] == "\t" { i += 1 }
            if i >= line.count || line[i] == "#" { break }
            let keyStart = i
            while i < line.count, line[i] != "=", !isBlank(line[i]), line[i] != "#" { i += 1 }
            let key = String(String.UnicodeScalarView(line[keyStart..<i]))
            // `xMax = 3` reads as `xMax=3`: blanks around '=' are allowed, a key alone is not.
            while i < line.count, isBlank(line[i]) { i += 1 }
            guard i < line.count, line[i] == "=" else {
                report(lineNumber, keyStart + 1, "line \(lineNumber)", "expected key=value, as in xMax=4, not \"\(key.abridged)\"")
                return nil
            }
            guard !key.isEmpty else {
                report(lineNumber, keyStart + 1, "line \(lineNumber)", "a key is missing before '=', as in xMax=4")
                return nil
            }
            if let reason = PlainListReader.jsonOnly(key) {
                // The rest of the line is likely JSON that would only add confusing problems.
                report(lineNumber, keyStart + 1, "line \(lineNumber).\(key)", reason)
                return nil
            }
            i += 1
            while i < line.count, isBlank(line[i]) { i += 1 }
            guard i < line.count, line[i] != "#" else {
                report(lineNumber, i + 1, "line \(lineNumber).\(key)", "a value is missing after '\(key)='")
                return nil
            }
            let valueStart = i
            let value: FieldValue
            if i < line.count, line[i] == "\"" {
                i += 1
                var text = String.UnicodeScalarView()
                var closed = false
                while i < line.count {
                    if line[i] == "\\", i + 1 < line.count { text.append(line[i + 1]); i += 2; continue }
                    if line[i] == "\"" { closed = true; i += 1; break }
                    text.append(line[i])
                    i += 1
                }
                guard closed else {
                    report(lineNumber, valueStart + 1, "line \(lineNumber).\(key)", "the quoted value is not closed")
                    return nil
                }
                value = .string(String(text))
            } else {
                while i < line.count, line[i] != " ", line[i] != "\t", line[i] != "#" { i += 1 }
                let word = String(String.UnicodeScalarView(line[valueStart..<i]))
                if let number = Double(word), number.isFinite, word.first != "+" {
                    value = .number(number)
                } else if word == "true" || word == "false" {
                    value = .bool(word == "true")
                } else {
                    value = .string(word)
                }
            }
            let valueLocation = SourceLocation(line: lineNumber, column: valueStart + 1)
            if Self.rangeKeys.contains(key) {
                let text: String
                if case .string(let written) = value { text = written } else { text = value.shown }
                guard let range = parameterRange(text, key: key, at: valueLocation) else { return nil }
                ranges.append((key, range, valueLocation))
                continue
            }
            fields.append(Field(key: key, keyLocation: SourceLocation(line: lineNumber, column: keyStart + 1), value: value,
                                valueLocation: valueLocation))
        }
        guard !ranges.isEmpty else { return fields }
        // The curves come first: a list, or the `expression` of a line with one curve in x (which takes no range).
        let first = fields[0]
        var curves: [JSONValue] = []
        if case .list(let list) = first.value { curves = list }
        guard let ranged = curvesWithRanges(curves, ranges: ranges, lineNumber: lineNumber) else { return nil }
        fields[0] = Field(key: "curves", keyLocation: first.keyLocation, value: .list(ranged), valueLocation: first.valueLocation)
        return fields
    }

    /// The curves before the '|': one `expression` field, or for several curves separated by
    /// ';' a `curves` list of `{"expression": …}` located at each curve's text, so that an error
    /// points into the right curve. nil after reporting an empty curve.
    private mutating func curveFields(_ text: ArraySlice<Unicode.Scalar>, lineNumber: Int) -> [Field]? {
        // The expression language has no ';' either.
        let pieces = text.split(separator: ";", omittingEmptySubsequences: false)
        var curves: [(source: String, location: SourceLocation)] = []
        // The parametric and polar pieces, by index, as the curve objects gallery.json would write.
        var paths: [Int: JSONValue] = [:]
        for (index, piece) in pieces.enumerated() {
            var start = piece.startIndex
            while start < piece.endIndex, isBlank(piece[start]) { start += 1 }
            var end = piece.endIndex
            while end > start, isBlank(piece[end - 1]) { end -= 1 }
            let location = SourceLocation(line: lineNumber, column: start + 1)
            if pieces.count > 1 && start == end {
                // At the ';' with nothing after it (or, for the first curve, before it).
                let semicolon = index > 0 ? piece.startIndex - 1 : piece.endIndex
                report(lineNumber, semicolon + 1, "line \(lineNumber)", "a curve is missing: write an expression on each side of every ';'")
                return nil
            }
            curves.append((String(String.UnicodeScalarView(piece[start..<end])), location))
            if let parametric = Self.parametricPiece(piece[start..<end], lineNumber: lineNumber) { paths[index] = parametric }
        }
        let first = curves[0].location
        guard curves.count > 1 || !paths.isEmpty else {
            return [Field(key: "expression", keyLocation: first, value: .string(curves[0].source), valueLocation: first)]
        }
        let list = curves.enumerated().map { index, curve in
            paths[index] ?? JSONValue.object([("expression", curve.location, .string(curve.source, curve.location))], curve.location)
        }
        return [Field(key: "curves", keyLocation: first, value: .list(list), valueLocation: first)]
    }

    /// Why `key` cannot be written in the plain list, for the keys of gallery.json's figures.
    static func jsonOnly(_ key: String) -> String? {
        switch key.lowercased() {
        case "curves":
            return "write several curves before the '|', separated by ';', as in sin(x); cos(x) | title=\"Waves\""
        case "areas", "points", "lines", "sums":
            return "areas, points, lines and sums are for gallery.json; the plain-text list has only curves (separated by ';')"
        case "table":
            return "the table's rows (\"table\": {\"from\", \"to\", \"step\"}) are for gallery.json; the plain-text list uses round steps"
        case "parameters":
            return "parameters (sliders) are for gallery.json, as \"parameters\": {\"a\": {\"value\": 1, \"min\": 0, \"max\": 3}}; "
                + "the plain-text list has none"
        case "functions":
            return "named functions are for gallery.json, as \"functions\": {\"f\": \"x^3 - 3x\"}; the plain-text list has none"
        default:
            return nil
        }
    }

    private func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
}

import Foundation
