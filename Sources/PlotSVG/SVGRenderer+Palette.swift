import PlotCore

// MARK: - The curve palette and line styles

extension SVGRenderer {
    /// The curve colours of the light theme, in drawing order: curve i of a figure is drawn in colour i.
    ///
    /// Every pair differs by CIEDE2000 ≥ 10 for normal vision and under protanopia and deuteranopia,
    /// and each has contrast ≥ 3:1 on white (Tests/PlotSVGTests/CurvePaletteTests.swift). Defined in
    /// Public/js/shared-constants.js (`palette`, generated into ``SharedPalette``), which the browser
    /// draws with too; site.css's `--curve-i` repeat it and the dark theme's list, held to it by tests.
    public static let curveColors = SharedPalette.curveColors

    /// The dark theme's curve colours, which site.css gives the curves in dark mode.
    public static let darkCurveColors = SharedPalette.darkCurveColors

    /// A plain name for each of ``curveColors``, for text alternatives ("y = cos(x) (orange, dashed)").
    public static let curveColorNames = ["blue", "orange", "teal", "purple", "black", "olive", "cyan", "pink"]

    /// The colour of palette entry `index` (the palette repeats past its end, which a figure of at most
    /// ``Figure/maximumCurves`` curves never reaches).
    static func curveColor(at index: Int) -> String {
        curveColors[((index % curveColors.count) + curveColors.count) % curveColors.count]
    }

    static func curveColorName(at index: Int) -> String {
        curveColorNames[((index % curveColorNames.count) + curveColorNames.count) % curveColorNames.count]
    }

    /// ` stroke-dasharray="…"` for a style (nothing for solid), in SVG units (CSS px). Dots are
    /// near-zero dashes that the round caps turn into circles, so they need `stroke-linecap="round"`.
    static func dashAttribute(_ style: LineStyle) -> String {
        switch style {
        case .solid: ""
        case .dashed: " stroke-dasharray=\"7 5\""
        case .dotted: " stroke-dasharray=\"0.1 4\""
        }
    }
}
