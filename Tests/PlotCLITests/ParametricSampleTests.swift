import Foundation
import Testing
@testable import PlotCLI

/// `plotsite sample --x EXPR --y EXPR --t A B` and `--r EXPR --theta A B` (docs/command-line.md#sample): the
/// parametric sampler's segments and the t of every point, as JSON, CSV or SVG; every mistake a usage error or a
/// located one, never a crash.
@Suite struct ParametricSampleTests {
    private struct Output: Decodable {
        let segments: [[[Double]]]
        let parameters: [[Double]]
    }

    @Test func aCircleIsOneClosedSegmentWithTheTOfEveryPoint() throws {
        let result = runCLI("sample", "--x", "cos(t)", "--y", "sin(t)", "--t", "0", "2π", "--from", "-2", "--to", "2")
        #expect(result.code == .success, "\(result.err)")
        let output = try JSONDecoder().decode(Output.self, from: Data(result.out.utf8))
        #expect(output.segments.count == 1 && output.parameters.map(\.count) == output.segments.map(\.count))
        let (points, ts) = (output.segments[0], output.parameters[0])
        #expect(ts.first == 0 && ts.last == 2 * .pi)
        for (point, t) in zip(points, ts) {
            #expect(Swift.abs(point[0] - cos(t)) < 1e-12 && Swift.abs(point[1] - sin(t)) < 1e-12)
        }
        #expect(points.first == [1, 0])
    }

    @Test func aPolarCurveTakesThetaInEitherSpellingAndConstantBounds() throws {
        let θ = runCLI("sample", "--r", "1 + cos(θ)", "--theta", "0", "2pi", "--from", "-1", "--to", "3")
        let theta = runCLI("sample", "--r", "1+cos(theta)", "--theta", "0", "2π", "--from", "-1", "--to", "3")
        #expect(θ.code == .success && θ.out == theta.out, "\(θ.err)")
        let output = try JSONDecoder().decode(Output.self, from: Data(θ.out.utf8))
        #expect(output.segments.first?.first == [2, 0])
    }

    @Test func csvHasTheTOfEveryRow() {
        let out = runCLI("sample", "--x", "t", "--y", "2t", "--t", "0", "1", "--from", "-1", "--to", "3",
                         "--ymin", "-1", "--ymax", "3", "--format", "csv").out
        // A straight line keeps a point every 32 seeds (docs/sampling.md#parametric-curves: at most 32 dropped in a row).
        #expect(out == "segment,t,x,y\n0,0,0,0\n0,0.25,0.25,0.5\n0,0.5,0.5,1\n0,0.75,0.75,1.5\n0,1,1,2\n")
    }

    @Test func svgIsAStandaloneImageTitledWithTheCurve() {
        let out = runCLI("sample", "--x", "cos(t)", "--y", "sin(t)", "--t", "0", "2π", "--format", "svg").out
        #expect(out.hasPrefix("<?xml") && out.contains("<title id=\"plot-title\">x = cos(t), y = sin(t)</title>") && out.contains("<path"))
        // The text alternative reads the equations and the range, not "y = x = cos(t), …".
        #expect(out.contains("<desc id=\"plot-desc\">Graph of x = cos(t), y = sin(t) with 0 ≤ t ≤ 6.28319 for x from −5 to 5"))
    }

    @Test func namedFunctionsAreCalledWithT() {
        let out = runCLI("sample", "--x", "f(t)", "--y", "t", "--t", "0", "1", "--define", "f=x^2", "--width", "10", "--height", "10").out
        #expect(out == "{\"segments\": [[[0,0],[0.0625,0.25],[0.25,0.5],[0.5625,0.75],[1,1]]], \"parameters\": [[0,0.25,0.5,0.75,1]], \"endpoints\": []}\n")
    }

