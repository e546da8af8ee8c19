import Foundation
import Testing
@testable import PlotCLI

/// `plotsite sample --ode EXPR --through X0 Y0` (docs/command-line.md#sample): the solution of dy/dx = EXPR across the
/// frame, or with `--euler H --to X` Euler's polygon; every mistake a usage error or a located one.
@Suite struct ODESampleTests {
    private struct Solution: Decodable {
        struct End: Decodable {
            let x: Double
            let y: Double
            let reason: String
        }
        let segments: [[[Double]]]
        let ends: [End]
    }

    private struct Polygon: Decodable {
        let points: [[Double]]
        let end: String
    }

    @Test func theSolutionOfXMinusYThroughZeroOneFollowsItsClosedForm() throws {
        let result = runCLI("sample", "--ode", "x - y", "--through", "0", "1", "--from", "-1", "--to", "3", "--ymin", "-1",
                            "--ymax", "3", "--width", "400", "--height", "400")
        #expect(result.code == .success, "\(result.err)")
        let solution = try JSONDecoder().decode(Solution.self, from: Data(result.out.utf8))
        #expect(solution.segments.count == 1 && solution.segments[0].count > 20)
        // 100 px per unit: every point within a quarter pixel of x − 1 + 2e⁻ˣ.
        for point in solution.segments[0] { #expect(Swift.abs(point[1] - (point[0] - 1 + 2 * exp(-point[0]))) * 100 <= 0.25) }
        #expect(solution.ends.map(\.x) == [-1, 3] && solution.ends.map(\.reason) == ["edge", "edge"])
    }

    @Test func aBlowUpEndsBeyondTheMarginBeforeItsAsymptote() throws {
        let result = runCLI("sample", "--ode", "y^2", "--through", "0", "1", "--from", "-3", "--to", "3", "--ymin", "-2", "--ymax", "6")
        let solution = try JSONDecoder().decode(Solution.self, from: Data(result.out.utf8))
        #expect(solution.ends[1].reason == "margin" && solution.ends[1].x < 1 && solution.ends[1].y > 6 + 4 * 8)
    }

    @Test func eulerPrintsThePolygon() throws {
        let result = runCLI("sample", "--ode", "y", "--through", "0", "1", "--euler", "0.5", "--to", "1")
        let polygon = try JSONDecoder().decode(Polygon.self, from: Data(result.out.utf8))
        #expect(polygon.points == [[0, 1], [0.5, 1.5], [1, 2.25]] && polygon.end == "reached")
    }

    @Test(arguments: [
        (["x - z", "--through", "0", "1"], "error in --ode: unknown name 'z' (the variable is x)\n  x - z\n      ^\n"),
        (["-x/y", "--through", "1", "0"], "plotsite: --through 1 0: −x/y is undefined there\nRun 'plotsite help sample' for usage.\n"),
        (["x - y"], "plotsite: --ode needs the point the solution passes through: --through X0 Y0\n"
            + "Run 'plotsite help sample' for usage.\n"),
        (["x - y", "--through", "0"], "plotsite: option --through needs two values, --through X0 Y0\nRun 'plotsite help sample' for usage.\n"),
        (["y", "--through", "0", "1", "--euler", "0.0001", "--to", "2"], "plotsite: --euler 0.0001: Euler's method takes at "
            + "most 10000 steps, not 20000: take a longer step\nRun 'plotsite help sample' for usage.\n"),
        (["y", "--through", "0", "1", "--euler", "0.1"], "plotsite: --euler needs where to stop: --to X\n"
            + "Run 'plotsite help sample' for usage.\n"),
        (["y", "--through", "0", "1", "--euler", "0", "--to", "1"], "plotsite: --euler 0: the step must be a number greater "
            + "than 0, not 0\nRun 'plotsite help sample' for usage.\n"),
        (["y", "--through", "0", "1", "--samples", "10"], "plotsite: option --samples is for a function of x, not for a "
            + "differential equation\nRun 'plotsite help sample' for usage.\n"),
    ])
    func mistakesAreLocated(_ arguments: [String], _ message: String) {
        let result = runCLI(["sample", "--ode"] + arguments)
        #expect(result.code != .success)
        #expect(result.out.isEmpty)
        #expect(result.err == message)
    }
}
