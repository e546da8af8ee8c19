/// A rectangle in SVG units (CSS px) covered by a label, the legend or a mark: what label placement
/// keeps apart (docs/site.md#labels). There are no font metrics at build time, so a text's box is an
/// estimate from its number of characters; Public/js/graph/figure-drawing.js estimates alike.
struct LabelBox: Equatable, Sendable {
    var left, top, right, bottom: Double

    /// Whether the two boxes share more than an edge.
    func overlaps(_ other: LabelBox) -> Bool {
        left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }

    /// The box grown by `distance` on every side.
    func inflated(by distance: Double) -> LabelBox {
        LabelBox(left: left - distance, top: top - distance, right: right + distance, bottom: bottom + distance)
    }

    /// Whether the box lies within a frame of this size.
    func isInside(width: Double, height: Double) -> Bool {
        left >= 0 && top >= 0 && right <= width && bottom <= height
    }

    /// Whether (x, y) lies in the box or on its edge.
    func contains(x: Double, y: Double) -> Bool {
        left <= x && x <= right && top <= y && y <= bottom
    }

    /// A square of half-width `radius` about (x, y): a dot drawn there.
    static func around(x: Double, y: Double, radius: Double) -> LabelBox {
        LabelBox(left: x - radius, top: y - radius, right: x + radius, bottom: y + radius)
    }

    /// The box of a text `width` wide with its baseline at `y`: from its anchor (`start`, `middle` or
    /// `end`) at `x`, from the top of accented capitals (0.95 of the font size above the baseline) to
    /// the bottom of descenders (0.25 below), as a browser measures a text's box.
    static func text(x: Double, y: Double, anchor: String, width: Double, fontSize: Double) -> LabelBox {
        let left = anchor == "start" ? x : anchor == "end" ? x - width : x - width / 2
        return LabelBox(left: left, top: y - fontSize * 0.95, right: left + width, bottom: y + fontSize * 0.25)
    }
}
