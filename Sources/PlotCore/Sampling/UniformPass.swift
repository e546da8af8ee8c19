/// Uniform mode (docs/sampling.md#uniform-mode): N + 1 evenly spaced samples joined as they are, with
/// what a fixed count must not lose resolved between them — a pole's sides drawn to the frame's edge,
/// a jump split where bisection puts it, a domain edge reached, a pole or hole between two samples
/// broken where the expression says one may be — so that no setting cuts a pole off at the last
/// sample (x⁻¹ at 50 samples stopping at y = ±5). The same steps as Public/js/sampling/uniform-pass.js.
struct UniformPass {
    let curve: CountedCurve
    let frame: SamplingFrame
    /// The bracket of each jump found (for ``EndpointSearch``).
    private(set) var jumps: [(left: Double, right: Double)] = []

    /// Bisection steps for domain edges and jumps: enough to reach double precision.
    private static let maximumBisections = 64
    /// Where the curve leaves the clip band towards a pole is located to this width, in device pixels.
    private static let crossingWidth = 1.0 / 64

    /// `count` + 1 evenly spaced samples from `low` to `high` into `output`, each joined to the next.
    /// Where f is undefined at one of `candidates` (the candidate functions' zeros, in increasing x:
    /// a pole of 1/x² between two samples, a hole) the line breaks there, as at an undefined sample.
    mutating func sample(_ count: Int, from low: Double, to high: Double, breakingAt candidates: [Double],
                         into output: inout PolylineAssembler) {
        var grid = ColumnGrid(evenly: count, from: low, to: high)
        grid.evaluate(curve)
        let (xs, ys) = (grid.xs, grid.ys)
        var next = candidates.startIndex
        if ys[0].isFinite { output.add(Point(x: xs[0], y: ys[0])) }
        for i in 1...count {
            var previous = Point(x: xs[i - 1], y: ys[i - 1])
            while next < candidates.endIndex && candidates[next] < xs[i] {
                let x = candidates[next]
                next += 1
                guard x > previous.x else { continue }
                let y = curve.value(at: x)
                if y.isFinite { continue }
                let undefined = Point(x: x, y: y)
                join(previous, undefined, into: &output)
                previous = undefined
            }
            join(previous, Point(x: xs[i], y: ys[i]), into: &output)
        }
        output.breakSegment()
    }

    /// Draws on from sample `a` (already drawn where defined) to sample `b`.
    private mutating func join(_ a: Point, _ b: Point, into output: inout PolylineAssembler) {
        switch (a.y.isFinite, b.y.isFinite) {
        case (true, true):
            // Any visible step may hide an asymptote between two samples (tan x at 50 samples steps
            // from 5 to −3): the bisection test tells a pole or a jump from a steep stretch.
            if Swift.abs(frame.pixelY(b.y) - frame.pixelY(a.y)) > 2,
               let (left, right) = ColumnRefinement.jump(between: a, and: b, frame: frame, { curve.value(at: $0) }) {
                jumps.append((left.x, right.x))
                addCrossing(from: a, towards: left, into: &output)
                output.add(left)
                output.breakSegment()
                output.add(right)
                addCrossing(from: b, towards: right, into: &output)
            } else {
                // A line leaving the frame (towards a pole, or a steep stretch) leaves it where the curve does.
                addCrossing(from: a, towards: b, into: &output)
                addCrossing(from: b, towards: a, into: &output)
            }
            output.add(b)
        case (true, false):
            let edge = domainEdge(defined: a, undefinedX: b.x)
            addCrossing(from: a, towards: edge, into: &output)
            output.add(edge)
            output.breakSegment()
        case (false, true):
            output.breakSegment()
            let edge = domainEdge(defined: b, undefinedX: a.x)
            output.add(edge)
            addCrossing(from: b, towards: edge, into: &output)
            output.add(b)
        case (false, false):
            output.breakSegment()
        }
    }

    /// The last defined point between the defined sample and the undefined x, by bisection.
    private func domainEdge(defined: Point, undefinedX: Double) -> Point {
        var edge = DomainEdgeBisection(inside: defined.x, insideValue: defined.y, outside: undefinedX)
        edge.narrow(steps: Self.maximumBisections) { curve.value(at: $0) }
        return Point(x: edge.inside, y: edge.insideValue)
    }

    /// Where the curve runs from the sample `inside` the clip band to the point `end` beyond it (a
    /// pole's side, a domain edge at a pole, the next sample): the last point inside the band and the first beyond,
    /// bisected to ``crossingWidth``, added in order of x, so the line leaves the frame where the curve
    /// does rather than at the sample. Nothing where `end` is not beyond the band.
    private func addCrossing(from inside: Point, towards end: Point, into output: inout PolylineAssembler) {
        guard frame.isInClipBand(inside.y) && !frame.isInClipBand(end.y) else { return }
        var (last, beyond) = (inside, end)
        for _ in 0..<Self.maximumBisections {
            if Swift.abs(frame.pixelX(beyond.x) - frame.pixelX(last.x)) <= Self.crossingWidth { break }
            let mid = last.x + (beyond.x - last.x) / 2
            guard mid != last.x && mid != beyond.x else { break }
            let m = Point(x: mid, y: curve.value(at: mid))
            if frame.isInClipBand(m.y) { last = m } else { beyond = m }
        }
        let (first, second) = last.x < beyond.x ? (last, beyond) : (beyond, last)
        if first.y.isFinite { output.add(first) }
        if second.y.isFinite { output.add(second) }
    }
}
