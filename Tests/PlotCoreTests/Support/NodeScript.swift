import Foundation
import TestSupport

/// Runs a JS module script in node for the Swift↔JS comparisons (areas, points of interest): the script
/// reads its cases from `process.argv[1]` (JSON) and writes its answer to stdout. Doubles travel both
/// ways as the hex of their bit patterns, so nothing is lost in decimal text.
enum NodeScript {
    /// The script's stdout; throws ``NodeFailure`` when node fails.
    static func run(_ script: String, argument: Any) throws -> Data {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: argument), as: UTF8.self)
        return try output(of: try ChildProcess.node(["--input-type=module", "--eval", script, json]))
    }

    /// What node wrote to stdout, or a ``NodeFailure`` with what it wrote to stderr.
    static func output(of run: ChildProcess.Output) throws -> Data {
        guard run.status == 0 else { throw NodeFailure(status: run.status, message: run.errText) }
        return run.out
    }

    struct NodeFailure: Error, CustomStringConvertible {
        let status: Int32
        let message: String
        var description: String { "node (needed for the Swift↔JS comparison) exited with \(status): \(message)" }
    }

    /// A double as the hex of its bit pattern; nil as JSON null.
    static func hex(_ x: Double?) -> Any { x.map { String($0.bitPattern, radix: 16) } ?? NSNull() }

    /// The double whose bit pattern is `hex`.
    static func double(_ hex: String) -> Double { Double(bitPattern: UInt64(hex, radix: 16) ?? 0) }
}
