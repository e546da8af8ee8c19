import PlotCore

/// What the fit holds a plot's frame to (docs/manifest.md#frames): a fitted end holds the figure at every slider
/// position, not only at the parameters' values.
extension PlotEntry {
    /// Every curve at the parameters' values (`functions` and `paths`, as the build draws them), and each curve
    /// that uses a parameter again at each other position of ``SliderPositions`` — as the restricted curves and
    /// paths that ``Fit/yRange(ofCurves:paths:xMin:xMax:samples:yMin:yMax:)`` reads, index for index. A tangent
    /// or secant counts at the parameters' values only: its line leaves any frame. Nothing more where both ends
    /// of the y-range are given.
    func curvesToFit(_ functions: [CompiledExpression], _ paths: [ParametricCurve?])
        -> (curves: [RestrictedCurve<CompiledExpression>], paths: [ParametricCurve?]) {
        var curves = zip(functions, figure.curves).map { RestrictedCurve(function: $0, from: $1.from, to: $1.to) }
        var fitted = paths
        let users = figure.curves.indices.filter { !usedParameters(of: figure.curves[$0]).isEmpty }
        guard yMin == nil || yMax == nil, !users.isEmpty else { return (curves, fitted) }
        let varying = Set(users.flatMap { usedParameters(of: figure.curves[$0]) })
        for position in SliderPositions.positions(of: parameters, varying: varying).dropFirst() {
            for i in users {
                let curve = figure.curves[i]
                let declared = curve.expression.declaredParameters
                let function = curve.expression.compiled(parameters: position.filter { declared.contains($0.key) })
                curves.append(RestrictedCurve(function: function, from: curve.from, to: curve.to))
                fitted.append(curve.path?.compiled(parameters: position))
            }
        }
        return (curves, fitted)
    }

    /// The parameters a curve's expression or path uses; none for a tangent or secant.
    private func usedParameters(of curve: FigureCurve) -> [Character] {
        guard curve.construction == nil else { return [] }
        return curve.path?.usedParameters ?? curve.expression.usedParameters
    }
}
