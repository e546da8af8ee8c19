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

    /// The dash pattern of each round of the palette (`stroke-dasharray`, "" for none): curve i of a figure is in
    /// round ⌊i / 8⌋ (``curveDashAttribute(_:index:)``). Defined in Public/js/shared-constants.js too.
    public static let curveRoundDashes = SharedPalette.curveRoundDashes

    /// The words key (`styles.…`) of each round's pattern, for text alternatives: curve 8 is "blue, long-dashed".
    public static let curveRoundStyleNames = ["solid", "longDashed", "dashDotted"]

    /// A plain name for each of ``curveColors``, for text alternatives ("y = cos(x) (orange, dashed)").
    public static let curveColorNames = ["blue", "orange", "teal", "purple", "black", "olive", "cyan", "pink"]

    /// The colour of palette entry `index` (the palette repeats past its end: curve 8 is in colour 0).
    static func curveColor(at index: Int) -> String {
        curveColors[paletteIndex(index)]
    }

    /// The palette colour of curve (or sum) `index`: the colours repeat in rounds of ``curveColors``'s count,
    /// and the classes that colour a part in the page's theme (`plot-fill-k`, `plot-stroke-k`, `swatch-k`) name it.
    public static func paletteIndex(_ index: Int) -> Int {
        ((index % curveColors.count) + curveColors.count) % curveColors.count
    }

    /// ` stroke-dasharray="…"` of curve `index` drawn in `style` (docs/site.md#curve-colours): a declared dashed or
    /// dotted style wins; a solid curve takes its round's pattern (``curveRoundDashes``: none in round 0,
    /// a long dash in round 1, a dash and a dot in round 2), so that curves of the same colour differ without it.
    /// The same rule as `curveDashArray` in Public/js/graph/plot-svg-parts.js. Curves are drawn with round caps.
    static func curveDashAttribute(_ style: LineStyle, index: Int) -> String {
        guard style == .solid else { return dashAttribute(style) }
        let dashes = curveRoundDashes[curveRound(index)]
        return dashes.isEmpty ? "" : " stroke-dasharray=\"\(dashes)\""
    }

    /// The words key (`styles.…`) of how curve `index` drawn in `style` looks: its declared style, or, when solid,
    /// its round's pattern (``curveRoundStyleNames``), as ``curveDashAttribute(_:index:)`` draws it.
    public static func curveStyleName(_ style: LineStyle, index: Int) -> String {
        style == .solid ? curveRoundStyleNames[curveRound(index)] : style.rawValue
    }

    /// The round of the palette curve `index` is drawn in: 0 for curves 0–7, 1 for 8–15, 2 for 16–23.
    static func curveRound(_ index: Int) -> Int {
        (max(index, 0) / curveColors.count) % curveRoundDashes.count
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
