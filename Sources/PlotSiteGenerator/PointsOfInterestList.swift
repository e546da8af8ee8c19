import PlotCore
import PlotSVG

/// The list of points of interest under a plot's graph (docs/site.md#points-of-interest): one group per curve (its roots,
/// y-intercept, minima and maxima) and one per pair of curves that cross, each point with the hooks
/// of docs/hooks.md#points-of-interest. A group shows its first ``listedPerGroup`` entries; "and N more" is a
/// `<details>` that opens the rest of what was found (up to ``PointsOfInterest/cap`` per curve) and says how many
/// more lie beyond the cap. Written at build time, so it is there without JS; Public/js/points-of-interest-list.js
/// writes the same words for the range in view after a pan or zoom.
struct PointsOfInterestList {
    let found: PointsOfInterest
    /// Curve i as the page names it (`y = sin x`, or its label).
    let curveName: (Int) -> String
    /// A coordinate as the page writes numbers (``PlotRendering/readable(_:)``).
    let readable: (Double) -> String
    let words: Words

    /// The entries a group shows before "and N more": enough to read, short enough that a figure with
    /// many crossings (a staircase against its curve) does not bury the page; the rest open under it.
    static let listedPerGroup = 10

    /// The groups as the template lists them; a curve without points is left out. Points at one place
    /// (as the page writes their coordinates) are one entry: x² lists `Root, minimum and y-intercept (0, 0)`.
    var groups: [TemplateValue] {
        var keys: [[Int]] = []
        for point in found.points where keys.last != point.curves { keys.append(point.curves) }
        for omission in found.omitted where !keys.contains(omission.curves) { keys.append(omission.curves) }
        return keys.map { curves in
            let entries = entries(of: found.points.filter { $0.curves == curves })
            let listed = entries.prefix(Self.listedPerGroup)
            let rest = entries.dropFirst(Self.listedPerGroup)
            let unlisted = found.omitted.first { $0.curves == curves }?.count ?? 0
            let more = rest.count + unlisted
            let hookCurves = curves.map(String.init).joined(separator: " ")
            let item = { (entry: [PointOfInterest]) -> TemplateValue in
                .object(["kind": .text(entry.map { Self.hookKind($0.kind) }.joined(separator: " ")), "curves": .text(hookCurves),
                         "x": .text(entry[0].x.javaScriptText), "y": .text(entry[0].y.javaScriptText), "text": .text(text(of: entry))])
            }
            return .object([
                "curves": .text(hookCurves),
                "swatch": .html(SVGRenderer.curveSwatch(colorIndex: curves[0], style: .solid)),
                "heading": .text(heading(curves)),
                "points": .list(listed.map(item)),
                "more": .text(more > 0 ? words("poi.more", ["count": String(more)]) : ""),
                "rest": .list(rest.map(item)),
                "unlisted": .text(unlisted > 0 ? words("poi.unlisted", ["count": String(unlisted)]) : ""),
            ])
        }
    }

    /// The points of one group as entries: neighbours the page writes at the same coordinates are one
    /// entry, its kinds in the order root, minimum, maximum, y-intercept (the coordinates are the first's);
    /// a jump or a hole is an entry of its own.
    func entries(of points: [PointOfInterest]) -> [[PointOfInterest]] {
        var entries: [[PointOfInterest]] = []
        for point in points {
            if let last = entries.last?.first, !Self.standsAlone(last.kind), !Self.standsAlone(point.kind),
               readable(last.x) == readable(point.x), readable(last.y) == readable(point.y) {
                entries[entries.count - 1].append(point)
            } else {
                entries.append([point])
            }
        }
        return entries.map { entry in entry.sorted { Self.listOrder($0.kind) < Self.listOrder($1.kind) } }
    }

    /// Whether a kind is never merged with another at the same place: a jump's or a hole's words say more.
    private static func standsAlone(_ kind: PointOfInterest.Kind) -> Bool { kind == .jump || kind == .hole }

    /// Where a kind stands in a merged entry's words.
    private static func listOrder(_ kind: PointOfInterest.Kind) -> Int {
        switch kind {
        case .root: 0
        case .minimum: 1
        case .maximum: 2
        case .yIntercept: 3
        case .intersection: 4
        case .jump: 5
        case .hole: 6
        }
    }

    /// `y = sin x`, or `y = sin x and y = cos x cross` for an intersection's group.
    func heading(_ curves: [Int]) -> String {
        curves.count == 1 ? curveName(curves[0]) : words("poi.cross", ["first": curveName(curves[0]), "second": curveName(curves[1])])
    }

    /// `data-poi`: minima and maxima are both `extremum` (docs/hooks.md#points-of-interest).
    static func hookKind(_ kind: PointOfInterest.Kind) -> String {
        switch kind {
        case .minimum, .maximum: "extremum"
        default: kind.rawValue
        }
    }

    /// `Root (1.41421, 0)`, `Maximum (1.5708, 1)`, `At (0.785398, 0.707107)`, `Root, minimum and
    /// y-intercept (0, 0)`, `Hole at (2, 4); f(2) = 7`; German `Nullstelle (1,41421; 0)`.
    func text(of entry: [PointOfInterest]) -> String {
        if let jump = entry[0].jump {
            let limits = ["x": readable(entry[0].x), "from": readable(jump.left), "to": readable(jump.right)]
            return jump.value.map { words("poi.jump", limits.merging(["value": readable($0)]) { $1 }) } ?? words("poi.jumpUndefined", limits)
        }
        if entry[0].kind == .hole {
            let place = ["x": readable(entry[0].x), "y": readable(entry[0].y)]
            return entry[0].loneValue.map { words("poi.holeValue", place.merging(["value": readable($0)]) { $1 }) } ?? words("poi.hole", place)
        }
        let kinds = entry.enumerated().map { index, point in
            point.kind == .intersection && entry.count == 1
                ? words("poi.at") : words((index == 0 ? "poi." : "poi.inList.") + Self.wordKey(point.kind))
        }
        let kind = kinds.count == 1 ? kinds[0] : words("list.and", ["first": kinds.dropLast().joined(separator: ", "), "last": kinds.last!])
        return words("poi.point", ["kind": kind, "x": readable(entry[0].x), "y": readable(entry[0].y)])
    }

    /// The word table's key of a kind.
    private static func wordKey(_ kind: PointOfInterest.Kind) -> String {
        switch kind {
        case .root: "root"
        case .yIntercept: "yIntercept"
        case .minimum: "minimum"
        case .maximum: "maximum"
        case .intersection: "intersection"
        case .jump: "jump"
        case .hole: "hole"
        }
    }
}
