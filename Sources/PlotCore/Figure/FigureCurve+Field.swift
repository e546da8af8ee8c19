extension FigureCurve {
    /// A slope or vector field (docs/manifest.md#slope-and-vector-fields). Like an implicit curve it is no function of
    /// x: its ``expression`` is defined nowhere, so the table, areas, sums, tangents and secants find nothing on it, and
    /// the manifest refuses them on it.
    public init(_ field: PlaneField, label: String? = nil) {
        self.init(FigureCurve.nowhere, label: label, endpoints: .off)
        self.field = field
    }

    /// What the page calls the kind of field: "slope field", "vector field", "solution of a differential equation" or
    /// "Euler polygon"; nil for other curves.
    public var fieldKindName: String? {
        if ode != nil { return "solution of a differential equation" }
        if euler != nil { return "Euler polygon" }
        switch field {
        case .slope?: return "slope field"
        case .vector?: return "vector field"
        case nil: return nil
        }
    }
}

extension PlaneField {
    /// The text a slug is made from: the field's sources.
    var slugSource: String {
        switch self {
        case .slope(let f): return f.expression.source
        case .vector(let p, let q): return "\(p.expression.source), \(q.expression.source)"
        }
    }
}
