import PlotCore

/// Euler's polygon as a curve of a figure (docs/manifest.md#eulers-method):
/// `{"euler": {"of": "x - y", "through": [0, 1], "h": "h", "to": 2}}` draws the polygon of Euler's method for dy/dx = x − y
/// from (0, 1) in steps of h to x = 2, with an optional `label` and `style`. `of` is read as an `ode`'s equation and
/// `through` as its point; h and `to` are numbers or expressions in constants and sliders.
extension FigureFieldChecker {
    static let eulerKeys = ["euler", "label", "style"]
    static let eulerMethodKeys = ["of", "through", "h", "to"]
    private static let eulerExample = "{\"of\": \"x - y\", \"through\": [0, 1], \"h\": 0.25, \"to\": 2}"

    /// Whether a curve of the list is Euler's polygon: an object with `euler`.
    static func isEuler(_ element: JSONValue) -> Bool {
        guard case .object(let members, _) = element else { return false }
        return members.contains { $0.key == "euler" }
    }

    /// The polygon's curve; nil after reporting.
    mutating func eulerCurve(_ element: JSONValue, _ name: String) -> FigureCurve? {
        let before = problems.count
        guard let members = members(of: element, name, known: Self.eulerKeys, example: "{\"euler\": \(Self.eulerExample)}"),
              let method = members["euler"] else { return nil }
        let label = members["label"].flatMap { self.label($0, "\(name).label") }
        let style = members["style"].map { self.style($0, "\(name).style") } ?? .solid
        let subject = "\(name).euler"
        guard let fields = self.members(of: method, subject, known: Self.eulerMethodKeys, example: Self.eulerExample) else { return nil }
        let needs = ["of": "the right-hand side f of dy/dx = f(x, y), such as \"x - y\"", "through": "the point it starts from, such as [0, 1]",
                     "h": "its step, such as 0.25 or a slider \"h\"", "to": "the x it ends at, such as 2"]
        for key in Self.eulerMethodKeys where fields[key] == nil {
            report(method.location, subject, "\"\(key)\" is missing: Euler's method needs \(needs[key]!)")
        }
        let rightSide = fields["of"].flatMap { self.rightSide($0, "\(subject).of") }
        let point = fields["through"].flatMap { self.point($0, "\(subject).through") }
        let step = fields["h"].flatMap { self.parameterNumber($0, "\(subject).h") }
        let to = fields["to"].flatMap { self.parameterNumber($0, "\(subject).to") }
        guard problems.count == before, let rightSide, let point, let step, let to, let style else { return nil }
        // The sliders' declared values must give a polygon; a slider moved elsewhere gets a note on the graph.
        guard step.value > 0 else {
            report(fields["h"]!.location, "\(subject).h", "must be greater than 0, not \(Self.text(step.value))"
                   + (step.usedParameters.isEmpty ? "" : " at the sliders' values"))
            return nil
        }
        let steps = EulerPolygon.stepCount(from: point.0.value, to: to.value, step: step.value)
        guard steps <= Double(PlotLimits.eulerStepsMax) else {
            // Beyond what a double counts (a tiny h to a far x) it is simply more.
            let count = steps.isFinite ? Self.text(steps) : "more than \(PlotLimits.eulerStepsMax)"
            report(fields["h"]!.location, "\(subject).h", "takes \(count) steps from x = \(Self.text(point.0.value)) to "
                   + "\(Self.text(to.value)): Euler's method takes at most \(PlotLimits.eulerStepsMax); take a longer step")
            return nil
        }
        let ode = ODECurve(rightSide, through: point.0, point.1)
        guard isDefinedAtItsPoint(ode, fields["through"]!, "\(subject).through", needing: "Euler's method needs") else { return nil }
        return FigureCurve(EulerCurve(ode, step: step, to: to), label: label, style: style)
    }
}
