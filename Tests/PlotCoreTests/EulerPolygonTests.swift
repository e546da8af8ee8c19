import Foundation
import Testing
@testable import PlotCore

/// Euler's polygons (docs/sampling.md#differential-equations) against the exact sums of Tests/Fixtures/ode-solutions.json,
/// which the JS twin meets too (Tests/JS/euler-polygon.test.mjs).
@Suite struct EulerPolygonTests {
    @Test(arguments: ODESolutionTests.fixture.euler.map(\.name))
    func polygonIsTheExactSum(_ name: String) throws {
        let c = try #require(ODESolutionTests.fixture.euler.first { $0.name == name })
        let polygon = try EulerPolygon.of(try ODERightSide(c.f).slope(), from: Point(x: c.start[0], y: c.start[1]), step: c.step, to: c.to)
        #expect(polygon.end.rawValue == c.end)
        try #require(polygon.points.count == c.points.count)
        for (i, (point, expected)) in zip(polygon.points, c.points).enumerated() {
            // x is x₀ + i·h in doubles, one rounding from the exact value; y carries a few ulps of rounding per step.
            #expect(Swift.abs(point.x - expected[0]) <= 2 * Double.ulpOfOne * max(1, Swift.abs(expected[0])), "x at \(i)")
            #expect(Swift.abs(point.y - expected[1]) <= 1e-14 * Double(i + 1) * max(1, Swift.abs(expected[1])), "y \(point.y) ≠ \(expected[1]) at \(i)")
        }
        if c.end == "reached" { #expect(polygon.points.last?.x == c.to) }
    }

    @Test func moreStepsThanTheLimitIsAnError() throws {
        let f = try ODERightSide("y").slope()
        for c in ODESolutionTests.fixture.eulerTooMany {
            #expect(throws: EulerPolygon.Failure.tooManySteps(Double(c.steps))) {
                try EulerPolygon.of(f, from: Point(x: c.start[0], y: c.start[1]), step: c.step, to: c.to)
            }
            #expect(EulerPolygon.Failure.tooManySteps(Double(c.steps)).description.contains("at most \(PlotLimits.eulerStepsMax) steps, not \(c.steps)"))
        }
        let polygon = try EulerPolygon.of(f, from: Point(x: 0, y: 1), step: 1 / Double(PlotLimits.eulerStepsMax), to: 1)
        #expect(polygon.points.count == PlotLimits.eulerStepsMax + 1 && polygon.points.last?.x == 1)
    }

    @Test func aStepThatIsNotANumberGreaterThanZeroIsAnError() throws {
        let f = try ODERightSide("y").slope()
        for step in [0, -0.1, .nan, .infinity] {
            #expect(throws: EulerPolygon.Failure.self) { try EulerPolygon.of(f, from: Point(x: 0, y: 1), step: step, to: 1) }
        }
    }
}
