import Foundation
import TestSupport
import PlotCore
import Testing

/// `Double.javaScriptText` writes what JavaScript's `String(x)` writes, so that a data attribute the
/// build writes and the one the page's script rewrites read the same (docs/hooks.md#legend-and-areas, `data-value`).
@Suite struct JavaScriptTextTests {
    @Test func writesECMAScriptLayout() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (0.1, "0.1"), (100, "100"),
            (1e-7, "1e-7"), (1.5e-7, "1.5e-7"), (0.000001, "0.000001"), (-0.0000012345, "-0.0000012345"),
            (1e21, "1e+21"), (1.5e21, "1.5e+21"), (1e20, "100000000000000000000"),
            (123456789012345683968, "123456789012345680000"), (.leastNonzeroMagnitude, "5e-324"),
            (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (2.0 / 3, "0.6666666666666666"),
            (.nan, "NaN"), (-.infinity, "-Infinity"),
        ]
        for (value, text) in cases {
            #expect(value.javaScriptText == text, "\(value)")
        }
    }

    /// 20 000 doubles of every magnitude (random bit patterns, and decimals such as areas print),
    /// written by node's `String(x)` and by Swift.
    @Test func agreesWithNodeOnRandomDoubles() throws {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = []
        while values.count < 10_000 {
            let value = Double(bitPattern: UInt64.random(in: .min ... .max, using: &generator))
            if value.isFinite { values.append(value) }
        }
        for _ in 0..<10_000 {
            values.append(Double.random(in: -1...1, using: &generator) * Foundation.pow(10, Double(Int.random(in: -12...24, using: &generator))))
        }
        let script = """
            const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
            const view = new DataView(new ArrayBuffer(8));
            console.log(lines.map((hex) => { view.setBigUint64(0, BigInt('0x' + hex)); return String(view.getFloat64(0)); }).join('\\n'));
            """
        let hex = values.map { String($0.bitPattern, radix: 16) }.joined(separator: "\n")
        let written = String(decoding: try NodeScript.output(of: try ChildProcess.node(["-e", script], input: Data(hex.utf8))), as: UTF8.self)
        let fromNode = written.split(separator: "\n").map(String.init)
        try #require(fromNode.count == values.count)
        var mismatches = 0
        for (value, text) in zip(values, fromNode) where value.javaScriptText != text {
            mismatches += 1
            if mismatches <= 5 { Issue.record("\(value): Swift \(value.javaScriptText), node \(text)") }
        }
        #expect(mismatches == 0)
    }
}
