/// A curve's jumps and holes as points of interest (docs/sampling.md#points-of-interest), read off the
/// endpoint dots the sampler puts there — one source of truth for the dots drawn and the points listed.
/// The same steps as Public/js/reading/jumps-and-holes.js.
///
/// The curve is sampled over `lo … hi` in a frame 2 000 × 1 000 device px whose y-range is ±1.1 × the
/// grid's scale (so a limit at the curve's largest value is inside it). Dots at one x (the same double or
/// within 10⁻¹² of it) belong to one place; there, the values at the adjacent doubles either side are
/// the one-sided limits:
/// - one open dot, or two dots whose limits agree (within 10⁻⁹ of their size): a **hole** at the open
///   dot, (x, limit), its limit a simple number where that lies within the limit's error
///   (``SimpleNumbers/limit(at:dot:dotTolerance:step:of:)``: x·sin(1/x) at 0 is (0, 0)), and its
///   `loneValue` f(x) where f is defined there;
/// - two or three dots whose limits differ: a **jump**, `left` and `right` the values of the dots nearest
///   the left and the right limit (`sign` has three: open, closed at 0, open), `value` f(x) (nil where f
///   is undefined there); its y is the value, else the left limit.
///
/// The value is read from f, not only from a closed dot: a dot beyond the frame (7 in
/// `{x < 2: x², x = 2: 7, 1}` on a curve reaching 4) is not drawn, but the list states it.
enum JumpsAndHoles {
    /// The frame the curve is sampled in, in device px.
    static let frameWidth = 2000.0
    static let frameHeight = 1000.0

    /// The jumps and holes of curve `index` on `lo … hi` (its grid's range), in increasing x.
    static func find<F: SampledFunction>(in curve: RestrictedCurve<F>, index: Int, grid: SampleGrid) -> [PointOfInterest] {
        let reach = 1.1 * grid.scale
        guard let viewport = try? Viewport(xMin: grid.lo, xMax: grid.hi, yMin: -reach, yMax: reach, width: frameWidth, height: frameHeight),
              let sampled = try? Sampler().sample(curve.function, in: viewport, from: curve.from, to: curve.to) else { return [] }
        let reading = LimitReading(step: grid.step, dotTolerance: limitDotPixels * 2 * reach / frameHeight)
        return points(from: sampled.endpoints, of: curve.function, index: index, limits: reading)
    }

    /// How a hole's limit is read: f either side at reaches from `step` × ``SimpleNumbers/limitReachFraction``,
    /// agreeing with the sampler's open dot within `dotTolerance` (its y units).
    struct LimitReading {
        var step: Double
        var dotTolerance: Double
    }

    /// A hole's limit may be put on a simple number no farther than this from its dot, in device px.
    static let limitDotPixels = 0.25

    /// The jumps and holes of curve `index`, function `f`, that the dots `dots` (in increasing x) mark;
    /// with `limits`, each hole's limit a simple number where that is within its error.
    static func points(from dots: [Endpoint], of f: some SampledFunction, index: Int, limits: LimitReading? = nil) -> [PointOfInterest] {
        places(dots).compactMap { point(at: $0, of: f, index: index, limits: limits) }
    }

    /// The dots grouped by place, in order.
    static func places(_ dots: [Endpoint]) -> [[Endpoint]] {
        var places: [[Endpoint]] = []
        for dot in dots {
            if let last = places.last?.last, isSamePlace(last.x, dot.x) {
                places[places.count - 1].append(dot)
            } else {
                places.append([dot])
            }
        }
        return places
    }

    static func isSamePlace(_ a: Double, _ b: Double) -> Bool {
        a == b || Swift.abs(a - b) <= 1e-12 * Swift.max(Swift.abs(a), Swift.abs(b))
    }

    private static func point(at place: [Endpoint], of f: some SampledFunction, index: Int, limits: LimitReading?) -> PointOfInterest? {
        let closed = place.first { !$0.isOpen }
        guard let open = place.first(where: { $0.isOpen }) else { return nil }
        let x = closed?.x ?? open.x
        // The value there, also where its closed dot lies beyond the frame.
        let valueThere = closed?.y ?? f.evaluate(at: x)
        let value = valueThere.isFinite ? valueThere : nil
        let hole = {
            let y = limits.map { SimpleNumbers.limit(at: open.x, dot: open.y, dotTolerance: $0.dotTolerance, step: $0.step, of: f.evaluate(at:)) }
            return PointOfInterest(kind: .hole, x: open.x, y: y ?? open.y, curves: [index], loneValue: value)
        }
        guard place.count >= 2 else { return hole() }
        let (left, right) = (f.evaluate(at: x.nextDown), f.evaluate(at: x.nextUp))
        let size = Swift.max(Swift.abs(left), Swift.abs(right), 1)
        if left.isFinite, right.isFinite, Swift.abs(left - right) <= 1e-9 * size { return hole() }
        // Each side's dot is the one whose value is nearest that side's limit: first the side where f is
        // defined (the left, unless only the right is), then the other among the dots left.
        var dots = place
        func take(nearest limit: Double) -> Double {
            let i = dots.indices.min { Swift.abs(dots[$0].y - limit) < Swift.abs(dots[$1].y - limit) }!
            return dots.remove(at: i).y
        }
        let leftFirst = left.isFinite || !right.isFinite
        let first = take(nearest: leftFirst ? left : right)
        let second = take(nearest: leftFirst ? right : left)
        let jump = PointOfInterest.Jump(left: leftFirst ? first : second, right: leftFirst ? second : first, value: value)
        return PointOfInterest(kind: .jump, x: x, y: value ?? jump.left, curves: [index], jump: jump)
    }
}
