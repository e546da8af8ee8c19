import Foundation
import Synchronization

/// Keeps ``PreparedAssets`` between builds (docs/architecture.md#delivery): in memory for the builds of one process
/// (`plotsite serve` rebuilding on every save), and in files for the builds of later processes, so that only the
/// first build of a theme, language and compaction pays for bundling, compacting and fingerprinting.
///
/// An entry's name is a SHA-256 of everything the preparation depends on: the theme's files after the language is
/// chosen, whether it compacts, and the running program (its path, size and modification time — a rebuilt plotsite
/// compacts anew). The files live in `$PLOTSITE_CACHE` when set (`off` keeps none), else `$XDG_CACHE_HOME/plotsite`
/// or `~/.cache/plotsite`; the newest eight are kept. A file that is missing, unreadable or not what this program
/// wrote is ignored (the assets are prepared again), and a folder that cannot be written keeps nothing: the cache
/// only ever saves time.
enum AssetCache {
    /// The assets for `languageAssets`: kept ones when there are, else prepared now (and kept).
    static func prepared(languageAssets: [String: Data], compacts: Bool) throws -> PreparedAssets {
        let key = self.key(languageAssets: languageAssets, compacts: compacts)
        if let kept = memory.withLock({ $0[key] }) { return kept }
        let file = folder?.appendingPathComponent("assets-\(key).cache")
        if let file, let data = try? Data(contentsOf: file), let kept = AssetCacheFile.read(data, key: key) {
            remember(kept, key: key)
            return kept
        }
        let prepared = try PreparedAssets(languageAssets: languageAssets, compacts: compacts)
        remember(prepared, key: key)
        if let file { store(AssetCacheFile.written(prepared, key: key), at: file) }
        return prepared
    }

    /// The entries of this process, by key: a few, since a process builds one theme in one or two languages.
    private static let memory = Mutex<[String: PreparedAssets]>([:])
    private static let kept = 8

    private static func remember(_ prepared: PreparedAssets, key: String) {
        memory.withLock { entries in
            if entries.count >= kept { entries.removeAll() }
            entries[key] = prepared
        }
    }

    /// The cache's folder, or nil when none is to be kept.
    static var folder: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["PLOTSITE_CACHE"] {
            return chosen.isEmpty || chosen == "off" ? nil : URL(fileURLWithPath: chosen)
        }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("plotsite")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/plotsite")
    }

    /// A SHA-256 over what the prepared assets depend on, in hex.
    static func key(languageAssets: [String: Data], compacts: Bool) -> String {
        var hasher = SHA256()
        hasher.update(Array("plotsite assets \(AssetCacheFile.format)\u{0}\(compacts)\u{0}\(programIdentity)\u{0}".utf8))
        for path in languageAssets.keys.sorted() {
            let data = languageAssets[path]!
            hasher.update(Array("\(path)\u{0}\(data.count)\u{0}".utf8))
            hasher.update(data)
        }
        return hasher.finish().map { String(format: "%02x", $0) }.joined()
    }

    /// The running program's path, size and modification time: a new build of plotsite may compact differently.
    private static let programIdentity: String = {
        guard let path = Bundle.main.executablePath ?? CommandLine.arguments.first,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown program" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path)\u{0}\(size)\u{0}\(modified)"
    }()

    /// Writes `data` to `file` whole or not at all (a temporary file renamed), then removes all but the newest entries.
    private static func store(_ data: Data, at file: URL) {
        let folder = file.deletingLastPathComponent()
        let fileManager = FileManager.default
        guard (try? fileManager.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)")
        // rename(2) replaces an entry another build wrote meanwhile, in one step.
        guard (try? data.write(to: temporary)) != nil, rename(temporary.path, file.path) == 0 else {
            try? fileManager.removeItem(at: temporary)
            return
        }
        let entries = ((try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
            .filter { $0.lastPathComponent.hasPrefix("assets-") && $0.pathExtension == "cache" }
        let byAge = entries.sorted {
            let dates = [$0, $1].map { (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast }
            return dates[0] > dates[1]
        }
        for old in byAge.dropFirst(kept) { try? fileManager.removeItem(at: old) }
    }
}
