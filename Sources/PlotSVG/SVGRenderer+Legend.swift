import PlotCore

// MARK: - The legend (figures-design §3)

extension SVGRenderer {
    /// Legend geometry in SVG units: the box's corner in the frame, its padding, one row per curve.
    private enum LegendLayout {
        static let corner = 8.0
        static let padding = (horizontal: 8.0, vertical: 5.0)
        static let rowHeight = 18.0
        static let swatchWidth = 22.0
        static let gap = 6.0
    }

    /// `<g class="plot-legend">` in the frame's top-left corner: a row for each labelled curve, a
    /// swatch in the curve's colour and style and its label; nothing when no curve has a label.
    /// The live view keeps it as it is: it names the curves, wherever the view is panned.
    func legend(_ plot: PlotDrawing) -> String {
        let rows = plot.curves.enumerated().compactMap { index, curve in
            curve.label.map { (index: index, curve: curve, label: $0) }
        }
        guard !rows.isEmpty else { return "" }
        typealias L = LegendLayout
        let widest = rows.map { estimatedWidth(of: $0.label) }.max() ?? 0
        let width = L.padding.horizontal * 2 + L.swatchWidth + L.gap + widest
        let height = L.padding.vertical * 2 + L.rowHeight * Double(rows.count)
        var svg = "<g class=\"plot-legend\">"
        svg += "<rect class=\"plot-legend-background\" x=\"\(n(L.corner))\" y=\"\(n(L.corner))\" width=\"\(n(width))\" height=\"\(n(height))\""
        svg += " rx=\"6\" fill=\"\(backgroundColor)\" fill-opacity=\"0.88\" stroke=\"\(legendBorderColor)\"/>"
        let left = L.corner + L.padding.horizontal
        for (row, entry) in rows.enumerated() {
            let middle = L.corner + L.padding.vertical + L.rowHeight * (Double(row) + 0.5)
            svg += "<path class=\"plot-legend-swatch\" data-curve-swatch=\"\(entry.index)\" d=\"M\(n(left)) \(n(middle))h\(n(L.swatchWidth))\""
            svg += " fill=\"none\" stroke=\"\(SVGRenderer.curveColor(at: entry.curve.colorIndex))\" stroke-width=\"2\" stroke-linecap=\"round\""
            svg += "\(SVGRenderer.dashAttribute(entry.curve.style))/>"
            // Digits and letters reach about 0.7 of the font size above the baseline: centred on the row.
            svg += "<text class=\"plot-legend-label\" x=\"\(n(left + L.swatchWidth + L.gap))\" y=\"\(n(middle + fontSize * 0.35))\""
            svg += " fill=\"\(textColor)\">\(entry.label.xmlEscaped)</text>"
        }
        return svg + "</g>"
    }
}
