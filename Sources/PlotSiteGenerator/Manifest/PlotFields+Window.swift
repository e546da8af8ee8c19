import PlotCore

// MARK: - A plot's window: xMin, xMax, yMin, yMax (docs/manifest.md#frames)

extension PlotFieldChecker {
    /// `xMin`, `xMax`, `yMin`, `yMax` (docs/manifest.md#frames): each on its own, then against each other, so that
    /// every window that passes can be drawn. The problem is reported at the field to change.
    mutating func window(_ byKey: [String: Field]) -> (xMin: Double?, xMax: Double, yMin: Double?, yMax: Double?) {
        let before = problems.count
        let xMax = number(byKey["xMax"], "xMax", range: PlotLimits.galleryXMax.text) { PlotLimits.galleryXMax.contains($0) } ?? 5
        let lowestX = -PlotEntry.xMaxLimit
        var xMin = number(byKey["xMin"], "xMin", range: "at least \(PlotFieldChecker.text(lowestX))") { $0 >= lowestX }
        // Compared with xMax only when xMax itself is fine: one mistake, one message.
        if let given = xMin, problems.count == before, given >= xMax {
            report(byKey["xMin"], "\(entry).xMin", "must be less than xMax (\(PlotFieldChecker.text(xMax))), not \(PlotFieldChecker.text(given))")
            xMin = nil
        }

        let yBefore = problems.count
        // Either end may come alone: the other is then fitted to the curves (Fit.yRange).
        // Within ±10³⁰⁰: a frame fitted from one end stays finite and drawable.
        let yRange = "from \(PlotFieldChecker.text(-PlotLimits.widestSpan)) to \(PlotFieldChecker.text(PlotLimits.widestSpan))"
        var yMin = number(byKey["yMin"], "yMin", range: yRange) { Swift.abs($0) <= PlotLimits.widestSpan }
        let yMax = number(byKey["yMax"], "yMax", range: yRange) { Swift.abs($0) <= PlotLimits.widestSpan }
        if let given = yMin, let yMax, problems.count == yBefore, given >= yMax {
            report(byKey["yMin"], "\(entry).yMin", "must be less than yMax (\(PlotFieldChecker.text(yMax))), not \(PlotFieldChecker.text(given))")
            yMin = nil
        }

        // Each range must also be drawable in double precision, or the build (or the live view) would
        // refuse it later without saying where it came from.
        if problems.count == before {
            let lowerX = xMin ?? -xMax
            if let reason = PlotFieldChecker.drawingProblem(lowerX, xMax) {
                report(byKey["xMin"] ?? byKey["xMax"], "\(entry).\(byKey["xMin"] != nil ? "xMin" : "xMax")",
                       "the x-range \(PlotFieldChecker.text(lowerX)) … \(PlotFieldChecker.text(xMax)) is \(reason)")
            }
            if let yMin, let yMax, let reason = PlotFieldChecker.drawingProblem(yMin, yMax) {
                report(byKey["yMin"], "\(entry).yMin", "the y-range \(PlotFieldChecker.text(yMin)) … \(PlotFieldChecker.text(yMax)) is \(reason)")
            }
        }
        return (xMin, xMax, yMin, yMax)
    }

    /// The x-range of a figure with sequences when the manifest gives none (docs/manifest.md#sequences): their n from
    /// the least first to the greatest last, with a margin of a twentieth of that span, rounded up to a whole number, on either side;
    /// nil for a figure without sequences, or one whose n lie where no xMax may (at or below 0, or past the limit).
    static func sequenceXRange(_ figure: Figure) -> (Double?, Double)? {
        let sequences = figure.curves.compactMap(\.sequence)
        guard let first = sequences.map(\.first).min(), let last = sequences.map(\.last).max() else { return nil }
        let margin = max(1, (Double(last - first) / 20).rounded(.up))
        let (low, high) = (Double(first) - margin, Double(last) + margin)
        return high > 0 && PlotLimits.galleryXMax.contains(high) ? (low, high) : nil
    }

    /// Why `low … high` (low < high) cannot be drawn, or nil. The live view
    /// (Public/js/graph/view-transform.js, `rangeIsUsable`) draws a range only where each CSS pixel
    /// holds at least 4 doubles (one per device pixel up to a density of 4); a window must qualify
    /// on a graph 1000 CSS px across. So a window 1.2e-12 tall around 1 (5 404 doubles) is drawn,
    /// and 1e-13 tall is refused here with its location rather than later by the sampler.
    static func drawingProblem(_ low: Double, _ high: Double) -> String? {
        let span = high - low
        guard span.isFinite, span < PlotLimits.widestSpan else { return "too wide to draw" }
        let spacing = max(Swift.abs(low), Swift.abs(high)).ulp
        guard span / spacing >= 4 * 1000 else { return "too narrow to draw in double precision" }
        return nil
    }

    /// A window's end: a number, or a constant expression (`"2π"`, `"-π/2"`; the plain list's `xMax=2π`) evaluated
    /// here; within the range `isValid` accepts. Nil after reporting.
    private mutating func number(_ field: Field?, _ key: String, range: String, _ isValid: (Double) -> Bool) -> Double? {
        guard let field else { return nil }
        let value: Double
        switch field.value {
        case .number(let number):
            value = number
        case .string(let source):
            guard let constant = constant(source, field, key) else { return nil }
            value = constant
        default:
            report(field, "\(entry).\(key)", "must be a number or a constant expression such as \"2π\", not \(field.value.shown)")
            return nil
        }
        guard isValid(value) else {
            report(field, "\(entry).\(key)", "must be \(range), not \(PlotFieldChecker.text(value))")
            return nil
        }
        return value
    }

    /// The value of a constant expression written for a window's end, as a figure's numbers are read
    /// (FigureFieldChecker.constant); nil after reporting where it went wrong.
    private mutating func constant(_ source: String, _ field: Field, _ key: String) -> Double? {
        let expression: PlotCore.Expression
        do {
            expression = try Expression(source)
        } catch {
            report(field, "\(entry).\(key)", "\(error)", at: textLocation(field.valueLocation, error.offset),
                   detail: SourceCaret.lines(source, at: error.offset))
            return nil
        }
        guard !expression.containsVariable else {
            report(field, "\(entry).\(key)", "must be a number or a constant expression, not an expression in x")
            return nil
        }
        guard let value = expression.compiled().value(at: 0) else {
            report(field, "\(entry).\(key)", "\"\(source.abridged)\" has no finite value (a number is needed here)")
            return nil
        }
        return value
    }
}
