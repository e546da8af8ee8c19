import PlotCore

/// What a page's template needs to draw a graph with its hook attributes (docs/hooks.md#the-graphs-root): the build-time SVG, the
/// ranges, and the scales and origin of the graph at ``PlotRendering/width`` × ``PlotRendering/height`` CSS px.
struct GraphAttributes {
    let viewport: Viewport
    /// The `<svg>` element, drawn over `viewport`.
    let svg: String

    /// `svg`, `xMin` … `yMax`, `width`, `height`, `scale`, `scaleY`, `originX`, `originY`.
    var values: [String: TemplateValue] {
        let v = viewport
        let (w, h) = (PlotRendering.width, PlotRendering.height)
        let scale = w / (v.xMax - v.xMin), scaleY = h / (v.yMax - v.yMin)
        return [
            "svg": .html(svg),
            "xMin": .text(v.xMin.plainText), "xMax": .text(v.xMax.plainText),
            "yMin": .text(v.yMin.plainText), "yMax": .text(v.yMax.plainText),
            "width": .text(w.plainText), "height": .text(h.plainText),
            "scale": .text(scale.plainText), "scaleY": .text(scaleY.plainText),
            "originX": .text((-v.xMin * scale).plainText), "originY": .text((v.yMax * scaleY).plainText),
        ]
    }
}
