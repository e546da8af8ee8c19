import Testing
@testable import PlotCore

/// The bisection to the last defined x that the sampler, the fit, the points of interest and the
/// areas' reasons share (``DomainEdgeBisection``). Tests/JS/sampler.test.mjs holds the same cases for
/// Public/js/sampling/domain-edge-bisection.js.
@Suite struct SamplerDomainEdgeTests {
    /// √(1 − x²): defined on −1 … 1.
    static func f(_ x: Double) -> Double { (1 - x * x).squareRoot() }

    @Test(arguments: [false, true])
    func bisectionEndsAtTheLastDefinedDouble(measuredFromOutside: Bool) {
        let f = Self.f(_:)
        var edge = DomainEdgeBisection(inside: 0.5, insideValue: f(0.5), outside: 3, outsideValue: f(3),
                                       measuredFromOutside: measuredFromOutside)
        edge.narrow(steps: 64, f)
        #expect(edge.inside == 1)
        #expect(edge.insideValue == 0)
        #expect(edge.outside == 1.0.nextUp)
        #expect(edge.outsideValue.isNaN)
        // From a million away, 64 halvings end within 1e-13 of the edge, on either side of it.
        var far = DomainEdgeBisection(inside: -0.3, insideValue: f(-0.3), outside: -1e6,
                                      measuredFromOutside: measuredFromOutside)
        far.narrow(steps: 64, f)
        #expect(far.inside >= -1 && far.inside < -1 + 1e-13, "\(far.inside)")
        #expect(far.outside < -1 && far.outside > -1 - 1e-13, "\(far.outside)")
    }

    @Test func adjacentDoublesAreNotHalved() {
        var calls = 0
        var edge = DomainEdgeBisection(inside: 1, insideValue: 0, outside: 1.0.nextUp)
        #expect(!edge.halve { x in
            calls += 1
            return Self.f(x)
        })
        #expect(calls == 0)
    }
}
