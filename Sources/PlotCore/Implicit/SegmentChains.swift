/// Joins pieces of line into polylines (docs/sampling.md#certified-drawing): pieces meet where they share an end to
/// the last bit (a crossing located once on a pixel's edge), and a polyline runs on through every point where exactly
/// two pieces meet; at a crossing of more it stops. The order is that of the pieces, so Swift and JS join alike.
enum SegmentChains {
    static func join(_ pieces: [(Point, Point)]) -> [Segment] {
        var ends: [Point: [Int]] = [:]
        for (index, piece) in pieces.enumerated() {
            ends[piece.0, default: []].append(index)
            ends[piece.1, default: []].append(index)
        }
        var used = [Bool](repeating: false, count: pieces.count)
        /// The piece that goes on from `point` after piece `index`, where exactly two meet there.
        func next(after index: Int, at point: Point) -> Int? {
            guard let touching = ends[point], touching.count == 2 else { return nil }
            let other = touching[0] == index ? touching[1] : touching[0]
            return used[other] ? nil : other
        }
        var lines: [Segment] = []
        for start in pieces.indices where !used[start] {
            used[start] = true
            var line = [pieces[start].0, pieces[start].1]
            var (index, point) = (start, pieces[start].1)
            while let following = next(after: index, at: point) {
                used[following] = true
                point = pieces[following].0 == point ? pieces[following].1 : pieces[following].0
                line.append(point)
                index = following
            }
            var backward: [Point] = []
            (index, point) = (start, pieces[start].0)
            while let preceding = next(after: index, at: point) {
                used[preceding] = true
                point = pieces[preceding].0 == point ? pieces[preceding].1 : pieces[preceding].0
                backward.append(point)
                index = preceding
            }
            lines.append(backward.reversed() + line)
        }
        return lines
    }
}
