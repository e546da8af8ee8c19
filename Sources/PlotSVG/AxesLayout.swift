import PlotCore

/// Where the axes, grid lines, ticks and labels of a plot go, in SVG units (CSS pixels).
///
/// Lines sit on device-pixel centres so a 1-device-pixel stroke stays crisp. The axes pass through the
/// origin; where the window does not contain it (x from 2 to 10), an axis runs along the nearest edge of
/// the frame, its ticks pointing inwards and its labels inside, as plotting tools draw a frame.
/// Tick labels are spaced by their estimated width so they never overlap one another; the xMax and yMax
/// labels sit on the other side of their axis from the tick labels where that side is inside the frame,
/// else beside them — on the other side where a curve passes close to them and not to that place — and
/// no label is placed where it would cover one placed before it (range ends first, with a wider berth,
/// then x ticks, then y ticks). Public/js/graph/axes-layout.js is a line-for-line port.
struct AxesLayout {
    struct Label {
        let text: String
        let x: Double
        let y: Double
        /// `start`, `middle` or `end`.
        let anchor: String
        var isRangeEnd = false
        /// A range label on the other side of its axis, off a curve (`data-flipped`, which the live view
        /// keeps until it chooses afresh).
        var isFlipped = false
        /// An axis's title (`plot-axis-title`): words, not a number in the language's decimals.
        var isTitle = false
    }

    private(set) var axesPath = ""
    private(set) var gridPath = ""
    private(set) var labels: [Label] = []

    /// Average glyph width as a share of the font size, for estimating label widths.
    private static let glyphWidth = 0.62
    /// How much wider the bold (600) range labels are than the tick labels.
    static let boldWidth = 1.15
    /// The space (SVG units) a tick label keeps from a range label, beyond the gap between any two labels.
    static let rangeEndBerth = 4.0

