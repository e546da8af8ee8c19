/// A dot at a jump or a hole: closed where the value belongs to the curve, open where it does not
/// (docs/sampling.md#endpoints).
///
/// At a jump the side that holds the value gets a closed dot at (boundary, f(boundary)) and the other
/// side an open one at its limit (both open where f is undefined at the boundary); at a hole, an open
/// dot at the limit, plus a closed one at (x, f(x)) where f is defined there with another value.
public struct Endpoint: Equatable, Sendable {
    public var x: Double
    public var y: Double
    /// Whether the point does not belong to the curve (drawn as a ring rather than a filled dot).
    public var isOpen: Bool

    public init(x: Double, y: Double, isOpen: Bool) {
        self.x = x
        self.y = y
        self.isOpen = isOpen
    }

    /// The most jumps of one curve in view that still get endpoints; with more, a sample reports
    /// none (a dot at each of hundreds of jumps would be a smudge). Shared with the browser code.
    public static let jumpLimit = SharedLimits.endpointJumpsMax
}
