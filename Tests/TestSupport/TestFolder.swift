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
}
