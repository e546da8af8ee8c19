import Glibc
import Synchronization

extension PreviewServer {
    /// Blocks the calling thread until the process receives SIGINT (Ctrl-C) or SIGTERM, and returns which
    /// (0, at once, in the unlikely case the process cannot create the pipe this needs).
    ///
    /// While it waits, those signals no longer end the process at once, so the caller can `stop()` the server
    /// and exit cleanly; when it returns their default action is back, so a second Ctrl-C during a slow
    /// shutdown still ends the process.
    /// ```swift
    /// let signal = PreviewServer.waitForTerminationSignal()
    /// server.stop()
    /// ```
    public static func waitForTerminationSignal() -> Int32 {
        TerminationSignalWaiter().wait()
    }
}

/// Catches SIGINT and SIGTERM from the moment it is created until `wait()` returns.
///
/// A plain `sigaction` handler writing to a pipe, rather than a Dispatch signal source: the handler is in
/// place when `init` returns, whereas a Dispatch source is armed later on another thread, and a signal
/// arriving in between would be lost. Split from `waitForTerminationSignal()` so that a test can install
/// the handler, send itself a signal, and only then wait.
final class TerminationSignalWaiter {
    private let signals: [Int32]

    init(signals: [Int32] = [SIGINT, SIGTERM]) {
        self.signals = signals
        let pipe = SignalPipe.shared
        pipe.drain()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            // Only async-signal-safe work here: one write to a non-blocking pipe, errno preserved.
            let savedErrno = errno
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(signalPipeWriter, &byte, 1)
            errno = savedErrno
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        for number in signals { sigaction(number, &action, nil) }
        // A parent may have started us with these signals blocked (the mask is inherited, as from a
        // test runner's thread): unblock them on this thread, or a pending SIGTERM never arrives.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in signals { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Blocks until one of the signals arrives; returns its number and restores the signals' default action.
    func wait() -> Int32 {
        let number = SignalPipe.shared.read()
        for number in signals { signal(number, SIG_DFL) }
        return number
    }
}

/// The write end of `SignalPipe`, in a plain global so that the signal handler reads it without any
/// lazy-initialisation machinery. Set once, before any handler is installed.
nonisolated(unsafe) private var signalPipeWriter: Int32 = -1

/// The self-pipe that carries signal numbers from the handler to the waiting thread.
private final class SignalPipe: Sendable {
    static let shared = SignalPipe()

    private let reader: Int32

    private init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                // Non-blocking: the handler must never block, and drain() must not wait.
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        reader = ends[0]
        signalPipeWriter = ends[1]
    }

    /// Throws away signals caught by an earlier waiter.
    func drain() {
        var byte: UInt8 = 0
        while Glibc.read(reader, &byte, 1) == 1 {}
    }

    /// Waits for the next signal number; 0 at once if the pipe could not be created (nothing would arrive).
    func read() -> Int32 {
        guard reader >= 0 else { return 0 }
        var byte: UInt8 = 0
        while true {
            var entry = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, -1)
            if Glibc.read(reader, &byte, 1) == 1 { return Int32(byte) }
        }
    }
}
