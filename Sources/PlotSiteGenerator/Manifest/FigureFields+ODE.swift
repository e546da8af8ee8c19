import PlotCore

/// Solutions of differential equations as curves of a figure (docs/manifest.md#solutions-of-differential-equations):
/// `{"ode": "x - y", "through": [0, 1]}` draws the solution of dy/dx = x − y through (0, 1), with an optional `label` and
/// `style`. f is an expression in x and y with the plot's sliders and functions; the point's coordinates are numbers or
/// expressions in constants and sliders.
extension FigureFieldChecker {
    static let odeKeys = ["ode", "through", "label", "style"]

    /// Whether a curve of the list is a solution: an object with `ode`.
    static func isODE(_ element: JSONValue) -> Bool {
        guard case .object(let members, _) = element else { return false }
        return members.contains { $0.key == "ode" }
    }

    /// The solution's curve; nil after reporting.
    mutating func odeCurve(_ element: JSONValue, _ name: String) -> FigureCurve? {
        let before = problems.count
        guard let members = members(of: element, name, known: Self.odeKeys,
                                    example: "{\"ode\": \"x - y\", \"through\": [0, 1]}") else { return nil }
        let label = members["label"].flatMap { self.label($0, "\(name).label") }
        let style = members["style"].map { self.style($0, "\(name).style") } ?? .solid
        let rightSide = members["ode"].flatMap { self.rightSide($0, "\(name).ode") }
        var point: (FigureNumber, FigureNumber)?
        if let through = members["through"] {
            point = self.point(through, "\(name).through")
        } else {
            report(element.location, name, "\"through\" is missing: a solution needs the point it passes through, such as [0, 1]")
        }
        guard problems.count == before, let rightSide, let point, let style else { return nil }
        let ode = ODECurve(rightSide, through: point.0, point.1)
        guard isDefinedAtItsPoint(ode, members["through"]!, "\(name).through", needing: "a solution needs") else { return nil }
        if let problem = outsideWindow(ode) {
            report(members["through"]!.location, "\(name).through", problem)
            return nil
        }
        return FigureCurve(ode, label: label, style: style)
    }

    /// Why the point, at the sliders' declared values, lies outside the window the manifest gives (its x-range; its
    /// y-range where both ends are given, not fitted); nil where it lies in it.
    private func outsideWindow(_ ode: ODECurve) -> String? {
        guard let window else { return nil }
        let (x, y) = (ode.x0.value, ode.y0.value)
        // As the point is written (`(0, −0.5)`): true minus signs.
        let text = { (value: Double) in DecimalText.withMinusSigns(Self.text(value)) }
        let range: String
        if x < window.xMin || x > window.xMax {
            range = "x from \(text(window.xMin)) to \(text(window.xMax))"
        } else if let yMin = window.yMin, let yMax = window.yMax, y < yMin || y > yMax {
            range = "y from \(text(yMin)) to \(text(yMax))"
        } else {
            return nil
        }
        let values = ode.x0.usedParameters.isEmpty && ode.y0.usedParameters.isEmpty ? "" : " = (\(text(x)), \(text(y))) at the sliders' values"
        return "\(ode.pointText)\(values) lies outside the frame (\(range)): a solution is drawn across the frame through a point in it"
    }

    /// f, or nil after reporting where in it the problem is (a letter other than x, y and the sliders), or a slider or
    /// function named y, which f reads as its second coordinate.
    mutating func rightSide(_ value: JSONValue, _ subject: String) -> ODERightSide? {
        guard case .string(let source, let location) = value else {
            report(value.location, subject, "must be a string such as \"x - y\" (dy/dx in x and y), not \(Self.shown(value))")
            return nil
        }
        // Read as a field's side is, with the same messages; then it parses as f without fail.
        guard fieldSide(source, at: location, subject, what: "equation") != nil else { return nil }
        return try? ODERightSide(source, parameters: declaredParameters, functions: namedFunctions)
    }

    /// `[x₀, y₀]`, each a number or an expression in constants and sliders; nil after reporting.
    mutating func point(_ value: JSONValue, _ subject: String) -> (FigureNumber, FigureNumber)? {
        guard case .array(let entries, _) = value, entries.count == 2 else {
            report(value.location, subject, "must be a pair [x₀, y₀] of numbers or expressions in constants and sliders, "
                   + "such as [0, 1], not \(Self.shown(value))")
            return nil
        }
        let x = parameterNumber(entries[0], "\(subject)[0]")
        let y = parameterNumber(entries[1], "\(subject)[1]")
        guard let x, let y else { return nil }
        return (x, y)
    }
}

extension FigureFieldChecker {
    /// Whether f is defined at the point of `ode` (a solution's or an Euler polygon's), reporting at `through` where it
    /// is not; with sliders it is not checked here: at their declared values the page says so, and a slider may mend it.
    mutating func isDefinedAtItsPoint(_ ode: ODECurve, _ through: JSONValue, _ subject: String, needing what: String) -> Bool {
        guard ode.usedParameters.isEmpty, !ode.slope(parameters: [:]).value(x: ode.x0.value, y: ode.y0.value).isFinite else { return true }
        report(through.location, subject, "dy/dx = \(ode.rightSide.description) is undefined at \(ode.pointText): \(what) a point where it is defined")
        return false
    }
}
