import Foundation

/// How ``AssetCache`` writes ``PreparedAssets`` to a file, and reads it back: a header naming the format and the
/// entry's key, then the module imports, the modules each bundle holds, the site paths and the files, each text or file as its length in bytes,
/// a colon and the bytes (so any name and any contents round-trip). Reading checks every length against what is
/// left: a cut or foreign file reads as nil, never as assets.
enum AssetCacheFile {
    /// Bumped whenever what is written changes.
    static let format = 2

    private static func header(key: String) -> [UInt8] { Array("plotsite assets \(format)\n\(key)\n".utf8) }

    static func written(_ prepared: PreparedAssets, key: String) -> Data {
        var bytes = header(key: key)
        func count(_ n: Int) { bytes += Array("\(n);".utf8) }
        func chunk(_ chunk: some Collection<UInt8>) {
            bytes += Array("\(chunk.count):".utf8)
            bytes += chunk
        }
        // A module and what it imports; a bundle and the modules it holds (Reader.listsByText reads them back).
        for lists in [prepared.moduleImports.importsByModule, prepared.moduleImports.heldByBundle] {
            count(lists.count)
            for (key, list) in lists.sorted(by: { $0.key < $1.key }) {
                chunk(Array(key.utf8))
                count(list.count)
                for item in list { chunk(Array(item.utf8)) }
            }
        }
        let sitePaths = prepared.assets.sitePaths
        count(sitePaths.count)
        for (path, sitePath) in sitePaths.sorted(by: { $0.key < $1.key }) {
            chunk(Array(path.utf8))
            chunk(Array(sitePath.utf8))
        }
        let files = prepared.assets.files
        count(files.count)
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            chunk(Array(path.utf8))
            chunk(data)
        }
        return Data(bytes)
    }

    /// The assets in `data` when it is a whole file of this format for `key`, else nil.
    static func read(_ data: Data, key: String) -> PreparedAssets? {
        var reader = Reader(bytes: [UInt8](data))
        guard reader.take(header(key: key)) else { return nil }
        guard let imports = reader.listsByText(), let held = reader.listsByText() else { return nil }
        var sitePaths: [String: String] = [:]
        guard let pathCount = reader.count() else { return nil }
        for _ in 0..<pathCount {
            guard let path = reader.text(), let sitePath = reader.text() else { return nil }
            sitePaths[path] = sitePath
        }
        var files: [String: Data] = [:]
        guard let fileCount = reader.count() else { return nil }
        for _ in 0..<fileCount {
            guard let path = reader.text(), let contents = reader.chunk() else { return nil }
            files[path] = Data(contents)
        }
        guard reader.isAtEnd else { return nil }
        return PreparedAssets(moduleImports: ModuleImports(importsByModule: imports, heldByBundle: held),
                              assets: SiteAssets(sitePaths: sitePaths, files: files))
    }

    /// A cursor over the file's bytes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        /// Whether the bytes go on with `expected` (then passed).
        mutating func take(_ expected: [UInt8]) -> Bool {
            guard bytes.count - position >= expected.count, bytes[position..<position + expected.count].elementsEqual(expected) else {
                return false
            }
            position += expected.count
            return true
        }

        /// Decimal digits ended by `end`, as a count no larger than what is left of the file (each item takes a byte).
        mutating func number(endedBy end: UInt8) -> Int? {
            var value = 0
            var digits = 0
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39, digits < 12 {
                value = value * 10 + Int(bytes[position] - 0x30)
                position += 1
                digits += 1
            }
            guard digits > 0, position < bytes.count, bytes[position] == end, value <= bytes.count - position else { return nil }
            position += 1
            return value
        }

        mutating func count() -> Int? { number(endedBy: UInt8(ascii: ";")) }

        mutating func chunk() -> ArraySlice<UInt8>? {
            guard let length = number(endedBy: UInt8(ascii: ":")), bytes.count - position >= length else { return nil }
            defer { position += length }
            return bytes[position..<position + length]
        }

        mutating func text() -> String? {
            chunk().flatMap { String(bytes: $0, encoding: .utf8) }
        }

        /// A count of entries, each a text and a counted list of texts (a module and what it imports; a bundle and
        /// the modules it holds).
        mutating func listsByText() -> [String: [String]]? {
            var lists: [String: [String]] = [:]
            guard let entries = count() else { return nil }
            for _ in 0..<entries {
                guard let key = text(), let length = count() else { return nil }
                var list: [String] = []
                for _ in 0..<length {
                    guard let item = text() else { return nil }
                    list.append(item)
                }
                lists[key] = list
            }
            return lists
        }
    }
}
