import PlotCore
import PlotSVG

/// A Riemann sum of the figure at the parameters' declared values: its value and pieces, and the
/// integral it approximates over the same from … to.
struct SumReading {
    let sum: FigureSum
    let result: RiemannSum.Result
    let integral: AreaValue
    /// Its colour in the palette, one of its own (``SVGRenderer/sumColorIndex(_:curveCount:)``).
    let colorIndex: Int

    init(_ sum: FigureSum, of function: CompiledExpression, colorIndex: Int) {
        self.sum = sum
        self.colorIndex = colorIndex
        // The manifest reader checked n, from and to at these values.
        result = RiemannSum.compute(function, rule: sum.rule, from: sum.from.value, to: sum.to.value, n: Int(sum.n.value))
        integral = AreaIntegral.value(of: function, from: sum.from.value, to: sum.to.value)
    }

    /// Its pieces as the drawing shades them, in its colour and its rule's pattern.
    var drawn: PlotDrawing.Sum { PlotDrawing.Sum(parts: result.parts, colorIndex: colorIndex, rule: sum.rule) }

    /// The swatch of the page's list of sums: its pattern in its colour.
    func swatch(_ index: Int) -> String { SVGRenderer.sumSwatch(index: index, colorIndex: colorIndex, rule: sum.rule) }
}

extension PlotRendering {
    /// Sum i in words, without its value: "Left sum of f(x) from 0 to 2, n = 8".
    func sumText(_ i: Int) -> String {
        let sum = figure.sums[i]
        let end = { (number: FigureNumber) in endText(number) ?? readable(number.value) }
        return words("sums.text", ["rule": words("sums.\(sum.rule.rawValue)"), "curve": curveName(sum.curve),
                                   "from": end(sum.from), "to": end(sum.to), "n": String(Int(sum.n.value))])
    }

    /// Sum i's value beside its integral, as the page states it: "L₈ = 2.1875 · ∫ = 2.66667 · difference −0.479167".
    func sumValueText(_ i: Int) -> String {
        let reading = sums[i]
        guard let value = reading.result.value else {
            return words("sums.undefined", ["x": readable(reading.result.undefinedAt ?? reading.sum.from.value)])
        }
        let symbol = words("sums.\(reading.sum.rule.rawValue)Symbol") + Self.subscripted(Int(reading.sum.n.value))
        guard let integral = reading.integral.number else {
            return words("sums.noIntegral", ["symbol": symbol, "sum": sixDigits(value)])
        }
        return words("sums.statement", ["symbol": symbol, "sum": sixDigits(value), "integral": sixDigits(integral),
                                        "difference": sixDigits(value - integral)])
    }

    /// An end of a sum as the page names it when it is a constant written as an expression (`2π`); nil for
    /// a number, or one that follows the sliders (the page writes its value).
    func endText(_ number: FigureNumber) -> String? {
        number.source == nil ? number.description.map(words.localNumber) : nil
    }

    /// Sum i's value for `data-value`: the number as JavaScript writes it, or `undefined`.
    func sumDataValue(_ i: Int) -> String {
        sums[i].result.value?.javaScriptText ?? "undefined"
    }

    /// Six significant digits as an area's value is written (`2.66667`, `−0.479167`), in the language's way.
    private func sixDigits(_ value: Double) -> String {
        words.localNumber(AreaValue.value(value, error: 0).text)
    }

    /// n in subscript digits: 8 → ₈, 1000 → ₁₀₀₀.
    static func subscripted(_ n: Int) -> String {
        String(String(n).unicodeScalars.map { Character(Unicode.Scalar($0.value - 0x30 + 0x2080)!) })
    }
}
