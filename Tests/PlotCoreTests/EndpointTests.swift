import Testing
@testable import PlotCore

/// The dots at jumps and holes that a sample reports (docs/sampling.md#endpoints), against what a
/// student would mark by hand. Tests/JS/endpoints.test.mjs holds the JS sampler to the same dots
/// through Tests/Fixtures/endpoint-vectors.json.
@Suite struct EndpointTests {
    private func endpoints(_ source: String, x: ClosedRange<Double>, y: ClosedRange<Double>, mode: SamplingMode = .auto,
                           from: Double? = nil, to: Double? = nil) throws -> [Endpoint] {
        let viewport = try Viewport(xMin: x.lowerBound, xMax: x.upperBound, yMin: y.lowerBound, yMax: y.upperBound,
                                    width: 1600, height: 1000)
        return try Sampler().sample(try Expression(source).compiled(), in: viewport, mode: mode, from: from, to: to).endpoints
    }

    private func open(_ x: Double, _ y: Double) -> Endpoint { Endpoint(x: x, y: y, isOpen: true) }
    private func closed(_ x: Double, _ y: Double) -> Endpoint { Endpoint(x: x, y: y, isOpen: false) }

    @Test func aHoleIsAnOpenDotAtTheLimit() throws {
        #expect(try endpoints("(x²-1)/(x-1)", x: -3.3...3.3, y: -4...4) == [open(1, 2)])
        #expect(try endpoints("sin(x)/x", x: -10...10, y: -1.5...1.5) == [open(0, 1)])
        // 1/x overflows next to 0, so x·x^(−1) is undefined on a few doubles there: still one hole.
        #expect(try endpoints("x·x^(-1)", x: -3...3, y: -2...2) == [open(0, 1)])
    }

    @Test func aHoleWithAnotherValueAlsoHasAClosedDotAtThatValue() throws {
        // The limit 1 is read next to the boundary: x² at the double below 1.
        #expect(try endpoints("{x = 1: 3, x²}", x: -3.3...3.3, y: -4...4) == [open(1, 1.0.nextDown * 1.0.nextDown), closed(1, 3)])
    }

    @Test func aValueApartFromBothSidesIsJoinedToNoLine() throws {
        // x = 2 is a sample in both modes (−1 … 4 over 1600 columns or 50 intervals): the point (2, 3)
        // was the corner of a line down to 3 − x. It is a dot; the lines end and start at the limit 1.
        let viewport = try Viewport(xMin: -1, xMax: 4, yMin: -1, yMax: 4, width: 1600, height: 1000)
        for mode in [SamplingMode.auto, .uniform(50)] {
            let result = try Sampler().sample(try Expression("{x < 1: x², x = 2: 3, 3 − x}").compiled(), in: viewport, mode: mode)
            #expect(result.endpoints.contains(closed(2, 3)))
            #expect(!result.segments.joined().contains { $0.x == 2 && $0.y == 3 }, "\(mode)")
            let atTwo = result.segments.filter { abs($0.first!.x - 2) < 1e-12 || abs($0.last!.x - 2) < 1e-12 }
            #expect(atTwo.count == 2, "one line ends at 2, the next starts there: \(mode)")
            for segment in atTwo {
                let end = abs(segment.first!.x - 2) < 1e-12 ? segment.first! : segment.last!
                #expect(abs(end.y - 1) < 1e-12, "\(mode)")
            }
        }
    }

