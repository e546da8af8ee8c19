import Foundation
import Synchronization
@testable import PlotCLI

/// Runs `plotsite` in-process and captures what it prints.
struct CLIResult {
    let code: ExitCode
    let out: String
    let err: String
}

func runCLI(_ arguments: String...) -> CLIResult { runCLI(arguments) }

func runCLI(_ arguments: [String]) -> CLIResult {
    let out = Mutex("")
    let err = Mutex("")
    let console = Console(out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } })
    let code = PlotCommandLine.run(arguments, console: console)
    return CLIResult(code: code, out: out.withLock { $0 }, err: err.withLock { $0 })
}

/// The built `plotsite` executable, for end-to-end tests of the real process: the one built
/// beside these tests, so that `--scratch-path` builds never run another build's binary.
let plotsiteExecutable: URL = {
    // macOS loads the tests as an .xctest bundle; Linux runs the test binary itself.
    let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
        ?? Bundle.main.executableURL?.deletingLastPathComponent()
    if let candidate = products?.appendingPathComponent("plotsite"), FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/plotsite")
}()

/// Runs the real executable; returns its exit status and output.
func runProcess(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = plotsiteExecutable
    process.arguments = arguments
    let outPipe = Pipe(), errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    try process.run()
    let out = outPipe.fileHandleForReading.readDataToEndOfFile()
    let err = errPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}
