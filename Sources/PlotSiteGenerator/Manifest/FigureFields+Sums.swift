import PlotCore

/// A plot's Riemann sums (`sums`, JSON only; docs/manifest.md#sums), and the numbers of a figure that may
/// use the plot's parameters (`"1 + h"`), checked at the parameters' declared values.
extension FigureFieldChecker {
    static let sumKeys = ["of", "rule", "from", "to", "n"]
    static let sumExample = "{\"of\": 0, \"from\": 0, \"to\": 2, \"n\": 8, \"rule\": \"left\"}"

    /// The sums; a curve index is checked against `curves` when the curves could be read.
    mutating func sums(_ field: Field, curves: [FigureCurve?]?, xRange: (lower: Double, upper: Double)) -> [FigureSum] {
        guard let elements = list(field, "\(entry).sums", limit: Figure.maximumMarks, noun: "sums", example: Self.sumExample) else { return [] }
        return elements.enumerated().compactMap { index, element in
            sum(element, "\(entry).sums[\(index)]", curves: curves, xRange: xRange)
        }
    }

    private mutating func sum(_ element: JSONValue, _ name: String, curves: [FigureCurve?]?,
                              xRange: (lower: Double, upper: Double)) -> FigureSum? {
        let before = problems.count
        guard let members = members(of: element, name, known: Self.sumKeys, example: Self.sumExample) else { return nil }
        for key in ["of", "n", "rule"] where members[key] == nil {
            report(element.location, name, "\"\(key)\" is missing (a sum needs of, n and rule; from and to default to the x-range)")
        }
        let curve = members["of"].flatMap { curveReference($0, "\(name).of", curves: curves) }
        let rule = members["rule"].flatMap { self.rule($0, "\(name).rule") }
        let from = members["from"].map { parameterNumber($0, "\(name).from") } ?? FigureNumber(xRange.lower)
        let to = members["to"].map { parameterNumber($0, "\(name).to") } ?? FigureNumber(xRange.upper)
        let n = members["n"].flatMap { parameterNumber($0, "\(name).n") }
        if let n, let written = members["n"], !Self.isPieceCount(n.value) {
            let atValues = n.source == nil ? "" : " at the parameters' values"
            report(written.location, "\(name).n", "must be a whole number from 1 to \(RiemannSum.maximumPieces)\(atValues), not \(Self.text(n.value))")
        }
        guard problems.count == before, let curve, let rule, let from, let to, let n else { return nil }
        for (key, end) in [("from", from), ("to", to)] where end.value < xRange.lower || end.value > xRange.upper {
            report(members[key]?.location ?? element.location, "\(name).\(key)", "must lie within the plot's x-range \(Self.text(xRange.lower)) … "
                   + "\(Self.text(xRange.upper)), not \(Self.text(end.value)) (widen the range with xMin/xMax, or move the end)")
            return nil
        }
        guard from.value < to.value else {
            report(members["from"]?.location ?? element.location, "\(name).from",
                   "must be less than to (\(Self.text(to.value))), not \(Self.text(from.value))")
            return nil
        }
        return FigureSum(curve: curve, rule: rule, from: from, to: to, n: n)
    }

    /// Whether `n` is a sum's number of pieces: whole, 1 … 1000.
    static func isPieceCount(_ n: Double) -> Bool {
        n.rounded() == n && n >= 1 && n <= Double(RiemannSum.maximumPieces)
    }

    /// A sum's rule; nil after reporting a name that is none, with the nearest one.
    private mutating func rule(_ value: JSONValue, _ subject: String) -> RiemannSum.Rule? {
        if case .string(let name, _) = value, let rule = RiemannSum.Rule(rawValue: name) { return rule }
        let names = RiemannSum.Rule.allCases.map(\.rawValue)
        var hint = ""
        if case .string(let name, _) = value, let closest = Suggestion.closest(to: name, among: names) { hint = " (did you mean \"\(closest)\"?)" }
        let choices = names.dropLast().map { "\"\($0)\"" }.joined(separator: ", ") + " or \"\(names.last!)\""
        report(value.location, subject, "must be \(choices), not \(Self.shown(value))\(hint)")
        return nil
    }

    /// What a construction or sum is of: a curve's index (0 for the first), checked against the curves
    /// when they are known, or the name of one of the plot's functions (`"f"`), which a curve of the
    /// figure must draw (`f(x)`); nil after reporting.
    mutating func curveReference(_ value: JSONValue, _ subject: String, curves: [FigureCurve?]?) -> Int? {
        guard case .string(let name, let location) = value else { return curveIndex(value, subject, curves: curves) }
        let names = namedFunctions.names.map(String.init)
        guard names.contains(name), let call = try? Expression("\(name)(x)", parameters: declaredParameters, functions: namedFunctions) else {
            let hint = Suggestion.closest(to: name, among: names).map { " (did you mean \"\($0)\"?)" }
                ?? (names.isEmpty ? " (give a curve's index, 0 for the first)" : " (the plot's functions: \(names.joined(separator: ", ")); or a curve's index)")
            report(location, subject, "names no function of this plot: \"\(name)\"\(hint)")
            return nil
        }
        // The function is the curve that draws it: its samples, its dots and its colour are the construction's.
        if let index = curves?.firstIndex(where: { $0?.construction == nil && $0?.expression.description == call.description }) { return index }
        // A curve with a problem of its own (a misspelled key) may be the one: its problem is told, not invented here.
        if curves == nil || someCurveUnread { return nil }
        report(location, subject, "names \(name), which no curve of this plot draws: add the curve \"\(name)(x)\" or give a curve's index")
        return nil
    }

    /// The parameters' declared values for compiling `expression`, or nil when it uses a parameter
    /// whose definition failed (it has no value; that failure is reported where it is). A declared
    /// parameter it does not use gets 0 if it has no value: it changes nothing.
    func declaredValues(for expression: PlotCore.Expression) -> [Character: Double]? {
        guard expression.usedParameters.allSatisfy({ parameterValues[$0] != nil }) else { return nil }
        var values: [Character: Double] = [:]
        for name in expression.declaredParameters { values[name] = parameterValues[name] ?? 0 }
        return values
    }

    /// A number of a figure that may use the plot's parameters: a JSON number, or a string holding an
    /// expression in constants and parameters (`"1 + h"`), valued at their declared values; nil after reporting.
    mutating func parameterNumber(_ value: JSONValue, _ subject: String) -> FigureNumber? {
        guard case .string(let source, let location) = value else {
            return number(value, subject).map { FigureNumber($0) }
        }
        guard let expression = expression(source, at: location, subject) else { return nil }
        guard !expression.containsVariable else {
            report(location, subject, "must be a number or an expression in constants and parameters, not an expression in x")
            return nil
        }
        guard let values = declaredValues(for: expression) else { return nil }
        guard let number = expression.compiled(parameters: values).value(at: 0) else {
            let atValues = expression.usedParameters.isEmpty ? "" : " at the parameters' values"
            report(location, subject, "\"\(source)\" has no finite value\(atValues) (a number is needed here)")
            return nil
        }
        parametersOfNumbers.formUnion(expression.usedParameters)
        return FigureNumber(number, source: expression.usedParameters.isEmpty ? nil : source, description: expression.description,
                            usedParameters: expression.usedParameters)
    }
}
