/// A field of a figure (docs/manifest.md#slope-and-vector-fields): the slope field of dy/dx = f(x, y), or the vector
/// field (P, Q).
public enum PlaneField: Sendable {
    case slope(FieldExpression)
    case vector(FieldExpression, FieldExpression)

    /// What it is, as the page writes it: `dy/dx = x − y`, `(−y, x)`.
    public var description: String {
        switch self {
        case .slope(let f): return "dy/dx = \(f.description)"
        case .vector(let p, let q): return "(\(p.description), \(q.description))"
        }
    }

    /// The parameters it uses, in alphabetical order.
    public var usedParameters: [Character] {
        switch self {
        case .slope(let f): return f.usedParameters
        case .vector(let p, let q): return Array(Set(p.usedParameters + q.usedParameters)).sorted()
        }
    }

    /// Its marks over `grid` at the parameters' `values`.
    public func marks(parameters values: [Character: Double], grid: FieldGrid) -> FieldMarks {
        switch self {
        case .slope(let f): return .slopes(SlopeField.segments(of: f, parameters: values, grid: grid))
        case .vector(let p, let q): return .arrows(VectorField.drawing(of: p, q, parameters: values, grid: grid))
        }
    }
}

/// A field's marks in one frame: a slope field's segments, or a vector field's arrows with their magnitudes.
public enum FieldMarks: Sendable, Equatable {
    case slopes([Segment])
    case arrows(VectorField.Drawing)

    /// Whether the frame holds no mark: the field is undefined in every cell of it.
    public var isEmpty: Bool {
        switch self {
        case .slopes(let segments): return segments.isEmpty
        case .arrows(let drawing): return drawing.arrows.isEmpty
        }
    }
}
