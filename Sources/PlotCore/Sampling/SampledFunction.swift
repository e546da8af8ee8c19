/// What the sampler plots: y as a function of x, NaN or ±∞ where undefined.
///
/// The sampler asks for a whole grid at once and then single points where it refines.
public protocol SampledFunction: Sendable {
    func evaluate(at x: Double) -> Double
    func evaluate(_ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>)
    /// Functions whose zeros are where this one may jump or have a hole, which the sampler examines
    /// for endpoints (docs/sampling.md#endpoints); none by default.
    var candidateFunctions: [any SampledFunction] { get }
}

extension SampledFunction {
    public var candidateFunctions: [any SampledFunction] { [] }
}

extension CompiledExpression: SampledFunction {
    /// Its divisors, the two sides' differences of its conditions, the arguments of `sign`
    /// (``CandidateFunctions``).
    public var candidateFunctions: [any SampledFunction] { candidates }
}

/// Any Swift closure as a function to sample (tests and benchmarks use it for ground truth).
public struct ClosureFunction: SampledFunction {
    private let body: @Sendable (Double) -> Double

    public init(_ body: @escaping @Sendable (Double) -> Double) {
        self.body = body
    }

    public func evaluate(at x: Double) -> Double { body(x) }

    public func evaluate(_ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>) {
        for i in xs.indices { ys[i] = body(xs[i]) }
    }
}
