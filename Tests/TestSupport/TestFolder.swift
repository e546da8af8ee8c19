import Foundation

/// Throwaway folders for tests that build sites on disk.
enum TestFolder {
    /// A new empty folder under the temporary directory; the caller removes it.
    static func make(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `data` at `path` inside `folder`, creating the folders between.
    static func put(_ data: Data, at path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    static func put(_ text: String, at path: String, in folder: URL) throws {
        try put(Data(text.utf8), at: path, in: folder)
    }
}
