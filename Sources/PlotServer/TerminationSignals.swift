import Foundation
import Glibc
import Synchronization

/// SIGINT (Ctrl-C) and SIGTERM, caught while a command has something to finish or clean up: `plotsite build`
/// removes its unfinished staging folder, `plotsite serve` stops its server (docs/command-line.md#interrupting-a-build).
///
/// ```swift
/// let cancellation = BuildCancellation()
/// let summary = try TerminationSignals.catching(onSignal: { _ in cancellation.cancel() }) {
///     try builder.build(cancellation: cancellation)
/// }
/// ```
public enum TerminationSignals {
    /// The signals that end a command: Ctrl-C and a polite kill.
    public static let ending: [Int32] = [SIGINT, SIGTERM]

    /// Runs `body` with `signals` caught: the first of them to arrive calls `onSignal` with its number, on
    /// another thread, instead of ending the process. From then on, and once `body` returns, the signals
    /// have their earlier action again, so a second Ctrl-C during a slow clean-up still ends the process.
    ///
    /// Several threads may catch at once (tests build in parallel): a signal reaches every one of them.
    public static func catching<Result>(_ signals: [Int32] = ending, onSignal: @escaping @Sendable (Int32) -> Void,
                                        during body: () throws -> Result) rethrows -> Result {
        let subscription = SignalDispatcher.shared.subscribe(signals, onSignal)
        defer { SignalDispatcher.shared.unsubscribe(subscription) }
        return try body()
    }

    /// Blocks the calling thread until the process receives one of `signals`, and returns which (0, at once,
    /// in the unlikely case the process cannot create the pipe this needs).
    public static func wait(for signals: [Int32] = ending) -> Int32 {
        guard SignalDispatcher.shared.isAvailable else { return 0 }
        let received = Mutex<Int32>(0)
        let arrived = DispatchSemaphore(value: 0)
        catching(signals, onSignal: { number in
            received.withLock { $0 = number }
            arrived.signal()
        }, during: { arrived.wait() })
        return received.withLock { $0 }
    }
}

/// The write end of the dispatcher's pipe, in a plain global so that the signal handler reads it without any
/// lazy-initialisation machinery. Set once, before any handler is installed.
nonisolated(unsafe) private var signalPipeWriter: Int32 = -1

/// One process-wide handler for the caught signals, and a thread that hands each signal on to whoever
/// catches it at that moment.
///
/// A plain `sigaction` handler writing to a self-pipe, rather than a Dispatch signal source: the handler is in
/// place when `subscribe` returns, whereas a Dispatch source is armed later on another thread, and a signal
/// arriving in between would be lost.
private final class SignalDispatcher: Sendable {
    static let shared = SignalDispatcher()

    private struct Subscriber {
        var signals: [Int32]
        var handler: @Sendable (Int32) -> Void
    }

    private struct State {
        var subscribers: [UInt64: Subscriber] = [:]
        var nextID: UInt64 = 0
        /// The action each caught signal had before, restored when nobody catches it any more.
        var earlierActions: [Int32: sigaction] = [:]
    }

    private let state = Mutex(State())
    private let reader: Int32

    var isAvailable: Bool { reader >= 0 }

    private init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            // Non-blocking writes: the handler must never block. The reader blocks in poll.
            _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        reader = ends[0]
        signalPipeWriter = ends[1]
        guard reader >= 0 else { return }
        let thread = Thread { [self] in deliverForever() }
        thread.name = "plotsite-signals"
        thread.start()
    }

    func subscribe(_ signals: [Int32], _ handler: @escaping @Sendable (Int32) -> Void) -> UInt64 {
        state.withLock { state in
            state.nextID += 1
            state.subscribers[state.nextID] = Subscriber(signals: signals, handler: handler)
            guard isAvailable else { return state.nextID }
            for number in signals where state.earlierActions[number] == nil {
                state.earlierActions[number] = Self.install(number)
            }
            // A parent may have started us with these signals blocked (the mask is inherited, as from a
            // test runner's thread): unblock them on this thread, or a pending SIGTERM never arrives.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            for number in signals { sigaddset(&unblocked, number) }
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            return state.nextID
        }
    }

    func unsubscribe(_ id: UInt64) {
        state.withLock { state in
            state.subscribers[id] = nil
            Self.restoreUnwatched(&state)
        }
    }

    private func deliverForever() {
        var byte: UInt8 = 0
        while true {
            var entry = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, -1)
            guard Glibc.read(reader, &byte, 1) == 1 else { continue }
            let number = Int32(byte)
            // Each subscriber hears one signal; then, with nobody left catching it, the signal's earlier action
            // is back before anyone is told (a second Ctrl-C ends the process).
            let handlers = state.withLock { state in
                let reached = state.subscribers.filter { $0.value.signals.contains(number) }
                for id in reached.keys { state.subscribers[id] = nil }
                Self.restoreUnwatched(&state)
                return reached.sorted { $0.key < $1.key }.map(\.value.handler)
            }
            for handler in handlers { handler(number) }
        }
    }

    /// Gives each signal that no subscriber catches any more its earlier action back.
    private static func restoreUnwatched(_ state: inout State) {
        let watched = Set(state.subscribers.values.flatMap(\.signals))
        for (number, earlier) in state.earlierActions where !watched.contains(number) {
            var earlier = earlier
            sigaction(number, &earlier, nil)
            state.earlierActions[number] = nil
        }
    }

    /// Installs the handler for `number`; returns the action it replaces.
    private static func install(_ number: Int32) -> sigaction {
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
        var earlier = sigaction()
        sigaction(number, &action, &earlier)
        return earlier
    }
}
