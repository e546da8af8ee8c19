import Foundation

/// Throwaway folders for tests that write files: every test target makes them here.
public enum TestFolder {
    /// A new empty folder under the temporary directory, named `prefix-UUID`; the caller removes it.
    public static func make(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `data` at `path` inside `folder`, creating the folders between.
    public static func put(_ data: Data, at path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    public static func put(_ text: String, at path: String, in folder: URL) throws {
        try put(Data(text.utf8), at: path, in: folder)
    }

    /// Every entry below `folder` with its contents, links as where they point and folders as `folder`, to
    /// compare a site before and after a build that must not change it.
    public static func snapshot(_ folder: URL) throws -> [String: String] {
        let fileManager = FileManager.default
        var entries: [String: String] = [:]
        for path in try fileManager.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            switch try fileManager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType {
            case .typeSymbolicLink?: entries[path] = "→ " + (try fileManager.destinationOfSymbolicLink(atPath: url.path))
            case .typeDirectory?: entries[path] = "folder"
            default: entries[path] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            }
        }
        return entries
    }
}
