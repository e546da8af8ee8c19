import PlotCore

// MARK: - The legend (docs/architecture.md#the-drawing)

/// The legend's rows and size in SVG units: a row for each labelled curve, a swatch in the curve's
/// colour and style and its label.
struct LegendLayout {
    static let padding = (horizontal: 8.0, vertical: 5.0)
    static let rowHeight = 18.0
    static let swatchWidth = 22.0
    static let gap = 6.0

    let rows: [(index: Int, curve: PlotDrawing.Curve, label: String)]
    let width: Double
    let height: Double
}

/// Where the legend goes: in a corner of the frame, below the drawing (a standalone file's legend
/// that finds no free corner), or nowhere to be seen (a page's, which lists the curves under the graph).
enum LegendPosition {
    case corner(LabelPlacement.Corner)
    case below
    case hidden
}

extension SVGRenderer {
    /// The legend's rows and size; nil when no curve has a label.
    func legendLayout(_ plot: PlotDrawing) -> LegendLayout? {
        let rows = plot.curves.enumerated().compactMap { index, curve in
            // A field is drawn in the muted colour under the curves, not in its palette colour: the text alternative names it.
            curve.field == nil ? curve.label.map { (index: index, curve: curve, label: $0) } : nil
        }
        guard !rows.isEmpty else { return nil }
        typealias L = LegendLayout
        let widest = rows.map { LabelPlacement.width(of: $0.label, fontSize) }.max() ?? 0
        return LegendLayout(rows: rows, width: L.padding.horizontal * 2 + L.swatchWidth + L.gap + widest,
                            height: L.padding.vertical * 2 + L.rowHeight * Double(rows.count))
    }

    /// `<g class="plot-legend">` at `position`: its rows drawn from (0, 0) and moved by a `transform`,
    /// so that the live view moves it to another corner by that attribute alone. `data-corner` says
    /// which corner (`below` under the drawing; none when hidden).
    func legend(_ plot: PlotDrawing, _ layout: LegendLayout, at position: LegendPosition) -> String {
        typealias L = LegendLayout
        let inset = LabelPlacement.legendInset
        var svg: String
        switch position {
        case .corner(let corner):
            let box = LabelPlacement.legendBox(corner, size: (layout.width, layout.height), width: plot.width, height: plot.height)
            svg = "<g class=\"plot-legend\" transform=\"translate(\(n(box.left)) \(n(box.top)))\" data-corner=\"\(corner.rawValue)\">"
        case .below:
            svg = "<g class=\"plot-legend\" transform=\"translate(\(n(inset)) \(n(plot.height + inset)))\" data-corner=\"below\">"
            // A strip of background under the frame, over the parts of curves the sampler keeps beyond it.
            svg += "<rect x=\"\(n(-inset))\" y=\"\(n(-inset))\" width=\"\(n(plot.width))\" height=\"\(n(layout.height + 2 * inset))\" fill=\"\(backgroundColor)\"/>"
        case .hidden:
            svg = "<g class=\"plot-legend\" transform=\"translate(\(n(inset)) \(n(inset)))\" display=\"none\">"
        }
        svg += "<rect class=\"plot-legend-background\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\""
        svg += " rx=\"6\" fill=\"\(backgroundColor)\" fill-opacity=\"0.88\" stroke=\"\(legendBorderColor)\"/>"
        let left = L.padding.horizontal
        for (row, entry) in layout.rows.enumerated() {
            let middle = L.padding.vertical + L.rowHeight * (Double(row) + 0.5)
            let stroke = "class=\"plot-legend-swatch\" data-curve-swatch=\"\(entry.index)\" fill=\"none\" stroke=\"\(SVGRenderer.curveColor(at: entry.curve.colorIndex))\""
            if let (sequence, _) = entry.curve.sequence {
                // A sequence's dot: a stroke of no length, as wide as the dot, with round caps; a ring after it for its partial sums.
                let dotX = left + (sequence.partialSums ? 0.25 : 0.5) * L.swatchWidth
                svg += "<path \(stroke) d=\"M\(n(dotX)) \(n(middle))h0\" stroke-width=\"7\" stroke-linecap=\"round\"/>"
                if sequence.partialSums {
                    svg += "<circle \(stroke) cx=\"\(n(left + 0.75 * L.swatchWidth))\" cy=\"\(n(middle))\" r=\"3.5\" stroke-width=\"1.5\"/>"
                }
            } else {
                svg += "<path \(stroke) d=\"M\(n(left)) \(n(middle))h\(n(L.swatchWidth))\" stroke-width=\"2\" stroke-linecap=\"round\""
                svg += "\(SVGRenderer.curveDashAttribute(entry.curve.style, index: entry.curve.colorIndex))/>"
            }
            // Digits and letters reach about 0.7 of the font size above the baseline: centred on the row.
            svg += "<text class=\"plot-legend-label\" x=\"\(n(left + L.swatchWidth + L.gap))\" y=\"\(n(middle + fontSize * 0.35))\""
            svg += " fill=\"\(textColor)\">\(entry.label.xmlEscaped)</text>"
        }
        return svg + "</g>"
    }
}
