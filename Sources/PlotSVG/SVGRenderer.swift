import Foundation
import PlotCore

/// Draws a ``PlotDrawing`` as SVG (R-SVG): axes through the origin (along the frame's edge when the
/// window does not contain it), nice ticks with labels that do not overlap, xMax / yMax at the axes'
/// ends, the curve as one `<path>` under the labels, a `<title>` and `<desc>`.
///
/// Colours are presentation attributes, so a standalone file looks right on its own while a page's
/// stylesheet (which outranks them) can restyle the classes for dark mode, even under a CSP that
/// forbids inline styles.
public struct SVGRenderer: Sendable {
    /// The curve colours, in the order curves are drawn; the browser draws with the same ones
    /// (`Tests/Fixtures/limits.json` holds both sides to them).
    public static let curveColors = ["#0b62d6"]

    /// Colours of the light theme.
    public var curveColor = SVGRenderer.curveColors[0]
    public var axisColor = "#8a9099"
    public var gridColor = "#e7e9ed"
    public var labelColor = "#4f5560"
    public var backgroundColor = "#ffffff"
    public var fontSize = 11.0
    /// Width of the background-coloured ring around label glyphs (half of it outside each glyph).
    public var labelHalo = 3.0

    public init() {}

    /// A complete `.svg` file.
    public func standalone(_ plot: PlotDrawing) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(plot) + "\n"
    }

    /// The `<svg>` element alone, for inlining into HTML.
    public func element(_ plot: PlotDrawing) -> String {
        let (w, h) = (plot.width, plot.height)
        let id = plot.idPrefix.xmlEscaped
        let classes = plot.extraClass.map { "plot-svg \($0.xmlEscaped)" } ?? "plot-svg"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(classes)\" viewBox=\"0 0 \(n(w)) \(n(h))\" width=\"\(n(w))\" height=\"\(n(h))\""
        svg += " role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\""
        svg += " font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif\" font-size=\"\(n(fontSize))\">"
        svg += "<title id=\"\(id)-title\">\(plot.description.xmlEscaped)</title>"
        svg += "<desc id=\"\(id)-desc\">\(textAlternative(plot).xmlEscaped)</desc>"
        svg += "<rect class=\"plot-background\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(backgroundColor)\"/>"
        let axes = AxesLayout(plot: plot, fontSize: fontSize)
        if plot.showsGrid, !axes.gridPath.isEmpty {
            svg += "<path class=\"plot-grid\" d=\"\(axes.gridPath)\" stroke=\"\(gridColor)\" stroke-width=\"\(n(1 / plot.density))\" fill=\"none\"/>"
        }
        svg += "<path class=\"plot-axes\" d=\"\(axes.axesPath)\" stroke=\"\(axisColor)\" stroke-width=\"\(n(1 / plot.density))\" fill=\"none\"/>"
        let data = PathData.make(plot.segments, viewport: plot.viewport, density: plot.density)
        svg += "<path class=\"plot-curve\" d=\"\(data)\" fill=\"none\" stroke=\"\(curveColor)\" stroke-width=\"2\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
        if plot.showsLabels {
            // Over the curve, each glyph ringed in the background colour (stroke painted first): a curve
            // passing under a label stops short of it instead of crossing it out.
            svg += "<g class=\"plot-labels\" fill=\"\(labelColor)\" stroke=\"\(backgroundColor)\" stroke-width=\"\(n(labelHalo))\""
            svg += " stroke-linejoin=\"round\" paint-order=\"stroke\">"
            for label in axes.labels {
                let weight = label.isRangeEnd ? " font-weight=\"600\" class=\"plot-range-label\"" : ""
                svg += "<text x=\"\(n(label.x))\" y=\"\(n(label.y))\" text-anchor=\"\(label.anchor)\"\(weight)>\(label.text.xmlEscaped)</text>"
            }
            svg += "</g>"
        }
        svg += "</svg>"
        return svg
    }

    /// One sentence for screen readers: what is graphed, over which ranges.
    public func textAlternative(_ plot: PlotDrawing) -> String {
        let v = plot.viewport
        return "Graph of y = \(plot.description) for x from \(Ticks.endLabel(v.xMin)) to \(Ticks.endLabel(v.xMax)), "
            + "y shown from \(Ticks.endLabel(v.yMin)) to \(Ticks.endLabel(v.yMax))."
    }

    private func n(_ value: Double) -> String { SVGNumber.text(value, decimals: 2) }
}

/// The `d` attribute of the curve: one subpath per segment, implicit line-tos.
enum PathData {
    static func make(_ segments: [Segment], viewport: Viewport, density: Double) -> String {
        // Rounding to a tenth of a device pixel keeps numbers short and the error invisible.
        let decimals = max(1, Int(Foundation.log10(10 * density).rounded(.up)))
        var d = ""
        for segment in segments {
            for (index, point) in segment.enumerated() {
                let x = SVGNumber.text(viewport.pixelX(point.x) / density, decimals: decimals)
                let y = SVGNumber.text(viewport.pixelY(point.y) / density, decimals: decimals)
                if index == 0 {
                    d += "M\(x) \(y)"
                } else {
                    // A minus sign separates numbers by itself.
                    d += (x.hasPrefix("-") ? "" : " ") + x + (y.hasPrefix("-") ? "" : " ") + y
                }
            }
            // A lone point still shows as a dot with round caps.
            if segment.count == 1 { d += "h0" }
        }
        return d
    }
}
