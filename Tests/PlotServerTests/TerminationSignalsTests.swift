import Foundation
import Glibc
import Synchronization
import Testing
@testable import PlotServer

/// SIGUSR1 and SIGUSR2 stand in for SIGINT and SIGTERM here: sent to the test process, those would stop the
/// builds other tests run at the same time. (The real ones are sent to a real plotsite by the PlotCLI tests.)
/// Both are ignored while a test runs, so that a signal arriving when no catcher is left ends nothing.
@Suite("Catching termination signals", .serialized)
struct TerminationSignalsTests {
    @Test("A caught signal reaches every catcher once, and afterwards the signal's earlier action is back")
    func caughtSignals() throws {
        signal(SIGUSR1, SIG_IGN)
        signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR1, SIG_DFL); signal(SIGUSR2, SIG_DFL) }
        let heard = Mutex<[String]>([])
        let reached = DispatchSemaphore(value: 0)
        let result = TerminationSignals.catching([SIGUSR1, SIGUSR2], onSignal: { number in
            heard.withLock { $0.append("outer \(number)") }
            reached.signal()
        }, during: { () -> Int in
            TerminationSignals.catching([SIGUSR2], onSignal: { number in
                heard.withLock { $0.append("inner \(number)") }
                reached.signal()
            }, during: { () -> Int in
                #expect(handler(of: SIGUSR2) != handlerAddress(SIG_IGN), "caught while the catchers run")
                kill(getpid(), SIGUSR2)
                #expect(reached.wait(timeout: .now() + 10) == .success)
                #expect(reached.wait(timeout: .now() + 10) == .success)
                #expect(handler(of: SIGUSR2) == handlerAddress(SIG_IGN), "after the first signal, a second is not caught")
                return 7
            })
        })
        #expect(result == 7)
        #expect(heard.withLock { $0 }.sorted() == ["inner \(SIGUSR2)", "outer \(SIGUSR2)"])
        #expect(handler(of: SIGUSR1) == handlerAddress(SIG_IGN), "given back when the catchers return")
    }

    @Test("Waiting for a signal returns the one that arrived")
    func waitingForASignal() throws {
        signal(SIGUSR1, SIG_IGN)
        defer { signal(SIGUSR1, SIG_DFL) }
        let returned = Atomic(false)
        let senderDone = DispatchSemaphore(value: 0)
        // Sent until the wait returns: the waiter may not be listening yet when the first one arrives.
        let sender = Thread {
            while !returned.load(ordering: .sequentiallyConsistent) {
                kill(getpid(), SIGUSR1)
                usleep(20_000)
            }
            senderDone.signal()
        }
        sender.start()
        #expect(TerminationSignals.wait(for: [SIGUSR1]) == SIGUSR1)
        returned.store(true, ordering: .sequentiallyConsistent)
        senderDone.wait()
    }

    private func handler(of number: Int32) -> Int {
        var action = sigaction()
        sigaction(number, nil, &action)
        return handlerAddress(action.__sigaction_handler.sa_handler)
    }

    private func handlerAddress(_ handler: __sighandler_t?) -> Int {
        unsafeBitCast(handler, to: Int.self)
    }
}
