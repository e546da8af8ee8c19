import Foundation
import Glibc
import TestSupport

/// The real `plotsite`, started as a child process, its output read as it arrives: for tests that act while it
/// runs (edit the manifest, send Ctrl-C).
struct RunningPlotsite {
    let process: Process
    let out: LineReader
    let err: LineReader

    /// A plain-text manifest of 1 000 plots: enough to keep a build busy for a while, so that a signal sent
    /// once it has started rendering reaches it mid-way.
    static let busyManifest = (1...1000).map { "sin(\($0)*x)/x + cos(x^2) | slug=\"p\($0)\"" }.joined(separator: "\n") + "\n"

    /// Starts `plotsite` with `arguments`.
    init(_ arguments: [String]) throws {
        process = Process()
        process.executableURL = plotsiteExecutable
        process.arguments = arguments
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        out = LineReader(outPipe)
        err = LineReader(errPipe)
        try process.run()
    }

    /// Sends `signal` (SIGINT is what Ctrl-C sends) and waits up to `seconds` for the process to end.
    /// Returns its exit status; nil if it did not exit of its own accord (then it is killed, or it died of the signal).
    func stop(with signal: Int32, seconds: Double = 120) -> Int32? {
        kill(process.processIdentifier, signal)
        guard ChildProcess.wait(seconds: seconds, until: { !process.isRunning }) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }
}
