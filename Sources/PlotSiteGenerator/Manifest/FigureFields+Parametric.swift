import PlotCore

/// Parametric and polar curves of a figure (docs/manifest.md#parametric-and-polar-curves):
/// `{"x": "cos(t)", "y": "sin(t)", "t": [0, "2π"]}` and `{"r": "1 + cos(θ)", "θ": [0, "2π"]}` (`theta` too; a polar
/// curve without a range goes once around, 0 … 2π).
extension FigureFieldChecker {
    /// The keys only a parametric or polar curve has.
    static let parametricKeys = ["x", "y", "t", "r", "θ", "theta"]

    /// Whether a curve's members make it parametric or polar rather than y = f(x).
    static func isParametric(_ members: [String: JSONValue]) -> Bool {
        parametricKeys.contains { members[$0] != nil }
    }

    /// A parametric or polar curve from its members; nil after reporting what is wrong or missing.
    mutating func parametricCurve(_ members: [String: JSONValue], _ element: JSONValue, _ name: String) -> FigureCurve? {
        let before = problems.count
        let polar = members["r"] != nil
        // What belongs only to y = f(x), or to the other kind of curve, is reported where it was written.
        let foreign: [(key: String, why: String)] = [
            ("expression", "a curve is either y = f(x) (\"expression\") or parametric (\"x\", \"y\" and \"t\") or polar (\"r\" and \"θ\"), not both"),
            ("from", "a \(polar ? "polar" : "parametric") curve's range is its parameter's: \(polar ? "\"θ\"" : "\"t\""): [from, to]"),
            ("to", "a \(polar ? "polar" : "parametric") curve's range is its parameter's: \(polar ? "\"θ\"" : "\"t\""): [from, to]"),
        ] + (polar ? [("x", "a polar curve is given by \"r\" alone (x = r·cos θ, y = r·sin θ)"),
                      ("y", "a polar curve is given by \"r\" alone (x = r·cos θ, y = r·sin θ)"),
                      ("t", "a polar curve's parameter is θ: write \"θ\" (or \"theta\"): [from, to]")]
                   : [("θ", "a parametric curve's parameter is t: write \"t\": [from, to]"),
                      ("theta", "a parametric curve's parameter is t: write \"t\": [from, to]")])
        for (key, why) in foreign {
            if let value = members[key] { report(value.location, "\(name).\(key)", why) }
        }
        let variable: ExpressionVariable = polar ? .theta : .t
        if let letter = variable.letter, declaredParameters.contains(letter) {
            // The expressions could not tell the slider from the curve's own parameter.
            report(element.location, name, "\(letter) is this curve's parameter, and the plot also has a slider \(letter): rename the slider")
            return nil
        }
        let form: ParametricPath.Form?
        if polar {
            form = pathExpression(members["r"], "\(name).r", variable).map { .polar(r: $0) }
        } else {
            for key in ["x", "y"] where members[key] == nil {
                let other = key == "x" ? "y" : "x"
                report(element.location, name, "a parametric curve needs \"\(key)\" as well as \"\(other)\", "
                       + "as in {\"x\": \"cos(t)\", \"y\": \"sin(t)\", \"t\": [0, \"2π\"]}")
            }
            let x = members["x"].flatMap { pathExpression($0, "\(name).x", variable) }
            let y = members["y"].flatMap { pathExpression($0, "\(name).y", variable) }
            form = x.flatMap { x in y.map { .cartesian(x: x, y: $0) } }
        }
        let range = parameterRange(members, element, name, polar: polar)
        let label = members["label"].flatMap { self.label($0, "\(name).label") }
        let style = members["style"].map { self.style($0, "\(name).style") } ?? .solid
        let endpoints = members["endpoints"].map { self.pathEndpoints($0, "\(name).endpoints", polar: polar) } ?? .jumps
        guard problems.count == before, let form, let range, let style, let endpoints else { return nil }
        let path = ParametricPath(form, from: range.from.value, to: range.to.value,
                                  fromDescription: range.from.description, toDescription: range.to.description)
        return FigureCurve(path, label: label, style: style, endpoints: endpoints)
    }

    /// A parametric or polar curve's endpoint dots: `true` (at its jumps in t, the default) or `false`; nil after
    /// reporting anything else (the dots at a restriction's ends belong to curves y = f(x)).
    private mutating func pathEndpoints(_ value: JSONValue, _ subject: String, polar: Bool) -> CurveEndpoints? {
        if case .bool(let shown, _) = value { return shown ? .jumps : .off }
        report(value.location, subject, "must be true or false for a \(polar ? "polar" : "parametric") curve (dots at its jumps in t), "
               + "not \(Self.shown(value)); dots at the ends of a range in x belong to curves y = f(x)")
        return nil
    }

    /// One of the curve's expressions, in its variable; nil after reporting.
    private mutating func pathExpression(_ value: JSONValue?, _ subject: String, _ variable: ExpressionVariable) -> PlotCore.Expression? {
        guard let value else { return nil }
        guard case .string(let source, let location) = value else {
            report(value.location, subject, "must be a string such as \"\(variable == .t ? "cos(t)" : "1 + cos(θ)")\", not \(Self.shown(value))")
            return nil
        }
        return expression(source, at: location, subject, variable: variable)
    }

    /// The parameter's range `[from, to]`, finite, from < to; a polar curve's defaults to 0 … 2π. Nil after reporting.
    private mutating func parameterRange(_ members: [String: JSONValue], _ element: JSONValue, _ name: String, polar: Bool)
        -> (from: (value: Double, description: String?), to: (value: Double, description: String?))? {
        let key = polar ? (members["θ"] != nil ? "θ" : "theta") : "t"
        if polar, members["θ"] != nil, let both = members["theta"] {
            report(both.location, "\(name).theta", "give the range once, as \"θ\" or as \"theta\", not both")
            return nil
        }
        guard let value = members[key] else {
            if polar { return ((0, nil), (ParametricPath.polarRange.to, ParametricPath.polarRange.text)) }
            report(element.location, name, "a parametric curve needs its parameter's range, as in \"t\": [0, \"2π\"]")
            return nil
        }
        let subject = "\(name).\(key)"
        guard case .array(let ends, _) = value, ends.count == 2 else {
            report(value.location, subject, "must be the range [from, to], such as [0, \"2π\"], not \(Self.shown(value))")
            return nil
        }
        guard let from = constant(ends[0], "\(subject)[0]"), let to = constant(ends[1], "\(subject)[1]") else { return nil }
        guard from.value < to.value else {
            report(ends[0].location, "\(subject)[0]", "the range is empty: from (\(Self.text(from.value))) must be less than to (\(Self.text(to.value)))")
            return nil
        }
        guard to.value - from.value <= ParametricPath.longestRange else {
            report(value.location, subject, "the range is \(Self.text(to.value - from.value)) long; at most \(Self.text(ParametricPath.longestRange)) "
                   + "(a curve is drawn within its sampler's budget)")
            return nil
        }
        return (from, to)
    }
}
