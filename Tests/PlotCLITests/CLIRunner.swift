import Foundation
import Synchronization
import TestSupport
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

/// Runs the real executable to its end (``ChildProcess``).
func runProcess(_ arguments: [String]) throws -> ChildProcess.Output {
    try ChildProcess.run(plotsiteExecutable, arguments)
}
