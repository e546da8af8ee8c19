/// A point of a sampled curve, in data coordinates.
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}

/// A continuous run of a curve: consecutive points are joined by straight lines, and no line is
/// drawn from one segment to the next (poles, jumps and undefined stretches lie between them).
public typealias Segment = [Point]
