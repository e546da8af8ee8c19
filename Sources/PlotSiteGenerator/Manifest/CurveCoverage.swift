import PlotCore

/// Why a curve will not show in its plot, if it will not: it is undefined everywhere in the
/// plot's x-range, or it exists only outside it. A warning, not an error (docs/manifest.md#errors-and-warnings): the build
/// still succeeds, and the author learns why a curve is missing from the page.
enum CurveCoverage {
    /// How many evenly spaced points of the curve's visible range are tried.
    static let samples = 1000

    /// The warning's message for `curve` in the x-range `lowerX … xMax`, or nil when it shows.
    /// A curve with parameters is tried at their values, as the build draws it; the message says so,
    /// for moving a slider may bring it back.
    static func problem(with curve: FigureCurve, lowerX: Double, xMax: Double, parameters: [Parameter] = []) -> String? {
        // A relation is drawn wherever it holds in the frame: an empty drawing is the relation's answer. A field is
        // no function of x, and a frame where it is undefined everywhere says so itself (SVGRenderer+Fields.swift);
        // a sequence is its terms at whole n, whatever the x-range (its text alternative lists them).
        if curve.relation != nil || curve.field != nil || curve.ode != nil || curve.euler != nil || curve.sequence != nil { return nil }
        if let path = curve.path { return problem(with: path, lowerX: lowerX, xMax: xMax, parameters: parameters) }
        // A vertical tangent is no function of x, and is drawn all the same (the reader checked its x is in range).
        if case .vertical = curve.construction?.line { return nil }
        let low = max(curve.from ?? lowerX, lowerX)
        let high = min(curve.to ?? xMax, xMax)
        let range = "\(text(lowerX)) … \(text(xMax))"
        guard low <= high else {
            return "\"\(curve.expression.source)\" exists only \(FigureFieldChecker.domain(of: curve)), "
                + "outside the plot's x-range \(range): nothing is drawn"
        }
        let declared = curve.expression.declaredParameters
        let function = curve.expression.compiled(parameters: parameters.values.filter { declared.contains($0.key) })
        for index in 0..<samples {
            let x = EvenGrid.value(index, of: samples - 1, from: low, to: high)
            if function.value(at: x) != nil { return nil }
        }
        let used = curve.expression.usedParameters
        let values = parameters.filter { used.contains($0.name) }.map { "\($0.name) = \(text($0.value))" }
        let at = values.isEmpty ? "" : " with " + values.joined(separator: ", ")
        return "\"\(curve.expression.source)\" is undefined everywhere from \(text(low)) to \(text(high))\(at): nothing is drawn"
    }

    /// A parametric or polar curve's warning: no point anywhere on its range, or none inside the x-range.
    private static func problem(with path: ParametricPath, lowerX: Double, xMax: Double, parameters: [Parameter]) -> String? {
        let curve = path.compiled(parameters: parameters.values)
        var defined = false
        for index in 0..<samples {
            let t = EvenGrid.value(index, of: samples - 1, from: path.from, to: path.to)
            guard let point = curve.point(at: t) else { continue }
            if point.x >= lowerX && point.x <= xMax { return nil }
            defined = true
        }
        let used = path.usedParameters
        let values = parameters.filter { used.contains($0.name) }.map { "\($0.name) = \(text($0.value))" }
        let at = values.isEmpty ? "" : " with " + values.joined(separator: ", ")
        return defined
            ? "\"\(path.source)\" lies outside the plot's x-range \(text(lowerX)) … \(text(xMax)) for \(path.rangeDescription)\(at): nothing is drawn"
            : "\"\(path.source)\" is undefined everywhere for \(path.rangeDescription)\(at): nothing is drawn"
    }

    private static func text(_ value: Double) -> String { PlotFieldChecker.text(value) }
}
