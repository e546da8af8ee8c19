/// One pass of ``ParametricSampler``: the seed intervals in t, each refined by halving until its chords
/// are flat, jumps and domain edges resolved, the points passed on in t order to the
/// ``ParametricAssembler``. The same steps and arithmetic as Public/js/sampling/parametric-run.js.
struct ParametricRun {
    private let curve: ParametricCurve
    private let viewport: Viewport
    private let settings: ParametricSampler
    private let squaredTolerance: Double
    private var output: ParametricAssembler
    private(set) var evaluations = 0
    /// Evaluations refinement may still spend: ``ParametricSampler/budgetPerSeed`` more at each seed
    /// interval, at most 32 intervals' worth.
    private var budget = 0
    /// Whether the last point passed on ends a line the next one continues.
    private var isOpen = false

    /// The most steps a jump or a domain edge is followed: more than the halvings from any interval to
    /// neighbouring doubles.
    static let bisectionSteps = 64
    /// A chord longer than this (in device pixels) at double precision is a jump.
    static let jumpDistance = 0.5

    init(curve: ParametricCurve, viewport: Viewport, settings: ParametricSampler) {
        self.curve = curve
        self.viewport = viewport
        self.settings = settings
        squaredTolerance = settings.refinementTolerance * settings.refinementTolerance
        output = ParametricAssembler(viewport: viewport, margin: settings.clipMargin, tolerance: settings.simplificationTolerance)
    }

    mutating func sample() {
        let count = settings.seedIntervals
        let (from, to) = (curve.from, curve.to)
        var seeds: [CurvePoint] = []
        seeds.reserveCapacity(count + 1)
        for k in 0...count {
            seeds.append(point(at: k == count ? to : from + (to - from) * Double(k) / Double(count)))
        }
        let cap = 32 * settings.budgetPerSeed
        for k in 0..<count {
            budget = min(budget + settings.budgetPerSeed, cap)
            let (a, b) = (seeds[k], seeds[k + 1])
            let middle = point(at: ParametricRun.half(a.t, b.t))
            let quarter = point(at: ParametricRun.half(a.t, middle.t))
            let threeQuarters = point(at: ParametricRun.half(middle.t, b.t))
            refine([a, quarter, middle, threeQuarters, b], depth: 0)
        }
    }

    mutating func finish() -> ParametricSampleResult {
        let (segments, parameters) = output.finish()
        return ParametricSampleResult(segments: segments, parameters: parameters, evaluations: evaluations)
    }

    // MARK: - Refinement

    /// The interval of `points` (its ends and the points at ¼, ½, ¾ of its t-range), `depth` halvings below its seed.
    private mutating func refine(_ points: [CurvePoint], depth: Int) {
        let (a, b) = (points[0], points[4])
        let defined = points.filter(\.isDefined).count
        if defined == 0 {
            breakLine()
            return
        }
        if defined < 5 {
            // Only one end defined, all the rest not: the domain's edge lies between them.
            if defined == 1 && (a.isDefined || b.isDefined) {
                domainEdge(a, b)
                return
            }
            if depth == settings.maximumDepth || budget < 4 {
                undefinedInside(a, b)
                return
            }
        } else {
            let isFlat = !a.isFar && !b.isFar && points[1...3].allSatisfy { $0.squaredDistance(toChord: a, b) <= squaredTolerance }
            if isFlat || CurvePoint.allBeyondOneEdge(points, viewport: viewport, margin: settings.clipMargin) {
                line(a, b)
                return
            }
            if depth == settings.maximumDepth {
                if isJump(a, b) { breakLine() } else { line(a, b) }
                return
            }
            if budget < 4 {
                // Out of budget: the samples joined as they are.
                for i in 0..<4 { line(points[i], points[i + 1]) }
                return
            }
        }
        let left = [points[0], point(at: ParametricRun.half(points[0].t, points[1].t)), points[1],
                    point(at: ParametricRun.half(points[1].t, points[2].t)), points[2]]
        let right = [points[2], point(at: ParametricRun.half(points[2].t, points[3].t)), points[3],
                     point(at: ParametricRun.half(points[3].t, points[4].t)), points[4]]
        budget -= 4
        refine(left, depth: depth + 1)
        refine(right, depth: depth + 1)
    }

    /// Whether the chord from `a` to `b` (both defined) is a jump: following its larger half down to
    /// neighbouring doubles, the chord stays longer than ``jumpDistance``, or a point between is undefined.
    private mutating func isJump(_ a: CurvePoint, _ b: CurvePoint) -> Bool {
        var (a, b) = (a, b)
        for _ in 0..<ParametricRun.bisectionSteps where budget > 0 {
            let t = ParametricRun.half(a.t, b.t)
            if t == a.t || t == b.t { break }
            let middle = point(at: t)
            budget -= 1
            if !middle.isDefined { return true }
            if a.squaredDistance(to: middle) >= middle.squaredDistance(to: b) { b = middle } else { a = middle }
        }
        return a.squaredDistance(to: b) > ParametricRun.jumpDistance * ParametricRun.jumpDistance
    }

    /// One end defined, the other not: the last defined point towards the undefined end, by bisection.
    private mutating func domainEdge(_ a: CurvePoint, _ b: CurvePoint) {
        var (inside, outside) = a.isDefined ? (a, b) : (b, a)
        for _ in 0..<ParametricRun.bisectionSteps where budget > 0 {
            let t = ParametricRun.half(inside.t, outside.t)
            if t == inside.t || t == outside.t { break }
            let middle = point(at: t)
            budget -= 1
            if middle.isDefined { inside = middle } else { outside = middle }
        }
        if a.isDefined {
            line(a, inside)
            breakLine()
        } else {
            breakLine()
            line(inside, b)
        }
    }

    /// Both ends defined, or both not, with undefined points between that no more halving may resolve.
    private mutating func undefinedInside(_ a: CurvePoint, _ b: CurvePoint) {
        breakLine()
        if b.isDefined { start(b) }
    }

    private static func half(_ a: Double, _ b: Double) -> Double { a + (b - a) * 0.5 }

    // MARK: - Output

    private mutating func point(at t: Double) -> CurvePoint {
        evaluations += 1
        return CurvePoint(t: t, x: curve.x.evaluate(at: t), y: curve.y.evaluate(at: t), viewport: viewport)
    }

    /// The line from `a` (where the last one ended, unless nothing is open) to `b`.
    private mutating func line(_ a: CurvePoint, _ b: CurvePoint) {
        if !isOpen { start(a) }
        output.add(b)
    }

    private mutating func start(_ point: CurvePoint) {
        output.add(point)
        isOpen = true
    }

    private mutating func breakLine() {
        if isOpen { output.breakSegment() }
        isOpen = false
    }
}
