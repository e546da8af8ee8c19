import PlotCore

/// Where the axes, grid lines, ticks and labels of a plot go, in SVG units (CSS pixels).
///
/// Lines sit on device-pixel centres so a 1-device-pixel stroke stays crisp. Tick labels are
/// spaced by their estimated width so they never overlap; the xMax and yMax labels sit on the
/// other side of their axis from the tick labels, so they never collide with them either.
struct AxesLayout {
    struct Label {
        let text: String
        let x: Double
        let y: Double
        /// `start`, `middle` or `end`.
        let anchor: String
        var isRangeEnd = false
    }

    private(set) var axesPath = ""
    private(set) var gridPath = ""
    private(set) var labels: [Label] = []

    /// Average glyph width as a share of the font size, for estimating label widths.
    private static let glyphWidth = 0.62

    init(plot: PlotDrawing, fontSize: Double) {
        let v = plot.viewport
        let density = plot.density
        let (w, h) = (plot.width, plot.height)
        /// The centre of the device pixel nearest to a device coordinate, in SVG units.
        func crisp(_ device: Double, limit: Double) -> Double {
            let pixel = min(max(device.rounded(.down), 0), limit - 1)
            return (pixel + 0.5) / density
        }
        // Axes through the origin, or along the nearest edge when the origin is out of view.
        let axisY = crisp(v.pixelY(min(max(0, v.yMin), v.yMax)), limit: v.height)
        let axisX = crisp(v.pixelX(min(max(0, v.xMin), v.xMax)), limit: v.width)
        let tick = 4.0
        var axes = "M0 \(n(axisY))H\(n(w))M\(n(axisX)) 0V\(n(h))"
        var grid = ""

        // x ticks: at least one label width (plus a gap) apart.
        let unitsPerSVGX = (v.xMax - v.xMin) / w
        var xTicks = Ticks(low: v.xMin, high: v.xMax, minimumSpacing: 60 * unitsPerSVGX)
        let widest = xTicks.values.map { AxesLayout.width(of: xTicks.label($0), fontSize) }.max() ?? 0
        if widest + 12 > xTicks.step / unitsPerSVGX {
            xTicks = Ticks(low: v.xMin, high: v.xMax, minimumSpacing: (widest + 12) * unitsPerSVGX)
        }
        let xLabelsBelow = axisY + fontSize + 6 <= h
        for value in xTicks.values where value != 0 {
            let x = crisp(v.pixelX(value), limit: v.width)
            axes += "M\(n(x)) \(n(axisY - tick / 2))v\(n(tick))"
            grid += "M\(n(x)) 0V\(n(h))"
            let text = xTicks.label(value)
            let half = AxesLayout.width(of: text, fontSize) / 2
            guard x - half >= 2, x + half <= w - 2 else { continue }
            labels.append(Label(text: text, x: x, y: xLabelsBelow ? axisY + fontSize + 3 : axisY - 5, anchor: "middle"))
        }

        // y ticks: a line and a half of text apart.
        let unitsPerSVGY = (v.yMax - v.yMin) / h
        let yTicks = Ticks(low: v.yMin, high: v.yMax, minimumSpacing: fontSize * 2.4 * unitsPerSVGY)
        let yWidest = yTicks.values.map { AxesLayout.width(of: yTicks.label($0), fontSize) }.max() ?? 0
        let yLabelsLeft = axisX - yWidest - 6 >= 0
        for value in yTicks.values where value != 0 {
            let y = crisp(v.pixelY(value), limit: v.height)
            axes += "M\(n(axisX - tick / 2)) \(n(y))h\(n(tick))"
            grid += "M0 \(n(y))H\(n(w))"
            guard y - fontSize >= 2, y + fontSize / 2 <= h - 2 else { continue }
            labels.append(Label(text: yTicks.label(value), x: yLabelsLeft ? axisX - 6 : axisX + 6, y: y + fontSize * 0.35,
                                anchor: yLabelsLeft ? "end" : "start"))
        }

        // xMax at the right end of the x-axis, yMax at the top of the y-axis, opposite the tick labels.
        labels.append(Label(text: Ticks.endLabel(v.xMax), x: w - 3, y: xLabelsBelow ? axisY - 5 : axisY + fontSize + 3,
                            anchor: "end", isRangeEnd: true))
        labels.append(Label(text: Ticks.endLabel(v.yMax), x: yLabelsLeft ? axisX + 6 : axisX - 6, y: fontSize + 2,
                            anchor: yLabelsLeft ? "start" : "end", isRangeEnd: true))
        axesPath = axes
        gridPath = grid
    }

    static func width(of text: String, _ fontSize: Double) -> Double {
        Double(text.count) * fontSize * glyphWidth
    }

    private func n(_ value: Double) -> String { SVGNumber.text(value, decimals: 2) }
}
