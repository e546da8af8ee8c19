/// The points of interest of a figure's curves over an x-range (docs/sampling.md#points-of-interest): each curve's roots, its
/// y-intercept and local extrema, and where two curves cross — what the plot page lists and the live
/// view marks. The same algorithm, constants and order of operations as
/// Public/js/reading/points-of-interest.js, so the same points from Swift at build time and from JS
/// after a pan or zoom (both run Tests/Fixtures/poi-vectors.json).
///
/// ```swift
/// let f = try Expression("x^2 - 2").compiled()
/// PointsOfInterest.find(in: [RestrictedCurve(function: f)], from: -3, to: 3).points
/// // root (−1.41421…, 0), y-intercept (0, −2), minimum (0, −2), root (1.41421…, 0)
/// ```
///
/// The algorithm:
/// - Each curve on its interval `lo = max(from, curve.from)`, `hi = min(to, curve.to)` (none where
///   lo ≥ hi) is evaluated on a grid of 1 000 pieces (``SampleGrid``); the scale of the curve is its
///   largest finite |y| there.
/// - ``GridSearch`` brackets roots and extrema on the grid and refines them: roots by bisection to
///   adjacent doubles (``RootBracketing``: a pole or a jump is never a root, tan has roots at kπ only,
///   1/x none, floor(x) none), extrema by bisection on the sign of a central difference
///   (``ExtremumSearch``: interior only, never at a pole or a jump). Roots are exact to about an ulp,
///   extrema to about 10⁻¹¹ of the range.
/// - The y-intercept is (0, f(0)) where 0 is in the interval and f(0) is defined.
/// - Intersections of curves i < j are the roots of f_i − f_j on a grid over the overlap of their
///   intervals, with f_i's value; curves equal on a stretch cross nowhere there.
/// - Values within 10⁻¹² of the scale are 0, a root's x within 10⁻¹² of the range and an
///   extremum's within 10⁻⁹ of it are 0: a page never shows 1e−17.
/// - Exact numbers (``SimpleNumbers``): a root, extremum or crossing within 1/64 of a grid step of a
///   piecewise boundary, an integer, a fraction p/q (q ≤ 12) or a multiple of π/12 is there, where f is as
///   good there (|f| no larger at a root, f no worse at an extremum); a hole's limit is such a number
///   where it lies within the limit's error.
/// - Jumps and holes come from the sampler's endpoint dots (``JumpsAndHoles``); a root at a jump, or at a
///   hole where f is not 0, is dropped.
/// - Each curve's roots and extrema, and each pair's intersections, are refined in x order and at
///   most `cap` of them are kept; the candidates left over are counted in ``omitted`` ("and 12 more",
///   an estimate: some candidates are no point). The y-intercept is always kept.
public struct PointsOfInterest: Sendable, Equatable {
    /// Points a search left out: of curve `[i]`, or of the intersections of `[i, j]`.
    public struct Omission: Sendable, Equatable {
        public var curves: [Int]
        /// Candidates not refined (> 0).
        public var count: Int

        public init(curves: [Int], count: Int) {
            self.curves = curves
            self.count = count
        }
    }

    /// Curve 0's points, then curve 1's, …, each sorted by x (at one x: root, y-intercept, minimum,
    /// maximum, jump, hole), then the intersections sorted by (i, j, x).
    public var points: [PointOfInterest]
    /// Where the cap left points out, in the same order; only counts > 0.
    public var omitted: [Omission]

    /// The most roots and extrema kept per curve, and intersections per pair of curves.
    public static let cap = 50

    public init(points: [PointOfInterest], omitted: [Omission]) {
        self.points = points
        self.omitted = omitted
    }

