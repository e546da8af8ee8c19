import Dispatch
import Glibc
import Synchronization

extension PreviewServer {
    /// Blocks the calling thread until the process receives SIGINT (Ctrl-C) or SIGTERM, and returns which.
    ///
    /// The signals' default action (ending the process at once) is replaced, so the caller can `stop()` the
    /// server and exit cleanly. Meant to be called once, from the command's main thread:
    /// ```swift
    /// let signal = PreviewServer.waitForTerminationSignal()
    /// server.stop()
    /// ```
    public static func waitForTerminationSignal() -> Int32 {
        TerminationSignalWaiter().wait()
    }
}

/// Listens for SIGINT and SIGTERM through Dispatch signal sources from the moment it is created.
///
/// Split from `waitForTerminationSignal()` so that a test can install the sources, send itself a signal, and
/// only then wait, without a race.
final class TerminationSignalWaiter {
    private let received = ReceivedSignal()
    private let sources: [any DispatchSourceSignal]

    init(signals: [Int32] = [SIGINT, SIGTERM]) {
        let queue = DispatchQueue(label: "plotsite.termination-signal")
        var sources: [any DispatchSourceSignal] = []
        for number in signals {
            // Ignore first, so that a signal arriving before the source is armed does not end the process.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            sources.append(source)
        }
        self.sources = sources
        for (number, source) in zip(signals, sources) {
            source.setEventHandler { [received] in received.record(number) }
            source.resume()
        }
    }

    /// Blocks until one of the signals arrives; returns its number.
    func wait() -> Int32 {
        let number = received.wait()
        for source in sources { source.cancel() }
        return number
    }
}

/// The first signal received, handed from the Dispatch queue to the waiting thread.
private final class ReceivedSignal: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let number = Mutex<Int32?>(nil)

    func record(_ signal: Int32) {
        let isFirst = number.withLock { number -> Bool in
            guard number == nil else { return false }
            number = signal
            return true
        }
        if isFirst { semaphore.signal() }
    }

    func wait() -> Int32 {
        semaphore.wait()
        return number.withLock { $0 } ?? 0
    }
}
