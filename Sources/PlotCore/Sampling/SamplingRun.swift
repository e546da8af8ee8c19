/// The state of one sampling pass: the function, the frame, the budget and the output so far.
struct SamplingRun {
    let function: any SampledFunction
    let viewport: Viewport
    let settings: Sampler
    private var output: PolylineAssembler
    private(set) var evaluations = 0
    private var budget: Int

    /// Chord refinement stops at 1/1024 of a pixel; only jump checks go deeper.
    private let maximumChordDepth = 10
    /// Bisection steps for domain edges and jumps: enough to reach double precision from one pixel.
    private let maximumBisections = 64
    /// Pixel ys are clamped this far outside the frame, so huge values near poles stay harmless.
    private let clampDistance = 1e6

    init(function: any SampledFunction, viewport: Viewport, settings: Sampler) {
        self.function = function
        self.viewport = viewport
        self.settings = settings
        self.budget = settings.refinementBudgetPerColumn * Int(viewport.width.rounded(.up))
        self.output = PolylineAssembler(viewport: viewport, margin: settings.clipMargin,
                                        tolerance: settings.simplificationTolerance)
    }

    /// The finished segments.
    mutating func finish() -> [Segment] { output.finish() }

    // MARK: - Modes

    /// Every device-pixel column, then adaptive refinement where the curve needs it.
    mutating func sampleAuto() {
        let columns = Int(viewport.width.rounded(.up))
        let (xs, ys) = grid(columns)
        let py = ys.map(pixelY)
        let smooth = smoothIntervals(py)
        for i in 0..<columns {
            let a = Point(x: xs[i], y: ys[i])
            let b = Point(x: xs[i + 1], y: ys[i + 1])
            switch (ys[i].isFinite, ys[i + 1].isFinite) {
            case (true, true):
                if i == 0 { output.add(a) }
                if !smooth[i] { refine(a, b, depth: 0) }
                output.add(b)
            case (true, false):
                if i == 0 { output.add(a) }
                let edge = domainEdge(defined: a, undefinedX: b.x)
                refine(a, edge, depth: 0)
                output.add(edge)
                output.breakSegment()
            case (false, true):
                let edge = domainEdge(defined: b, undefinedX: a.x)
                output.add(edge)
                refine(edge, b, depth: 0)
                output.add(b)
            case (false, false):
                break
            }
        }
        output.breakSegment()
    }

    /// N + 1 evenly spaced samples joined as they are, split where undefined and at asymptotes.
    mutating func sampleUniform(_ count: Int) {
        let (xs, ys) = grid(count)
        for i in 0...count {
            guard ys[i].isFinite else {
                output.breakSegment()
                continue
            }
            let point = Point(x: xs[i], y: ys[i])
            // Any visible step may hide an asymptote between two samples (tan x at 50 samples
            // steps from 5 to −3): the bisection test tells a pole from a steep stretch.
            if i > 0, ys[i - 1].isFinite,
               Swift.abs(pixelY(ys[i]) - pixelY(ys[i - 1])) > 2,
               let (left, right) = jump(between: Point(x: xs[i - 1], y: ys[i - 1]), and: point) {
                output.add(left)
                output.breakSegment()
                output.add(right)
            }
            output.add(point)
        }
        output.breakSegment()
    }