    /// The points of interest of `curves` over `from … to` (finite, from < to; otherwise none).
    public static func find<F: SampledFunction>(in curves: [RestrictedCurve<F>], from: Double, to: Double, cap: Int = cap) -> PointsOfInterest {
        var result = PointsOfInterest(points: [], omitted: [])
        guard from.isFinite, to.isFinite, from < to, (to - from).isFinite else { return result }
        let cap = Swift.max(0, cap)
        // Written as comparisons, not max/min: a NaN end is no restriction, as in JS.
        let grids: [SampleGrid?] = curves.map { curve in
            let lo = curve.from.map { $0 > from ? $0 : from } ?? from
            let hi = curve.to.map { $0 < to ? $0 : to } ?? to
            return lo < hi ? SampleGrid(curve.function, lo: lo, hi: hi) : nil
        }
        let scales = grids.map { $0?.scale ?? 1 }

        for (i, grid) in grids.enumerated() {
            guard let grid else { continue }
            let f = curves[i].function
            let search = GridSearch(f: { f.evaluate(at: $0) }, grid: grid, scale: scales[i], listsExtrema: true,
                                    candidates: f.candidateFunctions)
            let (found, omitted) = search.run(cap: cap)
            let breaks = JumpsAndHoles.find(in: curves[i], index: i, grid: grid)
            // A jump across 0 (floor, sign) is no root, even where the value at the jump is 0; nor is a hole
            // where f is not 0 (the roots of x·sin(1/x) crowding to its hole at 0). Points put on one
            // simple number are one.
            let notRoots = breaks.filter { $0.kind == .jump || $0.loneValue != 0 }.map(\.x)
            var points: [PointOfInterest] = []
            for point in found where point.kind != .root || !notRoots.contains(where: { JumpsAndHoles.isSamePlace($0, point.x) }) {
                guard !points.contains(where: { $0.kind == point.kind && $0.x == point.x }) else { continue }
                points.append(PointOfInterest(kind: point.kind, x: point.x, y: point.y, curves: [i]))
            }
            points += breaks
            if grid.lo <= 0 && 0 <= grid.hi {
                let y = f.evaluate(at: 0)
                if y.isFinite {
                    points.append(PointOfInterest(kind: .yIntercept, x: 0, y: GridSearch.snapped(y, within: GridSearch.valueSnapFraction * scales[i]), curves: [i]))
                }
            }
            result.points += sortedByX(points)
            if omitted > 0 { result.omitted.append(Omission(curves: [i], count: omitted)) }
        }

        for i in grids.indices {
            for j in grids.indices where i < j {
                guard let gi = grids[i], let gj = grids[j] else { continue }
                let lo = Swift.max(gi.lo, gj.lo)
                let hi = Swift.min(gi.hi, gj.hi)
                guard lo < hi else { continue }
                let (f, g) = (curves[i].function, curves[j].function)
                // The curves' own grids where the overlap is their whole interval (the usual case):
                // the same xs, so the same values without evaluating again.
                let fs = gi.lo == lo && gi.hi == hi ? gi : SampleGrid(f, lo: lo, hi: hi)
                let gs = gj.lo == lo && gj.hi == hi ? gj : SampleGrid(g, lo: lo, hi: hi)
                var difference = SampleGrid(lo: lo, hi: hi, ys: fs.ys)
                for k in difference.ys.indices { difference.ys[k] -= gs.ys[k] }
                let scale = Swift.max(scales[i], scales[j])
                let search = GridSearch(f: { f.evaluate(at: $0) - g.evaluate(at: $0) }, grid: difference, scale: scale, listsExtrema: false,
                                        candidates: f.candidateFunctions + g.candidateFunctions)
                let (found, omitted) = search.run(cap: cap)
                let points = found.map {
                    PointOfInterest(kind: .intersection, x: $0.x, y: GridSearch.snapped(f.evaluate(at: $0.x), within: GridSearch.valueSnapFraction * scale), curves: [i, j])
                }
                result.points += sortedByX(points)
                if omitted > 0 { result.omitted.append(Omission(curves: [i, j], count: omitted)) }
            }
        }
        return result
    }

    /// By x; at one x: root, y-intercept, minimum, maximum (the order of `Kind.allCases`).
    private static func sortedByX(_ points: [PointOfInterest]) -> [PointOfInterest] {
        let rank = Dictionary(uniqueKeysWithValues: PointOfInterest.Kind.allCases.enumerated().map { ($1, $0) })
        return points.sorted { ($0.x, rank[$0.kind]!) < ($1.x, rank[$1.kind]!) }
    }
}
