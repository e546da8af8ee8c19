/// A value that stands apart from a side of its curve at a jump or a hole: `{x = 2: 3, 3 − x}` at 2,
/// where both sides tend to 1, or `floor x` at 2, whose value 2 the left side (tending to 1) does not
/// reach. Where the sampling landed on such a place exactly, the polyline holds the point (x, y) and
/// joined it to its neighbours; ``breakingLines(_:)`` takes the line off a side whose limit differs,
/// ending it at the side's limit (the open dot) instead. The same rule as
/// Public/js/sampling/lone-values.js.
struct LoneValue: Equatable, Sendable {
    let x: Double
    let y: Double
    /// Each side's limit where the line from it must stop there (an open dot), nil where the side's
    /// limit is the value (the line joins it) or unbounded (the line stops before it).
    let leftLimit: Double?
    let rightLimit: Double?
    /// Whether the side's limit is the value, so that the line joins it.
    let joinsLeft: Bool
    let joinsRight: Bool
}

extension Array where Element == LoneValue {
    /// `segments` with no line from a lone value to a side it does not belong to: at each point that
    /// is a lone value, the segment ends (at the left limit, or before the point where the left is
    /// unbounded) and the next one starts (at the right limit, or after the point).
    func breakingLines(_ segments: [Segment]) -> [Segment] {
        guard !isEmpty else { return segments }
        var result: [Segment] = []
        for segment in segments {
            var part: Segment = []
            for point in segment {
                guard let lone = first(where: { $0.x == point.x && $0.y == point.y }),
                      !(lone.joinsLeft && lone.joinsRight) else {
                    part.append(point)
                    continue
                }
                if !part.isEmpty {
                    if lone.joinsLeft { part.append(point) } else if let limit = lone.leftLimit { part.append(Point(x: lone.x, y: limit)) }
                    if part.count > 1 { result.append(part) }
                }
                part = lone.joinsRight ? [point] : lone.rightLimit.map { [Point(x: lone.x, y: $0)] } ?? []
            }
            if part.count > 1 { result.append(part) }
        }
        return result
    }
}
