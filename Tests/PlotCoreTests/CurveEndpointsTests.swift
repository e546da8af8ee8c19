import Testing
@testable import PlotCore

/// A curve's endpoint dots (``CurveEndpoints``, as Public/js/figure/curve-endpoints.js): the sampler's
/// unless the curve turns them off, and dots at `from`/`to` only when asked, at the function's values there.
@Suite struct CurveEndpointsTests {
    private let sampled = [Endpoint(x: 1, y: 1, isOpen: false), Endpoint(x: 1, y: 2, isOpen: true)]
    private let square = ClosureFunction { $0 * $0 }

    @Test func byDefaultTheSamplersDotsAndNoneAtTheEnds() {
        #expect(CurveEndpoints.jumps.dots(sampled: sampled, function: square, from: -1, to: 2) == sampled)
    }

    @Test func endpointsFalseTurnsEveryDotOff() {
        #expect(CurveEndpoints.off.dots(sampled: sampled, function: square, from: -1, to: 2).isEmpty)
    }

    @Test func dotsAtTheEndsSitAtTheValuesThereInXOrder() {
        let both = CurveEndpoints(atJumps: true, from: .closed, to: .open)
        #expect(both.dots(sampled: sampled, function: square, from: -1, to: 2)
            == [Endpoint(x: -1, y: 1, isOpen: false)] + sampled + [Endpoint(x: 2, y: 4, isOpen: true)])
        let onlyTo = CurveEndpoints(atJumps: true, to: .closed)
        #expect(onlyTo.dots(sampled: [], function: square, from: -1, to: 2) == [Endpoint(x: 2, y: 4, isOpen: false)])
    }

    @Test func anEndWhereTheFunctionIsUndefinedGetsNoDot() {
        let root = ClosureFunction { $0.squareRoot() }
        let both = CurveEndpoints(atJumps: true, from: .open, to: .closed)
        #expect(both.dots(sampled: [], function: root, from: -1, to: 4) == [Endpoint(x: 4, y: 2, isOpen: false)])
    }
}