    /// `count + 1` xs from xMin to xMax (both exact), and the function's values there.
    private mutating func grid(_ count: Int) -> ([Double], [Double]) {
        let (low, high) = (viewport.xMin, viewport.xMax)
        let xs = (0...count).map { $0 == count ? high : low + (high - low) * Double($0) / Double(count) }
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in ys.withUnsafeMutableBufferPointer { function.evaluate(xs, into: $0) } }
        evaluations += xs.count
        return (xs, ys)
    }

    // MARK: - Refinement

    /// Pixel y, clamped far outside the frame; NaN where undefined.
    private func pixelY(_ y: Double) -> Double {
        guard y.isFinite else { return .nan }
        return min(max(viewport.pixelY(y), -clampDistance), viewport.height + clampDistance)
    }

    /// For each interval i…i+1: true when the second differences around it show the chord is
    /// already close enough (its deviation is about |Δ²y| / 8), or when both ends are off the
    /// same edge of the frame. Undefined neighbours (NaN) make an interval not smooth.
    private func smoothIntervals(_ py: [Double]) -> [Bool] {
        let limit = 8 * settings.refinementTolerance * 0.5
        let count = py.count - 1
        var smooth = [Bool](repeating: false, count: count)
        py.withUnsafeBufferPointer { y in
            smooth.withUnsafeMutableBufferPointer { smooth in
                for i in 0..<count {
                    if isHidden(y[i], y[i + 1]) {
                        smooth[i] = true
                    } else if i > 0, i + 2 <= count {
                        let before = y[i - 1] - 2 * y[i] + y[i + 1]
                        let after = y[i] - 2 * y[i + 1] + y[i + 2]
                        smooth[i] = Swift.abs(before) <= limit && Swift.abs(after) <= limit
                    }
                }
            }
        }
        return smooth
    }

    /// Both pixel ys beyond the same edge of the frame: nothing between them shows.
    private func isHidden(_ a: Double, _ b: Double) -> Bool {
        let margin = settings.clipMargin
        return (a < -margin && b < -margin) || (a > viewport.height + margin && b > viewport.height + margin)
    }

    private mutating func evaluate(_ x: Double) -> Double {
        evaluations += 1
        budget -= 1
        return function.evaluate(at: x)
    }

    /// Adds the points strictly between a and b (both defined) that keep the polyline within
    /// tolerance; ends the segment inside where the curve jumps or is undefined.
    private mutating func refine(_ a: Point, _ b: Point, depth: Int) {
        let (ya, yb) = (pixelY(a.y), pixelY(b.y))
        if budget <= 0 || isHidden(ya, yb) { return }
        let mid = a.x + (b.x - a.x) / 2
        guard mid > a.x && mid < b.x else { return }
        let fm = evaluate(mid)
        guard fm.isFinite else {
            // Undefined inside: the curve ends on the left and starts again on the right.
            let left = domainEdge(defined: a, undefinedX: mid)
            refine(a, left, depth: depth + 1)
            output.add(left)
            output.breakSegment()
            let right = domainEdge(defined: b, undefinedX: mid)
            output.add(right)
            refine(right, b, depth: depth + 1)
            return
        }
        let m = Point(x: mid, y: fm)
        if isCloseToChord(a, m, b) {
            output.add(m)
            return
        }
        if depth >= maximumChordDepth {
            if Swift.abs(yb - ya) > 2 * settings.refinementTolerance, let (left, right) = jump(between: a, and: b) {
                output.add(left)
                output.breakSegment()
                output.add(right)
            } else {
                output.add(m)
            }
            return
        }
        refine(a, m, depth: depth + 1)
        output.add(m)
        refine(m, b, depth: depth + 1)
    }

    /// Whether the chord a–b stays within tolerance of the curve, judged at the midpoint m.
    ///
    /// The vertical gap is the test. A steep chord may also pass on its perpendicular distance
    /// (otherwise every steep stretch would be bisected to the depth limit), but only when m sits
    /// near the middle of the rise: at a jump, m sits at one end, however thin the interval.
    private func isCloseToChord(_ a: Point, _ m: Point, _ b: Point) -> Bool {
        let tolerance = settings.refinementTolerance
        let (ya, ym, yb) = (pixelY(a.y), pixelY(m.y), pixelY(b.y))
        let vertical = Swift.abs(ym - (ya + yb) / 2)
        if vertical <= tolerance { return true }
        let rise = Swift.abs(yb - ya)
        guard vertical <= rise / 4 else { return false }
        let (xa, xm, xb) = (viewport.pixelX(a.x), viewport.pixelX(m.x), viewport.pixelX(b.x))
        let (dx, dy) = (xb - xa, yb - ya)
        let perpendicular = Swift.abs((xm - xa) * dy - (ym - ya) * dx) / (dx * dx + dy * dy).squareRoot()
        return perpendicular <= tolerance
    }

    /// Follows the largest change in y by bisection down to double precision. If it is still
    /// larger than a pixel there, it never shrinks: a pole or a jump. Returns the defined points
    /// on either side, or nil when the change was a steep but continuous stretch.
    private mutating func jump(between a: Point, and b: Point) -> (Point, Point)? {
        var (left, right) = (a, b)
        for _ in 0..<maximumBisections {
            let mid = left.x + (right.x - left.x) / 2
            guard mid > left.x && mid < right.x else { break }
            let fm = evaluate(mid)
            guard fm.isFinite else { return (left, right) }
            let m = Point(x: mid, y: fm)
            let leftRise = Swift.abs(pixelY(m.y) - pixelY(left.y))
            let rightRise = Swift.abs(pixelY(right.y) - pixelY(m.y))
            if leftRise >= rightRise { right = m } else { left = m }
            if Swift.abs(pixelY(right.y) - pixelY(left.y)) <= 1 { return nil }
        }
        return (left, right)
    }

    /// Bisects between a defined point and an undefined x to the last defined point, so curves
    /// such as √(1−x²) reach y = 0 at x = ±1.
    private mutating func domainEdge(defined: Point, undefinedX: Double) -> Point {
        var inside = defined
        var outside = undefinedX
        for _ in 0..<maximumBisections {
            let mid = inside.x + (outside - inside.x) / 2
            guard mid != inside.x && mid != outside else { break }
            let fm = evaluate(mid)
            if fm.isFinite { inside = Point(x: mid, y: fm) } else { outside = mid }
        }
        return inside
    }
}