    @Test func aCurveThatJumpsInTIsStepsWithTheirDots() throws {
        let out = runCLI("sample", "--x", "t", "--y", "floor(t)", "--t", "0", "3").out
        struct Output: Decodable {
            struct Dot: Decodable, Equatable { let x, y: Double; let open: Bool }
            let segments: [[[Double]]]
            let endpoints: [Dot]
        }
        let output = try JSONDecoder().decode(Output.self, from: Data(out.utf8))
        // Three steps, each ending at the last double before its jump, and the curve's last point (3, 3) alone.
        #expect(output.segments.map { [$0.first!, $0.last!] } == [[[0, 0], [(1.0).nextDown, 0]], [[1, 1], [(2.0).nextDown, 1]],
                                                                  [[2, 2], [(3.0).nextDown, 2]], [[3, 3], [3, 3]]])
        #expect(output.endpoints == [.init(x: (1.0).nextDown, y: 0, open: true), .init(x: 1, y: 1, open: false),
                                     .init(x: (2.0).nextDown, y: 1, open: true), .init(x: 2, y: 2, open: false),
                                     .init(x: (3.0).nextDown, y: 2, open: true), .init(x: 3, y: 3, open: false)])
    }

    @Test(arguments: [
        (["--x", "cos(t)", "--t", "0", "1"], "a parametric curve needs both --x EXPR and --y EXPR, in t"),
        (["--y", "t", "--t", "0", "1"], "a parametric curve needs both --x EXPR and --y EXPR, in t"),
        (["--x", "cos(t)", "--y", "t"], "--x and --y need --t A B, the range of t"),
        (["--r", "θ"], "--r needs --theta A B, the range of θ"),
        (["--theta", "0", "1"], "--theta needs --r EXPR, the radius in θ"),
        (["--x", "t", "--y", "t", "--t", "0", "1", "--r", "θ"], "a curve is either --x, --y and --t or --r and --theta, not both"),
        (["--x", "t", "--y", "t", "--t", "1", "1"], "--t: the parameter's range must be increasing, not 1.0 … 1.0"),
        (["--x", "t", "--y", "t", "--t", "2", "1"], "--t: the parameter's range must be increasing, not 2.0 … 1.0"),
        (["--x", "t", "--y", "t", "--t", "-1e308", "1e308"], "--t: the parameter's range must be finite, not -1e+308 … 1e+308"),
        (["--x", "t", "--y", "t", "--t", "0", "1/0"], "option --t needs numbers or constant expressions such as 2π, not '1/0'"),
        (["--x", "t", "--y", "t", "--t", "0", "t"], "option --t needs numbers or constant expressions such as 2π, not 't'"),
        (["--x", "t", "--y", "t", "--t", "0"], "option --t needs two values, --t A B"),
        (["--x", "t", "--y", "t", "--t", "0", "1", "--t", "0", "2"], "option --t is given more than once"),
        (["--r", "θ", "--theta", "0", "6", "--samples", "20"], "option --samples is for a function of x, not for a parametric or polar curve"),
        (["sin(x)", "--r", "θ", "--theta", "0", "6"], "give EXPR or a curve (--x, --y, --t or --r, --theta), not both"),
        (["--x", "f(t)", "--y", "t", "--t", "0", "1", "--define", "t=x"],
         "--define t: t is the variable of the curve; name the function with another letter"),
    ])
    func aMistakeIsAUsageErrorThatSaysWhat(_ arguments: [String], _ message: String) {
        let result = runCLI(["sample"] + arguments)
        #expect(result.code == .usage)
        #expect(result.out.isEmpty)
        #expect(result.err == "plotsite: \(message)\nRun 'plotsite help sample' for usage.\n")
    }

    @Test func anXInTheCurveIsALocatedError() {
        let result = runCLI("sample", "--x", "cos(t)", "--y", "sin(x)", "--t", "0", "1")
        #expect(result.code == .failure)
        #expect(result.err == "error in --y: x is not this curve's variable: use t\n  sin(x)\n      ^\n")
        let polar = runCLI("sample", "--r", "x", "--theta", "0", "1")
        #expect(polar.err.hasPrefix("error in --r: x is not this curve's variable: use θ\n"))
    }
}
