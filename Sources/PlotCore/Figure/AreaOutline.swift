/// The shaded region of a figure's area as drawn (docs/sampling.md#area-outlines): polygons in data coordinates, one per
/// stretch where the curves are defined. Public/js/figure/area-outline.js (`areaOutline`) is the same
/// algorithm, so the build-time SVG and the live view shade the same region.
///
/// - The visible interval is `max(from, xMin) … min(to, xMax)`; nothing outside it is evaluated.
/// - f (and g, or y = 0) is evaluated at every device-pixel column `xMin + k·(xMax − xMin)/width`
///   strictly inside that interval, and at its two ends exactly.
/// - Values are clamped to 8 device pixels beyond the frame, so a pole's spike is shaded up to just
///   past the edge with small, finite coordinates.
/// - A point where f or g is undefined ends the current polygon; a polygon of fewer than 2 columns is
///   dropped.
/// - Each polygon is f's points left to right, then g's (or the axis's) right to left; the renderer
///   closes it (`Z`).
public enum AreaOutline {
    /// How far beyond the frame values are clamped, in device pixels.
    static let marginPixels = 8.0

    /// The region between f and the x-axis.
    public static func polygons(of f: some SampledFunction, from: Double, to: Double, in viewport: Viewport) -> [[Point]] {
        outline(of: f, minus: nil as ClosureFunction?, from: from, to: to, in: viewport)
    }

    /// The region between f and g, or between f and the x-axis when `g` is nil.
    public static func polygons(of f: some SampledFunction, minus g: (some SampledFunction)?, from: Double, to: Double,
                                in viewport: Viewport) -> [[Point]] {
        outline(of: f, minus: g, from: from, to: to, in: viewport)
    }

    private static func outline(of f: some SampledFunction, minus g: (some SampledFunction)?, from: Double, to: Double,
                                in viewport: Viewport) -> [[Point]] {
        let xs = columns(from: from, to: to, in: viewport)
        guard xs.count >= 2 else { return [] }
        let tops = values(of: f, at: xs)
        let bottoms = g.map { values(of: $0, at: xs) } ?? [Double](repeating: 0, count: xs.count)

        let margin = marginPixels * (viewport.yMax - viewport.yMin) / viewport.height
        let (lowest, highest) = (viewport.yMin - margin, viewport.yMax + margin)
        func clamped(_ y: Double) -> Double { Swift.min(Swift.max(y, lowest), highest) }

        var polygons: [[Point]] = []
        var top: [Point] = []
        var bottom: [Point] = []
        func close() {
            if top.count >= 2 { polygons.append(top + bottom.reversed()) }
            top.removeAll(keepingCapacity: true)
            bottom.removeAll(keepingCapacity: true)
        }
        for i in xs.indices {
            guard tops[i].isFinite, bottoms[i].isFinite else {
                close()
                continue
            }
            top.append(Point(x: xs[i], y: clamped(tops[i])))
            bottom.append(Point(x: xs[i], y: clamped(bottoms[i])))
        }
        close()
        return polygons
    }

    /// The visible interval's ends and the device-pixel columns strictly between them, left to right;
    /// empty when `from … to` lies outside the frame.
    static func columns(from: Double, to: Double, in viewport: Viewport) -> [Double] {
        let low = Swift.max(from, viewport.xMin)
        let high = Swift.min(to, viewport.xMax)
        guard low < high else { return [] }
        let span = viewport.xMax - viewport.xMin
        var xs = [low]
        // The column at or just left of `low`; those not strictly inside are skipped below.
        var k = ((low - viewport.xMin) / span * viewport.width).rounded(.down)
        while true {
            let x = viewport.xMin + k * span / viewport.width
            if x >= high { break }
            if x > low { xs.append(x) }
            k += 1
        }
        xs.append(high)
        return xs
    }

    private static func values(of function: some SampledFunction, at xs: [Double]) -> [Double] {
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in function.evaluate(xs, into: ys) }
        }
        return ys
    }
}
