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
    /// Jump and domain-edge searches that may still start: ``ParametricSampler/searchesPerSeed`` more at each
    /// seed interval, at most 32 intervals' worth. A search, once started, runs to the last bit.
    private var searches = 0
    /// Where the last step search found the curve continuous (a steep stretch, not a jump): a step over it
    /// is not searched again.
    private var steepPlace: Double?
    /// Whether the last point passed on ends a line the next one continues.
    private var isOpen = false
    /// The jumps found, each as the last point before it and the first after it.
    private(set) var jumps: [(CurvePoint, CurvePoint)] = []

    /// The most steps a domain edge is followed: more than the halvings from any interval to neighbouring doubles.
    static let bisectionSteps = 64
    /// A chord longer than this (in device pixels) at double precision is a jump.
    static let jumpDistance = 0.5
    /// A quarter of an interval whose chord is more than this many times as long as each of the other three
    /// may hold a jump: its step is followed down to double precision.
    static let stepRatio = 2.0

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
            seeds.append(point(at: EvenGrid.value(k, of: count, from: from, to: to)))
        }
        let (cap, searchCap) = (32 * settings.budgetPerSeed, 32 * settings.searchesPerSeed)
        for k in 0..<count {
            budget = min(budget + settings.budgetPerSeed, cap)
            searches = min(searches + settings.searchesPerSeed, searchCap)
            let (a, b) = (seeds[k], seeds[k + 1])
            let middle = point(at: ParametricRun.half(a.t, b.t))
            let quarter = point(at: ParametricRun.half(a.t, middle.t))
            let threeQuarters = point(at: ParametricRun.half(middle.t, b.t))
            refine([a, quarter, middle, threeQuarters, b], depth: 0)
        }
    }

    mutating func finish() -> ParametricSampleResult {
        let (segments, parameters) = output.finish()
        return ParametricSampleResult(segments: segments, parameters: parameters, evaluations: evaluations,
                                      endpoints: ParametricEndpoints.dots(at: jumps, viewport: viewport, margin: settings.clipMargin))
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
            splitAtEdges(points, depth: depth)
            return
        }
        if CurvePoint.allBeyondOneEdge(points, viewport: viewport, margin: settings.clipMargin) {
            line(a, b)
            return
        }
        // A quarter that holds nearly all of the interval's change may hide a jump, however flat the chord
        // (a riser of floor t lies on the chord it makes): followed to the last bit, it is one or it shrinks.
        var hasStep = false
        if let quarter = stepQuarter(points) {
            if searches > 0 {
                switch followStep(points[quarter], points[quarter + 1]) {
                case .jump(let left, let right):
                    piece(Array(points[...quarter]) + [left], depth: depth)
                    breakLine()
                    piece([right] + Array(points[(quarter + 1)...]), depth: depth)
                    return
                case .undefined(let middle):
                    splitAtEdges(Array(points[...quarter]) + [middle] + Array(points[(quarter + 1)...]), depth: depth)
                    return
                case .continuous:
                    break
                }
            } else {
                hasStep = true
            }
        }
        let isFlat = !hasStep && !a.isFar && !b.isFar
            && points[1...3].allSatisfy { $0.squaredDistance(toChord: a, b) <= squaredTolerance }
        if isFlat {
            line(a, b)
            return
        }
        if depth >= settings.maximumDepth {
            deepestChord(a, b, depth: depth)
            return
        }
        if budget < 4 {
            // Out of budget: the samples joined as they are.
            for i in 0..<4 { line(points[i], points[i + 1]) }
            return
        }
        let left = [points[0], point(at: ParametricRun.half(points[0].t, points[1].t)), points[1],
                    point(at: ParametricRun.half(points[1].t, points[2].t)), points[2]]
        let right = [points[2], point(at: ParametricRun.half(points[2].t, points[3].t)), points[3],
                     point(at: ParametricRun.half(points[3].t, points[4].t)), points[4]]
        budget -= 4
        refine(left, depth: depth + 1)
        refine(right, depth: depth + 1)
    }

    /// A chord still not flat after the most halvings: no line where it does not shrink down to double precision
    /// (a pole: `(t, tan t)` at π/2), a line where it does.
    private mutating func deepestChord(_ a: CurvePoint, _ b: CurvePoint, depth: Int) {
        guard searches > 0 else {
            // No search left: a chord this short in t that is still long on screen is taken for a jump.
            if a.squaredDistance(to: b) > ParametricRun.jumpDistance * ParametricRun.jumpDistance { breakLine() } else { line(a, b) }
            return
        }
        switch followStep(a, b) {
        case .jump(let left, let right):
            line(a, left)
            breakLine()
            line(right, b)
        case .undefined(let middle):
            splitAtEdges([a, middle, b], depth: depth)
        case .continuous:
            line(a, b)
        }
    }

    /// Some of `points` (in t order) defined, some not: each run of defined points is a piece reaching the
    /// domain's edges on both sides (found by bisection), refined on its own; the segment breaks where the curve
    /// is undefined.
    private mutating func splitAtEdges(_ points: [CurvePoint], depth: Int) {
        var i = 0
        while i < points.count {
            guard points[i].isDefined else {
                breakLine()
                i += 1
                continue
            }
            var j = i
            while j + 1 < points.count && points[j + 1].isDefined { j += 1 }
            var known = Array(points[i...j])
            if i > 0 { known.insert(domainEdge(from: points[i], towards: points[i - 1]), at: 0) }
            if j + 1 < points.count { known.append(domainEdge(from: points[j], towards: points[j + 1])) }
            piece(known, depth: depth)
            i = j + 1
        }
    }

    /// A piece of an interval between two of its points (a jump or a domain edge at either end), refined as an
    /// interval of its own; `known` holds its points so far, in t order, all defined. Out of budget, they are
    /// joined as they are.
    private mutating func piece(_ known: [CurvePoint], depth: Int) {
        let (start, end) = (known[0], known[known.count - 1])
        if start.t == end.t {
            if !isOpen { self.start(start) }
            return
        }
        if budget < 3 {
            for i in known.indices.dropLast() { line(known[i], known[i + 1]) }
            return
        }
        budget -= 3
        let middle = point(at: ParametricRun.half(start.t, end.t))
        let quarter = point(at: ParametricRun.half(start.t, middle.t))
        let threeQuarters = point(at: ParametricRun.half(middle.t, end.t))
        refine([start, quarter, middle, threeQuarters, end], depth: depth + 1)
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

// MARK: - Jumps and domain edges

extension ParametricRun {
    /// What following a step down to double precision found.
    enum Step {
        /// The chord does not shrink: the last point before the jump and the first after it, adjacent doubles in t.
        case jump(CurvePoint, CurvePoint)
        /// A point between where the curve is undefined.
        case undefined(CurvePoint)
        /// The chord shrank below ``ParametricRun/jumpDistance``: a steep but continuous stretch.
        case continuous
    }

    /// The quarter (0 … 3, from `points[i]` to `points[i + 1]`) whose chord is longer than ``jumpDistance`` and more
    /// than ``stepRatio`` times each other quarter's, neither end held far (a pole's side is left to the deepest
    /// halving) and not over the last steep place found; nil where there is none.
    private func stepQuarter(_ points: [CurvePoint]) -> Int? {
        var (longest, second, quarter) = (0.0, 0.0, 0)
        for i in 0..<4 {
            let length = points[i].squaredDistance(to: points[i + 1])
            if length > longest {
                (second, longest, quarter) = (longest, length, i)
            } else if length > second {
                second = length
            }
        }
        let (a, b) = (points[quarter], points[quarter + 1])
        guard longest > Self.jumpDistance * Self.jumpDistance, longest > Self.stepRatio * Self.stepRatio * second,
              !a.isFar, !b.isFar else { return nil }
        if let steepPlace, a.t <= steepPlace && steepPlace <= b.t { return nil }
        return quarter
    }

    /// Follows the larger change between `a` and `b` (both defined) by bisection on the doubles' ordinals, as the
    /// explicit sampler follows a jump (docs/sampling.md#jumps-and-poles), until the chord is shorter than
    /// ``jumpDistance`` or its ends are adjacent doubles. One search.
    private mutating func followStep(_ a: CurvePoint, _ b: CurvePoint) -> Step {
        searches -= 1
        let shortest = Self.jumpDistance * Self.jumpDistance
        var (left, right) = (a, b)
        while let t = DoubleOrdinals.middle(left.t, right.t) {
            let middle = point(at: t)
            guard middle.isDefined else { return .undefined(middle) }
            if left.squaredDistance(to: middle) >= middle.squaredDistance(to: right) { right = middle } else { left = middle }
            if left.squaredDistance(to: right) <= shortest {
                steepPlace = left.t
                return .continuous
            }
        }
        // (Ends already adjacent, or one t twice, held at the pixel limit: nothing to follow, and no jump.)
        guard left.squaredDistance(to: right) > shortest else { return .continuous }
        jumps.append((left, right))
        return .jump(left, right)
    }

    /// The last defined point from `inside` towards `outside`, where the curve is undefined, by the bisection the
    /// explicit sampler reaches its domain edges with (``DomainEdgeBisection``); `inside` itself when no search is
    /// left. One search.
    private mutating func domainEdge(from inside: CurvePoint, towards outside: CurvePoint) -> CurvePoint {
        guard searches > 0 else { return inside }
        searches -= 1
        var last = inside
        var edge = DomainEdgeBisection(inside: inside.t, insideValue: 0, outside: outside.t)
        edge.narrow(steps: Self.bisectionSteps) { t in
            let middle = point(at: t)
            if middle.isDefined { last = middle }
            return middle.isDefined ? 0 : .nan
        }
        return last
    }
}
