/// One direction of an ``ODESolution``: adaptive Dormand–Prince steps from the starting point to the frame's edge in that
/// direction, each step's output points added where the chord would stray from the dense output
/// (docs/sampling.md#differential-equations). `fields/ode-integration.js` is the JS twin, line for line.
struct ODEIntegration {
    private let f: SlopeFunction
    private let direction: Double
    /// The x where this direction reaches the frame's edge.
    private let xEnd: Double
    private let yLow: Double, yHigh: Double
    /// Device pixels per unit along x and y.
    private let xScale: Double, yScale: Double
    private let firstStep: Double, longestStep: Double, shortestStep: Double

    init(_ f: SlopeFunction, viewport: Viewport, direction: Double) {
        self.f = f
        self.direction = direction
        xEnd = direction > 0 ? viewport.xMax : viewport.xMin
        let span = viewport.xMax - viewport.xMin
        let margin = Double(PlotLimits.odeMarginHeights) * (viewport.yMax - viewport.yMin)
        (yLow, yHigh) = (viewport.yMin - margin, viewport.yMax + margin)
        xScale = viewport.width / span
        yScale = viewport.height / (viewport.yMax - viewport.yMin)
        firstStep = span / Double(PlotLimits.odeFirstStepDivisor)
        longestStep = span / Double(PlotLimits.odeLongestStepDivisor)
        shortestStep = PlotLimits.odeMinStepPixels / xScale
    }

    /// The points from `start` on (start first) and how they end; `slope` is f at the start, finite.
    func run(from start: Point, slope: Double) -> (points: [Point], end: ODESolution.End) {
        var points = [start]
        var (x, y, k1) = (start.x, start.y, slope)
        var step = firstStep
        var tries = 0
        func end(_ reason: ODESolution.EndReason) -> (points: [Point], end: ODESolution.End) {
            (points, ODESolution.End(x: x, y: y, reason: reason))
        }
        while true {
            if direction * (xEnd - x) <= 0 { return end(.edge) }
            if tries == PlotLimits.odeStepsMax { return end(.stepCap) }
            tries += 1
            let remaining = direction * (xEnd - x)
            let isLast = step >= remaining
            let h = direction * (isLast ? remaining : step)
            guard let attempt = DormandPrince(f, x: x, y: y, k1: k1, h: h) else {
                step = (isLast ? remaining : step) / 4
                if step < shortestStep { return end(.undefined) }
                continue
            }
            let error = Swift.abs(attempt.error) * yScale / PlotLimits.odeStepTolerancePixels
            if veers(k1, attempt.slopeAtEnd, (attempt.yEnd - y) / h) {
                // Steep at both ends, and up at one end, down at the other or across: the solution turns vertical within
                // the step (a circle's side); shorter steps close in on where, until the step collapses.
                step = (isLast ? remaining : step) / 4
                if step < shortestStep { return end(.blowUp) }
                continue
            }
            if !(error <= 1) {
                step = (isLast ? remaining : step) * Self.shrink(error)
                if step < shortestStep { return end(.blowUp) }
                continue
            }
            addPoints(attempt, to: &points)
            (x, y, k1) = (isLast ? xEnd : x + h, attempt.yEnd, attempt.slopeAtEnd)
            points.append(Point(x: x, y: y))
            if y < yLow || y > yHigh { return end(.margin) }
            if Swift.abs(k1) * yScale > PlotLimits.odeSteepestSlope * xScale { return end(.blowUp) }
            step = min((isLast ? remaining : step) * Self.grow(error), longestStep)
        }
    }

    /// Whether the slope is steeper than 45° (in pixels) at both ends of a step, and one end goes up and the other down,
    /// or the step's chord the other way than both: no smooth solution does that within a step (a smooth extremum passes
    /// through flat slopes, which shorter steps reach).
    private func veers(_ start: Double, _ end: Double, _ chord: Double) -> Bool {
        guard Swift.abs(start) * yScale > xScale, Swift.abs(end) * yScale > xScale else { return false }
        return (start < 0) != (end < 0) || (chord < 0) != (start < 0)
    }

    /// The factor a rejected step shrinks by, 0.2 … 0.9: 0.9 / error^¼ (square roots, which both languages round alike).
    private static func shrink(_ error: Double) -> Double {
        error.isFinite ? max(0.2, 0.9 / (error.squareRoot().squareRoot())) : 0.2
    }

    /// The factor an accepted step grows by, at most 5.
    private static func grow(_ error: Double) -> Double {
        let root = error.squareRoot().squareRoot()
        return root * 5 <= 0.9 ? 5 : 0.9 / root
    }

    /// The step's inner output points, in order: the chord from θ = a to θ = b is halved while the dense output strays
    /// from it by more than ``PlotLimits/odeChordTolerancePixels`` at a quarter, the half or three quarters of the way.
    private func addPoints(_ step: DormandPrince, to points: inout [Point]) {
        func point(_ theta: Double) -> Point { Point(x: step.x + theta * step.h, y: step.value(at: theta)) }
        func add(_ a: Double, _ pa: Point, _ b: Double, _ pb: Point, depth: Int) {
            guard depth < PlotLimits.odeChordDepth else { return }
            let middle = a + (b - a) / 2
            let pm = point(middle)
            let strays = strays(pm, pa, pb) || strays(point(a + (b - a) / 4), pa, pb) || strays(point(middle + (b - a) / 4), pa, pb)
            guard strays else { return }
            add(a, pa, middle, pm, depth: depth + 1)
            points.append(pm)
            add(middle, pm, b, pb, depth: depth + 1)
        }
        add(0, Point(x: step.x, y: step.y), 1, Point(x: step.x + step.h, y: step.yEnd), depth: 0)
    }

    /// Whether `p` lies more than the chord tolerance from the line through `a` and `b`, measured in device pixels.
    private func strays(_ p: Point, _ a: Point, _ b: Point) -> Bool {
        let (dx, dy) = ((b.x - a.x) * xScale, (b.y - a.y) * yScale)
        let (px, py) = ((p.x - a.x) * xScale, (p.y - a.y) * yScale)
        let length = (dx * dx + dy * dy).squareRoot()
        return Swift.abs(dx * py - dy * px) > PlotLimits.odeChordTolerancePixels * length
    }
}
