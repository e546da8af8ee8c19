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

    static let keys = ["expression", "xMin", "xMax", "yMin", "yMax", "samples", "title", "slug", "featured", "notes"]

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

        let window = self.window(byKey)
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
        let plot = PlotEntry(expression: expression, xMin: window.xMin, xMax: window.xMax, yMin: window.yMin, yMax: window.yMax,
                             samples: samples, title: title, slug: slug ?? "", featured: featured, notes: notes)
        return (plot, slug != nil ? byKey["slug"]?.valueLocation : nil)
    }

    /// `xMin`, `xMax`, `yMin`, `yMax` (SPEC §8): each on its own, then against each other, so that
    /// every window that passes can be drawn. The problem is reported at the field to change.
    private mutating func window(_ byKey: [String: Field]) -> (xMin: Double?, xMax: Double, yMin: Double?, yMax: Double?) {
        let before = problems.count
        let xMax = number(byKey["xMax"], "xMax", range: PlotLimits.galleryXMax.text) { PlotLimits.galleryXMax.contains($0) } ?? 5
        let lowestX = -PlotEntry.xMaxLimit
        var xMin = number(byKey["xMin"], "xMin", range: "at least \(PlotFieldChecker.text(lowestX))") { $0 >= lowestX }
        // Compared with xMax only when xMax itself is fine: one mistake, one message.
        if let given = xMin, problems.count == before, given >= xMax {
            report(byKey["xMin"], "\(entry).xMin", "must be less than xMax (\(PlotFieldChecker.text(xMax))), not \(PlotFieldChecker.text(given))")
            xMin = nil
        }

        let yBefore = problems.count
        var yMin = number(byKey["yMin"], "yMin", range: "a number") { _ in true }
        // yMax > 0 only matters for the symmetric range −yMax … yMax; with yMin, any yMax above it will do.
        let yMax = byKey["yMin"] == nil
            ? number(byKey["yMax"], "yMax", range: "greater than 0 (or give a yMin below it)") { $0 > 0 }
            : number(byKey["yMax"], "yMax", range: "a number") { _ in true }
        if let given = yMin, problems.count == yBefore {
            if yMax == nil {
                report(byKey["yMin"], "\(entry).yMin", "needs a yMax too (without yMax the y-range is fitted to the curve)")
                yMin = nil
            } else if let yMax, given >= yMax {
                report(byKey["yMin"], "\(entry).yMin", "must be less than yMax (\(PlotFieldChecker.text(yMax))), not \(PlotFieldChecker.text(given))")
                yMin = nil
            }
        }

        // Each range must also be drawable in double precision, or the build (or the live view) would
        // refuse it later without saying where it came from.
        if problems.count == before {
            let lowerX = xMin ?? -xMax
            if let reason = PlotFieldChecker.drawingProblem(lowerX, xMax) {
                report(byKey["xMin"] ?? byKey["xMax"], "\(entry).\(byKey["xMin"] != nil ? "xMin" : "xMax")",
                       "the x-range \(PlotFieldChecker.text(lowerX)) … \(PlotFieldChecker.text(xMax)) is \(reason)")
            }
            if let yMax, let reason = PlotFieldChecker.drawingProblem(yMin ?? -yMax, yMax) {
                report(byKey["yMin"] ?? byKey["yMax"], "\(entry).\(byKey["yMin"] != nil ? "yMin" : "yMax")",
                       "the y-range \(PlotFieldChecker.text(yMin ?? -yMax)) … \(PlotFieldChecker.text(yMax)) is \(reason)")
            }
        }
        return (xMin, xMax, yMin, yMax)
    }

    /// Why `low … high` (low < high) cannot be drawn, or nil. The live view
    /// (Public/js/graph/view-transform.js, `rangeIsUsable`) draws a range only where each CSS pixel
    /// holds at least 4 doubles (one per device pixel up to a density of 4); a window must qualify
    /// on a graph 1000 CSS px across. So a window 1.2e-12 tall around 1 (5 404 doubles) is drawn,
    /// and 1e-13 tall is refused here with its location rather than later by the sampler.
    static func drawingProblem(_ low: Double, _ high: Double) -> String? {
        let span = high - low
        guard span.isFinite, span < 1e300 else { return "too wide to draw" }
        let spacing = max(Swift.abs(low), Swift.abs(high)).ulp
        guard span / spacing >= 4 * 1000 else { return "too narrow to draw in double precision" }
        return nil
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
