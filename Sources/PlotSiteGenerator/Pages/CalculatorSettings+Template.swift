import PlotCore

extension CalculatorSettings {
    /// The Calculator's defaults as the Calculator and Configuration pages show them: as the inputs
    /// hold them (`xMax`, `samples`: the expression language's `.`) and as a reader sees them; the
    /// configuration's hints with the shared limits filled in.
    func templateValue(_ words: Words) -> TemplateValue {
        let xMax = xMax.plainText
        return .object([
            "xMax": .text(xMax), "xMaxText": .text(words.localNumber(xMax)), "samples": .text(samples.description),
            "xMaxHint": .text(words("configurationPage.xMaxHint", ["max": words.localNumber(PlotLimits.calculatorXMax.upperBound.plainText)])),
            "samplesHint": .text(words("configurationPage.samplesHint", ["min": String(PlotLimits.samples.lowerBound),
                                                                          "max": String(PlotLimits.samples.upperBound)])),
        ])
    }
}
