import PlotCore

/// A field value as read from either manifest format, before it is checked.
enum FieldValue {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// A JSON list, such as a plot's `curves` or `areas`.
    case list([JSONValue])
    /// A JSON object, such as a plot's `parameters`, kept whole.
    case object(JSONValue)
    /// Anything else (null): named for the message.
    case other(String)

    /// The value as it would be written, for "not …" in messages: `"no"`, `-1`, `true`, `a list`.
    var shown: String {
        switch self {
        case .string(let text):
            return "\"" + text.abridged + "\""
        case .number(let value): return PlotFieldChecker.text(value)
        case .bool(let value): return value ? "true" : "false"
        case .list: return "a list"
        case .object: return "an object"
        case .other(let name): return name
        }
    }
}

extension FieldValue {
    /// A gallery.json value as a field's: lists and objects are kept (a figure's `curves`, `areas`…,
    /// `parameters`), null only named.
    init(_ json: JSONValue) {
        switch json {
        case .string(let text, _): self = .string(text)
        case .number(let number, _, _): self = .number(number)
        case .bool(let value, _): self = .bool(value)
        case .array(let elements, _): self = .list(elements)
        case .object: self = .object(json)
        case .null: self = .other(json.typeName)
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
    /// Which file format the fields come from: it decides which keys a user may write.
    let format: ManifestFormat
    private(set) var problems: [ManifestProblem] = []
    /// Problems that do not stop the build (``CurveCoverage``).
    private(set) var warnings: [ManifestProblem] = []
    /// The manifest's `functions`, which every plot may call (FunctionFields.swift).
    var inheritedFunctions: JSONValue?
    /// Maps an offset inside a string value, from the value's location, to its location in the file (``check(_:entryLocation:textLocation:)``).
    var textLocation: (SourceLocation, Int) -> SourceLocation = { location, _ in location }

    static let keys = ["expression", "curves", "areas", "points", "lines", "sums", "parameters", "functions",
                       "xMin", "xMax", "yMin", "yMax", "samples", "title", "slug", "featured", "notes", "pointsOfInterest", "table"]
        + axisKeys
    /// The keys of a figure beyond its one curve: JSON only (the plain list writes curves with `;`
    /// and has no sliders).
    static let figureKeys: Set = ["curves", "areas", "points", "lines", "sums", "parameters", "functions", "table"]

    init(file: String, entry: String, format: ManifestFormat) {
        self.file = file
        self.entry = entry
        self.format = format
    }

    /// `unknown key "smaples" (did you mean "samples"?)` — the nearest key by edit distance (a swap of
    /// two neighbours is one edit, case is ignored) — or the known keys when none is close.
    static func unknownKey(_ key: String, known: [String]) -> String {
        let suggestion = Suggestion.closest(to: key, among: known)
        return "unknown key \"\(key.abridged)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" }
            ?? " (known keys: \(known.joined(separator: ", ")))")
    }

    mutating func report(_ field: Field?, _ subject: String, _ message: String, at location: SourceLocation? = nil, detail: String? = nil) {
        problems.append(ManifestProblem(file: file, location: location ?? field?.valueLocation, subject: subject,
                                        message: message, detail: detail))
    }

