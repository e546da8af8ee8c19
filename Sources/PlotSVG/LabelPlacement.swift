/// Where the labels of a drawing go once its axes are laid out (docs/site.md#labels), so that none
/// covers another, the legend covers no tick label, turning point or mark, and a line's label sits
/// off the curves:
///
/// 1. A marked point's label goes up and to the right of it (up and to the left where that leaves
///    the frame), or, where that covers another label, to the first free place of the other three.
/// 2. The legend goes into the emptiest free corner: free where it covers no tick or range label, no
///    marked point or its label, no points-of-interest dot and no turning point of a curve; emptiest
///    where the least curve is drawn under it. Told the corner it is in (the live view, after a
///    pan), it stays there while that corner is free. No corner free: no legend in the frame.
/// 3. A reference line's label goes to the first of its places along the line where no curve passes
///    within ``clearance`` and it covers no other label (the legend included), or to its first place
///    when none is free.
///
/// Public/js/graph/label-placement.js (the choosing) and figure-drawing.js (the places and boxes,
/// which every live frame needs) are a line-for-line port; Tests/Fixtures/label-placement.json holds
/// both to the same choices.
struct LabelPlacement: Equatable {
    /// A placed text: its anchor point, and which of its places it took (0: the first).
    struct Text: Equatable {
        var x, y: Double
        var anchor: String
        var choice: Int
    }

    /// The legend's corners, in the order they are tried.
    enum Corner: String, CaseIterable, Sendable {
        case topLeft = "top-left", topRight = "top-right", bottomLeft = "bottom-left", bottomRight = "bottom-right"
    }

    /// A marked point inside the frame, in SVG units.
    struct Mark {
        var x, y: Double
        var label: String?
    }

    /// A reference line inside the frame: vertical at x = `position`, or horizontal at y = `position`.
    struct Line {
        var isVertical: Bool
        var position: Double
        var label: String?
    }

    /// What is drawn before the labels are placed: the frame's size, the tick and range labels' boxes
    /// (``AxesLayout/box(of:_:)``), the marks (nil: outside the frame), the legend's size (nil: none),
    /// the points-of-interest dots and the curves.
    struct Scene {
        var width, height, fontSize: Double
        var axisLabels: [LabelBox]
        var points: [Mark?] = []
        var lines: [Line?] = []
        var legend: (width: Double, height: Double)?
        var dots: [(x: Double, y: Double)] = []
        var curves: CurveIndex
    }

    /// A line's label keeps this far (SVG units) from every curve where it can.
    static let clearance = 6.0
    /// Labels keep this far apart; the legend this far from what it must not cover.
    static let gap = 2.0
    /// The legend's distance from the frame's edges.
    static let legendInset = 8.0
    /// Half the width of a marked point's or a points-of-interest dot's box (radius 4 or 3.5, and a ring).
    static let markRadius = 5.0
    /// A point's label: this far right (or left) of the point, and above (or below) it.
    static let pointLabelOffset = 7.0
    /// A line's label: this far beside a vertical line or above (below) a horizontal one, and in from the frame's edge.
    static let lineLabelGap = 4.0
    /// A line's label is tried at this many places along it, on either side.
    static let placesAlongLine = 6
    /// Share of the font size one character of a point, line or legend label is estimated to take.
    static let characterWidth = 0.6

    /// Per point, its label's place (nil: outside the frame, or no label).
    var pointLabels: [Text?]
    /// The legend's corner; nil when no corner is free (or there is no legend).
    var legend: Corner?
    /// Per line, its label's place (nil: outside the frame, or no label).
    var lineLabels: [Text?]

