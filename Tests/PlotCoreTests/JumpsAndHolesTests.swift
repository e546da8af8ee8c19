import Testing
@testable import PlotCore

/// Jumps and holes as points of interest, read off endpoint dots (``JumpsAndHoles``, as
/// Public/js/reading/jumps-and-holes.js; Tests/JS/jumps-and-holes.test.mjs holds the same cases): which side
/// a dot is on, a hole with and without a value, adjacent doubles.
@Suite struct JumpsAndHolesTests {
    private func f(_ source: String) throws -> CompiledExpression { try Expression(source).compiled() }

    @Test(arguments: [
        ("{x < 1: x^2, 3 - x}", [Endpoint(x: 1, y: 2, isOpen: false), Endpoint(x: 1, y: 1, isOpen: true)], 1.0, 2.0, 2.0),
        ("{x <= 1: x^2, 3 - x}", [Endpoint(x: 1, y: 1, isOpen: false), Endpoint(x: 1, y: 2, isOpen: true)], 1, 2, 1),
        ("floor(x)", [Endpoint(x: 1, y: 0, isOpen: true), Endpoint(x: 1, y: 1, isOpen: false)], 0, 1, 1),
    ])
    func aJumpGoesFromTheLeftLimitToTheRightOne(source: String, dots: [Endpoint], left: Double, right: Double, value: Double) throws {
        let jump = PointOfInterest.Jump(left: left, right: right, value: value)
        #expect(JumpsAndHoles.points(from: dots, of: try f(source), index: 0)
            == [PointOfInterest(kind: .jump, x: 1, y: value, curves: [0], jump: jump)])
    }

    @Test func signsThreeDotsAreOneJumpWithItsValueBetweenTheLimits() throws {
        let dots = [Endpoint(x: 0, y: -1, isOpen: true), Endpoint(x: 0, y: 0, isOpen: false), Endpoint(x: 0, y: 1, isOpen: true)]
        #expect(JumpsAndHoles.points(from: dots, of: try f("sign(x)"), index: 0)
            == [PointOfInterest(kind: .jump, x: 0, y: 0, curves: [0], jump: .init(left: -1, right: 1, value: 0))])
    }

    @Test func aJumpWhereTheFunctionIsUndefinedHasNoValue() throws {
        let dots = [Endpoint(x: 0, y: -1, isOpen: true), Endpoint(x: 0, y: 1, isOpen: true)]
        #expect(JumpsAndHoles.points(from: dots, of: try f("{x < 0: -1, x > 0: 1}"), index: 2)
            == [PointOfInterest(kind: .jump, x: 0, y: -1, curves: [2], jump: .init(left: -1, right: 1, value: nil))])
    }

    @Test func aHoleIsTheOpenDotAtTheLimit() throws {
        #expect(JumpsAndHoles.points(from: [Endpoint(x: 1, y: 2, isOpen: true)], of: try f("(x^2 - 1)/(x - 1)"), index: 0)
            == [PointOfInterest(kind: .hole, x: 1, y: 2, curves: [0])])
        let valued = [Endpoint(x: 1, y: 1, isOpen: true), Endpoint(x: 1, y: 3, isOpen: false)]
        #expect(JumpsAndHoles.points(from: valued, of: try f("{x = 1: 3, x^2}"), index: 1)
            == [PointOfInterest(kind: .hole, x: 1, y: 1, curves: [1], loneValue: 3)])
    }

    @Test func aValueWhoseClosedDotLiesBeyondTheFrameIsStillStated() throws {
        // The sampler clips the closed dot at (2, 7) out of a frame around ±4.4: only the open dots are left.
        let jump = [Endpoint(x: 2, y: 4, isOpen: true), Endpoint(x: 2, y: 1, isOpen: true)]
        #expect(JumpsAndHoles.points(from: jump, of: try f("{x < 2: x^2, x = 2: 7, 1}"), index: 0)
            == [PointOfInterest(kind: .jump, x: 2, y: 7, curves: [0], jump: .init(left: 4, right: 1, value: 7))])
        #expect(JumpsAndHoles.points(from: [Endpoint(x: 2, y: 4, isOpen: true)], of: try f("{x < 2: x^2, x = 2: 7, 4}"), index: 0)
            == [PointOfInterest(kind: .hole, x: 2, y: 4, curves: [0], loneValue: 7)])
    }

    @Test func aHolesLimitIsTheSimpleNumberWithinItsError() throws {
        let reading = JumpsAndHoles.LimitReading(step: 0.002, dotTolerance: 2.5e-4)
        // x·sin(1/x) at 0: the sampler's dot is a value next to 0; the limit is 0.
        #expect(JumpsAndHoles.points(from: [Endpoint(x: 0, y: -6.08738e-06, isOpen: true)], of: try f("x sin(1/x)"), index: 0,
                                     limits: reading).map(\.y) == [0])
        // 2.00001 is no 2: both sides agree on it far more closely than 10⁻⁵.
        #expect(JumpsAndHoles.points(from: [Endpoint(x: 1, y: 2.00001, isOpen: true)], of: try f("(x^2-1)/(x-1) + 0.00001"), index: 0,
                                     limits: reading).map(\.y) == [2.00001])
        // (1 − cos x)/x² loses its digits next to 0 (it reads 0 there): the dot, read farther out, stays.
        #expect(JumpsAndHoles.points(from: [Endpoint(x: 0, y: 0.5000000413, isOpen: true)], of: try f("(1 - cos(x))/x^2"), index: 0,
                                     limits: reading).map(\.y) == [0.5000000413])
    }

    @Test func dotsAtAdjacentDoublesAreOnePlace() throws {
        let dots = [Endpoint(x: 1.0.nextDown, y: 0, isOpen: true), Endpoint(x: 1, y: 1, isOpen: false),
                    Endpoint(x: 2, y: 1, isOpen: true), Endpoint(x: 2, y: 2, isOpen: false)]
        let points = JumpsAndHoles.points(from: dots, of: try f("floor(x)"), index: 0)
        #expect(points.map(\.x) == [1, 2])
        #expect(points.map(\.jump) == [.init(left: 0, right: 1, value: 1), .init(left: 1, right: 2, value: 2)])
    }
}
