/// Turns a function into segments a mathematician would draw (docs/sampling.md#guarantees).
///
/// ```swift
/// let viewport = try Viewport(xMin: -10, xMax: 10, yMin: -5, yMax: 5, width: 1600, height: 1000)
/// let result = try Sampler().sample(try Expression("tan(x)").compiled(), in: viewport)
/// result.segments   // one segment per branch of tan, none crossing a pole
/// ```
///
/// In `auto` mode every device-pixel column is sampled, then intervals whose neighbours show
/// curvature are bisected until the chord is within ``refinementTolerance`` of the curve. A jump
/// that does not shrink under bisection down to double precision is a pole or a discontinuity
/// and splits the segment; domain edges are located by bisection. The result is clipped just
/// outside the frame and collinear points are dropped.
///
/// Zoomed far out, a column where the curve turns more than once (`sin x` on ±100 000), or that the
/// budget cannot resolve (poles a few pixels apart: `tan x` on ±1000), is drawn as its band: two
/// points, the column's lowest and highest value (where it reaches beyond the frame, just beyond the
/// frame's edge), so the plot shows a filled band instead of the pattern an aliased zigzag would (see
/// Bands.swift). Right after such a band, the next column's seeds, or among poles a few
/// pixels apart a short bisection towards its steepest rise, may show that it is one too before it is
/// refined.
public struct Sampler: Sendable {
    /// Largest distance, in device pixels, between a refined chord and the curve at its midpoint.
    public var refinementTolerance = 0.25
    /// Largest distance, in device pixels, that dropping collinear points may move the polyline.
    public var simplificationTolerance = 0.2
    /// Refinement evaluations allowed per pixel column, on average (a column may spend what earlier
    /// ones saved, up to 32 columns' worth): bounds the work on unresolvable curves such as
    /// sin(1/x) near 0; a column it cannot resolve is drawn as its band.
    public var refinementBudgetPerColumn = 8
    /// How far outside the frame, in device pixels, lines are clipped.
    public var clipMargin = 8.0

    public init() {}

    /// Samples `function` over `viewport` (see ``SamplingMode``), as a curve that exists only on
    /// `from ≤ x ≤ to` (nil: unbounded on that side; a figure's curve restricted to an interval).
    ///
    /// Outside `from … to` nothing is evaluated. Where `from` (or `to`) lies inside the frame and the
    /// function is defined there, the segment starts (or ends) exactly at that x. Auto mode keeps the
    /// viewport's device-pixel columns, so inside `from … to` a restricted curve draws the pixels the
    /// unrestricted one draws; `uniform(N)` spaces its N + 1 samples over the visible part of
    /// `from … to`. A restriction wholly outside the frame gives no segments.
    ///
    /// ```swift
    /// // The tangent to x² at x = 2, drawn only from 1 to 3.
    /// try Sampler().sample(try Expression("4x - 4").compiled(), in: viewport, from: 1, to: 3)
    /// ```
    ///
    /// - Throws: ``SamplingError`` for a sample count out of range (field `samples`) or a
    ///   restriction that is not an interval (see ``checkRestriction(from:to:)``).
    public func sample(_ function: some SampledFunction, in viewport: Viewport, mode: SamplingMode = .auto,
                       from: Double? = nil, to: Double? = nil) throws(SamplingError) -> SampleResult {
        try Sampler.checkRestriction(from: from, to: to)
        if case .uniform(let count) = mode, !SamplingMode.uniformRange.contains(count) {
            throw SamplingError("samples", "samples must be from \(SamplingMode.uniformRange.lowerBound) to \(SamplingMode.uniformRange.upperBound), not \(count)")
        }
        var run = SamplingRun(function: function, viewport: viewport, settings: self,
                              from: from ?? -.infinity, to: to ?? .infinity)
        run.sample(mode)
        let (endpoints, loneValues) = run.endpoints()
        // Where the sampling landed on a value that stands apart at a jump or hole, its lines to the
        // sides it does not belong to go.
        let segments = run.finish(breakingAt: loneValues)
        return SampleResult(segments: segments, evaluations: run.evaluations, endpoints: endpoints)
    }

    /// Checks a curve's restriction `from … to` (nil: unbounded on that side): each bound a number
    /// (±∞ is unbounded), and `from < to`. The fields are named as the command line's options,
    /// `curve-from` and `curve-to`.
    public static func checkRestriction(from: Double?, to: Double?) throws(SamplingError) {
        if let from, from.isNaN { throw SamplingError("curve-from", "curve-from must be a number, not nan") }
        if let to, to.isNaN { throw SamplingError("curve-to", "curve-to must be a number, not nan") }
        if let from, let to, !(from < to) {
            throw SamplingError("curve-to", "curve-to (\(to)) must be greater than curve-from (\(from))")
        }
    }
}

/// The sampler's output and what it cost.
public struct SampleResult: Sendable {
    /// Polylines in data coordinates.
    public var segments: [Segment]
    /// How many times the function was evaluated.
    public var evaluations: Int
    /// The dots at the curve's jumps and holes in view, in increasing x; none when more than
    /// ``Endpoint/jumpLimit`` jumps are in view.
    public var endpoints: [Endpoint]

    /// Points over all segments (what a path will carry).
    public var pointCount: Int { segments.reduce(0) { $0 + $1.count } }
}
