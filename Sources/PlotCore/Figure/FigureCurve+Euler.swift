extension FigureCurve {
    /// Euler's polygon for a differential equation (docs/manifest.md#eulers-method). Like a solution it is no function of
    /// x to the rest of the figure: its ``expression`` is defined nowhere, so the table, areas, sums, tangents and secants
    /// find nothing on it, and the manifest refuses them on it.
    public init(_ euler: EulerCurve, label: String? = nil, style: LineStyle = .solid) {
        self.init(FigureCurve.nowhere, label: label, style: style, endpoints: .off)
        self.euler = euler
    }
}
