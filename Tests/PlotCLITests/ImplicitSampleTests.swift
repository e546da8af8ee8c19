import Foundation
import Testing
@testable import PlotCLI

/// `plotsite sample --implicit RELATION` (docs/command-line.md#sample): an equation's curve as segments through the
/// pixels it crosses, a region as pixel counts, either as SVG; every mistake a usage error or a located one.
@Suite struct ImplicitSampleTests {
    private struct Curve: Decodable {
        let segments: [[[Double]]]
        let undecided: Int
        let dots: [[Double]]
        let crossed: Int
    }

    private struct Region: Decodable {
        let inside: Int
        let boundary: Int
        let undecided: Int
    }

    @Test func aCircleIsDrawnWithinHalfAPixelOfItselfAndNothingUndecided() throws {
        // 61 device pixels over 6 units. (At 60 the circle runs exactly through grid vertices such as (1.2, 1.6), which
        // doubles cannot hold: the pixels it would touch only at that corner are honestly undecided.)
        let result = runCLI("sample", "--implicit", "x^2 + y^2 = 4", "--from", "-3", "--to", "3", "--ymin", "-3", "--ymax", "3",
                            "--width", "61", "--height", "61")
        #expect(result.code == .success, "\(result.err)")
        let curve = try JSONDecoder().decode(Curve.self, from: Data(result.out.utf8))
        #expect(curve.undecided == 0 && curve.dots.isEmpty)
        let points = curve.segments.flatMap { $0 }
        #expect(points.count > 100)
        let pixel = 6.0 / 61
        for point in points { #expect(Swift.abs((point[0] * point[0] + point[1] * point[1]).squareRoot() - 2) <= pixel / 2) }
        // Each of the circle's pixels is crossed: at least its length in pixels, 2π·2 / pixel ≈ 128, more for the diagonals.
        #expect((128...205).contains(curve.crossed))
    }

    @Test func anIsolatedPointIsADot() throws {
        let result = runCLI("sample", "--implicit", "x^2 + y^2 = 0", "--from", "-1", "--to", "1", "--width", "21", "--height", "21")
        #expect(result.out == "{\"segments\": [], \"undecided\": 0, \"dots\": [[0,0]], \"crossed\": 1}\n", "\(result.err)")
    }

    @Test func aRegionCountsItsPixelsAroundItsArea() throws {
        let result = runCLI("sample", "--implicit", "x^2 + y^2 <= 4", "--from", "-3", "--to", "3", "--ymin", "-3", "--ymax", "3",
                            "--width", "61", "--height", "61")
        let region = try JSONDecoder().decode(Region.self, from: Data(result.out.utf8))
        // The disc is 4π square units, 4π / (6/61)² ≈ 1298.9 pixels: inside it lie fewer, inside or on its boundary more.
        #expect(region.undecided == 0)
        #expect(region.inside < 1299 && region.inside + region.boundary > 1298)
        #expect(region.inside > 1100 && region.boundary < 210)
    }

    @Test func svgShadesTheRegionAndDashesAStrictBoundary() {
        let out = runCLI("sample", "--implicit", "y < x^2 and y <= 4", "--from", "-3", "--to", "3", "--width", "120", "--height", "120",
                         "--format", "svg").out
        #expect(out.contains("<title id=\"plot-title\">y &lt; x² and y ≤ 4</title>"))
        #expect(out.contains("class=\"plot-region plot-fill-0\""))
        #expect(out.contains("class=\"plot-curve plot-boundary-strict plot-curve-0\""))
        #expect(out.contains("stroke-dasharray"))
    }

    @Test(arguments: [
        (["x^2 + y^2 = 4 or y < 1"], "error in --implicit: 'or' is not supported: a region is where all of its inequalities hold, joined with 'and'\n"
            + "  x^2 + y^2 = 4 or y < 1\n                ^\n"),
        (["y < 1 = x"], "error in --implicit: '<' and '=' cannot be mixed: an equation is a curve, inequalities make a region\n"
            + "  y < 1 = x\n        ^\n"),
        (["3 = 4"], "error in --implicit: an equation needs x or y, as in x² + y² = 4\n  3 = 4\n    ^\n"),
        (["x^2 + y^2 = 4", "--samples", "10"], "plotsite: option --samples is for a function of x, not for a relation drawn pixel by pixel\n"
            + "Run 'plotsite help sample' for usage.\n"),
        (["x^2 + y^2 = 4", "--width", "5000", "--height", "5000"], "plotsite: a relation is drawn on at most 16000000 pixels "
            + "(--width × --height), not 25000000\nRun 'plotsite help sample' for usage.\n"),
        (["x^2 + y^2 = 4", "--format", "csv"], "plotsite: option --format needs json or svg for a relation, not 'csv'\n"
            + "Run 'plotsite help sample' for usage.\n"),
    ])
    func mistakesAreLocated(_ arguments: [String], _ message: String) {
        let result = runCLI(["sample", "--implicit"] + arguments)
        #expect(result.code != .success)
        #expect(result.out.isEmpty)
        #expect(result.err == message)
    }
}
