import PlotCore

/// How the build draws and lists a sequence (docs/manifest.md#sequences): its terms (n, aₙ) as filled dots in the curve's
/// colour, its partial sums (n, Sₙ) as rings, at the sliders' declared values; the limit is a reference line of the
/// figure. The table of values then lists n, one row per whole number, with aₙ (and Sₙ) beside the other curves' y at x = n.
extension PlotRendering {
    /// The sequence's terms at the plot's sliders' declared values.
    static func sequenceTerms(_ sequence: SequenceCurve, _ plot: PlotEntry) -> SequenceTerms {
        sequence.terms(parameters: plot.parameters.values.filter { sequence.expression.declaredParameters.contains($0.key) })
    }

    /// The y-range `fitted` to the curves, widened so that the figure's sequences show too: their terms and partial sums
    /// (at the sliders' declared values) are fitted by the same rule (``Fit/yRange(ofValues:yMin:yMax:)``). A figure of
    /// sequences alone gets their range; an end the manifest gives stays.
    static func yRange(_ fitted: (yMin: Double, yMax: Double), withSequencesOf plot: PlotEntry) -> (yMin: Double, yMax: Double) {
        let sequences = plot.figure.curves.compactMap(\.sequence)
        guard !sequences.isEmpty, plot.yMin == nil || plot.yMax == nil else { return fitted }
        let values = sequences.flatMap { sequence in
            let terms = sequenceTerms(sequence, plot)
            return terms.terms + (sequence.partialSums ? terms.partialSums : [])
        }
        let ofTerms = Fit.yRange(ofValues: values, yMin: plot.yMin, yMax: plot.yMax)
        guard plot.figure.curves.contains(where: { $0.sequence == nil }) else { return ofTerms }
        return (min(fitted.yMin, ofTerms.yMin), max(fitted.yMax, ofTerms.yMax))
    }

    /// The dots of the terms (and partial sums) that lie in the viewport.
    static func sequenceDots(_ sequence: SequenceCurve, _ plot: PlotEntry, in viewport: Viewport) -> [Endpoint] {
        let terms = sequenceTerms(sequence, plot)
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

    /// The table's columns where the figure has sequences, in the curves' order: a curve y = f(x) its y at x = n, a
    /// sequence its terms and, where drawn, its partial sums.
    private enum SequenceColumn { case function(Int), terms(Int), partialSums(Int) }

    private var sequenceColumns: [SequenceColumn] {
        figure.curves.indices.flatMap { i -> [SequenceColumn] in
            guard let sequence = figure.curves[i].sequence else { return tableCurves.contains(i) && figure.curves[i].ode == nil ? [.function(i)] : [] }
            return sequence.partialSums ? [.terms(i), .partialSums(i)] : [.terms(i)]
        }
    }

    /// The column heads: "aₙ" and "Sₙ" for a figure of one unlabelled sequence, else the curves' names, a sequence's
    /// partial sums "Sₙ" (with the sequence's name where the figure has several curves).
    var sequenceTableHeads: [String] {
        let alone = figure.curves.count == 1
        return sequenceColumns.map { column in
            switch column {
            case .function(let i): curveName(i)
            case .terms(let i): alone && figure.curves[i].label == nil ? "aₙ" : curveName(i)
            case .partialSums(let i): alone ? "Sₙ" : "Sₙ (\(curveName(i)))"
            }
        }
    }

    /// One row per whole n from the least first n of the figure's sequences to the greatest last; nil for a figure
    /// without sequences. A sequence's cell is "–" outside its own n, the word for undefined where its term is.
    var sequenceTable: [TableRow]? {
        let sequences = figure.curves.compactMap(\.sequence)
        guard let first = sequences.map(\.first).min(), let last = sequences.map(\.last).max() else { return nil }
        let terms = figure.curves.map { $0.sequence.map { Self.sequenceTerms($0, plot) } }
        let cell = { (value: Double?) -> String in value.map { $0.isFinite ? readable($0) : words("graph.undefined") } ?? "–" }
        return (first...last).map { n in
            let ys = sequenceColumns.map { column -> String in
                switch column {
                case .function(let i):
                    let curve = figure.curves[i], x = Double(n)
                    if let from = curve.from, x < from { return "–" }
                    if let to = curve.to, x > to { return "–" }
                    return functions[i].value(at: x).map(readable) ?? words("graph.undefined")
                case .terms(let i): return cell(terms[i].flatMap { $0.indices.contains(n) ? $0.terms[n - $0.first] : nil })
                case .partialSums(let i): return cell(terms[i].flatMap { $0.indices.contains(n) ? $0.partialSums[n - $0.first] : nil })
                }
            }
            return TableRow(x: words.localNumber(String(n)), value: Double(n), ys: ys)
        }
    }

    /// The head of the table's first column: n where the figure has sequences, else x.
    var tableIndexHead: String { figure.curves.contains { $0.sequence != nil } ? "n" : "x" }
}
