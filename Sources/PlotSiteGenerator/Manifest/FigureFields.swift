import Foundation
import PlotCore

/// Reads what a plot draws (docs/manifest.md#figures): the `expression` shorthand or the `curves` list,
/// and the `areas`, `points` and `lines` around them (FigureFields+Marks.swift), and its `sums`
/// (FigureFields+Sums.swift). Every problem
/// names the plot and the field (`plots[3].areas[1].under`) at the place it was written; numbers
/// may be constant expressions such as `"π/2"`.
struct FigureFieldChecker {
    let file: String
    /// How the plot is named in messages: `plots[2]` or `line 4`.
    let entry: String
    /// Where the character at an offset inside a string value stands in the file, given the
    /// value's location (JSON's opening quote, or the first character on a plain-list line).
    let textLocation: (SourceLocation, Int) -> SourceLocation
    private(set) var problems: [ManifestProblem] = []
    /// What the expressions read as that their writer may not have meant (`e^-2x`): reported, not failed.
    private(set) var warnings: [ManifestProblem] = []
    /// The letters the curves may use (docs/manifest.md#parameters), read from `parameters` (ParameterFields.swift)
    /// before the curves.
    var declaredParameters: Set<Character> = []
    /// The functions the curves may call (docs/manifest.md#named-functions), read from `functions`
    /// (FunctionFields.swift) after the parameters and before the curves.
    var namedFunctions = NamedFunctions()
    /// The names `functions` defines whose definitions had a problem, already reported: a curve calling one is not
    /// also told it is unknown (other unknown names still are).
    var unavailableFunctions: Set<Character> = []
    /// The parameters' declared values: what a number using them (FigureFields+Sums.swift) is checked at.
    var parameterValues: [Character: Double] = [:]
    /// The plot's sliders by letter, for what must fit one (a Taylor polynomial's degree).
    var sliders: [Character: Parameter] = [:]
    /// The parameters the figure's numbers use (a tangent's `at`, a sum's `n`, a point's `x`…): their sliders move something.
    var parametersOfNumbers: Set<Character> = []
    /// The plot's window as the manifest gives it (y where given): a solution's point must lie in it (FigureFields+ODE.swift).
    var window: (xMin: Double, xMax: Double, yMin: Double?, yMax: Double?)?
    /// Whether an undeclared letter's message suggests declaring it: gallery.json has `parameters`,
    /// the plain-text list has not.
    var suggestsParameters = false
    /// Whether a curve with an expression (not a tangent or secant) had a problem: a construction or sum naming a
    /// function no curve draws may mean that one, so it is not told so.
    var someCurveUnread = false
    /// Whether a misspelled key was already reported as "did you mean expression (or curves)": then a
    /// missing expression is no news.
    var expressionKeyMisspelled = false

    /// How a curve or a parameter is named in warnings, and where it was written.
    struct Place {
        let subject: String
        let location: SourceLocation
    }

    static let curveKeys = ["expression", "label", "from", "to", "style", "endpoints"] + parametricKeys

    init(file: String, entry: String, textLocation: @escaping (SourceLocation, Int) -> SourceLocation) {
        self.file = file
        self.entry = entry
        self.textLocation = textLocation
    }

    mutating func report(_ location: SourceLocation, _ subject: String, _ message: String, detail: String? = nil) {
        problems.append(ManifestProblem(file: file, location: location, subject: subject, message: message, detail: detail))
    }