    /// The plot, or nil when a problem was recorded. `slug` is nil when none was given.
    /// `textLocation` maps an offset inside a string value, from the value's location, to its
    /// location in the file. Problems are reported in file order; warnings only for a good plot.
    mutating func check(_ fields: [Field], entryLocation: SourceLocation,
                        textLocation: @escaping (SourceLocation, Int) -> SourceLocation) -> (PlotEntry, explicitSlug: SourceLocation?)? {
        defer { sortProblemsByLocation() }
        self.textLocation = textLocation
        let before = problems.count
        var byKey: [String: Field] = [:]
        for field in fields {
            if !PlotFieldChecker.keys.contains(field.key) {
                // The plain list's own reader rejects figure keys with the reason; its hint leaves them out.
                let known = format == .json ? PlotFieldChecker.keys : PlotFieldChecker.keys.filter { !PlotFieldChecker.figureKeys.contains($0) }
                report(field, "\(entry)", PlotFieldChecker.unknownKey(field.key, known: known), at: field.keyLocation)
            } else if byKey[field.key] != nil {
                report(field, "\(entry).\(field.key)", "given more than once", at: field.keyLocation)
            } else {
                byKey[field.key] = field
            }
        }

        let window = self.window(byKey)
        var figureChecker = FigureFieldChecker(file: file, entry: entry, textLocation: textLocation)
        figureChecker.suggestsParameters = format == .json
        figureChecker.expressionKeyMisspelled = fields.contains { field in
            !PlotFieldChecker.keys.contains(field.key)
                && ["expression", "curves"].contains(Suggestion.closest(to: field.key, among: PlotFieldChecker.keys))
        }
        // Before the curves, which may use them.
        let parameters = byKey["parameters"].map { figureChecker.parameters($0) } ?? []
        figureChecker.functions(inherited: inheritedFunctions, byKey["functions"])
        figureChecker.parameterValues = Dictionary(parameters.map { ($0.0.name, $0.0.value) }) { first, _ in first }
        figureChecker.sliders = Dictionary(parameters.map { ($0.0.name, $0.0) }) { first, _ in first }
        figureChecker.window = (window.xMin ?? -window.xMax, window.xMax, window.yMin, window.yMax)
        let figure = figureChecker.figure(byKey, entryLocation: entryLocation, xRange: (window.xMin ?? -window.xMax, window.xMax))
        let table = byKey["table"].flatMap { figureChecker.table($0, xRange: (window.xMin ?? -window.xMax, window.xMax)) }
        problems += figureChecker.problems

        let samples = self.samples(byKey["samples"])
        let axes = axisSettings(byKey)
        var title = text(byKey["title"], "title", limit: TextLimits.line)
        var notes = text(byKey["notes"], "notes", limit: TextLimits.notes)
        // `{n}`: a slider's value, live (docs/manifest.md#live-labels).
        let reported = figureChecker.problems.count
        for (key, text) in [("title", title), ("notes", notes)] {
            guard let text, let field = byKey[key],
                  !figureChecker.liveTextChecked(text, at: field.valueLocation, "\(entry).\(key)") else { continue }
            if key == "title" { title = nil } else { notes = nil }
        }
        problems += figureChecker.problems[reported...]
        let featured = flag(byKey["featured"], "featured", default: true)
        let showsPointsOfInterest = flag(byKey["pointsOfInterest"], "pointsOfInterest", default: true)
        var slug: String?
        if let field = byKey["slug"] {
            if case .string(let value) = field.value {
                if let reason = Slug.problem(with: value) { report(field, "\(entry).slug", reason) } else { slug = value }
            } else {
                report(field, "\(entry).slug", "must be a string, not \(field.value.shown)")
            }
        }
        guard problems.count == before, case let (figure, curvePlaces)? = figure else { return nil }
        // A figure of sequences spans their n unless the manifest gives the x-range; it has no points of interest.
        let given = byKey["xMin"] != nil || byKey["xMax"] != nil
        let xRange = (given ? nil : Self.sequenceXRange(figure)) ?? (window.xMin, window.xMax)
        let onlySequences = figure.curves.allSatisfy { $0.sequence != nil }
        let plot = PlotEntry(figure: figure, xMin: xRange.0, xMax: xRange.1, yMin: window.yMin, yMax: window.yMax,
                             samples: samples, title: title, slug: slug ?? "", featured: featured, notes: notes,
                             showsPointsOfInterest: showsPointsOfInterest && !onlySequences, parameters: parameters.map(\.0), table: table, axes: axes)
        warnings += figureChecker.warnings
        for (curve, place) in zip(figure.curves, curvePlaces) {
            if let message = CurveCoverage.problem(with: curve, lowerX: plot.lowerX, xMax: plot.xMax, parameters: plot.parameters) {
                warnings.append(ManifestProblem(file: file, location: place.location, subject: place.subject, message: message))
            }
        }
        let used = Set(figure.curves.flatMap(\.usedParameters)).union(figureChecker.parametersOfNumbers)
        for (parameter, place) in parameters where !used.contains(parameter.name) {
            warnings.append(ManifestProblem(file: file, location: place.location, subject: place.subject,
                                            message: "no curve uses \(parameter.name): its slider would change nothing"))
        }
        return (plot, slug != nil ? byKey["slug"]?.valueLocation : nil)
    }

    /// One plot's problems in the order they stand in the file, however the checks ran.
    private mutating func sortProblemsByLocation() {
        problems = problems.enumerated().sorted { a, b in
            let (x, y) = (a.element.location ?? SourceLocation(line: 0, column: 0), b.element.location ?? SourceLocation(line: 0, column: 0))
            return (x.line, x.column, a.offset) < (y.line, y.column, b.offset)
        }.map(\.element)
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

    /// A text for people (a title, notes): not blank, at most `limit` characters; nil after reporting.
    private mutating func text(_ field: Field?, _ key: String, limit: Int) -> String? {
        guard let text = string(field, key) else { return nil }
        if let problem = TextLimits.problem(with: text, limit: limit) {
            report(field, "\(entry).\(key)", problem)
            return nil
        }
        return text
    }

    mutating func string(_ field: Field?, _ key: String) -> String? {
        guard let field else { return nil }
        guard case .string(let value) = field.value else {
            report(field, "\(entry).\(key)", "must be a string, not \(field.value.shown)")
            return nil
        }
        return value
    }

    /// A true-or-false field (`featured`, `pointsOfInterest`); `default` when it is left out.
    private mutating func flag(_ field: Field?, _ key: String, default value: Bool) -> Bool {
        guard let field else { return value }
        guard case .bool(let flag) = field.value else {
            report(field, "\(entry).\(key)", "must be true or false, not \(field.value.shown)")
            return value
        }
        return flag
    }

    static func text(_ value: Double) -> String { value.plainText }
}
