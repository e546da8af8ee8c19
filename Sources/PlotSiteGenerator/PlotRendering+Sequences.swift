import PlotCore

/// How the build draws a sequence (docs/manifest.md#sequences): its terms (n, aₙ) as filled dots in the curve's colour,
/// its partial sums (n, Sₙ) as rings, at the sliders' declared values; the limit is a reference line of the figure.
extension PlotRendering {
    /// The dots of the terms (and partial sums) that lie in the viewport.
    static func sequenceDots(_ sequence: SequenceCurve, _ plot: PlotEntry, in viewport: Viewport) -> [Endpoint] {
        let terms = sequence.terms(parameters: plot.parameters.values.filter { sequence.expression.declaredParameters.contains($0.key) })
        let inside = { (x: Double, y: Double) in
            y.isFinite && x >= viewport.xMin && x <= viewport.xMax && y >= viewport.yMin && y <= viewport.yMax
        }
        var dots: [Endpoint] = []
        for (position, n) in terms.indices.enumerated() {
            let x = Double(n)
            if inside(x, terms.terms[position]) { dots.append(Endpoint(x: x, y: terms.terms[position], isOpen: false)) }
            if sequence.partialSums, inside(x, terms.partialSums[position]) {
                dots.append(Endpoint(x: x, y: terms.partialSums[position], isOpen: true))
            }
        }
        return dots
    }
}
