extension FigureCurve {
    /// The solution of a differential equation through a point (docs/manifest.md#solutions-of-differential-equations). Like
    /// a field it is no function of x to the rest of the figure: its ``expression`` is defined nowhere, so the table, areas,
    /// sums, tangents and secants find nothing on it, and the manifest refuses them on it.
    public init(_ ode: ODECurve, label: String? = nil, style: LineStyle = .solid) {
        self.init(FigureCurve.nowhere, label: label, style: style, endpoints: .off)
        self.ode = ode
    }
}
