/// Turns a parametric or polar curve into segments (docs/sampling.md#parametric-curves), with the explicit
/// sampler's guarantees stated in the plane rather than per column.
///
/// ```swift
/// let viewport = try Viewport(xMin: -2, xMax: 2, yMin: -1.25, yMax: 1.25, width: 1600, height: 1000)
/// let result = try ParametricSampler().sample(circle, in: viewport)
/// result.segments     // one closed polyline, every chord within half a device pixel of the circle
/// result.parameters   // the t of every point
/// ```
///
/// The t-range is cut into ``seedIntervals`` equal intervals. An interval whose points at ¼, ½ and ¾ of
/// its t-range lie within ``refinementTolerance`` of its chord (in device pixels, distance to the chord as
/// a segment, so a loop or a turn back inside the interval is seen) is drawn as that chord; otherwise it
/// is halved, down to ``maximumDepth`` halvings. A quarter that holds nearly all of an interval's change (a
/// riser of `floor t`, however flat) is followed down to double precision first: where its chord does not
/// shrink it is a jump in t, and the segment ends at the last point before it and starts at the first after it;
/// an interval still not flat after the most halvings (a pole) is followed the same way. Domain edges are bisected
/// to. Refinement is paid from a budget, ``budgetPerSeed`` evaluations per seed interval, the searches from an
/// allowance, ``searchesPerSeed`` (what one interval does not spend is saved, up to 32 intervals' worth), so any
/// curve costs at most ``mostEvaluations``. The same steps, constants and arithmetic as
/// Public/js/sampling/parametric-sampler.js.
public struct ParametricSampler: Sendable {
    /// Equal parts of the t-range sampled before any refinement.
    public var seedIntervals = 128
    /// Largest distance, in device pixels, from the curve at ¼, ½ and ¾ of an interval to its chord.
    public var refinementTolerance = 0.25
    /// Largest distance, in device pixels, that dropping collinear points may move the polyline.
    public var simplificationTolerance = 0.2
    /// Halvings of a seed interval at most, before a chord that is still not flat is judged a jump or not.
    public var maximumDepth = 30
    /// Evaluations refinement may spend per seed interval, on average.
    public var budgetPerSeed = 96
    /// Jump and domain-edge searches (each at most 64 evaluations) that may start per seed interval, on average.
    public var searchesPerSeed = 4
    /// How far outside the frame, in device pixels, lines are clipped.
    public var clipMargin = 8.0

    public init() {}

    /// The most evaluations a curve may cost: the seeds, their midpoints and quarters, the refinement budget, and
    /// the searches (each at most 64 evaluations).
    public var mostEvaluations: Int {
        (seedIntervals + 1) + 3 * seedIntervals + seedIntervals * budgetPerSeed + seedIntervals * searchesPerSeed * 64
    }

    /// Samples `curve` over `viewport`.
    ///
    /// - Throws: ``SamplingError`` (field `t`) when the t-range is not finite or not increasing.
    public func sample(_ curve: ParametricCurve, in viewport: Viewport) throws(SamplingError) -> ParametricSampleResult {
        try ParametricSampler.checkRange(from: curve.from, to: curve.to)
        var run = ParametricRun(curve: curve, viewport: viewport, settings: self)
        run.sample()
        return run.finish()
    }

    /// Checks a t-range: both ends finite, `from < to`, and their distance finite.
    public static func checkRange(from: Double, to: Double) throws(SamplingError) {
        guard from.isFinite, to.isFinite, (to - from).isFinite else {
            throw SamplingError("t", "the parameter's range must be finite, not \(from) … \(to)")
        }
        guard from < to else {
            throw SamplingError("t", "the parameter's range must be increasing, not \(from) … \(to)")
        }
    }
}

/// The parametric sampler's output and what it cost.
public struct ParametricSampleResult: Sendable {
    /// Polylines in data coordinates.
    public var segments: [Segment]
    /// The t of every point of ``segments``, segment by segment (a point where a line was cut at the frame
    /// has the t interpolated along its chord).
    public var parameters: [[Double]]
    /// At how many t the curve was evaluated (each evaluates x and y).
    public var evaluations: Int
    /// The dots at the curve's jumps in t, in increasing t (``ParametricEndpoints``); none when more than
    /// ``Endpoint/jumpLimit`` jumps were found.
    public var endpoints: [Endpoint]

    /// Points over all segments.
    public var pointCount: Int { segments.reduce(0) { $0 + $1.count } }
}
