/// The lines drawn through a decided pixel (docs/sampling.md#certified-drawing): marching squares on the signs at its
/// corners (an exact 0 counted as positive), each piece between two crossings located on its edges, shared with the
/// neighbouring pixel; a saddle's pairing decided by the sign at its centre.
extension ImplicitRun {
    /// Adds comparison k's pieces in pixel (i, r), which must be continuous for its edges' crossings to be proved.
    /// A curve's pixel without a piece gets a dot: at a crossing found, else at `proof`. A region's piece is kept only
    /// where the other comparisons do not fail at its middle.
    func addPieces(_ i: Int, _ r: Int, comparison k: Int, isContinuous: Bool, proof: Point?) {
        let corners = [(i, r), (i + 1, r), (i + 1, r + 1), (i, r + 1)]
        let signs = corners.map { vertexSign($0.0, $0.1, comparison: k) }
        let points = corners.map { Point(x: grid.x($0.0), y: grid.y($0.1)) }
        // The edges as pairs of corners, left to right and bottom to top, with their ids.
        let edges = [(0, 1, horizontalEdge(i, r)), (1, 2, verticalEdge(i + 1, r)), (3, 2, horizontalEdge(i, r + 1)), (0, 3, verticalEdge(i, r))]
        var crossings: [Point?] = [nil, nil, nil, nil]
        if isContinuous {
            for (index, (a, b, id)) in edges.enumerated() {
                let (sa, sb) = (PointSign.perturbed(signs[a]), PointSign.perturbed(signs[b]))
                guard sa != PointSign.unknown && sb != PointSign.unknown && sa != sb else { continue }
                crossings[index] = edgePoint(id, comparison: k) {
                    if signs[a] == PointSign.zero { return points[a] }
                    if signs[b] == PointSign.zero { return points[b] }
                    let (plus, minus) = sa == PointSign.positive ? (a, b) : (b, a)
                    let value = { (corner: Int) in
                        self.vertexValues[(corners[corner].0 + corners[corner].1 * (self.grid.columns + 1)) * self.parts.comparisons.count + k]
                    }
                    return zeroBetween(points[plus], points[minus], comparison: k, values: (value(plus), value(minus)))
                }
            }
        }
        let found = crossings.compactMap { $0 }
        var added: [(Point, Point)] = []
        if found.count == 2 {
            added = [(found[0], found[1])]
        } else if found.count == 4 {
            let (bottom, right, top, left) = (found[0], found[1], found[2], found[3])
            let centre = Point(x: points[0].x + (points[2].x - points[0].x) / 2, y: points[0].y + (points[2].y - points[0].y) / 2)
            let sign = pointSign(k, centre.x, centre.y)
            if sign == PointSign.zero {
                added = [(bottom, centre), (right, centre), (top, centre), (left, centre)]
            } else if sign == PointSign.unknown || PointSign.perturbed(sign) == PointSign.perturbed(signs[0]) {
                // The centre is on the side of corners 0 and 2: corners 1 and 3 are cut off.
                added = [(bottom, right), (top, left)]
            } else {
                added = [(left, bottom), (right, top)]
            }
        }
        // An edge exactly 0 at both corners is a line along a grid line (y = 4): marching squares, counting 0 as positive,
        // leaves it to the pixel on the negative side, which a region may have decided whole; so this pixel draws it too.
        if isContinuous {
            for (a, b, _) in edges where signs[a] == PointSign.zero && signs[b] == PointSign.zero { added.append((points[a], points[b])) }
        }
        var drawn = 0
        for (a, b) in added where a != b && keeps(a, b, comparison: k) {
            drawn += 1
            // A piece along an edge is drawn once, though both pixels beside it find it.
            let edge = edges.first { (points[$0.0] == a && points[$0.1] == b) || (points[$0.0] == b && points[$0.1] == a) }
            if let edge, !drawnEdges.insert(edge.2 * parts.comparisons.count + k).inserted { continue }
            pieces[parts.isCurve ? 0 : k].append((a, b))
        }
        guard parts.isCurve && drawn == 0 else { return }
        if !found.isEmpty {
            dots += found
        } else if let proof {
            dots.append(proof)
        } else if let plus = signs.firstIndex(of: PointSign.positive), let minus = signs.firstIndex(of: PointSign.negative) {
            // A continuous pixel whose signs change only across a corner without a sign: a zero on the diagonal.
            dots.append(zeroBetween(points[plus], points[minus], comparison: 0))
        }
    }

    /// A zero of comparison k's difference on the segment from `a` (positive) to `b` (negative): regula falsi with the
    /// Illinois rule on the values at the ends (the middles of their enclosures, given where known), until the bracket is shorter than
    /// 1/1024 of the segment or after ``SharedLimits/implicitEdgeBisections`` steps; where a step's point is exactly 0
    /// or has no certain sign, that point.
    func zeroBetween(_ a: Point, _ b: Point, comparison k: Int, values: (Double?, Double?) = (nil, nil)) -> Point {
        let at = { (t: Double) in Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let value = { (e: Enclosure) in e.lower + (e.upper - e.lower) / 2 }
        var (low, high) = (0.0, 1.0)
        var (valueLow, valueHigh) = (values.0 ?? value(difference(k, Interval(point: a.x), Interval(point: a.y))),
                                     values.1 ?? value(difference(k, Interval(point: b.x), Interval(point: b.y))))
        var retained = 0
        for _ in 0..<SharedLimits.implicitEdgeBisections where high - low >= 1.0 / 1024 {
            var t = low + (high - low) * (valueLow / (valueLow - valueHigh))
            if !(t > low && t < high) { t = low + (high - low) / 2 }
            let point = at(t)
            let e = difference(k, Interval(point: point.x), Interval(point: point.y))
            switch PointSign.of(e) {
            case PointSign.positive:
                (low, valueLow) = (t, value(e))
                if retained == 1 { valueHigh /= 2 }
                retained = 1
            case PointSign.negative:
                (high, valueHigh) = (t, value(e))
                if retained == -1 { valueLow /= 2 }
                retained = -1
            default:
                return point
            }
        }
        return at(low + (high - low) / 2)
    }

    /// Whether a region's piece from a to b bounds it: the other comparisons do not fail at its middle.
    private func keeps(_ a: Point, _ b: Point, comparison k: Int) -> Bool {
        if parts.isCurve || parts.comparisons.count == 1 { return true }
        let middle = Point(x: a.x + (b.x - a.x) / 2, y: a.y + (b.y - a.y) / 2)
        for j in parts.comparisons.indices where j != k {
            let truth = IntervalTruth.comparing(difference(j, Interval(point: middle.x), Interval(point: middle.y)),
                                                parts.comparisons[j], Enclosure(point: 0))
            if truth == .nowhere { return false }
        }
        return true
    }

    /// The crossing on an edge, located once and shared by the two pixels beside it.
    private func edgePoint(_ id: Int, comparison k: Int, locate: () -> Point) -> Point {
        let key = id * parts.comparisons.count + k
        if let point = edgePoints[key] { return point }
        let point = locate()
        edgePoints[key] = point
        return point
    }

    /// The id of the edge from vertex (i, r) to (i + 1, r), and from (i, r) to (i, r + 1).
    private func horizontalEdge(_ i: Int, _ r: Int) -> Int { 2 * (i + r * (grid.columns + 1)) }
    private func verticalEdge(_ i: Int, _ r: Int) -> Int { 2 * (i + r * (grid.columns + 1)) + 1 }
}
