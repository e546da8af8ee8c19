extension FigureCurve {
    /// An implicit curve (`x² + y² = 4`) or a region (`y < x² and y > 0`) (docs/language.md#relations), solid unless told
    /// otherwise. Like a parametric curve it is no function of x: its ``expression`` is defined nowhere, so the table, areas,
    /// sums, tangents and secants find nothing on it, and the manifest refuses them on it.
    public init(_ relation: Relation, label: String? = nil, style: LineStyle = .solid) {
        self.init(FigureCurve.nowhere, label: label, style: style, endpoints: .off)
        self.relation = relation
    }

    /// What the page calls the kind of curve: "implicit curve" or "region".
    public var relationKindName: String? {
        guard let relation else { return nil }
        return relation.kind == .region ? "region" : "implicit curve"
    }

    /// The parameters the curve uses, whatever its kind.
    public var usedParameters: [Character] {
        sequence.map { $0.expression.usedParameters.filter { $0 != SequenceCurve.index } } ?? ode?.usedParameters ?? euler?.usedParameters ?? field?.usedParameters ?? relation?.usedParameters
            ?? path?.usedParameters ?? expression.usedParameters
    }
}