    /// The figure and where each of its curves was written; nil after reporting a problem.
    /// `xRange` (the plot's lowerX … xMax) is where areas run by default.
    mutating func figure(_ byKey: [String: Field], entryLocation: SourceLocation,
                         xRange: (lower: Double, upper: Double)) -> (Figure, [Place])? {
        let before = problems.count
        // nil where a curve had a problem; nil as a whole when the list itself is unusable, so
        // that areas are not also checked against curves that are not there.
        var curves: [FigureCurve?]?
        var places: [Place] = []
        switch (byKey["expression"], byKey["curves"]) {
        case (let field?, nil):
            places = [Place(subject: "\(entry).expression", location: field.valueLocation)]
            if case .string(let source) = field.value {
                curves = [curve(ofSource: source, at: field.valueLocation, "\(entry).expression")]
            } else {
                report(field.valueLocation, "\(entry).expression", "must be a string, not \(field.value.shown)")
            }
        case (nil, let field?):
            (curves, places) = self.curves(field, xRange: xRange)
        case (_?, let field?):
            report(field.keyLocation, entry, "give either \"expression\" (one curve) or \"curves\" (several), not both")
        case (nil, nil) where expressionKeyMisspelled:
            break
        case (nil, nil):
            report(entryLocation, entry, "the expression is missing (every plot needs \"expression\", or \"curves\" for several)")
        }

        let areas = byKey["areas"].map { self.areas($0, curves: curves, xRange: xRange) } ?? []
        let points = byKey["points"].map { self.points($0) } ?? []
        let lines = byKey["lines"].map { self.lines($0) } ?? []
        let sums = byKey["sums"].map { self.sums($0, curves: curves, xRange: xRange) } ?? []
        guard problems.count == before, let found = curves?.compactMap({ $0 }), found.count == curves?.count else { return nil }
        // A sequence's limit is a dashed line y = limit (docs/manifest.md#sequences).
        let limits = found.compactMap { $0.sequence?.limit }.map {
            ReferenceLine(.horizontal(y: $0), label: "limit \(DecimalText.readable($0))", isSequenceLimit: true)
        }
        return (Figure(curves: found, areas: areas, points: points, lines: lines + limits, sums: sums), places)
    }

    // MARK: - Curves

    private mutating func curves(_ field: Field, xRange: (lower: Double, upper: Double)) -> ([FigureCurve?]?, [Place]) {
        let subject = "\(entry).curves"
        guard let elements = list(field, subject, limit: Figure.maximumCurves, noun: "curves",
                                  example: "{\"expression\": \"sin(x)\"}") else { return (nil, []) }
        if elements.isEmpty {
            report(field.valueLocation, subject, "the list is empty: give 1 to \(Figure.maximumCurves) curves")
            return (nil, [])
        }
        var curves: [FigureCurve?] = []
        var places: [Place] = []
        for (index, element) in elements.enumerated() {
            let name = "\(subject)[\(index)]"
            places.append(Place(subject: name, location: element.location))
            // Tangents and secants once the curves they are on are read (FigureFields+Constructions.swift).
            curves.append(Self.isConstruction(element) || Self.isTaylor(element) ? nil
                          : Self.isSequence(element) ? sequenceCurve(element, name)
                          : Self.isField(element) ? fieldCurve(element, name)
                          : Self.isODE(element) ? odeCurve(element, name)
                          : Self.isEuler(element) ? eulerCurve(element, name) : curve(element, name))
        }
        let constructions = Set(elements.indices.filter { Self.isConstruction(elements[$0]) })
        someCurveUnread = elements.indices.contains { !constructions.contains($0) && !Self.isTaylor(elements[$0]) && curves[$0] == nil }
        let taylors = Set(elements.indices.filter { Self.isTaylor(elements[$0]) })
        for index in constructions.sorted() {
            curves[index] = construction(elements[index], "\(subject)[\(index)]", curves: curves, constructions: constructions.union(taylors),
                                         xRange: xRange)
        }
        // Taylor polynomials once the curves they are of are read (FigureFields+Taylor.swift).
        for index in taylors.sorted() {
            curves[index] = taylor(elements[index], "\(subject)[\(index)]", curves: curves, others: constructions.union(taylors),
                                   xRange: xRange)
        }
        return (curves, places)
    }

    private mutating func curve(_ element: JSONValue, _ name: String) -> FigureCurve? {
        let before = problems.count
        guard let members = members(of: element, name, known: Self.curveKeys,
                                    example: "{\"expression\": \"sin(x)\", \"label\": \"f(x)\"}") else { return nil }
        if Self.isParametric(members) { return parametricCurve(members, element, name) }
        var expression: PlotCore.Expression?
        switch members["expression"] {
        case .string(let source, let location)? where Self.isRelation(source):
            return relationCurve(members, source: source, at: location, name)
        case .string(let source, let location)?:
            expression = self.expression(source, at: location, "\(name).expression")
        case let value?:
            report(value.location, "\(name).expression", "must be a string, not \(Self.shown(value))")
        case nil:
            report(element.location, name, "the expression is missing (every curve needs one)")
        }
        let label = members["label"].flatMap { self.label($0, "\(name).label") }
        let from = members["from"].flatMap { number($0, "\(name).from") }
        let to = members["to"].flatMap { number($0, "\(name).to") }
        if let from, let to, from >= to, let written = members["from"] {
            report(written.location, "\(name).from", "must be less than to (\(Self.text(to))), not \(Self.text(from))")
        }
        let style = members["style"].map { self.style($0, "\(name).style") } ?? .solid
        let endpoints = members["endpoints"].map { self.endpoints($0, "\(name).endpoints", from: from, to: to) } ?? .jumps
        guard problems.count == before, let expression, let style, let endpoints else { return nil }
        return FigureCurve(expression, label: label, from: from, to: to, style: style, endpoints: endpoints)
    }

