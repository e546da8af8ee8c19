/// What the sampler found inside one device-pixel column, held back until the column is judged:
/// either passed on as it is (a curve resolved within the column's share of the budget) or replaced
/// by the column's band, from its lowest to its highest value (docs/sampling.md#bands, zoomed far out).
///
/// The buffer is reused from column to column, so a pass allocates it once.
struct ColumnBuffer {
    enum Event: Equatable {
        case point(Point)
        /// No line may join the points before and after (a pole, a jump or an undefined stretch).
        case segmentBreak

        /// The point, or nil for a break.
        var point: Point? {
            if case .point(let point) = self { return point }
            return nil
        }
    }

    private(set) var events: [Event] = []
    /// The lowest and highest defined values the column's evaluations met (NaN y while none).
    private(set) var lowest = Point(x: .nan, y: .nan)
    private(set) var highest = Point(x: .nan, y: .nan)
    /// How many defined values the column's evaluations met.
    private(set) var met = 0

    init() {
        events.reserveCapacity(64)
    }

    mutating func reset() {
        events.removeAll(keepingCapacity: true)
        met = 0
        lowest = Point(x: .nan, y: .nan)
        highest = Point(x: .nan, y: .nan)
    }

    mutating func add(_ point: Point) { events.append(.point(point)) }

    mutating func breakSegment() { events.append(.segmentBreak) }

    /// Records a value the column's evaluations met, so the band (if it comes to one) starts from
    /// the most extreme values already known.
    mutating func meet(_ point: Point) {
        guard point.y.isFinite else { return }
        met += 1
        if !(point.y >= lowest.y) { lowest = point }
        if !(point.y <= highest.y) { highest = point }
    }

    /// Whether the buffered curve turns more than once in the column, counting only reversals of
    /// more than `threshold` pixels that show (pixel ys are clamped to `top … bottom`, so turns
    /// beyond the frame do not count) and reading each run between breaks on its own, so the
    /// jump at a pole (tan x on ±10) is not taken for two turns.
    func turnsMoreThanOnce(viewport: Viewport, top: Double, bottom: Double, threshold: Double) -> Bool {
        Self.turnsMoreThanOnce(events.lazy.map(\.point), viewport: viewport, top: top, bottom: bottom, threshold: threshold)
    }

    /// Whether `points` (in order of x; nil a break) turn more than once, read as
    /// ``turnsMoreThanOnce(viewport:top:bottom:threshold:)`` reads the buffered curve.
    static func turnsMoreThanOnce(_ points: some Sequence<Point?>, viewport: Viewport, top: Double, bottom: Double,
                                  threshold: Double) -> Bool {
        var turns = 0
        var direction = 0.0
        var extreme = Double.nan
        for point in points {
            guard let point else {
                (direction, extreme) = (0, .nan)
                continue
            }
            let y = min(max(viewport.pixelY(point.y), top), bottom)
            guard extreme.isFinite else {
                extreme = y
                continue
            }
            let change = y - extreme
            if direction == 0 {
                if Swift.abs(change) > threshold { (direction, extreme) = (change > 0 ? 1 : -1, y) }
            } else if change * direction > 0 {
                extreme = y
            } else if Swift.abs(change) > threshold {
                turns += 1
                if turns > 1 { return true }
                (direction, extreme) = (-direction, y)
            }
        }
        return false
    }
}
