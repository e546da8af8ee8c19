import Foundation
import PlotCore

/// The `d` of a Riemann sum's three paths (docs/hooks.md#the-graphs-drawing): its pieces above the
/// x-axis, those below, and every piece's outline, each piece one closed subpath with absolute
/// coordinates (`M x b V y H x′ V b Z`, a trapezoid `M x b L x y L x′ y′ L x′ b Z`). A trapezoid
/// whose heights have opposite signs is two triangles, one on each side, meeting where its top
/// crosses the axis. One path per kind however many pieces: a thousand rectangles stay three elements.
/// Public/js/graph/sum-path-data.js writes the same text.
enum SumPathData {
    struct Paths: Equatable {
        var positive = ""
        var negative = ""
        var outline = ""
    }

    /// Pieces wholly left or right of the frame are left out.
    static func make(_ parts: [RiemannSum.Part], viewport v: Viewport, density: Double) -> Paths {
        let decimals = max(1, Int(Foundation.log10(5 * density).rounded(.up)))
        let x = { (value: Double) in SVGNumber.text(units: SVGNumber.units(v.pixelX(value) / density, decimals: decimals), decimals: decimals) }
        let y = { (value: Double) in SVGNumber.text(units: SVGNumber.units(v.pixelY(value) / density, decimals: decimals), decimals: decimals) }
        let base = y(0)
        var paths = Paths()
        for part in parts where part.x1 >= v.xMin && part.x0 <= v.xMax {
            let (left, right) = (x(part.x0), x(part.x1))
            if part.y0 == part.y1 {
                let piece = "M\(left) \(base)V\(y(part.y0))H\(right)V\(base)Z"
                paths.outline += piece
                if part.y0 > 0 { paths.positive += piece } else if part.y0 < 0 { paths.negative += piece }
                continue
            }
            paths.outline += "M\(left) \(base)L\(left) \(y(part.y0))L\(right) \(y(part.y1))L\(right) \(base)Z"
            if (part.y0 < 0) == (part.y1 < 0) || part.y0 == 0 || part.y1 == 0 {
                let piece = "M\(left) \(base)L\(left) \(y(part.y0))L\(right) \(y(part.y1))L\(right) \(base)Z"
                if part.y0 + part.y1 > 0 { paths.positive += piece } else { paths.negative += piece }
                continue
            }
            // Where the top crosses the axis.
            let cross = x(part.x0 + (part.x1 - part.x0) * (part.y0 / (part.y0 - part.y1)))
            let first = "M\(left) \(base)L\(left) \(y(part.y0))L\(cross) \(base)Z"
            let second = "M\(cross) \(base)L\(right) \(y(part.y1))L\(right) \(base)Z"
            if part.y0 > 0 {
                paths.positive += first
                paths.negative += second
            } else {
                paths.negative += first
                paths.positive += second
            }
        }
        return paths
    }
}
