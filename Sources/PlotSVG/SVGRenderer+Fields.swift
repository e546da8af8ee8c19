import PlotCore

// MARK: - Slope and vector fields (docs/sampling.md#slope-and-vector-fields)

extension SVGRenderer {
    /// A field's strokes: as thin as a reference line, in its muted colour.
    static let fieldStrokeWidth = "1.25"

    /// A vector field's shade k (0 the weakest) as a stroke opacity: from 0.3 to 1 in equal steps, so the weakest arrows
    /// are the palest. Public/js/graph/field-layer.js has the same.
    static func fieldOpacity(shade: Int) -> Double {
        0.3 + 0.7 * Double(shade) / Double(VectorField.shades - 1)
    }

    /// `<g class="plot-fields">` over the areas and sums and under the axes, with per field (`data-curve`) a slope field's
    /// `path.plot-slope-field` (its segments) or a vector field's `g.plot-vector-field` (`data-magnitudes`: the lowest and
    /// highest in the frame) holding a `path[data-shade]` for each shade, its arrows' strokes. Nothing without a field.
    func fields(_ plot: PlotDrawing) -> String {
        var svg = ""
        let attributes = " fill=\"none\" stroke=\"\(referenceLineColor)\" stroke-width=\"\(SVGRenderer.fieldStrokeWidth)\""
            + " stroke-linecap=\"round\" stroke-linejoin=\"round\""
        for (index, curve) in plot.curves.enumerated() {
            // A slider may put a solution's point where f is undefined: the frame says so rather than showing nothing.
            if let ode = curve.ode, curve.segments.isEmpty {
                svg += note(words: plot.words.say("solutionNowhere", ["solution": ode]), index, plot)
            }
            switch curve.field {
            case .slopes(let segments)?:
                let data = PathData.make(segments, viewport: plot.viewport, density: plot.density)
                svg += "<path class=\"plot-field plot-slope-field\" data-curve=\"\(index)\" d=\"\(data)\"\(attributes)/>"
            case .arrows(let drawing)?:
                let magnitudes = drawing.magnitudes.map { " data-magnitudes=\"\($0.low.javaScriptText) \($0.high.javaScriptText)\"" } ?? ""
                svg += "<g class=\"plot-field plot-vector-field\" data-curve=\"\(index)\"\(magnitudes)\(attributes)>"
                var strokes = [[Segment]](repeating: [], count: VectorField.shades)
                for arrow in drawing.arrows { strokes[drawing.shade(of: arrow)] += Self.strokes(of: arrow) }
                for (shade, segments) in strokes.enumerated() {
                    let data = PathData.make(segments, viewport: plot.viewport, density: plot.density)
                    svg += "<path data-shade=\"\(shade)\" stroke-opacity=\"\(n(SVGRenderer.fieldOpacity(shade: shade)))\" d=\"\(data)\"/>"
                }
                svg += "</g>"
            case nil:
                continue
            }
            // Sliders may make a field undefined everywhere: the frame says so rather than showing nothing.
            if let marks = curve.field, marks.isEmpty {
                svg += note(words: SVGRenderer.fieldPhrase(marks, curve.expression, plot.words), index, plot)
            }
        }
        return svg.isEmpty ? "" : "<g class=\"plot-fields\">" + svg + "</g>"
    }

    /// The note at the frame's foot that curve `index` draws nothing in it.
    private func note(words text: String, _ index: Int, _ plot: PlotDrawing) -> String {
        "<text class=\"plot-field-note\" data-curve=\"\(index)\" x=\"8\" y=\"\(n(plot.height - 8))\" fill=\"\(textColor)\">"
            + text.xmlEscaped + "</text>"
    }

    /// An arrow as one stroke: the shaft, one wing and back to the tip, the other wing; a zero vector's dot as a lone point.
    static func strokes(of arrow: VectorField.Arrow) -> [Segment] {
        let p = arrow.points
        return p.count == 4 ? [[p[0], p[1], p[2], p[1], p[3]]] : [p]
    }

    /// "the solution of dy/dx = x − y through (0, 1)", in `words`' language.
    public static func solutionPhrase(equation: String, point: String, _ words: SVGWords) -> String {
        words.say("solution", ["equation": equation, "point": point])
    }

    /// Euler's polygon in `words`' language: `kind` "euler" (`Euler's polygon for y′ = x − y from (0, 1) with h = 0.25 to
    /// x = 2: 8 steps, y(2) ≈ 1.2`), "eulerStops" (where f turns undefined) or "eulerNone" (no polygon: `problem`).
    public static func eulerPhrase(_ kind: String, _ values: [String: String], _ words: SVGWords) -> String {
        words.say(kind, values)
    }

    /// "Slope field of dy/dx = x − y"; "Vector field (−y, x), magnitudes 0.2 to 7.1 in view".
    static func fieldPhrase(_ marks: FieldMarks, _ description: String, _ words: SVGWords) -> String {
        switch marks {
        case .slopes(let segments):
            return words.say(segments.isEmpty ? "slopeFieldNowhere" : "slopeField", ["equation": description])
        case .arrows(let drawing):
            guard let (low, high) = drawing.magnitudes else { return words.say("vectorFieldNowhere", ["vector": description]) }
            // Two significant digits: a shade's range, not a reading.
            let text = { (value: Double) in words.number(DecimalText.withMinusSigns(DecimalText.significant(value, digits: 2))) }
            return words.say("vectorField", ["vector": description, "low": text(low), "high": text(high)])
        }
    }
}
