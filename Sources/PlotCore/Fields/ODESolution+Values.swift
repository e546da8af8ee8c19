/// A solution's y at given x (docs/manifest.md#solutions-of-differential-equations: the table of values).
extension ODESolution {
    /// The solution through `point` at each of `xs`, nil where it does not reach: integrated from the point outward, row
    /// after row in each direction, each leg from the last row reached landing exactly on the next, at
    /// ``PlotLimits/odeTableRefinement`` times the pixels of `frame` (the build's drawing), so the numbers do not
    /// depend on a frame in view. A leg that ends short (a blow-up, f undefined, the margin above or below the frame)
    /// leaves its row and those beyond it without a value; f undefined at the point leaves every row so.
    /// `Public/js/fields/ode-values.js` is the JS twin: the same doubles.
    public static func values(_ f: SlopeFunction, through point: Point, at xs: [Double], frame: Viewport) -> [Double?] {
        var values = [Double?](repeating: nil, count: xs.count)
        guard point.x.isFinite, point.y.isFinite, f.value(x: point.x, y: point.y).isFinite else { return values }
        for direction in [1.0, -1.0] {
            let outward = xs.indices.filter { direction * (xs[$0] - point.x) >= 0 }
                .sorted { direction * xs[$0] < direction * xs[$1] || (xs[$0] == xs[$1] && $0 < $1) }
            var reached = point
            for i in outward {
                guard let next = xs[i] == reached.x ? reached : leg(f, from: reached, to: xs[i], frame: frame) else { break }
                values[i] = next.y
                reached = next
            }
        }
        return values
    }

    /// The solution from `start` to x, nil where it ends short of it.
    private static func leg(_ f: SlopeFunction, from start: Point, to x: Double, frame: Viewport) -> Point? {
        let across = frame.width * PlotLimits.odeTableRefinement * Swift.abs(x - start.x) / (frame.xMax - frame.xMin)
        return value(f, from: start, to: x, yMin: frame.yMin, yMax: frame.yMax,
                     width: Swift.min(Viewport.maximumPixels, Swift.max(1, across)),
                     height: Swift.min(Viewport.maximumPixels, frame.height * PlotLimits.odeTableRefinement)).map { Point(x: x, y: $0) }
    }

    /// The solution through `start` at x (≠ start.x), integrated towards x across the strip from start.x to x and
    /// `yMin` … `yMax`, of `width` × `height` pixels: nil where it ends short of x (it blows up, f turns undefined, it
    /// leaves the margin above or below) or the strip is no viewport. A leg of the table, and an Euler polygon's exact
    /// value (``EulerReading``).
    static func value(_ f: SlopeFunction, from start: Point, to x: Double, yMin: Double, yMax: Double, width: Double, height: Double) -> Double? {
        let slope = f.value(x: start.x, y: start.y)
        guard slope.isFinite, let viewport = try? Viewport(xMin: Swift.min(start.x, x), xMax: Swift.max(start.x, x),
                                                            yMin: yMin, yMax: yMax, width: width, height: height) else { return nil }
        let end = ODEIntegration(f, viewport: viewport, direction: x > start.x ? 1 : -1).run(from: start, slope: slope).end
        return end.reason == .edge ? end.y : nil
    }
}
