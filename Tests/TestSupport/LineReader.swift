import Foundation

/// Collects what a running child process writes to a pipe, as it arrives, so that a test can wait for a line
/// (`[4/8] Rendering`, `Watching for changes`) instead of sleeping.
public final class LineReader: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    /// Starts reading `pipe` at once.
    public init(_ pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock(); self.text += String(decoding: data, as: UTF8.self); self.lock.unlock()
        }
    }

    /// Everything read so far.
    public var all: String { lock.lock(); defer { lock.unlock() }; return text }

    /// Waits until the output contains `needle`, up to `seconds`; whether it did.
    public func wait(for needle: String, seconds: Double) -> Bool {
        ChildProcess.wait(seconds: seconds) { self.all.contains(needle) }
    }
}

extension ChildProcess {
    /// Checks `condition` every 50 ms until it holds or `seconds` have passed; whether it held.
    public static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }
}
