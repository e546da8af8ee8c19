import Foundation
import Testing
@testable import PlotCLI
import TestSupport

/// `plotsite check`: each problem printed once, like a compiler — the located line, then the
/// source with a caret.
@Suite struct CheckOutputTests {
    private func check(_ text: String, named name: String) throws -> CLIResult {
        let folder = try TestFolder.make("plotsite-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        let result = runCLI("check", url.path)
        return CLIResult(code: result.code, out: result.out, err: result.err.replacingOccurrences(of: folder.path + "/", with: ""))
    }

    @Test func jsonExpressionErrorIsPrintedOnce() throws {
        let result = try check("{\"plots\":[{\"expression\":\"2+*x\"}]}", named: "m.json")
        #expect(result.code == .failure)
        #expect(result.out.isEmpty)
        #expect(result.err == """
            error: m.json:1:28: plots[0].expression: unexpected '*' (character 3)
              2+*x
                ^
            1 problem in \(result.err.components(separatedBy: "1 problem in ").last!)
            """)
        #expect(result.err.components(separatedBy: "unexpected '*'").count == 2, "the message appears once")
    }

    @Test func plainListExpressionErrorsArePrintedOnceAndCounted() throws {
        let result = try check("sin(x))\nx\n2*(3+ | xMax=4\n", named: "plots.txt")
        #expect(result.code == .failure)
        let lines = result.err.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(6) == [
            "error: plots.txt:1:7: line 1.expression: unexpected ')' (character 7)",
            "  sin(x))",
            "        ^",
            "error: plots.txt:3:6: line 3.expression: expression is incomplete: '+' needs a right operand (character 6)",
            "  2*(3+",
            "       ^",
        ])
        #expect(lines[6].hasPrefix("2 problems in "))
        #expect(!result.err.contains("error: unexpected"))
    }

    @Test func aWarningIsPrintedAndTheCheckStillSucceeds() throws {
        let result = try check("""
        {"plots": [
          {"expression": "sin(x)"},
          {"curves": [{"expression": "x"}, {"expression": "ln(-x-10)"}]}
        ]}
        """, named: "m.json")
        #expect(result.code == .success)
        #expect(result.err == "warning: m.json:3:36: plots[1].curves[1]: \"ln(-x-10)\" is undefined everywhere from -5 to 5: nothing is drawn\n")
        #expect(result.out.hasSuffix("m.json: 2 plots, no problems (1 warning)\n"))
    }

    @Test func warningsArePrintedBeforeTheErrorsOfAFailedCheck() throws {
        let result = try check("sqrt(-1)\nx | samples=1\n", named: "plots.txt")
        #expect(result.code == .failure)
        let lines = result.err.split(separator: "\n")
        #expect(lines.prefix(2) == [
            "warning: plots.txt:1:1: line 1.expression: \"sqrt(-1)\" is undefined everywhere from -5 to 5: nothing is drawn",
            "error: plots.txt:2:13: line 2.samples: must be \"auto\" or a whole number from 2 to 10000, not 1",
        ])
        #expect(lines.last?.hasPrefix("1 problem in ") == true, "warnings are not counted as problems")
    }

    @Test func figureErrorsNameThePlotAndTheField() throws {
        let result = try check("""
        {"plots": [
          {"curves": [{"expression": "x"}], "areas": [{"under": 1}]}
        ]}
        """, named: "m.json")
        #expect(result.code == .failure)
        #expect(result.err.hasPrefix("error: m.json:2:57: plots[0].areas[0].under: must be 0 (the plot has one curve), not 1\n"))
    }
}
