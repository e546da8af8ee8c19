import PlotCore

/// Slope and vector fields as curves of a figure (docs/manifest.md#slope-and-vector-fields): `{"slopeField": "x - y"}`
/// draws dy/dx = x − y as segments on a grid, `{"vectorField": ["-y", "x"]}` the vector field (−y, x) as arrows; each with
/// an optional `label`. Their sides are expressions in x and y with the plot's sliders and functions.
extension FigureFieldChecker {
    static let fieldKeys = ["slopeField", "vectorField", "label"]

    /// Whether a curve of the list is a field: an object with `slopeField` or `vectorField`.
    static func isField(_ element: JSONValue) -> Bool {
        guard case .object(let members, _) = element else { return false }
        return members.contains { $0.key == "slopeField" || $0.key == "vectorField" }
    }

    /// The field's curve; nil after reporting.
    mutating func fieldCurve(_ element: JSONValue, _ name: String) -> FigureCurve? {
        let before = problems.count
        guard let members = members(of: element, name, known: Self.fieldKeys,
                                    example: "{\"slopeField\": \"x - y\"}") else { return nil }
        if members["slopeField"] != nil && members["vectorField"] != nil {
            report(element.location, name, "give either \"slopeField\" or \"vectorField\", not both")
            return nil
        }
        let label = members["label"].flatMap { self.label($0, "\(name).label") }
        var field: PlaneField?
        if let value = members["slopeField"] {
            field = slopeField(value, "\(name).slopeField")
        } else if let value = members["vectorField"] {
            field = vectorField(value, "\(name).vectorField")
        }
        guard problems.count == before, let field else { return nil }
        return FigureCurve(field, label: label)
    }

    private mutating func slopeField(_ value: JSONValue, _ subject: String) -> PlaneField? {
        guard case .string(let source, let location) = value else {
            report(value.location, subject, "must be a string such as \"x - y\" (dy/dx in x and y), not \(Self.shown(value))")
            return nil
        }
        return fieldSide(source, at: location, subject).map { .slope($0) }
    }

    private mutating func vectorField(_ value: JSONValue, _ subject: String) -> PlaneField? {
        guard case .array(let sides, _) = value, sides.count == 2,
              case .string(let p, let pLocation) = sides[0], case .string(let q, let qLocation) = sides[1] else {
            report(value.location, subject, "must be a pair of strings such as [\"-y\", \"x\"] (the vector's x and y parts "
                   + "in x and y), not \(Self.shown(value))")
            return nil
        }
        let first = fieldSide(p, at: pLocation, "\(subject)[0]")
        let second = fieldSide(q, at: qLocation, "\(subject)[1]")
        guard let first, let second else { return nil }
        return .vector(first, second)
    }

    /// One side of a field (or of a differential equation, `what` then says so), or nil after reporting where in it the
    /// problem is (a letter other than x, y and the sliders among them), or a slider or function named y, which a field
    /// reads as its second coordinate.
    mutating func fieldSide(_ source: String, at location: SourceLocation, _ subject: String, what: String = "field") -> FieldExpression? {
        guard yIsFree(for: "the \(what) \"\(source)\"", at: location, subject) else { return nil }
        do {
            let side = try FieldExpression(source, parameters: declaredParameters, functions: namedFunctions)
            for warning in side.warnings { warn(warning, in: source, at: location, subject) }
            return side
        } catch {
            report(error, in: source, at: location, subject)
            return nil
        }
    }
}
