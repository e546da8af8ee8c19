import Foundation
import Testing
@testable import PlotCLI

/// `plotsite check`: each problem printed once, like a compiler — the located line, then the
/// source with a caret.
@Suite struct CheckOutputTests {
    private func check(_ text: String, named name: String) throws -> CLIResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotsite-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
            error: m.json:1:28: plots[0].expression: unexpected '*' at 2
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
            "error: plots.txt:1:7: line 1.expression: unexpected ')' at 6",
            "  sin(x))",
            "        ^",
            "error: plots.txt:3:6: line 3.expression: expression is incomplete: '+' needs a right operand at 5",
            "  2*(3+",
            "       ^",
        ])
        #expect(lines[6].hasPrefix("2 problems in "))
        #expect(!result.err.contains("error: unexpected"))
    }
}
