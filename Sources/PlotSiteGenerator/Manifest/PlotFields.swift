import PlotCore

/// A field value as read from either manifest format, before it is checked.
enum FieldValue {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// Anything else (null, a list, an object): named for the message.
    case other(String)

    /// The value as it would be written, for "not …" in messages: `"no"`, `-1`, `true`, `a list`.
    var shown: String {
        switch self {
        case .string(let text):
            // A whole paragraph of notes would drown the message.
            let limit = 40
            return "\"" + (text.count > limit ? String(text.prefix(limit)) + "…" : text) + "\""
        case .number(let value): return PlotFieldChecker.text(value)
        case .bool(let value): return value ? "true" : "false"
        case .other(let name): return name
        }
    }
}

/// One `key = value` of a plot, with where it was written.
struct Field {
    let key: String
    let keyLocation: SourceLocation
    let value: FieldValue
    let valueLocation: SourceLocation
}

/// Checks a plot's fields, the same way for gallery.json and the plain-text list.
struct PlotFieldChecker {
    let file: String
    /// How the plot is named in messages: `plots[2]` or `line 4`.
    let entry: String
    private(set) var problems: [ManifestProblem] = []

    static let keys = ["expression", "xMax", "yMax", "samples", "title", "slug", "featured", "notes"]

    init(file: String, entry: String) {
        self.file = file
        self.entry = entry
    }

    private mutating func report(_ field: Field?, _ subject: String, _ message: String, at location: SourceLocation? = nil, detail: String? = nil) {
        problems.append(ManifestProblem(file: file, location: location ?? field?.valueLocation, subject: subject,
                                        message: message, detail: detail))
    }

    /// The plot, or nil when a problem was recorded. `slug` is nil when none was given.
    /// `expressionColumn` maps an offset inside the expression to its location in the file.
    mutating func check(_ fields: [Field], entryLocation: SourceLocation,
                        expressionColumn: (Field, Int) -> SourceLocation) -> (PlotEntry, explicitSlug: SourceLocation?)? {
        let before = problems.count
        var byKey: [String: Field] = [:]
        for field in fields {
            if !PlotFieldChecker.keys.contains(field.key) {
                let suggestion = PlotFieldChecker.keys.first { $0.lowercased() == field.key.lowercased() }
                let hint = suggestion.map { " (did you mean \"\($0)\"?)" } ?? " (known keys: \(PlotFieldChecker.keys.joined(separator: ", ")))"
                report(field, "\(entry)", "unknown key \"\(field.key)\"" + hint, at: field.keyLocation)
            } else if byKey[field.key] != nil {
                report(field, "\(entry).\(field.key)", "given more than once", at: field.keyLocation)
            } else {
                byKey[field.key] = field
            }
        }

        var expression: Expression?
        if let field = byKey["expression"] {
            if case .string(let source) = field.value {
                do {
                    expression = try Expression(source)
                } catch {
                    report(field, "\(entry).expression", "\(error.message) at \(error.offset)",
                           at: expressionColumn(field, error.offset), detail: error.sourceAndCaret(source))
                }
            } else {
                report(field, "\(entry).expression", "must be a string, not \(field.value.shown)")
            }
        } else {
            report(nil, entry, "the expression is missing (every plot needs one)", at: entryLocation)
        }

        let xMax = number(byKey["xMax"], "xMax", range: PlotLimits.galleryXMax.text) { PlotLimits.galleryXMax.contains($0) } ?? 5
        let yMax = number(byKey["yMax"], "yMax", range: "greater than 0") { $0 > 0 }
        let samples = self.samples(byKey["samples"])
        let title = string(byKey["title"], "title")
        let notes = string(byKey["notes"], "notes")
        var featured = true
        if let field = byKey["featured"] {
            if case .bool(let value) = field.value { featured = value } else {
                report(field, "\(entry).featured", "must be true or false, not \(field.value.shown)")
            }
        }
        var slug: String?
        if let field = byKey["slug"] {
            if case .string(let value) = field.value {
                if let reason = Slug.problem(with: value) { report(field, "\(entry).slug", reason) } else { slug = value }
            } else {
                report(field, "\(entry).slug", "must be a string, not \(field.value.shown)")
            }
        }
        guard problems.count == before, let expression else { return nil }
        let plot = PlotEntry(expression: expression, xMax: xMax, yMax: yMax, samples: samples, title: title,
                             slug: slug ?? "", featured: featured, notes: notes)
        return (plot, slug != nil ? byKey["slug"]?.valueLocation : nil)
    }

    private mutating func number(_ field: Field?, _ key: String, range: String, _ isValid: (Double) -> Bool) -> Double? {
        guard let field else { return nil }
        guard case .number(let value) = field.value else {
            report(field, "\(entry).\(key)", "must be a number, not \(field.value.shown)")
            return nil
        }
        guard isValid(value) else {
            report(field, "\(entry).\(key)", "must be \(range), not \(PlotFieldChecker.text(value))")
            return nil
        }
        return value
    }

    private mutating func samples(_ field: Field?) -> Samples {
        guard let field else { return .auto }
        switch field.value {
        case .string("auto"):
            return .auto
        case .number(let value) where value == value.rounded() && Samples.range.contains(Int(exactly: value) ?? -1):
            return .count(Int(value))
        default:
            report(field, "\(entry).samples", "must be \"auto\" or a whole number \(PlotLimits.samplesText), not \(field.value.shown)")
            return .auto
        }
    }

    private mutating func string(_ field: Field?, _ key: String) -> String? {
        guard let field else { return nil }
        guard case .string(let value) = field.value else {
            report(field, "\(entry).\(key)", "must be a string, not \(field.value.shown)")
            return nil
        }
        return value
    }

    static func text(_ value: Double) -> String { value.plainText }
}

extension ExpressionError {
    /// The source line and the caret under the culprit, without the `error: message` line of
    /// ``annotated(source:indent:)``: a manifest problem already says the message on its located line.
    func sourceAndCaret(_ source: String) -> String {
        let annotated = annotated(source: source)
        guard let firstNewline = annotated.firstIndex(of: "\n") else { return annotated }
        return String(annotated[annotated.index(after: firstNewline)...])
    }
}
