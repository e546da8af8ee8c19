import Foundation
import Synchronization

/// What a build has written so far, added to from every worker thread: each file's path below the site's top, its
/// size and a 64-bit FNV-1a digest of its bytes, taken while they are in memory anyway. The site's version (the
/// service worker's) and the marker's list of files come from here, so nothing written is read back or listed again;
/// and the folders made for them.
final class WrittenFiles: Sendable {
    private struct Entry {
        var bytes: Int
        var digest: UInt64
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let folders = Mutex<Set<String>>([])

    /// Records `data` as the file at `path` (a later write of the same path replaces it).
    func record(_ data: Data, at path: String) {
        let digest = data.withUnsafeBytes { Self.fnv(Self.offsetBasis, $0) }
        entries.withLock { $0[path] = Entry(bytes: data.count, digest: digest) }
    }

    /// Whether the folder at `path` (below the site's top) was made already: each is created once, not at every file.
    func hasFolder(_ path: String) -> Bool { folders.withLock { $0.contains(path) } }

    func recordFolder(_ path: String) { _ = folders.withLock { $0.insert(path) } }

    /// The paths written, the marker's list.
    var paths: Set<String> { entries.withLock { Set($0.keys) } }

    /// Bytes of all files written.
    var byteCount: Int { entries.withLock { $0.values.reduce(0) { $0 + $1.bytes } } }

    /// A digest of every file, paths and contents, in hex: changes whenever the site does. A version, not a defence
    /// against forgery (FNV, since a site's megabytes are hashed at every build).
    var digest: String {
        let sorted = entries.withLock { $0.sorted { $0.key < $1.key } }
        var hash = Self.offsetBasis
        for (path, entry) in sorted {
            hash = Array(path.utf8).withUnsafeBytes { Self.fnv(hash, $0) }
            hash = withUnsafeBytes(of: entry.digest.littleEndian) { Self.fnv(hash, $0) }
        }
        return String(hash, radix: 16)
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func fnv(_ start: UInt64, _ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = start
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
