import Synchronization

/// Stops a running build from another thread — `plotsite build` cancels on Ctrl-C or SIGTERM
/// (docs/command-line.md#interrupting-a-build).
///
/// The build looks at it before each step, each plot and each file it writes or copies: once cancelled,
/// it stops there, removes its staging folder and throws, leaving the previous site as it was. Only the
/// final swap is never cut short, so the output folder is always one whole site or the other.
///
/// ```swift
/// let cancellation = BuildCancellation()
/// // on another thread, on Ctrl-C: cancellation.cancel()
/// let summary = try builder.build(cancellation: cancellation)
/// ```
public final class BuildCancellation: Sendable {
    private let cancelled = Atomic(false)

    public init() {}

    /// Asks the build to stop at its next file or step; calling it again changes nothing.
    public func cancel() {
        cancelled.store(true, ordering: .sequentiallyConsistent)
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool {
        cancelled.load(ordering: .sequentiallyConsistent)
    }

    /// Throws once cancelled: the build unwinds from wherever it is.
    func check() throws {
        if isCancelled { throw SiteBuildError("interrupted") }
    }
}