    @Test func aClosedStepJoinsTheSideItBelongsTo() throws {
        // floor x at 2 (a sample): the value 2 begins the right-hand step, the left one ends at 1.
        let viewport = try Viewport(xMin: -1, xMax: 4, yMin: -1, yMax: 4, width: 1600, height: 1000)
        let result = try Sampler().sample(try Expression("floor(x)").compiled(), in: viewport)
        #expect(result.segments.contains { $0.first! == Point(x: 2, y: 2) })
        #expect(!result.segments.contains { segment in
            zip(segment, segment.dropFirst()).contains { $0.y != $1.y && abs($0.x - $1.x) > 1e-9 }
        }, "no sloping line between steps")
    }

    @Test func aHoleNextToCancellationTakesTheLimitFromAFewDoublesAway() throws {
        // (√(x + 1) − 1)/x is 0 or garbage at the doubles next to 0; its limit there is 1/2.
        let dots = try endpoints("(√(x+1)-1)/x", x: -1...2, y: -1...2)
        #expect(dots.count == 1)
        #expect(dots.first?.x == 0 && dots.first?.isOpen == true)
        #expect(abs((dots.first?.y ?? 0) - 0.5) < 1e-6)
    }

    @Test func aJumpHasAClosedDotOnTheSideThatHoldsTheValue() throws {
        let below = 1.0.nextDown * 1.0.nextDown
        #expect(try endpoints("{x < 1: x², 3 - x}", x: -3.3...3.3, y: -4...4) == [open(1, below), closed(1, 2)])
        #expect(try endpoints("{x ≤ 1: x², 3 - x}", x: -3.3...3.3, y: -4...4) == [closed(1, 1), open(1, 3 - 1.0.nextUp)])
        // Undefined at the boundary itself: both dots open.
        #expect(try endpoints("{x < 1: x², x > 1: 3 - x}", x: -3.3...3.3, y: -4...4) == [open(1, below), open(1, 3 - 1.0.nextUp)])
    }

    @Test func jumpsTheSamplerFindsGetDotsToo() throws {
        // floor: a closed dot at each integer's value, an open one at the step below.
        let floor = try endpoints("floor(x)", x: -5.5...5.5, y: -6...6)
        #expect(floor.filter { !$0.isOpen }.map(\.x) == (-5...5).map(Double.init))
        #expect(floor.filter(\.isOpen).map(\.x) == (-5...5).map(Double.init))
        #expect(floor.allSatisfy { $0.isOpen ? $0.y == $0.x - 1 : $0.y == $0.x })
        // sign: both sides open, the value 0 closed between them.
        #expect(try endpoints("sign(x)", x: -2...2, y: -2...2) == [open(0, -1), closed(0, 0), open(0, 1)])
    }

    @Test func everyBoundaryOfAConditionIsLocatedToTheLastBit() throws {
        // x² < 2 holds up to the last double whose square is below 2, on either side.
        let dots = try endpoints("{x² < 2: 1, 0}", x: -3...3, y: -1...2)
        let last = 1.414213562373095
        #expect(last * last < 2 && last.nextUp * last.nextUp >= 2)
        #expect(dots == [open(-last, 0), closed(-last, 1), closed(last, 1), open(last, 0)])
        #expect(try endpoints("{-1 ≤ x < 2: x, 0}", x: -3...3, y: -3...3)
            == [open(-1, 0), closed(-1, -1), open(2, 2.0.nextDown), closed(2, 0)])
    }

    @Test func aPoleSideGetsNoDotButTheOtherSideDoes() throws {
        #expect(try endpoints("{x < 0: 1/x, 1}", x: -3...3, y: -4...4) == [closed(0, 1)])
        #expect(try endpoints("1/x", x: -5...5, y: -5...5).isEmpty)
        #expect(try endpoints("tan(x)", x: -10...10, y: -5...5).isEmpty)
    }

    @Test func domainEdgesAndSmoothCurvesHaveNoDots() throws {
        #expect(try endpoints("√(1-x²)", x: -1.5...1.5, y: -1.2...1.2).isEmpty)
        #expect(try endpoints("ln(x)", x: -1...5, y: -5...2).isEmpty)
        #expect(try endpoints("x^3 - 2.5x^2 + 3.1x - 13.3", x: -4...4, y: -150...150).isEmpty)
        // A condition whose branches agree at the boundary: no jump.
        #expect(try endpoints("{x < 1: x, 2 - x}", x: -3...3, y: -3...3).isEmpty)
    }

    @Test func moreThanTwentyFourJumpsInViewGiveNoDotsUntilZoomedIn() throws {
        #expect(Endpoint.jumpLimit == 24)
        #expect(try endpoints("floor(x)", x: -100...100, y: -100...100).isEmpty)
        #expect(try endpoints("floor(x)", x: -20...20, y: -20...20).isEmpty)
        // On ±12 the jumps at −11 … 12 are 24: all marked.
        #expect(try endpoints("floor(x)", x: -12...12, y: -12...12).count == 48)
    }

    @Test func aFixedCountFindsTheSameDots() throws {
        let auto = try endpoints("{x < 1: x², 3 - x}", x: -3.3...3.3, y: -4...4)
        #expect(try endpoints("{x < 1: x², 3 - x}", x: -3.3...3.3, y: -4...4, mode: .uniform(50)) == auto)
        #expect(try endpoints("(x²-1)/(x-1)", x: -3.3...3.3, y: -4...4, mode: .uniform(7)) == [open(1, 2)])
    }

    @Test func aRestrictedCurveHasNoDotsOutsideItsInterval() throws {
        #expect(try endpoints("floor(x)", x: -5...5, y: -6...6, from: 0.5, to: 2.5)
            == [open(1, 0), closed(1, 1), open(2, 1), closed(2, 2)])
    }

    @Test func aPiecewiseCurveIsSplitAtEveryBoundaryToTheLastBitInBothModes() throws {
        // {x² < 2: sin(3x), x/2}: three pieces, each ending at the last double of its condition.
        let viewport = try Viewport(xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 1600, height: 1000)
        let f = try Expression("{x² < 2: sin(3x), x/2}").compiled()
        let last = 1.414213562373095
        for mode in [SamplingMode.auto, .uniform(50)] {
            let segments = try Sampler().sample(f, in: viewport, mode: mode).segments
            #expect(segments.map { [$0.first!.x, $0.last!.x] } == [[-4, -last.nextUp], [-last, last], [last.nextUp, 4]], "\(mode)")
        }
    }

    @Test func theBoundaryIsTheSimplerOfTwoAdjacentDoubles() {
        #expect(EndpointSearch.simpler(1.0.nextDown, 1) == 1)
        #expect(EndpointSearch.simpler(1, 1.0.nextUp) == 1)
        #expect(EndpointSearch.simpler(-Double.leastNonzeroMagnitude, 0) == 0)
        #expect([100, 1e-7, 0, 0.1, 123.456].map(EndpointSearch.significantDigits) == [1, 1, 0, 1, 6])
    }

    @Test func ordinalsStepThroughAdjacentDoublesAlsoNextToZero() {
        #expect(DoubleOrdinals.middle(-1, 1) == 0)
        #expect(DoubleOrdinals.middle(1, 1.0.nextUp) == nil)
        var (low, high, steps) = (0.0, 1.0, 0)
        while let middle = DoubleOrdinals.middle(low, high) { (high, steps) = (middle, steps + 1) }
        #expect(high == .leastNonzeroMagnitude && steps <= 64)
        #expect(DoubleOrdinals.double(DoubleOrdinals.ordinal(-2.5)) == -2.5)
    }

    @Test func theCandidateFunctionsAreTheDivisorsTheConditionsAndSignsArguments() throws {
        func candidates(_ source: String) throws -> [String] {
            let root = try Expression(source).root
            return CandidateFunctions.of(root).map(\.description)
        }
        #expect(try candidates("(x²-1)/(x-1)") == ["x − 1"])
        #expect(try candidates("x·x^(-1) + sign(x - 2)") == ["x", "x − 2"])
        #expect(try candidates("{x² < 1: 1/x, x = 3: 0, 2}") == ["x² − 1", "x − 3", "x"])
        #expect(try candidates("sin(x) + 2/3").isEmpty)
    }
}
