import Foundation
import Testing
@testable import PlotCLI

@Suite struct SampleCommandTests {
    private struct Output: Decodable { let segments: [[[Double]]] }

    @Test func tanSegmentsNeverCrossAPole() throws {
        let result = runCLI("sample", "tan(x)", "--from", "-10", "--to", "10", "--ymin", "-5", "--ymax", "5",
                            "--width", "800", "--height", "500")
        #expect(result.code == .success)
        let output = try JSONDecoder().decode(Output.self, from: Data(result.out.utf8))
        #expect(output.segments.count == 7)
        let poles = (-4...3).map { Double.pi / 2 + Double($0) * .pi }
        for segment in output.segments {
            #expect(segment.allSatisfy { $0.count == 2 && $0[0].isFinite && $0[1].isFinite })
            for (p, q) in zip(segment, segment.dropFirst()) {
                #expect(!poles.contains { $0 > p[0] && $0 < q[0] })
            }
        }
    }

    @Test func jsonIsPlainNumbers() {
        let out = runCLI("sample", "2", "--from", "0", "--to", "1", "--ymin", "0", "--ymax", "4").out
        #expect(out == "{\"segments\": [[[0,2],[1,2]]], \"endpoints\": []}\n")
    }

    @Test func jsonReportsTheDotsAtJumpsAndHoles() {
        let jump = runCLI("sample", "{x < 1: 0, 2}", "--from", "0", "--to", "2", "--ymin", "-1", "--ymax", "3").out
        #expect(jump == "{\"segments\": [[[0,0],[0.9999999999999999,0]],[[1,2],[2,2]]], "
                + "\"endpoints\": [{\"x\": 1, \"y\": 0, \"open\": true}, {\"x\": 1, \"y\": 2, \"open\": false}]}\n")
        let hole = runCLI("sample", "(x²-1)/(x-1)", "--from", "-3.3", "--to", "3.3", "--ymin", "-4", "--ymax", "4").out
        #expect(hole.hasSuffix(", \"endpoints\": [{\"x\": 1, \"y\": 2, \"open\": true}]}\n"), "\(hole)")
    }

    @Test func csvHasOneRowPerPoint() {
        let out = runCLI("sample", "x", "--from", "0", "--to", "1", "--ymin", "0", "--ymax", "1", "--format", "csv").out
        #expect(out == "segment,x,y\n0,0,0\n0,1,1\n")
    }

    @Test func svgFormatIsAStandaloneImage() {
        let out = runCLI("sample", "√(1-x²)", "--from", "-1.5", "--to", "1.5", "--format", "svg").out
        #expect(out.hasPrefix("<?xml"))
        #expect(out.contains("<title id=\"plot-title\">√(1 − x²)</title>"))
    }

    @Test func svgFormatDrawsTheDotsAtAJump() {
        let out = runCLI("sample", "{x < 1: x^2, 3 - x}", "--from", "-3", "--to", "3", "--ymin", "-3", "--ymax", "3", "--format", "svg").out
        #expect(out.contains("data-endpoint=\"open\""))
        #expect(out.contains("data-endpoint=\"closed\""))
    }

    @Test func withoutAYRangeTheFitRuleIsUsed() throws {
        let out = runCLI("sample", "x^3 - 2.5x^2 + 3.1x - 13.3", "--from", "-4", "--to", "4", "--samples", "200").out
        let output = try JSONDecoder().decode(Output.self, from: Data(out.utf8))
        let ys = output.segments.flatMap { $0.map { $0[1] } }
        // The frame is ±150 (docs/sampling.md#the-fit-rule: 129.7 / 0.9 rounded up to a nice value): the lowest point, −129.7,
        // lies inside it, not on its edge, so no segment is clipped there.
        #expect(abs(ys.min()! + 129.7) < 1e-9, "the curve's lowest point lies inside the ±150 frame")
    }

    @Test func oneYEndGivenKeepsItAndFitsTheOther() throws {
        // x² on −0.5 … 2.5 with --ymin 0 is framed 0 … 7: the SVG's y-axis ends are labelled so.
        let svg = runCLI("sample", "x^2", "--from", "-0.5", "--to", "2.5", "--ymin", "0", "--format", "svg").out
        #expect(svg.contains(">7</text>"))
        #expect(!svg.contains(">−8</text>") && !svg.contains(">-8</text>"))
    }

    @Test(arguments: [
        (["--width", "0"], "width must be from 1"),
        (["--from", "1", "--to", "1"], "to (1.0) must be greater than from (1.0)"),
        (["--from", "nan"], "--from needs a finite number, not 'nan'"),
        (["--samples", "0"], "--samples needs auto or a whole number from 2 to 10000, not '0'"),
        (["--width", "1000000000"], "width must be from 1 to 20000 pixels"),
        (["--ymin", "2", "--ymax", "1"], "--ymin must be less than --ymax"),
        (["--format", "png"], "--format needs json, csv or svg, not 'png'"),
        (["--curve-from", "3", "--curve-to", "1"], "curve-to (1.0) must be greater than curve-from (3.0)"),
        (["--curve-from", "2", "--curve-to", "2"], "curve-to (2.0) must be greater than curve-from (2.0)"),
        (["--curve-to", "nan"], "--curve-to needs a finite number, not 'nan'"),
    ])
    func hostileOptionsGetClearErrors(_ options: [String], _ message: String) {
        let result = runCLI(["sample", "x"] + options)
        #expect(result.code == .usage)
        #expect(result.err.contains(message), "stderr was: \(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test func aRestrictedCurveStartsAndEndsExactlyAtCurveFromAndCurveTo() {
        let out = runCLI("sample", "4x - 4", "--from", "-5", "--to", "5", "--ymin", "-10", "--ymax", "10",
                         "--curve-from", "1", "--curve-to", "3").out
        #expect(out == "{\"segments\": [[[1,0],[3,8]]], \"endpoints\": []}\n")
    }

    @Test func aRestrictionOnOneSideOnlyLeavesTheOtherSideAtTheRangesEnd() {
        let out = runCLI("sample", "x", "--from", "0", "--to", "1", "--ymin", "0", "--ymax", "1", "--curve-from", "0.25").out
        #expect(out == "{\"segments\": [[[0.25,0.25],[1,1]]], \"endpoints\": []}\n")
    }

    @Test func theFittedYRangeCountsOnlyTheRestrictedCurve() {
        // x³ on −1 … 1 reaches ±1: the frame is ±1.2, not the ±80 of x³ on the whole range −4 … 4.
        let out = runCLI("sample", "x^3", "--from", "-4", "--to", "4", "--curve-from", "-1", "--curve-to", "1",
                         "--format", "svg").out
        #expect(out.contains(">1.2</text>"), "the y-axis ends at 1.2: \(out)")
        #expect(!out.contains(">80</text>"))
    }

    @Test func badExpressionPointsAtTheCharacter() {
        let result = runCLI("sample", "sin(x))")
        #expect(result.code == .failure)
        #expect(result.err.hasPrefix("error: unexpected ')'\n  sin(x))\n        ^"))
    }
}