    /// Places the labels of `scene`; `keptCorner` is where the legend is now, if anywhere.
    init(_ scene: Scene, keptCorner: Corner? = nil) {
        let s = scene
        var occupied = s.axisLabels
        /// The first free place of `places` (inside the frame, covering nothing placed), else `fallback`.
        func firstFree(_ places: [Text], width: Double, fallback: Int, isFree: (LabelBox) -> Bool = { _ in true }) -> Text {
            let chosen = places.first { place in
                let box = LabelPlacement.box(of: place, width: width, fontSize: s.fontSize)
                let padded = box.inflated(by: LabelPlacement.gap)
                return box.isInside(width: s.width, height: s.height) && !occupied.contains { $0.overlaps(padded) } && isFree(box)
            } ?? places[fallback]
            occupied.append(LabelPlacement.box(of: chosen, width: width, fontSize: s.fontSize).inflated(by: LabelPlacement.gap))
            return chosen
        }

        pointLabels = s.points.map { point in
            guard let point, let label = point.label else { return nil }
            let width = LabelPlacement.width(of: label, s.fontSize)
            let places = (0..<4).map { LabelPlacement.pointLabel(x: point.x, y: point.y, fontSize: s.fontSize, choice: $0) }
            return firstFree(places, width: width, fallback: LabelPlacement.firstPointLabelChoice(x: point.x, width: width, frameWidth: s.width))
        }

        var obstacles = occupied
        obstacles += s.points.compactMap { $0 }.map { LabelBox.around(x: $0.x, y: $0.y, radius: LabelPlacement.markRadius) }
        obstacles += s.dots.map { LabelBox.around(x: $0.x, y: $0.y, radius: LabelPlacement.markRadius) }
        legend = s.legend.flatMap { size in
            let free = Corner.allCases.filter { corner in
                let box = LabelPlacement.legendBox(corner, size: size, width: s.width, height: s.height)
                let padded = box.inflated(by: LabelPlacement.gap)
                return box.isInside(width: s.width, height: s.height) && !obstacles.contains { $0.overlaps(padded) }
                    && !s.curves.hasTurningPoint(inside: padded)
            }
            if let keptCorner, free.contains(keptCorner) { return keptCorner }
            // The first of the least inked, in the order of the corners; a pixel's length of curve or
            // less does not tell two corners apart (the same line across two corners measures a hair different).
            var emptiest: (corner: Corner, ink: Double)?
            for corner in free {
                let ink = s.curves.length(inside: LabelPlacement.legendBox(corner, size: size, width: s.width, height: s.height))
                if ink < (emptiest?.ink ?? .infinity) - 1 { emptiest = (corner, ink) }
            }
            return emptiest?.corner
        }
        if let legend, let size = s.legend {
            occupied.append(LabelPlacement.legendBox(legend, size: size, width: s.width, height: s.height).inflated(by: LabelPlacement.gap))
        }

        lineLabels = s.lines.map { line in
            guard let line, let label = line.label else { return nil }
            let width = LabelPlacement.width(of: label, s.fontSize)
            let places = (0..<(2 * LabelPlacement.placesAlongLine)).map {
                LabelPlacement.lineLabel(line, width: width, frameWidth: s.width, frameHeight: s.height, fontSize: s.fontSize, choice: $0)
            }
            return firstFree(places, width: width, fallback: 0) { box in
                s.curves.distance(from: box, upTo: LabelPlacement.clearance) >= LabelPlacement.clearance
            }
        }
    }

    // MARK: - Places

    /// A label's estimated width in SVG units. Characters are counted as Unicode scalars, as the live
    /// view's `[...text].length` counts them.
    static func width(of text: String, _ fontSize: Double) -> Double {
        Double(text.unicodeScalars.count) * fontSize * characterWidth
    }

    /// The box of a placed text `width` wide.
    static func box(of text: Text, width: Double, fontSize: Double) -> LabelBox {
        LabelBox.text(x: text.x, y: text.y, anchor: text.anchor, width: width, fontSize: fontSize)
    }

    /// Place `choice` of a point's label: 0 up and right of the point at (x, y), 1 up and left, 2 down
    /// and right, 3 down and left.
    static func pointLabel(x: Double, y: Double, fontSize: Double, choice: Int) -> Text {
        let right = choice % 2 == 0, below = choice >= 2
        // Below, the tops of its digits (three quarters of the font size above the baseline) clear the
        // point as far as the baseline does above.
        return Text(x: right ? x + pointLabelOffset : x - pointLabelOffset,
                    y: below ? y + pointLabelOffset + fontSize * 0.75 : y - pointLabelOffset, anchor: right ? "start" : "end", choice: choice)
    }

    /// A point's label's place where no other is free: up and to the right of the point (0), or up
    /// and to the left (1) where it would leave the frame on the right.
    static func firstPointLabelChoice(x: Double, width: Double, frameWidth: Double) -> Int {
        x + pointLabelOffset + width > frameWidth ? 1 : 0
    }

    /// Place `choice` of a line's label, `width` wide: `choice / 2` steps along the line from its first
    /// place, on side `choice % 2`. A vertical line's label goes from the top down, first on the side
    /// away from the frame's middle (x = −1 and x = 1 label outwards, clear of the y-axis between
    /// them); a horizontal line's from the right end leftwards, first above the line.
    static func lineLabel(_ line: Line, width: Double, frameWidth: Double, frameHeight: Double, fontSize: Double, choice: Int) -> Text {
        let step = Double(choice / 2) / Double(placesAlongLine - 1), otherSide = choice % 2 == 1
        let gap = lineLabelGap
        if line.isVertical {
            let top = fontSize + gap, bottom = frameHeight - gap - fontSize * 0.25
            let y = top + max(bottom - top, 0) * step
            let left = (line.position < frameWidth / 2) != otherSide
            return Text(x: left ? line.position - gap : line.position + gap, y: y, anchor: left ? "end" : "start", choice: choice)
        }
        let right = frameWidth - gap, left = gap + width
        let x = right - max(right - left, 0) * step
        return Text(x: x, y: otherSide ? line.position + gap + fontSize * 0.95 : line.position - gap - fontSize * 0.25,
                    anchor: "end", choice: choice)
    }

    /// The legend's box, `size` large, in `corner` of a frame `width` × `height`.
    static func legendBox(_ corner: Corner, size: (width: Double, height: Double), width: Double, height: Double) -> LabelBox {
        let left = corner == .topLeft || corner == .bottomLeft ? legendInset : width - legendInset - size.width
        let top = corner == .topLeft || corner == .topRight ? legendInset : height - legendInset - size.height
        return LabelBox(left: left, top: top, right: left + size.width, bottom: top + size.height)
    }
}
