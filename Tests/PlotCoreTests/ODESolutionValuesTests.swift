import Foundation
import Testing
@testable import PlotCore

/// A solution's values at the table's rows (ODESolution+Values.swift, docs/manifest.md#solutions-of-differential-equations)
/// scored against the closed forms of Tests/Fixtures/ode-solutions.json, which the JS twin meets too
/// (Tests/JS/ode-values.test.mjs).
@Suite struct ODESolutionValuesTests {
    /// The table's promise: within a millionth of the frame's height of the true value (six significant digits of it).
    static let tolerance = 1e-6

    @Test(arguments: ODESolutionTests.fixture.solutions.map(\.name))
    func valuesLieOnTheClosedFormAndNonePastWhereItEnds(_ name: String) throws {
        let c = try #require(ODESolutionTests.fixture.solutions.first { $0.name == name })
        let frame = try Viewport(xMin: c.frame.xMin, xMax: c.frame.xMax, yMin: c.frame.yMin, yMax: c.frame.yMax,
                                 width: c.frame.width, height: c.frame.height)
        let closedForm = try Expression(c.closedForm).compiled()
        let xs = (0...20).map { c.frame.xMin + (c.frame.xMax - c.frame.xMin) * Double($0) / 20 } + [c.through[0]]
        let values = ODESolution.values(try ODERightSide(c.f).slope(), through: Point(x: c.through[0], y: c.through[1]), at: xs, frame: frame)
        let height = c.frame.yMax - c.frame.yMin
        for (x, value) in zip(xs, values) {
            switch Self.expectation(c, x) {
            case true?:
                let y = try #require(value, "a value at x = \(x)")
                #expect(Swift.abs(y - closedForm.evaluate(at: x)) <= Self.tolerance * height, "at x = \(x): \(y)")
            case false?:
                #expect(value == nil, "no value at x = \(x)")
            case nil:
                break
            }
        }
        #expect(values.last == c.through[1], "the point itself")
    }

    @Test func whereFIsUndefinedAtThePointNoRowHasAValue() throws {
        let frame = try Viewport(xMin: -3, xMax: 3, yMin: -3, yMax: 3, width: 600, height: 600)
        #expect(ODESolution.values(try ODERightSide("-x/y").slope(), through: Point(x: 1, y: 0), at: [-1, 0, 1, 2], frame: frame)
                == [nil, nil, nil, nil])
    }

    /// Whether the row at x must have a value (true), must have none (false), or may have either (nil), by the fixture's ends:
    /// a margin end lies beyond its `x` (where the closed form leaves the margin) and before its `limit`, a vertical one at `x`.
    static func expectation(_ c: ODESolutionTests.Solution, _ x: Double) -> Bool? {
        let x0 = c.through[0]
        let end = x < x0 ? c.ends[0] : c.ends[1]
        let direction: Double = x < x0 ? -1 : 1
        if end.reason == "edge" { return true }
        if direction * (end.x - x) > 1e-3 { return true }
        if direction * (x - (end.limit ?? end.x)) >= 0 { return false }
        return nil
    }
}
