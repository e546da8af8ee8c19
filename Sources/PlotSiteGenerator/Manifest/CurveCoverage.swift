import PlotCore

/// Why a curve will not show in its plot, if it will not: it is undefined everywhere in the
/// plot's x-range, or it exists only outside it. A warning, not an error (R-FIGURE): the build
/// still succeeds, and the author learns why a curve is missing from the page.
enum CurveCoverage {
    /// How many evenly spaced points of the curve's visible range are tried.
    static let samples = 1000

    /// The warning's message for `curve` in the x-range `lowerX … xMax`, or nil when it shows.
    static func problem(with curve: FigureCurve, lowerX: Double, xMax: Double) -> String? {
        let low = max(curve.from ?? lowerX, lowerX)
        let high = min(curve.to ?? xMax, xMax)
        let range = "\(text(lowerX)) … \(text(xMax))"
        guard low <= high else {
            return "\"\(curve.expression.source)\" exists only \(FigureFieldChecker.domain(of: curve)), "
                + "outside the plot's x-range \(range): nothing is drawn"
        }
        let function = curve.expression.compiled()
        for index in 0..<samples {
            // The last point is `high` itself, not `low` plus a rounded step.
            let x = index == samples - 1 ? high : low + (high - low) * Double(index) / Double(samples - 1)
            if function.value(at: x) != nil { return nil }
        }
        return "\"\(curve.expression.source)\" is undefined everywhere from \(text(low)) to \(text(high)): nothing is drawn"
    }

    private static func text(_ value: Double) -> String { PlotFieldChecker.text(value) }
}
