import PlotCore
import PlotSVG

/// The list of points of interest under a plot's graph (R-READ): one group per curve (its roots,
/// y-intercept, minima and maxima) and one per pair of curves that cross, each point with the hooks
/// of SPEC §16. Written at build time, so it is there without JS; Public/js/points-of-interest-list.js
/// writes the same words for the range in view after a pan or zoom.
struct PointsOfInterestList {
    let found: PointsOfInterest
    /// Curve i as the page names it (`y = sin x`, or its label).
    let curveName: (Int) -> String
    /// A coordinate as the page writes numbers (``PlotRendering/readable(_:)``).
    let readable: (Double) -> String
    let words: Words

    /// The groups as the template lists them; a curve without points is left out.
    var groups: [TemplateValue] {
        var keys: [[Int]] = []
        for point in found.points where keys.last != point.curves { keys.append(point.curves) }
        for omission in found.omitted where !keys.contains(omission.curves) { keys.append(omission.curves) }
        return keys.map { curves in
            let points = found.points.filter { $0.curves == curves }
            let omitted = found.omitted.first { $0.curves == curves }?.count ?? 0
            let hookCurves = curves.map(String.init).joined(separator: " ")
            return .object([
                "curves": .text(hookCurves),
                "swatch": .html(SVGRenderer.curveSwatch(colorIndex: curves[0], style: .solid)),
                "heading": .text(heading(curves)),
                "points": .list(points.map { point in
                    .object(["kind": .text(Self.hookKind(point.kind)), "curves": .text(hookCurves), "x": .text(point.x.javaScriptText),
                             "y": .text(point.y.javaScriptText), "text": .text(text(of: point))])
                }),
                "more": .text(omitted > 0 ? words("poi.more", ["count": String(omitted)]) : ""),
            ])
        }
    }

    /// `y = sin x`, or `y = sin x and y = cos x cross` for an intersection's group.
    func heading(_ curves: [Int]) -> String {
        curves.count == 1 ? curveName(curves[0]) : words("poi.cross", ["first": curveName(curves[0]), "second": curveName(curves[1])])
    }

    /// `data-poi`: minima and maxima are both `extremum` (SPEC §16).
    static func hookKind(_ kind: PointOfInterest.Kind) -> String {
        switch kind {
        case .minimum, .maximum: "extremum"
        default: kind.rawValue
        }
    }

    /// `Root (1.41421, 0)`, `Maximum (1.5708, 1)`, `At (0.785398, 0.707107)`; German `Nullstelle (1,41421; 0)`.
    func text(of point: PointOfInterest) -> String {
        let kind: String
        switch point.kind {
        case .root: kind = "poi.root"
        case .yIntercept: kind = "poi.yIntercept"
        case .minimum: kind = "poi.minimum"
        case .maximum: kind = "poi.maximum"
        case .intersection: kind = "poi.at"
        }
        return words("poi.point", ["kind": words(kind), "x": readable(point.x), "y": readable(point.y)])
    }
}
