/// Drops points that lie within a tolerance of the line through their neighbours.
///
/// A one-pass "cone" test in pixel space: from each kept point, the slopes that pass within the
/// tolerance of every point so far form an interval; a point whose slope falls outside it ends the
/// run. Distances are vertical, which bounds the true (perpendicular) distance from above.
struct PolylineSimplifier {
    let viewport: Viewport
    let tolerance: Double

    func simplify(_ segment: Segment) -> Segment {
        guard segment.count > 2 else { return segment }
        let xs = segment.map { viewport.pixelX($0.x) }
        let ys = segment.map { viewport.pixelY($0.y) }
        var kept: Segment = [segment[0]]
        var anchor = 0
        var low = -Double.infinity, high = Double.infinity
        var k = 1
        while k < segment.count {
            let dx = xs[k] - xs[anchor]
            guard dx > 0 else {
                // Same column as the anchor (a clipped crossing): keep it as it is.
                kept.append(segment[k])
                anchor = k
                (low, high) = (-.infinity, .infinity)
                k += 1
                continue
            }
            let slope = (ys[k] - ys[anchor]) / dx
            if slope < low || slope > high {
                // Point k-1 is the farthest the run from the anchor can reach.
                kept.append(segment[k - 1])
                anchor = k - 1
                (low, high) = (-.infinity, .infinity)
                continue
            }
            low = max(low, (ys[k] - tolerance - ys[anchor]) / dx)
            high = min(high, (ys[k] + tolerance - ys[anchor]) / dx)
            k += 1
        }
        if kept.last != segment.last { kept.append(segment[segment.count - 1]) }
        return kept
    }
}
