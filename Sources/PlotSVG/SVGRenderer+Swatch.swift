import PlotCore

// MARK: - Swatches for a page's legend and list of areas (outside the graph's SVG)

extension SVGRenderer {
    /// A small `<svg>` showing curve `colorIndex`'s colour and dash pattern in `style` (``curveDashAttribute(_:index:)``),
    /// for a legend written in HTML.
    /// The stroke is a presentation attribute, and the `swatch-i` class lets a page's stylesheet
    /// restyle it for dark mode as it does the graph's curves.
    public static func curveSwatch(colorIndex: Int, style: LineStyle) -> String {
        "<svg class=\"legend-swatch\" viewBox=\"0 0 28 12\" width=\"28\" height=\"12\" aria-hidden=\"true\" focusable=\"false\">"
            + "<path class=\"swatch-\(paletteIndex(colorIndex))\" d=\"M2 6h24\" stroke=\"\(curveColor(at: colorIndex))\" stroke-width=\"2.5\""
            + " stroke-linecap=\"round\" fill=\"none\"\(curveDashAttribute(style, index: colorIndex))/></svg>"
    }

    /// A small `<svg>` showing a sequence as the graph draws it: a filled dot in curve `colorIndex`'s colour, and beside it
    /// a ring where its partial sums are drawn too.
    public static func sequenceSwatch(colorIndex: Int, partialSums: Bool) -> String {
        let colour = "class=\"swatch-\(paletteIndex(colorIndex))\" stroke=\"\(curveColor(at: colorIndex))\" fill=\"\(curveColor(at: colorIndex))\""
        var svg = "<svg class=\"legend-swatch\" viewBox=\"0 0 28 12\" width=\"28\" height=\"12\" aria-hidden=\"true\" focusable=\"false\">"
        svg += "<circle \(colour) cx=\"\(partialSums ? 7 : 14)\" cy=\"6\" r=\"3.5\"/>"
        // The stylesheet fills a swatch in its colour; the ring keeps its fill invisible.
        if partialSums { svg += "<circle \(colour) fill-opacity=\"0\" stroke-width=\"1.5\" cx=\"21\" cy=\"6\" r=\"3.5\"/>" }
        return svg + "</svg>"
    }

    /// A small `<svg>` showing an area's shading in curve `colorIndex`'s colour.
    public static func areaSwatch(colorIndex: Int) -> String {
        "<svg class=\"legend-swatch\" viewBox=\"0 0 28 12\" width=\"28\" height=\"12\" aria-hidden=\"true\" focusable=\"false\">"
            + "<rect class=\"swatch-\(paletteIndex(colorIndex))\" x=\"6\" y=\"1\" width=\"16\" height=\"10\" rx=\"2\" fill=\"\(curveColor(at: colorIndex))\""
            + " fill-opacity=\"0.18\" stroke=\"\(curveColor(at: colorIndex))\" stroke-width=\"1.5\"/></svg>"
    }

    /// A small `<svg>` showing a field's marks: three short strokes in the fields' muted colour (SVGRenderer+Fields.swift).
    public static func fieldSwatch() -> String {
        "<svg class=\"legend-swatch\" viewBox=\"0 0 28 12\" width=\"28\" height=\"12\" aria-hidden=\"true\" focusable=\"false\">"
            + "<path class=\"plot-field\" d=\"M2 9l5-6M11.5 9l5-6M21 9l5-6\" stroke=\"\(SVGRenderer().referenceLineColor)\" stroke-width=\"1.5\""
            + " stroke-linecap=\"round\" fill=\"none\"/></svg>"
    }
}
