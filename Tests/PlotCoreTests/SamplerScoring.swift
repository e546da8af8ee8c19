import Foundation
@testable import PlotCore

/// Scores sampler output against the true curve, in device pixels.
struct SamplerScore {
    /// Largest distance from a visible point of the true curve to the drawn polyline.
    var worstDistance = 0.0
    var worstDistanceAt = Double.nan
    /// Drawn lines (x1, x2) that step over a known pole or jump.
    var linesAcrossBreaks: [(Double, Double)] = []
    /// Widest stretch, in pixels, where the curve is defined and visible but nothing is drawn.
    var widestGap = 0.0
    var widestGapAt = Double.nan

    init(function f: (Double) -> Double, viewport v: Viewport, segments: [Segment], breaks: [Double] = []) {
        let px = { (p: Point) in (v.pixelX(p.x), v.pixelY(p.y)) }
        // 1. Distance from the true curve to the polyline, probed densely inside every drawn span.
        for segment in segments {
            let points = segment.map(px)
            for k in points.indices.dropLast() {
                for step in 0...8 {
                    // The ends exactly: interpolating could round past a jump.
                    let x = step == 8 ? segment[k + 1].x : segment[k].x + (segment[k + 1].x - segment[k].x) * Double(step) / 8
                    let y = f(x)
                    guard y.isFinite else { continue }
                    let (cx, cy) = (v.pixelX(x), v.pixelY(y))
                    guard cy >= 0, cy <= v.height else { continue }
                    var best = Double.infinity
                    for j in max(0, k - 40)..<min(points.count - 1, k + 41) {
                        best = min(best, SamplerScore.distance(cx, cy, points[j], points[j + 1]))
                    }
                    if best > worstDistance { (worstDistance, worstDistanceAt) = (best, x) }
                }
            }
        }
        // 2. No line steps over a break.
        for segment in segments {
            for (p, q) in zip(segment, segment.dropFirst()) where breaks.contains(where: { $0 > p.x && $0 < q.x }) {
                linesAcrossBreaks.append((p.x, q.x))
            }
        }
        // 3. Coverage: every visible, defined x within a pixel of some segment.
        let spans = segments.map { (v.pixelX($0.first!.x), v.pixelX($0.last!.x)) }
        var gapStart: Double? = nil
        let probes = Int(v.width * 4)
        for i in 0...probes {
            let X = v.width * Double(i) / Double(probes)
            let x = v.dataX(X)
            let y = f(x)
            let visible = y.isFinite && v.pixelY(y) >= 1 && v.pixelY(y) <= v.height - 1
            let covered = spans.contains { X >= $0.0 - 1e-9 && X <= $0.1 + 1e-9 }
            if visible && !covered {
                if gapStart == nil { gapStart = X }
                if X - gapStart! > widestGap { (widestGap, widestGapAt) = (X - gapStart!, x) }
            } else {
                gapStart = nil
            }
        }
    }

    /// Distance from (x, y) to the line segment p–q.
    static func distance(_ x: Double, _ y: Double, _ p: (Double, Double), _ q: (Double, Double)) -> Double {
        let (dx, dy) = (q.0 - p.0, q.1 - p.1)
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared > 0 ? ((x - p.0) * dx + (y - p.1) * dy) / lengthSquared : 0
        t = min(max(t, 0), 1)
        let (nx, ny) = (p.0 + t * dx - x, p.1 + t * dy - y)
        return (nx * nx + ny * ny).squareRoot()
    }
}
