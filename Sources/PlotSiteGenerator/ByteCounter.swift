import Synchronization

/// Bytes written, added to from every worker thread.
final class ByteCounter: Sendable {
    private let count = Mutex(0)
    func add(_ bytes: Int) { count.withLock { $0 += bytes } }
    var total: Int { count.withLock { $0 } }
}
