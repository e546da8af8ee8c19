/// Where parametric and polar curves cross the axes (docs/sampling.md#points-of-interest): the x-intercepts, where
/// y(t) = 0, listed as roots, and the y-intercepts, where x(t) = 0. Found as the roots of x = f(x) are, on an
/// even grid of the parameter, by bisection of each sign change (``RootBracketing``), so a break in t
/// (`(t, tan t)` at π/2) is no intercept. The same steps as Public/js/reading/parametric-intercepts.js.
///
/// ```swift
/// // The unit circle: (1, 0), (−1, 0) as roots and (0, 1), (0, −1) as y-intercepts.
/// PointsOfInterest(points: [], omitted: []).adding(interceptsOf: [circle], from: -2, to: 2)
/// ```
public enum ParametricIntercepts {
    /// Grid pieces over the parameter's range.
    static let gridIntervals = 1000

    /// Curve `index`'s intercepts with x within `from … to`, in the order of the parameter, each place once
    /// (a closed curve's start and end are one); at most `cap`, with how many more there were.
    static func find(_ curve: ParametricCurve, index: Int, from: Double, to: Double, cap: Int) -> (points: [PointOfInterest], omitted: Int) {
        let n = gridIntervals
        let ts = EvenGrid.values(from: curve.from, to: curve.to, intervals: n)
        let points = ts.map { curve.point(at: $0) }
        let scale = points.reduce(0.0) { largest, point in
            guard let point else { return largest }
            return Swift.max(largest, Swift.abs(point.x), Swift.abs(point.y))
        }
        let tolerance = GridSearch.valueSnapFraction * Swift.max(scale, 1)
        var found: [(t: Double, point: PointOfInterest)] = []
        for kind in [PointOfInterest.Kind.root, .yIntercept] {
            // A root is where y is 0, a y-intercept where x is: the coordinate that is 0 there.
            let coordinate: (Point) -> Double = kind == .root ? { $0.y } : { $0.x }
            let f: (Double) -> Double = { curve.point(at: $0).map(coordinate) ?? .nan }
            var crossings: [Double] = []
            for k in 0...n {
                guard let a = points[k] else { continue }
                let fa = coordinate(a)
                if fa == 0 { crossings.append(ts[k]); continue }
                guard k < n, let b = points[k + 1] else { continue }
                let fb = coordinate(b)
                guard fb != 0, (fa < 0) != (fb < 0), let t = RootBracketing.signChange(f, from: ts[k], to: ts[k + 1], fa, fb) else { continue }
                crossings.append(t)
            }
            for t in crossings {
                guard let point = curve.point(at: t) else { continue }
                let x = kind == .root ? GridSearch.snapped(point.x, within: tolerance) : 0
                let y = kind == .root ? 0 : GridSearch.snapped(point.y, within: tolerance)
                guard x >= from && x <= to else { continue }
                let place = PointOfInterest(kind: kind, x: x, y: y, curves: [index])
                if found.contains(where: { $0.point.kind == kind && isSamePlace($0.point, place, tolerance) }) { continue }
                found.append((t, place))
            }
        }
        // By t; at one t (the cardioid's cusp at the origin) the root first. One t gives one point: the order is total.
        let rank = { (entry: (t: Double, point: PointOfInterest)) in entry.point.kind == .root ? 0 : 1 }
        let ordered = found.sorted { ($0.t, rank($0)) < ($1.t, rank($1)) }.map(\.point)
        return (Array(ordered.prefix(Swift.max(0, cap))), Swift.max(0, ordered.count - Swift.max(0, cap)))
    }

    /// Two intercepts closer than the snapping tolerance are one (the circle's (1, 0) at t = 0 and t = 2π).
    private static func isSamePlace(_ a: PointOfInterest, _ b: PointOfInterest, _ tolerance: Double) -> Bool {
        Swift.abs(a.x - b.x) <= tolerance * 1e3 && Swift.abs(a.y - b.y) <= tolerance * 1e3
    }
}

extension PointsOfInterest {
    /// These points with the intercepts of the parametric and polar curves among `paths` (nil for a curve y = f(x))
    /// whose x lies within `from … to`, each curve's after the others, at most ``cap`` per curve.
    public func adding(interceptsOf paths: [ParametricCurve?], from: Double, to: Double, cap: Int = PointsOfInterest.cap) -> PointsOfInterest {
        var result = self
        for (index, path) in paths.enumerated() {
            guard let path else { continue }
            let (points, omitted) = ParametricIntercepts.find(path, index: index, from: from, to: to, cap: cap)
            result.points += points
            if omitted > 0 { result.omitted.append(Omission(curves: [index], count: omitted)) }
        }
        return result
    }
}
