import PlotCore

// MARK: - Riemann sums' colours and patterns (docs/site.md#sums)

extension SVGRenderer {
    /// The palette entry of a figure's sum `index` in a figure of `curveCount` curves: the colours after the
    /// curves', so that each sum has one of its own (the palette repeats past its end). The same rule as
    /// Public/js/graph/sum-drawing.js.
    public static func sumColorIndex(_ index: Int, curveCount: Int) -> Int {
        (curveCount + index) % curveColors.count
    }

    /// The lines of `rule`'s pattern in its tile (``SharedPalette/sumPatterns``): left ／, right ＼, midpoint
    /// dots, trapezoid upright lines, lower level lines, upper a cross-hatch.
    static func sumPatternPath(_ rule: RiemannSum.Rule) -> String {
        SharedPalette.sumPatterns[SharedPalette.sumPatternRules.firstIndex(of: rule.rawValue)!]
    }

    /// How strongly a sum's pieces are shaded above the axis and below it: the tint's and the lines' opacity.
    static let sumShades = [(shade: "positive", tint: "0.16", lines: "0.8"), (shade: "negative", tint: "0.06", lines: "0.45")]

    /// The id of the pattern of a sum's pieces on one side of the axis, in a drawing whose ids start with `prefix`.
    static func sumPatternID(_ prefix: String, index: Int, shade: String) -> String {
        "\(prefix)-sum-\(index)-\(shade)"
    }

    /// A `<pattern>` in screen units (so the same at any zoom): a tint of the colour under the rule's lines.
    /// `fillClass` and `strokeClass` let a page's stylesheet recolour it for dark mode.
    static func sumPattern(id: String, colorIndex: Int, rule: RiemannSum.Rule, tint: String, lines: String,
                           fillClass: String, strokeClass: String, attributes: String = "") -> String {
        let size = SharedPalette.sumPatternSize
        let colour = curveColor(at: colorIndex)
        return "<pattern id=\"\(id)\"\(attributes) patternUnits=\"userSpaceOnUse\" width=\"\(size)\" height=\"\(size)\">"
            + "<rect class=\"\(fillClass)\" width=\"\(size)\" height=\"\(size)\" fill=\"\(colour)\" fill-opacity=\"\(tint)\" stroke-width=\"0\"/>"
            + "<path class=\"\(strokeClass)\" d=\"\(sumPatternPath(rule))\" fill=\"none\" stroke=\"\(colour)\" stroke-opacity=\"\(lines)\""
            + " stroke-width=\"1.25\" stroke-linecap=\"round\"/></pattern>"
    }

    /// A small `<svg>` showing sum `index`'s pattern in its colour, for the page's list of sums (outside the
    /// graph's SVG): the pattern of its pieces above the axis, at 60 % so that it repeats in the swatch, outlined.
    public static func sumSwatch(index: Int, colorIndex: Int, rule: RiemannSum.Rule) -> String {
        let id = "sum-swatch-\(index)"
        let colour = curveColor(at: colorIndex)
        let (_, tint, lines) = sumShades[0]
        return "<svg class=\"legend-swatch\" viewBox=\"0 0 28 12\" width=\"28\" height=\"12\" aria-hidden=\"true\" focusable=\"false\">"
            + "<defs>" + sumPattern(id: id, colorIndex: colorIndex, rule: rule, tint: tint, lines: lines,
                                    fillClass: "swatch-\(colorIndex)", strokeClass: "swatch-\(colorIndex)",
                                    attributes: " patternTransform=\"scale(0.6)\"") + "</defs>"
            + "<rect x=\"6\" y=\"1\" width=\"16\" height=\"10\" fill=\"url(#\(id))\"/>"
            + "<path class=\"swatch-\(colorIndex) sum-swatch-outline\" d=\"M6 1h16v10H6z\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\"/></svg>"
    }
}
