import Foundation
import Glibc
import PlotServer
import PlotSiteGenerator
import Synchronization

/// Ctrl-C or SIGTERM while a command builds (docs/command-line.md#interrupting-a-build): the build is
/// cancelled, removes its unfinished staging folder and leaves the previous site as it was; the command
/// then says so in one line and ends with the conventional status, 130 or 143.
final class Interruption: Sendable {
    /// Cancelled by the first SIGINT or SIGTERM caught.
    let cancellation = BuildCancellation()
    private let signalNumber = Atomic<Int32>(0)
    private let arrived = DispatchSemaphore(value: 0)

    /// Runs `body` with SIGINT and SIGTERM caught; the first cancels ``cancellation``. A second one ends the
    /// process at once, as if nothing had caught it.
    func catching<Result>(_ body: () throws -> Result) rethrows -> Result {
        try TerminationSignals.catching(onSignal: { [self] number in
            signalNumber.store(number, ordering: .sequentiallyConsistent)
            cancellation.cancel()
            arrived.signal()
        }, during: body)
    }

    /// Blocks until a signal is caught (inside ``catching(_:)``).
    func waitForSignal() {
        arrived.wait()
    }

    /// Prints why the command stopped (`plotsite: stopped by Ctrl-C (SIGINT); the unfinished build was
    /// removed and _site is as it was`) and returns the exit status to end with.
    func report(output: URL, console: Console) -> ExitCode {
        let byCtrlC = signalNumber.load(ordering: .sequentiallyConsistent) == SIGINT
        console.err("plotsite: stopped by \(byCtrlC ? "Ctrl-C (SIGINT)" : "SIGTERM"); the unfinished build was removed "
                    + "and \(output.path) is as it was\n")
        return byCtrlC ? .interrupted : .terminated
    }
}
