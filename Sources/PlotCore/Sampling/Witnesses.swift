/// The witnesses of a refined column: values at x off the bisection lattice that tell whether its
/// polyline is the curve. The same steps as Public/js/sampling/witnesses.js.
///
/// Bisection only ever looks at x = left + k·width/2ⁿ. Zoomed far out, an oscillation aliases on that
/// lattice into a slow wave that fits every chord test (sin x on ±100 000 looks like a sine of period
/// 9.4 columns): only an x off the lattice shows that the polyline is not the curve. Where the curve is
/// resolved, the polyline is within half a pixel of it everywhere.
struct Witnesses {
    let curve: CountedCurve
    let frame: SamplingFrame

    /// Where in a refined column the witnesses look: fractions of its width that no bisection reaches.
    static let witnessFractions = [0.41421356237309515, 0.7320508075688772]  // √2 − 1, √3 − 1
    /// How far, in pixels, a witness may lie from the refined polyline before the column is taken
    /// for unresolved: well above the half pixel a resolved curve keeps to.
    static let witnessDistance = 2.0
    /// (√5 − 1) / 2: multiples of it, modulo 1, spread evenly over a column and never land on a bisection.
    static let goldenRatioConjugate = 0.6180339887498949

    /// Whether the column from `left` to `right`, refined into `column`, misses the curve at its
    /// witnesses: one lies farther than ``witnessDistance`` from the polyline, or beyond the rows it
    /// spans. The witnesses' values are met by the column.
    func disagree(left: Point, right: Point, leftIsDomainEdge: Bool, column: inout ColumnBuffer) -> Bool {
        for fraction in Self.witnessFractions {
            let x = left.x + (right.x - left.x) * fraction
            guard x > left.x, x < right.x else { continue }
            let y = curve.value(at: x)
            guard y.isFinite else { continue }  // an undefined stretch inside: nothing to compare
            column.meet(Point(x: x, y: y))
            let witness = (frame.pixelX(x), frame.clippedRow(y))
            var previous: (Double, Double)? = leftIsDomainEdge ? nil : (frame.pixelX(left.x), frame.clippedRow(left.y))
            var nearest = Double.infinity
            // The rows the polyline spans: a witness beyond them shows a missed extreme even where
            // the polyline is so steep that every point of the column lies near it.
            var (top, bottom) = (previous?.1 ?? .infinity, previous?.1 ?? -.infinity)
            for index in 0...column.events.count {
                let event = index < column.events.count ? column.events[index] : .point(right)
                guard case .point(let point) = event else {
                    previous = nil
                    continue
                }
                let current = (frame.pixelX(point.x), frame.clippedRow(point.y))
                if let previous { nearest = min(nearest, Self.distance(witness, previous, current)) }
                (top, bottom) = (min(top, current.1), max(bottom, current.1))
                previous = current
            }
            if nearest.isFinite && nearest > Self.witnessDistance { return true }
            if witness.1 < top - Self.witnessDistance || witness.1 > bottom + Self.witnessDistance { return true }
        }
        return false
    }

    /// Distance from p to the line segment a–b, in pixels.
    private static func distance(_ p: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(max(((p.0 - a.0) * dx + (p.1 - a.1) * dy) / lengthSquared, 0), 1) : 0
        let (nx, ny) = (a.0 + t * dx - p.0, a.1 + t * dy - p.1)
        return (nx * nx + ny * ny).squareRoot()
    }
}
