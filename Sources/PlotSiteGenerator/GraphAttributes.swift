import PlotCore

/// What a page's template needs to draw a graph with its hook attributes (docs/hooks.md#the-graphs-root): the build-time SVG, the
/// ranges, and the scales and origin of the graph at ``PlotRendering/width`` × ``PlotRendering/height`` CSS px.
struct GraphAttributes {
    let viewport: Viewport
    /// The `<svg>` element, drawn over `viewport`.
    let svg: String
    /// The axes' ticks, titles and aspect.
    var axes = AxisSettings()

    /// `svg`, `xMin` … `yMax`, `width`, `height`, `scale`, `scaleY`, `originX`, `originY`,
    /// and `aspect`, `xTicks`, `yTicks`, `xLabel`, `yLabel` (each empty where the plot keeps the default).
    var values: [String: TemplateValue] {
        let v = viewport
        let (w, h) = (PlotRendering.width, PlotRendering.height)
        // Equal units: one scale for both, not two that differ in the last bit.
        let scale = w / (v.xMax - v.xMin), scaleY = axes.aspect == .equal ? scale : h / (v.yMax - v.yMin)
        return [
            "svg": .html(svg),
            "xMin": .text(v.xMin.plainText), "xMax": .text(v.xMax.plainText),
            "yMin": .text(v.yMin.plainText), "yMax": .text(v.yMax.plainText),
            "width": .text(w.plainText), "height": .text(h.plainText),
            "scale": .text(scale.plainText), "scaleY": .text(scaleY.plainText),
            "originX": .text((-v.xMin * scale).plainText), "originY": .text((v.yMax * scaleY).plainText),
            // Empty for the defaults, which the template leaves out: a page pays only for what it sets.
            "aspect": .text(axes.aspect == .equal ? "equal" : ""),
            "xTicks": .text(axes.xTicks == .pi ? "pi" : ""), "yTicks": .text(axes.yTicks == .pi ? "pi" : ""),
            "xLabel": .text(axes.xTitle ?? ""), "yLabel": .text(axes.yTitle ?? ""),
        ]
    }
}
