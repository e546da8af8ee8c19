/// The dots at a parametric or polar curve's jumps in t (docs/sampling.md#parametric-curves), by the explicit
/// sampler's rule (docs/sampling.md#endpoints): at each jump, found as two adjacent doubles in t, the side that holds
/// the point at the jump's *boundary* — the simpler of the two t (1 rather than 0.9999999999999999) — gets a closed
/// dot there, the other side an open dot at its last point. A side held far beyond the frame (a pole) gets none, nor
/// does a step of rounding; dots beyond the clip band are left out; with more than ``Endpoint/jumpLimit`` jumps there
/// are none. The same rule as Public/js/sampling/parametric-endpoints.js.
enum ParametricEndpoints {
    /// The dots at `jumps` (each the last point before a jump and the first after it), in increasing t, each once.
    static func dots(at jumps: [(CurvePoint, CurvePoint)], viewport: Viewport, margin: Double) -> [Endpoint] {
        guard jumps.count <= Endpoint.jumpLimit else { return [] }
        var dots: [Endpoint] = []
        for (left, right) in jumps.sorted(by: { $0.0.t < $1.0.t }) {
            if EndpointSearch.isRounding([left.x, right.x]) && EndpointSearch.isRounding([left.y, right.y]) { continue }
            let closedSide = EndpointSearch.simpler(left.t, right.t) == left.t ? left : right
            for point in [left, right] where !point.isFar && point.isInClipBand(of: viewport, margin: margin) {
                let dot = Endpoint(x: point.x, y: point.y, isOpen: point.t != closedSide.t)
                if !dots.contains(dot) { dots.append(dot) }
            }
        }
        return dots
    }
}
