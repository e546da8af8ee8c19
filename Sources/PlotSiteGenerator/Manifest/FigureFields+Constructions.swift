import PlotCore

/// Tangents and secants among a figure's curves (docs/manifest.md#tangents-and-secants):
/// `{"tangent": {"of": 0, "at": 2}}`, `{"secant": {"of": 0, "from": 1, "to": "1 + h"}}`, with an optional
/// `style`. Read after the curves they are constructed on, and checked at the parameters' declared values.
extension FigureFieldChecker {
    static let constructionKeys = ["tangent", "secant", "style"]
    static let tangentKeys = ["of", "at"]
    static let secantKeys = ["of", "from", "to"]

    /// Whether a curve of the list is a construction: an object with `tangent` or `secant`.
    static func isConstruction(_ element: JSONValue) -> Bool {
        guard case .object(let members, _) = element else { return false }
        return members.contains { $0.key == "tangent" || $0.key == "secant" }
    }

    /// The construction's curve: its line at the declared values as its expression; nil after reporting.
    /// `constructions`: the indices of the list's tangents and secants, which no construction may be on.
    mutating func construction(_ element: JSONValue, _ name: String, curves: [FigureCurve?], constructions: Set<Int>,
                               xRange: (lower: Double, upper: Double)) -> FigureCurve? {
        let before = problems.count
        guard let members = members(of: element, name, known: Self.constructionKeys,
                                    example: "{\"tangent\": {\"of\": 0, \"at\": 2}}") else { return nil }
        let style = members["style"].map { self.style($0, "\(name).style") } ?? .solid
        let isTangent = members["tangent"] != nil
        if members["tangent"] != nil && members["secant"] != nil {
            report(element.location, name, "give either \"tangent\" or \"secant\", not both")
            return nil
        }
        let key = isTangent ? "tangent" : "secant"
        let subject = "\(name).\(key)"
        guard let value = members[key],
              let fields = self.members(of: value, subject, known: isTangent ? Self.tangentKeys : Self.secantKeys,
                                        example: isTangent ? "{\"of\": 0, \"at\": 2}" : "{\"of\": 0, \"from\": 1, \"to\": 2}") else { return nil }
        let required = isTangent ? ["of", "at"] : ["of", "from", "to"]
        for field in required where fields[field] == nil {
            report(value.location, subject, "\"\(field)\" is missing (a \(key) needs \(required.joined(separator: ", ")))")
        }
        let of = fields["of"].flatMap { curveReference($0, "\(subject).of", curves: curves) }
        if let of, constructions.contains(of), let written = fields["of"] {
            report(written.location, "\(subject).of", "names curves[\(of)], which is itself a tangent or secant: give a curve with an expression")
        }
        let numbers = required.dropFirst().compactMap { field in fields[field].flatMap { parameterNumber($0, "\(subject).\(field)") } }
        // A curve with a problem of its own was reported where it is.
        guard problems.count == before, let of, let curve = curves[of], let style, numbers.count == required.count - 1 else { return nil }
        for (field, number) in zip(required.dropFirst(), numbers) where number.value < xRange.lower || number.value > xRange.upper {
            report(fields[field]!.location, "\(subject).\(field)", "must lie within the plot's x-range \(Self.text(xRange.lower)) … "
                   + "\(Self.text(xRange.upper)), not \(Self.text(number.value))")
            return nil
        }
        guard let values = declaredValues(for: curve.expression) else { return nil }
        let f = curve.expression.compiled(parameters: values)
        let line: ConstructionLine
        let kind: CurveConstruction.Kind
        if isTangent {
            let slope = curve.expression.derivative()?.compiled(parameters: values)
            line = ConstructionLine.tangent(f.evaluate(at:), derivative: slope.map { $0.evaluate(at:) }, at: numbers[0].value)
            kind = .tangent(at: numbers[0])
        } else {
            line = ConstructionLine.secant(f.evaluate(at:), from: numbers[0].value, to: numbers[1].value)
            kind = .secant(from: numbers[0], to: numbers[1])
        }
        let place = fields[required[1]]!.location
        let atValues = numbers.contains { $0.source != nil } ? " at the parameters' values" : ""
        switch line {
        case .line(let x0, let y0, let slope, _):
            // The line as an expression of the language, its numbers written so that they read back exactly.
            let source = "(\(y0.javaScriptText)) + (\(slope.javaScriptText))*(x - (\(x0.javaScriptText)))"
            guard let expression = try? Expression(source) else { return nil }
            return FigureCurve(expression, style: style, construction: CurveConstruction(kind, of: of, line: line))
        case .vertical:
            // No function of x: the drawing draws the line x = x0 itself (PlotRendering.sample).
            return FigureCurve(FigureCurve.nowhere, style: style, construction: CurveConstruction(kind, of: of, line: line))
        case .undefinedAt(let x):
            report(place, subject, "curves[\(of)] is not defined at x = \(Self.text(x))\(atValues): there is no \(key) there")
        case .noDerivativeAt(let x):
            report(place, subject, "curves[\(of)] has no derivative at x = \(Self.text(x))\(atValues) (a kink, a cusp, a jump or a domain's edge): there is no tangent there")
        case .samePoint:
            report(place, subject, "from and to are the same point\(atValues): a secant needs two")
        }
        return nil
    }
}
