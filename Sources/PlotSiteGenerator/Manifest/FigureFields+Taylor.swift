import PlotCore

/// Taylor polynomials among a figure's curves (docs/manifest.md#taylor-polynomials):
/// `{"taylor": {"of": "f", "at": 0, "degree": "n"}, "style": "dashed"}` — `of` a named function drawn by a curve
/// of the figure or a curve's index, `at` a number, `degree` a whole number 0 … 20 or the letter of a slider
/// that stays within 0 … 20 in whole steps. Read after the curves they are of.
extension FigureFieldChecker {
    static let taylorKeys = ["taylor", "style"]
    static let taylorFieldKeys = ["of", "at", "degree"]

    /// Whether a curve of the list is a Taylor polynomial: an object with `taylor`.
    static func isTaylor(_ element: JSONValue) -> Bool {
        guard case .object(let members, _) = element else { return false }
        return members.contains { $0.key == "taylor" }
    }

    /// The polynomial's curve; nil after reporting. `others`: the list's tangents, secants and Taylor
    /// polynomials, which no Taylor polynomial may be of.
    mutating func taylor(_ element: JSONValue, _ name: String, curves: [FigureCurve?], others: Set<Int>,
                         xRange: (lower: Double, upper: Double)) -> FigureCurve? {
        let before = problems.count
        let example = "{\"of\": \"f\", \"at\": 0, \"degree\": 5}"
        guard let members = members(of: element, name, known: Self.taylorKeys, example: "{\"taylor\": \(example)}") else { return nil }
        let style = members["style"].map { self.style($0, "\(name).style") } ?? .solid
        let subject = "\(name).taylor"
        guard let value = members["taylor"],
              let fields = self.members(of: value, subject, known: Self.taylorFieldKeys, example: example) else { return nil }
        for field in Self.taylorFieldKeys where fields[field] == nil {
            report(value.location, subject, "\"\(field)\" is missing (a Taylor polynomial needs of, at and degree)")
        }
        let of = fields["of"].flatMap { curveReference($0, "\(subject).of", curves: curves) }
        if let of, others.contains(of), let written = fields["of"] {
            report(written.location, "\(subject).of", "names curves[\(of)], which is itself a tangent, secant or Taylor polynomial: give a curve with an expression")
        }
        let at = fields["at"].flatMap { parameterNumber($0, "\(subject).at") }
        if let at, at.source != nil, let written = fields["at"] {
            report(written.location, "\(subject).at", "must be a number: a slider may set the degree, not the point")
        }
        let degree = fields["degree"].flatMap { taylorDegree($0, "\(subject).degree") }
        guard problems.count == before, let of, let curve = curves[of], let style, let at, let degree else { return nil }
        if curve.path != nil {
            report(fields["of"]!.location, "\(subject).of", "names a parametric or polar curve: a Taylor polynomial needs a curve y = f(x)")
            return nil
        }
        if !curve.expression.usedParameters.isEmpty {
            let used = curve.expression.usedParameters.map(String.init).joined(separator: ", ")
            report(fields["of"]!.location, "\(subject).of", "names a curve that uses the sliders \(used): a Taylor polynomial is of a fixed function (only its degree may be a slider)")
            return nil
        }
        if at.value < xRange.lower || at.value > xRange.upper {
            report(fields["at"]!.location, "\(subject).at", "must lie within the plot's x-range \(Self.text(xRange.lower)) … \(Self.text(xRange.upper)), not \(Self.text(at.value))")
            return nil
        }
        let highest = degree.slider.map { Int(sliders[$0]!.max) } ?? degree.value
        guard let values = declaredValues(for: curve.expression) else { return nil }
        let coefficients = TaylorPolynomial.coefficients(of: curve.expression, at: at.value, through: highest, parameters: values)
        if coefficients[0] == nil {
            report(fields["at"]!.location, "\(subject).at", "curves[\(of)] is not defined at x = \(Self.text(at.value)): there is no Taylor polynomial there")
            return nil
        }
        let source = TaylorPolynomial.source(coefficients, at: at.value, degree: highest, slider: degree.slider)
        guard let expression = try? Expression(source, parameters: Set(degree.slider.map { [$0] } ?? [])) else { return nil }
        var result = FigureCurve(expression, style: style)
        result.taylor = TaylorCurve(coefficients: coefficients, at: at.value, degree: degree.value, slider: degree.slider, of: of)
        return result
    }

    /// A whole number 0 … 20, or a slider's letter whose slider stays within 0 … 20 in whole steps: the
    /// degree at the declared values and the slider; nil after reporting.
    private mutating func taylorDegree(_ value: JSONValue, _ subject: String) -> (value: Int, slider: Character?)? {
        let most = TaylorPolynomial.maximumDegree
        switch value {
        case .number(let n, _, let location):
            guard n == n.rounded(), n >= 0, n <= Double(most) else {
                report(location, subject, "must be a whole number from 0 to \(most), not \(Self.text(n))")
                return nil
            }
            return (Int(n), nil)
        case .string(let text, let location):
            let names = sliders.keys.map(String.init).sorted()
            guard text.count == 1, let letter = text.first, let slider = sliders[letter] else {
                let hint = Suggestion.closest(to: text, among: names).map { " (did you mean \"\($0)\"?)" }
                    ?? (names.isEmpty ? " (the plot has no sliders; give a whole number from 0 to \(most))" : "")
                report(location, subject, "names no slider of this plot: \"\(text)\"\(hint)")
                return nil
            }
            let whole = { (x: Double) in x == x.rounded() }
            guard slider.min >= 0, slider.max <= Double(most), whole(slider.min), whole(slider.max), whole(slider.step),
                  whole(slider.value) else {
                report(location, subject, "the slider \(letter) must go from whole numbers within 0 … \(most) in whole steps "
                       + "(it goes \(Self.text(slider.min)) … \(Self.text(slider.max)) by \(Self.text(slider.step)))")
                return nil
            }
            return (Int(slider.value), letter)
        default:
            report(value.location, subject, "must be a whole number from 0 to \(most) or a slider's letter, not \(Self.shown(value))")
            return nil
        }
    }
}
