import Foundation

/// Runs a JS module script in node for the Swift↔JS comparisons (areas, points of interest): the script
/// reads its cases from `process.argv[1]` (JSON) and writes its answer to stdout. Doubles travel both
/// ways as the hex of their bit patterns, so nothing is lost in decimal text.
enum NodeScript {
    /// The script's stdout; throws ``SwiftJSDifferentialTests/NodeFailure`` when node fails.
    static func run(_ script: String, argument: Any) throws -> Data {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: argument), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "--input-type=module", "--eval", script, json]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SwiftJSDifferentialTests.NodeFailure(status: process.terminationStatus, message: String(decoding: message, as: UTF8.self))
        }
        return data
    }

    /// A double as the hex of its bit pattern; nil as JSON null.
    static func hex(_ x: Double?) -> Any { x.map { String($0.bitPattern, radix: 16) } ?? NSNull() }

    /// The double whose bit pattern is `hex`.
    static func double(_ hex: String) -> Double { Double(bitPattern: UInt64(hex, radix: 16) ?? 0) }
}
