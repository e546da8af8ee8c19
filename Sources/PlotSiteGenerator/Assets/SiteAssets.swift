import Foundation

/// The theme's assets as the site serves them (docs/architecture.md#delivery): JS and CSS compacted, and every
/// name carrying a fingerprint of the file's contents (`js/graph/graph-view.3f9a2c1e.js`), so that a
/// host may let browsers cache them forever. The imports between modules and the `url()`s of the
/// stylesheets are rewritten to the fingerprinted names; a file's fingerprint covers the names it
/// refers to, so changing one module renames every module that imports it, up to the pages.
struct SiteAssets: Sendable {
    /// Asset path in the theme (`js/graph/graph-view.js`) → path in the site.
    let sitePaths: [String: String]
    /// Path in the site → contents.
    let files: [String: Data]

    /// Files that must keep their names: a service worker's address is its identity (a renamed
    /// worker is a second worker, and its scope is the folder it is served from).
    static let stableNames: Set<String> = ["service-worker.js"]

    /// Hex digits of the SHA-256 in a fingerprinted name: 32 bits, enough to tell a site's versions apart.
    static let fingerprintLength = 8

    /// Assets prepared before (read back from ``AssetCache``).
    init(sitePaths: [String: String], files: [String: Data]) {
        self.sitePaths = sitePaths
        self.files = files
    }

    /// - Parameter compacts: false keeps the JS and CSS readable (`plotsite serve --readable`); the
    ///   names are fingerprinted either way, so a browser never mixes a cached file with a new one.
    init(theme assets: [String: Data], compacts: Bool) throws {
        var texts: [String: String] = [:]
        var references: [String: [String]] = [:]
        for (path, data) in assets {
            guard let kind = AssetReferences.Kind(path: path) else { continue }
            var text = String(decoding: data, as: UTF8.self)
            if compacts {
                switch kind {
                case .script:
                    text = try JSCompactor.compact(text, file: path)
                    // The boot script's bundle is in every first visit: its modules' local names are shortened too.
                    if path == SitePaths.plotBoot { text = try JSLocalNames.shortened(text, file: path) }
                case .stylesheet: text = try CSSCompactor.compact(text, file: path)
                }
            }
            texts[path] = text
            references[path] = try AssetReferences.targets(in: text, of: path, kind: kind).filter { assets[$0] != nil && $0 != path }
        }

        var sitePaths: [String: String] = [:]
        var files: [String: Data] = [:]
        func publish(_ path: String, _ data: Data, fingerprint: String) {
            let sitePath = Self.stableNames.contains(path) ? path : Self.fingerprinted(path, fingerprint)
            sitePaths[path] = sitePath
            files[sitePath] = data
        }
        for (path, data) in assets where texts[path] == nil {
            publish(path, data, fingerprint: SHA256.hex(data))
        }
        // Dependencies first, so that a file's references are renamed before it is hashed; files
        // that import each other (a cycle) share one fingerprint, taken over all of them.
        let graph = references.mapValues { $0.filter { texts[$0] != nil } }
        for group in StronglyConnected.components(of: graph.keys.sorted(), edges: { graph[$0] ?? [] }) {
            let members = Set(group)
            func rewritten(_ path: String, _ names: [String: String]) throws -> String {
                try AssetReferences.rewrite(texts[path]!, of: path, kind: AssetReferences.Kind(path: path)!) { target in
                    members.contains(target) ? names[target] : sitePaths[target]
                }
            }
            // References out of the group are final now; the group's own are not yet known.
            var outward: [String: String] = [:]
            for path in group { outward[path] = try rewritten(path, [:]) }
            let combined = group.sorted().map { "\($0)\u{0}\(outward[$0]!)\u{0}" }.joined()
            let fingerprint = SHA256.hex(Data(combined.utf8))
            var names: [String: String] = [:]
            for path in group { names[path] = Self.stableNames.contains(path) ? path : Self.fingerprinted(path, fingerprint) }
            for path in group {
                let text = group.count == 1 ? outward[path]! : try rewritten(path, names)
                publish(path, Data(text.utf8), fingerprint: fingerprint)
            }
        }
        self.sitePaths = sitePaths
        self.files = files
    }

    /// `js/graph/graph-view.js` → `js/graph/graph-view.3f9a2c1e.js`: the fingerprint before the last
    /// extension (or at the end of a name without one), the folders unchanged.
    static func fingerprinted(_ path: String, _ digest: String) -> String {
        let fingerprint = digest.prefix(fingerprintLength)
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[slash...].lastIndex(of: "."), dot != slash else { return "\(path).\(fingerprint)" }
        return "\(path[..<dot]).\(fingerprint)\(path[dot...])"
    }
}