    /// The layout of `plot`'s axes; with `curves`, the range labels keep off them where they can.
    init(plot: PlotDrawing, fontSize: Double, curves: CurveIndex? = nil) {
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
        // Tick marks straddle an axis inside the frame, and point inwards from one on its edge.
        let xTickTop = min(max(axisY - tick / 2, 0), h - tick)
        let yTickLeft = min(max(axisX - tick / 2, 0), w - tick)
        var axes = "M0 \(n(axisY))H\(n(w))M\(n(axisX)) 0V\(n(h))"
        var grid = ""

        // x ticks: at least one label width (plus a gap) apart.
        let unitsPerSVGX = (v.xMax - v.xMin) / w
        let kinds = plot.axes
        var xTicks = Ticks(low: v.xMin, high: v.xMax, minimumSpacing: 60 * unitsPerSVGX, kind: kinds.xTicks)
        let widest = xTicks.values.map { AxesLayout.width(of: xTicks.label($0), fontSize) }.max() ?? 0
        if widest + 12 > xTicks.step / unitsPerSVGX {
            xTicks = Ticks(low: v.xMin, high: v.xMax, minimumSpacing: (widest + 12) * unitsPerSVGX, kind: kinds.xTicks)
        }
        let xLabelsBelow = axisY + fontSize + 6 <= h
        // y ticks: a line and a half of text apart.
        let unitsPerSVGY = (v.yMax - v.yMin) / h
        let yTicks = Ticks(low: v.yMin, high: v.yMax, minimumSpacing: fontSize * 2.4 * unitsPerSVGY, kind: kinds.yTicks)
        let yWidest = yTicks.values.map { AxesLayout.width(of: yTicks.label($0), fontSize) }.max() ?? 0
        let yLabelsLeft = axisX - yWidest - 6 >= 0

        // xMax at the right end of the x-axis, yMax at the top of the y-axis: opposite the tick labels
        // where that side is inside the frame, else on their side; on the other side where a curve
        // passes close to the first and not to the other.
        let xEndText = Ticks.endLabel(v.xMax), yEndText = Ticks.endLabel(v.yMax)
        let xEndAboveFits = axisY - fontSize - 5 >= 0
        let xEndAbove = !xLabelsBelow || xEndAboveFits
        func xEndLabel(above: Bool) -> Label {
            Label(text: xEndText, x: w - 3, y: above ? axisY - 5 : axisY + fontSize + 3, anchor: "end", isRangeEnd: true)
        }
        let yEndWidth = AxesLayout.width(of: yEndText, fontSize) * AxesLayout.boldWidth
        let yEndRightFits = axisX + 6 + yEndWidth <= w, yEndLeftFits = axisX - 6 - yEndWidth >= 0
        let yEndRight = yLabelsLeft ? yEndRightFits : !yEndLeftFits
        // An x-axis held at the top edge (the origin above the window) has its tick labels in the top row:
        // yMax goes a line under them rather than among them (`−2  −96.71  2` would read as one row of ticks).
        let yEndY = v.yMax < 0 && xLabelsBelow ? axisY + 2 * fontSize + 7 : fontSize + 2
        func yEndLabel(right: Bool) -> Label {
            Label(text: yEndText, x: right ? axisX + 6 : axisX - 6, y: yEndY, anchor: right ? "start" : "end", isRangeEnd: true)
        }
        /// Whether a curve passes within LabelPlacement.clearance of a range label.
        func isCrowded(_ label: Label) -> Bool {
            guard let curves else { return false }
            let box = LabelBox.text(x: label.x, y: label.y, anchor: label.anchor,
                                    width: AxesLayout.width(of: label.text, fontSize) * AxesLayout.boldWidth, fontSize: fontSize)
            return curves.distance(from: box, upTo: LabelPlacement.clearance) < LabelPlacement.clearance
        }
        var xEnd = xEndLabel(above: xEndAbove)
        if xEndAbove ? xLabelsBelow : xEndAboveFits, isCrowded(xEnd), !isCrowded(xEndLabel(above: !xEndAbove)) {
            xEnd = xEndLabel(above: !xEndAbove)
            xEnd.isFlipped = true
        }
        var yEnd = yEndLabel(right: yEndRight)
        if yEndRight ? yEndLeftFits : yEndRightFits, isCrowded(yEnd), !isCrowded(yEndLabel(right: !yEndRight)) {
            yEnd = yEndLabel(right: !yEndRight)
            yEnd.isFlipped = true
        }
        if AxesLayout.box(of: xEnd, fontSize).overlaps(AxesLayout.box(of: yEnd, fontSize)) {
            // Both ends in the top-right corner (the origin beyond it): yMax goes a line lower.
            yEnd = Label(text: yEndText, x: yEnd.x, y: max(yEnd.y, xEnd.y) + fontSize + 2, anchor: yEnd.anchor, isRangeEnd: true,
                         isFlipped: yEnd.isFlipped)
        }
        let titles = AxesLayout.titles(kinds, xEnd: xEnd, yEnd: yEnd, axisX: axisX, axisY: axisY, width: w, height: h, fontSize: fontSize)
        // Tick labels keep a wider berth from the bold range labels, so that `250` does not crowd `200`,
        // and from the axes' titles.
        var occupied = ([xEnd, yEnd] + titles).map { AxesLayout.box(of: $0, fontSize).inflated(by: AxesLayout.rangeEndBerth) }
        var tickLabels: [Label] = []
        /// Places a tick label unless it would cover a label already placed.
        func place(_ label: Label) {
            let box = AxesLayout.box(of: label, fontSize)
            guard !occupied.contains(where: { $0.overlaps(box) }) else { return }
            occupied.append(box)
            tickLabels.append(label)
        }

        for value in xTicks.values where value != 0 {
            let x = crisp(v.pixelX(value), limit: v.width)
            axes += "M\(n(x)) \(n(xTickTop))v\(n(tick))"
            grid += "M\(n(x)) 0V\(n(h))"
            let text = xTicks.label(value)
            let half = AxesLayout.width(of: text, fontSize) / 2
            guard x - half >= 2, x + half <= w - 2 else { continue }
            place(Label(text: text, x: x, y: xLabelsBelow ? axisY + fontSize + 3 : axisY - 5, anchor: "middle"))
        }
        for value in yTicks.values where value != 0 {
            let y = crisp(v.pixelY(value), limit: v.height)
            axes += "M\(n(yTickLeft)) \(n(y))h\(n(tick))"
            grid += "M0 \(n(y))H\(n(w))"
            guard y - fontSize >= 2, y + fontSize / 2 <= h - 2 else { continue }
            place(Label(text: yTicks.label(value), x: yLabelsLeft ? axisX - 6 : axisX + 6, y: y + fontSize * 0.35,
                        anchor: yLabelsLeft ? "end" : "start"))
        }
        labels = tickLabels + titles + [xEnd, yEnd]
        axesPath = axes
        gridPath = grid
    }

