/// A point of a parametric curve at one t: its data coordinates and where it is drawn, in device pixels
/// (JS: `curvePoint` in parametric-geometry.js).
struct CurvePoint {
    let t: Double
    let x: Double
    let y: Double
    /// Device pixels, held within ``CurvePoint/pixelLimit`` of the frame so that no difference of two overflows.
    let px: Double
    let py: Double
    /// Both coordinates finite.
    let isDefined: Bool
    /// Whether a pixel coordinate was held at the limit: a chord to this point runs elsewhere than the line
    /// drawn, so it is never judged flat (a pole's two sides would pass as one straight line).
    let isFar: Bool

    /// How far beyond the frame, in device pixels, a pixel coordinate is held: far enough that the part of a
    /// line that shows keeps its direction, near enough that sums and squares stay finite.
    static let pixelLimit = 1e6

    init(t: Double, x: Double, y: Double, viewport: Viewport) {
        self.t = t
        self.x = x
        self.y = y
        isDefined = x.isFinite && y.isFinite
        let limit = CurvePoint.pixelLimit
        let (column, row) = (viewport.pixelX(x), viewport.pixelY(y))
        px = isDefined ? min(max(column, -limit), viewport.width + limit) : 0
        py = isDefined ? min(max(row, -limit), viewport.height + limit) : 0
        isFar = isDefined && (px != column || py != row)
    }

    /// The squared distance in pixels to `other`.
    func squaredDistance(to other: CurvePoint) -> Double {
        let (dx, dy) = (other.px - px, other.py - py)
        return dx * dx + dy * dy
    }

    /// The squared distance in pixels to the segment (not the line) from `a` to `b`.
    func squaredDistance(toChord a: CurvePoint, _ b: CurvePoint) -> Double {
        let (dx, dy) = (b.px - a.px, b.py - a.py)
        let length = dx * dx + dy * dy
        var u = length > 0 ? ((px - a.px) * dx + (py - a.py) * dy) / length : 0
        u = min(max(u, 0), 1)
        let (ex, ey) = (a.px + u * dx - px, a.py + u * dy - py)
        return ex * ex + ey * ey
    }

    /// Whether the point lies in the frame widened by `margin` on all four sides (the clip band).
    func isInClipBand(of viewport: Viewport, margin: Double) -> Bool {
        px >= -margin && px <= viewport.width + margin && py >= -margin && py <= viewport.height + margin
    }

    /// Whether all `points` lie beyond one edge of the frame widened by `margin`: nothing between them shows.
    static func allBeyondOneEdge(_ points: [CurvePoint], viewport: Viewport, margin: Double) -> Bool {
        let (low, right, bottom) = (-margin, viewport.width + margin, viewport.height + margin)
        return points.allSatisfy { $0.px < low } || points.allSatisfy { $0.px > right }
            || points.allSatisfy { $0.py < low } || points.allSatisfy { $0.py > bottom }
    }
}
