import PlotCore
import PlotSVG

/// Euler's polygons of a figure (docs/manifest.md#eulers-method): drawn at the sliders' declared values, named in the
/// text alternative, and their value at `to` stated beside the exact solution's in the page's list under the graph.
/// `fields/euler-reading.js` writes the same words live.
extension PlotRendering {
    /// The polygon's chords, and a filled dot at every vertex where it has at most ``PlotLimits/eulerDotsMax`` steps, at
    /// least ``PlotLimits/eulerDotSpacingPixels`` CSS px apart along x in `viewport` (closer dots would merge into a bead
    /// chain); nothing where the values give no polygon (the manifest refuses that at the declared values; live, a slider
    /// may: fields/live-euler.js notes it in the frame).
    static func eulerParts(_ euler: EulerCurve, _ plot: PlotEntry, in viewport: Viewport) -> ([Segment], [Endpoint], ImplicitShading?) {
        let reading = euler.reading(parameters: plot.parameters.values)
        guard let polygon = reading.polygon else { return ([], [], nil) }
        let spacing = reading.step * viewport.width / (viewport.xMax - viewport.xMin) / density
        let dots = polygon.points.count - 1 <= PlotLimits.eulerDotsMax && spacing >= Double(PlotLimits.eulerDotSpacingPixels)
            ? polygon.points.map { Endpoint(x: $0.x, y: $0.y, isOpen: false) } : []
        return ([polygon.points], dots, nil)
    }

    /// The text alternative's phrase: "Euler's polygon for y′ = x − y from (0, 1) with h = 0.25 to x = 2: 8 steps,
    /// y(2) ≈ 1.2", or why there is none or where it stops.
    static func eulerPhrase(_ euler: EulerCurve, _ plot: PlotEntry, _ words: Words) -> String {
        let reading = euler.reading(parameters: plot.parameters.values)
        let local = { (value: Double) in words.localNumber(Self.readable(value)) }
        var values = ["equation": words.localNumber(euler.rightSide.description), "point": words.localNumber(euler.pointText),
                      "h": local(reading.step), "to": local(reading.to), "steps": String(reading.steps)]
        guard let polygon = reading.polygon else {
            return SVGRenderer.eulerPhrase("eulerNone", values.merging(["problem": eulerProblem(reading, words)]) { $1 }, words.svg)
        }
        let last = polygon.points.last!
        if polygon.end == .undefined { return SVGRenderer.eulerPhrase("eulerStops", values.merging(["x": local(last.x)]) { $1 }, words.svg) }
        values["value"] = words.localNumber(AreaValue.value(last.y, error: 0).text)
        return SVGRenderer.eulerPhrase("euler", values, words.svg)
    }

    /// Why there is no polygon: "no polygon: h must be greater than 0, not −0.1".
    private static func eulerProblem(_ reading: EulerReading, _ words: Words) -> String {
        guard case .failure(let failure) = reading.result else { return "" }
        switch failure {
        case .badStep(let h): return words("euler.badStep", ["h": words.localNumber(Self.readable(h))])
        case .tooManySteps(let steps):
            let count = steps.isFinite ? String(Int(steps)) : words.localNumber(Self.readable(steps))
            return words("euler.tooManySteps", ["steps": count, "max": String(PlotLimits.eulerStepsMax)])
        }
    }

    /// The curves that are Euler's polygons, in order: the page's list has a row for each.
    var eulerCurves: [Int] { figure.curves.indices.filter { figure.curves[$0].euler != nil } }

    /// Curve i's row in words, without its value: "Euler's polygon for y′ = x − y from (0, 1), h = 0.25".
    func eulerText(_ i: Int) -> String {
        let euler = figure.curves[i].euler!
        return words("euler.text", ["curve": curveName(i), "h": readable(euler.step.value)])
    }

    /// Curve i's value at `to` beside the exact solution's: "y(2) ≈ 1.2 · exact 1.27067 · error −0.0706706", or why there
    /// is none.
    func eulerValueText(_ i: Int) -> String {
        Self.eulerValueText(figure.curves[i].euler!.reading(parameters: plot.parameters.values), words)
    }

    /// A reading's value at `to` beside the exact solution's, in `words`' language (`fields/live-euler.js` writes the same).
    static func eulerValueText(_ reading: EulerReading, _ words: Words) -> String {
        let readable = { (value: Double) in words.localNumber(Self.readable(value)) }
        let sixDigits = { (value: Double) in words.localNumber(AreaValue.value(value, error: 0).text) }
        guard let polygon = reading.polygon else { return eulerProblem(reading, words) }
        let last = polygon.points.last!
        if polygon.end == .undefined {
            return words("euler.stops", ["x": readable(last.x), "y": readable(last.y)])
        }
        let values = ["to": readable(reading.to), "value": sixDigits(last.y)]
        switch reading.exact {
        case .value(let exact)?:
            return words("euler.statement", values.merging(["exact": sixDigits(exact), "error": sixDigits(last.y - exact)]) { $1 })
        case .notReached?, nil:
            return words("euler.notReached", values)
        }
    }

    /// Curve i's value at `to` for `data-value`: the number as JavaScript writes it, or `undefined`.
    func eulerDataValue(_ i: Int) -> String {
        let polygon = figure.curves[i].euler!.reading(parameters: plot.parameters.values).polygon
        guard let polygon, polygon.end == .reached else { return "undefined" }
        return polygon.points.last!.y.javaScriptText
    }
}
