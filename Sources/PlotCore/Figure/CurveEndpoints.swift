/// Which endpoint dots a curve of a figure gets (docs/manifest.md#curves): by default a dot at every
/// jump and hole the sampler finds; `"endpoints": false` none; `["closed", "open"]` also a dot at the
/// curve's `from` and one at its `to` (a restriction's ends are no jump: they get dots only when asked).
///
/// ```swift
/// CurveEndpoints.jumps                                  // the default
/// CurveEndpoints(atJumps: true, from: .closed, to: .open)   // "endpoints": ["closed", "open"]
/// ```
public struct CurveEndpoints: Sendable, Equatable {
    /// How the dot at a restriction's end is drawn.
    public enum End: String, Sendable, CaseIterable {
        case closed, open
    }

    /// Whether the jumps and holes the sampler finds get dots.
    public var atJumps: Bool
    /// The dot at the curve's `from`, and at its `to`: nil for none.
    public var from: End?
    public var to: End?

    public init(atJumps: Bool, from: End? = nil, to: End? = nil) {
        self.atJumps = atJumps
        self.from = from
        self.to = to
    }

    /// Dots at jumps and holes, none at the ends: what a curve gets unless the manifest says otherwise.
    public static let jumps = CurveEndpoints(atJumps: true)
    /// No dots at all (`"endpoints": false`).
    public static let off = CurveEndpoints(atJumps: false)

    /// The dots of a curve restricted to `from … to` (nil: unbounded) whose sampling found `sampled`:
    /// those, when the curve has them, and the dots asked for at its ends, each at the function's value
    /// there — none where the function is undefined at that end. In increasing x.
    public func dots(sampled: [Endpoint], function: some SampledFunction, from: Double?, to: Double?) -> [Endpoint] {
        var dots: [Endpoint] = []
        if let end = self.from, let x = from {
            let y = function.evaluate(at: x)
            if y.isFinite { dots.append(Endpoint(x: x, y: y, isOpen: end == .open)) }
        }
        if atJumps { dots += sampled }
        if let end = self.to, let x = to {
            let y = function.evaluate(at: x)
            if y.isFinite { dots.append(Endpoint(x: x, y: y, isOpen: end == .open)) }
        }
        return dots
    }
}