    // MARK: - Values shared by every kind

    /// The elements of a figure list, or nil after reporting a value that is not a list or is too long.
    mutating func list(_ field: Field, _ subject: String, limit: Int, noun: String, example: String) -> [JSONValue]? {
        guard case .list(let elements) = field.value else {
            report(field.valueLocation, subject, "must be a list such as [\(example)], not \(field.value.shown)")
            return nil
        }
        guard elements.count <= limit else {
            report(field.valueLocation, subject, "has \(elements.count) \(noun); a plot may have at most \(limit)")
            return nil
        }
        return elements
    }

    /// The members of one object of a figure list by key, after reporting unknown keys (the
    /// known ones are still checked); nil after reporting an element that is not an object.
    mutating func members(of element: JSONValue, _ subject: String, known: [String], example: String) -> [String: JSONValue]? {
        guard case .object(let members, _) = element else {
            report(element.location, subject, "must be an object such as \(example), not \(element.typeName)")
            return nil
        }
        var byKey: [String: JSONValue] = [:]
        for member in members {
            if known.contains(member.key) {
                byKey[member.key] = member.value
            } else {
                report(member.keyLocation, subject, PlotFieldChecker.unknownKey(member.key, known: known))
            }
        }
        return byKey
    }

    /// An expression of a curve (or a number in the parameters), in x or in a parametric curve's `variable`, or nil
    /// after reporting where in it the problem is.
    mutating func expression(_ source: String, at location: SourceLocation, _ subject: String,
                             variable: ExpressionVariable = .x) -> PlotCore.Expression? {
        do {
            let expression = try Expression(source, parameters: declaredParameters, functions: namedFunctions, variable: variable)
            for warning in expression.warnings { warn(warning, in: source, at: location, subject) }
            return expression
        } catch {
            report(error, in: source, at: location, subject)
            return nil
        }
    }

    /// Reports where in `source` it does not read, with a hint to declare a slider; not a call of a function whose
    /// definition had a problem, already reported.
    mutating func report(_ error: ExpressionError, in source: String, at location: SourceLocation, _ subject: String) {
        if error.kind == .unknownName, let name = source.unicodeScalars.dropFirst(error.offset).first,
           unavailableFunctions.contains(Character(name)) { return }
        report(textLocation(location, error.offset), subject, "\(error)\(parameterHint(error, in: source))",
               detail: SourceCaret.lines(source, at: error.offset))
    }

    /// Reports a reading of `source` its writer may not have meant (`e^-2x`), at its character.
    mutating func warn(_ warning: ExpressionWarning, in source: String, at location: SourceLocation, _ subject: String) {
        warnings.append(ManifestProblem(file: file, location: textLocation(location, warning.offset), subject: subject,
                                        message: warning.description, detail: SourceCaret.lines(source, at: warning.offset)))
    }

    /// A number of a figure (`from`, `to`, `x`, `y`): a JSON number, or a string holding a
    /// constant expression (`"π/2"`, `"-2/3"`, `"√2"`) evaluated here, once; nil after reporting.
    mutating func number(_ value: JSONValue, _ subject: String) -> Double? {
        constant(value, subject)?.value
    }

    /// ``number(_:_:)`` with the expression's description when it was written as one (`5π/4`; nil
    /// for a JSON number), for a page that names the number as the manifest wrote it.
    mutating func constant(_ value: JSONValue, _ subject: String) -> (value: Double, description: String?)? {
        switch value {
        case .number(let number, _, _):
            return (number, nil)
        case .string(let source, let location):
            let expression: PlotCore.Expression
            do {
                // A constant has no parameters: named functions read with some cannot be called here.
                expression = try Expression(source, functions: declaredParameters.isEmpty ? namedFunctions : NamedFunctions())
            } catch {
                report(textLocation(location, error.offset), subject, "\(error)",
                       detail: SourceCaret.lines(source, at: error.offset))
                return nil
            }
            guard !expression.containsVariable else {
                report(location, subject, "must be a number or a constant expression, not an expression in x")
                return nil
            }
            guard let number = expression.compiled().value(at: 0) else {
                report(location, subject, "\"\(source)\" has no finite value (a number is needed here)")
                return nil
            }
            return (number, expression.description)
        default:
            report(value.location, subject, "must be a number or a constant expression such as \"π/2\", not \(Self.shown(value))")
            return nil
        }
    }

