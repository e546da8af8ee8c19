import Foundation
import PlotCore

/// The `d` attribute of a curve, an area or a reference line: one subpath per segment, its first
/// point absolute and the others relative (`M x y l dx dy dx dy …`), numbers rounded so that no point
/// moves by more than a tenth of a device pixel. Public/js/graph/plot-svg.js `pathData`
/// writes the same text.
enum PathData {
    /// Open subpaths, for curves and lines.
    static func make(_ segments: [Segment], viewport: Viewport, density: Double) -> String {
        make(segments, viewport: viewport, density: density, closed: false)
    }

    /// How far, in device pixels, dropping a point may move an area's edge: invisible under the
    /// curve's 2 px stroke, and a straight baseline keeps only a few points.
    static let outlineTolerance = 0.1
    /// The most points dropped in a row, which bounds the work per point.
    static let outlineRun = 32

    /// Indices of the points of an outline (in SVG units) worth writing: the first and last, and each
    /// point whose dropping would move a dropped point more than `tolerance` off the chord from the
    /// last kept point to the next one. Public/js/graph/path-data.js `keptOutlinePoints` is the same.
    static func keptOutlinePoints(_ xs: [Double], _ ys: [Double], tolerance: Double) -> [Int] {
        guard xs.count > 2 else { return Array(xs.indices) }
        var kept = [0]
        var anchor = 0
        for i in 1..<(xs.count - 1) {
            let (ax, ay) = (xs[anchor], ys[anchor])
            let (dx, dy) = (xs[i + 1] - ax, ys[i + 1] - ay)
            let length = (dx * dx + dy * dy).squareRoot()
            var fits = i - anchor <= outlineRun
            var j = anchor + 1
            while fits, j <= i {
                // Distance from the chord; to its start when the chord is a point.
                let off = length > 0 ? Swift.abs(dx * (ys[j] - ay) - dy * (xs[j] - ax)) / length
                                     : ((xs[j] - ax) * (xs[j] - ax) + (ys[j] - ay) * (ys[j] - ay)).squareRoot()
                fits = off <= tolerance
                j += 1
            }
            if !fits {
                kept.append(i)
                anchor = i
            }
        }
        kept.append(xs.count - 1)
        return kept
    }

    /// Closed subpaths (each ends in `Z`), for the polygons of a shaded area.
    static func closed(_ polygons: [[Point]], viewport: Viewport, density: Double) -> String {
        make(polygons, viewport: viewport, density: density, closed: true)
    }

    /// The fewest decimals of an SVG unit (a CSS px) that move no point by more than a tenth of a device
    /// pixel at `density` (steps of at most a fifth): short numbers, an invisible error. One decimal up
    /// to 2×, two beyond. Public/js/graph/path-data.js `pathDecimals` is the same.
    static func decimals(density: Double) -> Int {
        max(1, Int(Foundation.log10(5 * density).rounded(.up)))
    }

    private static func make(_ segments: [Segment], viewport: Viewport, density: Double, closed: Bool) -> String {
        let decimals = decimals(density: density)
        var d = ""
        for segment in segments where !segment.isEmpty {
            var xs = segment.map { viewport.pixelX($0.x) / density }, ys = segment.map { viewport.pixelY($0.y) / density }
            if closed {
                // An area's outline has a point per device column (curves come simplified by the sampler).
                let kept = keptOutlinePoints(xs, ys, tolerance: outlineTolerance / density)
                (xs, ys) = (kept.map { xs[$0] }, kept.map { ys[$0] })
            }
            // The first point absolute, the others relative to the one before (`l`): shorter numbers.
            // Differences of rounded whole units, so the rounding does not add up along the path.
            var previous: (x: Int64, y: Int64) = (0, 0)
            for index in xs.indices {
                let point = (x: SVGNumber.units(xs[index], decimals: decimals), y: SVGNumber.units(ys[index], decimals: decimals))
                if index == 0 {
                    d += "M" + SVGNumber.text(units: point.x, decimals: decimals) + " " + SVGNumber.text(units: point.y, decimals: decimals)
                } else {
                    let x = SVGNumber.text(units: point.x - previous.x, decimals: decimals)
                    let y = SVGNumber.text(units: point.y - previous.y, decimals: decimals)
                    // A minus sign separates numbers by itself.
                    d += (index == 1 ? "l" : x.hasPrefix("-") ? "" : " ") + x + (y.hasPrefix("-") ? "" : " ") + y
                }
                previous = point
            }
            if closed {
                d += "Z"
            } else if xs.count == 1 {
                // A lone point still shows as a dot with round caps.
                d += "h0"
            }
        }
        return d
    }
}
