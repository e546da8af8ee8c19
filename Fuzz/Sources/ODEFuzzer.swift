import PlotCore

/// libFuzzer entry point for differential equations (docs/sampling.md#differential-equations), built by `Fuzz/run.sh ode`:
/// bytes → the right-hand side f(x, y) of dy/dx = f → its solution through three points of a small frame, and Euler's
/// polygon from one of them. Every solution ends (the step cap holds: no input hangs it), draws left to right through its
/// point, with finite numbers, within the frame's x-range, its ends its first and last points; every polygon lands on its
/// `to` or ends where f is undefined, within its count of steps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzODE(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let rightSide = try? ODERightSide(text) else { return 0 }
    let f = rightSide.slope()
    guard let frame = try? Viewport(xMin: -2, xMax: 2, yMin: -1, yMax: 1, width: 40, height: 20) else { return 0 }
    for start in [Point(x: 0, y: 0.5), Point(x: -1.5, y: -0.25), Point(x: 1, y: 0)] {
        check(ODESolution.solve(f, through: start, in: frame), start, text)
    }
    guard let polygon = try? EulerPolygon.of(f, from: Point(x: 0, y: 0.5), step: 0.25, to: -2) else {
        fatalError("Euler's polygon of \(text.debugDescription) with h = 0.25 from 0 to −2 fails")
    }
    if polygon.points.count > 9 || (polygon.end == .reached && polygon.points.last?.x != -2) {
        fatalError("Euler's polygon of \(text.debugDescription) has \(polygon.points.count) points, ending \(polygon.end)")
    }
    return 0
}

private func check(_ solution: ODESolution, _ start: Point, _ text: String) {
    let name = text.debugDescription
    guard solution.ends.count == 2 else { fatalError("the solution of \(name) has \(solution.ends.count) ends") }
    guard let points = solution.segments.first else {
        if solution.ends.contains(where: { $0.reason != .undefined || $0.x != start.x || $0.y != start.y }) {
            fatalError("the solution of \(name) has no points but ends \(solution.ends)")
        }
        return
    }
    if solution.segments.count != 1 || !points.contains(start) { fatalError("the solution of \(name) misses its point \(start)") }
    for (a, b) in zip(points, points.dropFirst()) where !(a.x < b.x) {
        fatalError("the solution of \(name) goes back from \(a) to \(b)")
    }
    if let bad = points.first(where: { !$0.x.isFinite || !$0.y.isFinite || $0.x < -2 || $0.x > 2 }) {
        fatalError("the solution of \(name) has the point \(bad)")
    }
    let (left, right) = (solution.ends[0], solution.ends[1])
    if Point(x: left.x, y: left.y) != points[0] || Point(x: right.x, y: right.y) != points[points.count - 1] {
        fatalError("the solution of \(name) ends at \(solution.ends), not at its first and last points")
    }
    if (left.reason == .edge && left.x != -2) || (right.reason == .edge && right.x != 2) {
        fatalError("the solution of \(name) ends at an edge elsewhere: \(solution.ends)")
    }
}