    /// A label: text for the legend or beside a mark; nil after reporting.
    mutating func label(_ value: JSONValue, _ subject: String) -> String? {
        guard case .string(let text, _) = value else {
            report(value.location, subject, "must be a non-empty string, not \(Self.shown(value))")
            return nil
        }
        if let problem = TextLimits.problem(with: text) {
            report(value.location, subject, problem)
            return nil
        }
        return liveTextChecked(text, at: value.location, subject) ? text : nil
    }

    /// Whether every `{n}` of a text names a slider of the plot (docs/manifest.md#live-labels); reports those
    /// that do not, where they stand, with the closest slider's name.
    mutating func liveTextChecked(_ text: String, at location: SourceLocation, _ subject: String) -> Bool {
        let names = parameterValues.keys.map { String($0) }.sorted()
        var good = true
        for (name, offset) in LiveText.placeholders(in: text) where parameterValues[name] == nil {
            good = false
            let hint = names.isEmpty ? " (the plot has no sliders)"
                : " (did you mean {\(Suggestion.closest(to: String(name), among: names) ?? names[0])}?)"
            report(textLocation(location, offset), subject, "{\(name)} names no slider of this plot\(hint)")
        }
        return good
    }

    /// A line style; nil after reporting one that does not exist, with the ones that do.
    mutating func style(_ value: JSONValue, _ subject: String) -> LineStyle? {
        if case .string(let name, _) = value, let style = LineStyle(rawValue: name) { return style }
        let names = LineStyle.allCases.map { "\"\($0.rawValue)\"" }
        let choices = names.dropLast().joined(separator: ", ") + " or " + names.last!
        report(value.location, subject, "must be \(choices), not \(Self.shown(value))")
        return nil
    }

    /// A curve's endpoint dots (docs/manifest.md#curves): `true` (at jumps and holes, the default), `false`
    /// (none), or `[from, to]`, each `"closed"`, `"open"` or null, for dots at the curve's ends as well;
    /// nil after reporting. A dot asked for at an end the curve does not have is reported there.
    mutating func endpoints(_ value: JSONValue, _ subject: String, from: Double?, to: Double?) -> CurveEndpoints? {
        switch value {
        case .bool(let shown, _):
            return shown ? .jumps : .off
        case .array(let ends, _) where ends.count == 2:
            var result = CurveEndpoints.jumps
            let before = problems.count
            let kinds = zip(ends, [("from", from), ("to", to)]).enumerated().map { index, pair in
                endpoint(pair.0, "\(subject)[\(index)]", end: pair.1.0, bound: pair.1.1)
            }
            guard problems.count == before else { return nil }
            (result.from, result.to) = (kinds[0], kinds[1])
            return result
        default:
            report(value.location, subject, "must be true, false or the dots at from and to such as [\"closed\", \"open\"], not \(Self.shown(value))")
            return nil
        }
    }

    /// The dot at one end of a curve (`end`: "from" or "to", whose value is `bound`): nil for null, or
    /// after reporting a name that is no kind of dot, or a dot at an end the curve does not have.
    private mutating func endpoint(_ value: JSONValue, _ subject: String, end: String, bound: Double?) -> CurveEndpoints.End? {
        let names = CurveEndpoints.End.allCases.map(\.rawValue)
        switch value {
        case .null:
            return nil
        case .string(let name, _):
            guard let kind = CurveEndpoints.End(rawValue: name) else {
                let hint = Suggestion.closest(to: name, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
                report(value.location, subject, "must be \"closed\", \"open\" or null, not \(Self.shown(value))\(hint)")
                return nil
            }
            guard bound != nil else {
                report(value.location, subject, "asks for a dot at the curve's \(end), but the curve has no \"\(end)\" (give one, or write null here)")
                return nil
            }
            return kind
        default:
            report(value.location, subject, "must be \"closed\", \"open\" or null, not \(Self.shown(value))")
            return nil
        }
    }

    /// A JSON value as it would be written, for "not …" in messages.
    static func shown(_ value: JSONValue) -> String {
        FieldValue(value).shown
    }

    static func text(_ value: Double) -> String { PlotFieldChecker.text(value) }
}
