import Foundation
import Glibc
import Synchronization

/// Calls back when files change: polls the size, modification time and identity of the given files and of
/// every file below the given folders.
///
/// Polling needs no platform notification API and sees every kind of edit, including editors that save by
/// writing a new file and renaming it over the old one (the inode changes). A burst of changes (an editor
/// saving several files, a `git checkout`) produces one call, made once nothing has changed for ~100 ms.
///
/// ```swift
/// let watcher = FileWatcher(paths: [manifest, templates, assets], ignoring: [outputFolder]) {
///     rebuild()
/// }
/// watcher.start()
/// ```
public final class FileWatcher: Sendable {
    /// The files and folders watched; folders recursively, leaving out hidden entries (names starting with
    /// `.`). A path that does not exist yet is watched for appearing.
    public let paths: [URL]
    /// Files and folders below `paths` to leave out, e.g. the output folder when it lies inside a watched one
    /// (otherwise each build would trigger the next).
    public let ignoring: [URL]
    /// Seconds between two scans.
    public let interval: TimeInterval

    private let onChange: @Sendable () -> Void
    /// How long the files must stay unchanged after a change before `onChange` is called.
    static let quietPeriod: Duration = .milliseconds(100)
    /// Scanning stops after this many entries, so a watched folder that is far too big costs bounded time.
    static let maxEntries = 100_000

    private struct Loop {
        var stopRequest: DispatchSemaphore
        var done: DispatchSemaphore
        var thread: pthread_t?
    }

    private let loop = Mutex<Loop?>(nil)
    private let lifecycle = Mutex(())

    /// A watcher, not yet running.
    ///
    /// - Parameters:
    ///   - paths: files and folders to watch.
    ///   - ignoring: files and folders to leave out of the watched folders.
    ///   - interval: seconds between scans; changes are noticed within about `interval + 0.1` s.
    ///   - onChange: called on the watcher's own thread, once per burst of changes; the next scan waits for it
    ///     to return, so a rebuild done here never overlaps the next one.
    public init(paths: [URL], ignoring: [URL] = [], interval: TimeInterval = 0.25,
                onChange: @escaping @Sendable () -> Void) {
        self.paths = paths
        self.ignoring = ignoring
        self.interval = max(0.01, interval)
        self.onChange = onChange
    }

    /// Takes a first snapshot (so changes made right after this call are seen) and starts polling in the
    /// background. Does nothing if already running.
    public func start() {
        lifecycle.withLock { _ in
            guard loop.withLock({ $0 == nil }) else { return }
            let stopRequest = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
            let initial = snapshot()
            loop.withLock { $0 = Loop(stopRequest: stopRequest, done: done, thread: nil) }
            let thread = Thread { [self] in
                loop.withLock { $0?.thread = pthread_self() }
                watch(from: initial, stopRequest: stopRequest)
                done.signal()
            }
            thread.name = "plotsite-file-watcher"
            thread.start()
        }
    }

    /// Stops polling. When it returns, `onChange` is not running and will not be called again, unless `stop()`
    /// was called from `onChange` itself, which then finishes normally.
    public func stop() {
        lifecycle.withLock { _ in
            guard let running = loop.withLock({ loop -> Loop? in
                defer { loop = nil }
                return loop
            }) else { return }
            running.stopRequest.signal()
            let calledFromOnChange = running.thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            if !calledFromOnChange { running.done.wait() }
        }
    }

    private func watch(from initial: [String: Stamp], stopRequest: DispatchSemaphore) {
        var last = initial
        var changedAt: ContinuousClock.Instant?
        while true {
            let pause = changedAt == nil ? interval : Self.seconds(Self.quietPeriod)
            if stopRequest.wait(timeout: .now() + pause) == .success { return }
            let current = snapshot()
            if current != last {
                last = current
                changedAt = .now
            } else if let changed = changedAt, ContinuousClock.now - changed >= Self.quietPeriod {
                changedAt = nil
                onChange()
            }
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    // MARK: - Snapshots

    /// What identifies a version of a file: an edit changes the time or size, a replacement the inode.
    struct Stamp: Equatable {
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
    }

    func snapshot() -> [String: Stamp] {
        let ignored = ignoring.map { $0.standardizedFileURL.path }
        var stamps: [String: Stamp] = [:]
        for path in paths {
            visit(path.standardizedFileURL.path, isTopLevel: true, ignored: ignored, into: &stamps)
        }
        return stamps
    }

    private func visit(_ path: String, isTopLevel: Bool, ignored: [String], into stamps: inout [String: Stamp]) {
        guard stamps.count < Self.maxEntries,
              !ignored.contains(where: { path == $0 || path.hasPrefix($0 + "/") })
        else { return }
        var info = stat()
        guard lstat(path, &info) == 0 else { return }  // missing: absent from the snapshot
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        // A link is stamped by its target, so editing the target counts; a broken link by the link itself.
        if isLink { _ = stat(path, &info) }
        let isFolder = info.st_mode & S_IFMT == S_IFDIR
        // A folder counts by its identity only: its own times change with every entry created in it, hidden or
        // not, while the entries that matter are stamped themselves.
        stamps[path] = isFolder
            ? Stamp(inode: UInt64(info.st_ino), size: 0, modifiedSeconds: 0, modifiedNanoseconds: 0)
            : Stamp(inode: UInt64(info.st_ino), size: Int64(info.st_size),
                    modifiedSeconds: info.st_mtim.tv_sec, modifiedNanoseconds: info.st_mtim.tv_nsec)
        // Folders reached through a link are entered only when named directly: links can form loops.
        guard isFolder, !isLink || isTopLevel,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return }
        // Hidden entries (.git, editor swap files, a build's `.site.building-…` staging folder) are skipped:
        // the server never serves dotfiles, so they are not part of a site.
        for name in names.sorted() where !name.hasPrefix(".") {
            visit(path + "/" + name, isTopLevel: false, ignored: ignored, into: &stamps)
        }
    }
}