    /// The axes' titles, each in the first of its places that is inside the frame and covers no range
    /// label or title placed before: the x-axis's on the xMax label's line ending left of it, at the right
    /// end on the other side of the axis, or a line beyond the xMax label; the y-axis's a line under the
    /// yMax label on its side, on the other side of the axis, or two lines under it on its side. Then the
    /// same places moved sideways into the frame; where none is free, the first of those.
    private static func titles(_ settings: AxisSettings, xEnd: Label, yEnd: Label, axisX: Double, axisY: Double,
                               width w: Double, height h: Double, fontSize: Double) -> [Label] {
        var avoided = [box(of: xEnd, fontSize), box(of: yEnd, fontSize)]
        var titles: [Label] = []
        func isFree(_ label: Label) -> Bool {
            let area = box(of: label, fontSize)
            return area.left >= 0 && area.right <= w && area.top >= 0 && area.bottom <= h && !avoided.contains { $0.overlaps(area) }
        }
        /// `label` moved sideways into the frame.
        func clamped(_ label: Label) -> Label {
            let area = box(of: label, fontSize)
            let shift = area.left < 0 ? -area.left : area.right > w ? w - area.right : 0
            return Label(text: label.text, x: label.x + shift, y: label.y, anchor: label.anchor, isTitle: true)
        }
        func placed(_ places: [Label]) {
            let title = (places + places.map(clamped)).first(where: isFree) ?? clamped(places[0])
            titles.append(title)
            avoided.append(box(of: title, fontSize))
        }
        let xEndAbove = xEnd.y < axisY
        if let text = settings.xTitle {
            placed([Label(text: text, x: box(of: xEnd, fontSize).left - 2, y: xEnd.y, anchor: "end", isTitle: true),
                    Label(text: text, x: w - 3, y: xEndAbove ? axisY + fontSize + 3 : axisY - 5, anchor: "end", isTitle: true),
                    Label(text: text, x: w - 3, y: xEndAbove ? xEnd.y - fontSize - 4 : xEnd.y + fontSize + 4, anchor: "end", isTitle: true)])
        }
        if let text = settings.yTitle {
            let below = yEnd.y + fontSize + 4
            placed([Label(text: text, x: yEnd.x, y: below, anchor: yEnd.anchor, isTitle: true),
                    Label(text: text, x: yEnd.anchor == "start" ? axisX - 6 : axisX + 6, y: below,
                          anchor: yEnd.anchor == "start" ? "end" : "start", isTitle: true),
                    Label(text: text, x: yEnd.x, y: below + fontSize + 4, anchor: yEnd.anchor, isTitle: true)])
        }
        return titles
    }

    static func width(of text: String, _ fontSize: Double) -> Double {
        Double(text.count) * fontSize * glyphWidth
    }

    /// The estimated rectangle a label covers, 2 units larger on every side (a gap between labels):
    /// digits and signs stand on the baseline and reach about three quarters of the font size above it.
    static func box(of label: Label, _ fontSize: Double) -> LabelBox {
        let width = width(of: label.text, fontSize) * (label.isRangeEnd ? boldWidth : 1)
        let left = label.anchor == "start" ? label.x : label.anchor == "end" ? label.x - width : label.x - width / 2
        return LabelBox(left: left - 2, top: label.y - fontSize * 0.75 - 2, right: left + width + 2, bottom: label.y + 2)
    }

    private func n(_ value: Double) -> String { SVGNumber.text(value, decimals: 2) }
}
