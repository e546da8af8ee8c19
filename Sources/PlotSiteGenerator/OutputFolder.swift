import Foundation

/// Builds into a temporary folder beside the output and swaps it in at the end (docs/architecture.md#safety): a failed
/// build leaves the previous site untouched, a folder PlotSite did not build is never replaced, and
/// the files someone else put into the previous site are carried into the new one.
struct OutputFolder {
    let destination: URL
    let staging: URL
    /// Bytes of the files written and copied so far (the marker left out), from any thread.
    private let written = ByteCounter()

    /// Checks the destination and creates a staging folder next to it, holding only the site's marker.
    init(destination: URL) throws {
        let fileManager = FileManager.default
        let destination = destination.standardizedFileURL
        self.destination = destination
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SiteBuildError("output \(destination.path) is a file, not a folder")
            }
            let contents = try fileManager.contentsOfDirectory(atPath: destination.path)
            if !contents.isEmpty && SiteMarker.read(inSite: destination) == nil {
                throw SiteBuildError("refusing to replace \(destination.path): it is not empty and was not built by plotsite "
                                     + "(no \(SiteMarker.fileName) inside). Choose another --out folder, or empty it first.")
            }
        }
        let parent = destination.deletingLastPathComponent()
        guard destination.path != "/", destination.lastPathComponent != "..", !destination.lastPathComponent.isEmpty else {
            throw SiteBuildError("refusing to build into \(destination.path)")
        }
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        staging = parent.appendingPathComponent(".\(destination.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        // Written now so that nothing else can take its name; `commit()` fills in the list of files.
        try Data(SiteMarker(writtenFiles: []).text.utf8).write(to: staging.appendingPathComponent(SiteMarker.fileName))
    }

    /// Writes `data` at `path` below the staging folder, creating folders on the way.
    /// `path` must be relative and may not leave the folder.
    func write(_ data: Data, to path: String) throws {
        try FileManager.default.createDirectory(at: try stagingURL(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: try stagingURL(path))
        written.add(data.count)
    }

    /// Copies the file at `file` to `path` below the staging folder, as ``write(_:to:)`` does.
    func copy(_ file: URL, to path: String) throws {
        let url = try stagingURL(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: file, to: url)
        written.add((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int ?? 0)
    }

    /// Bytes of the files written and copied so far.
    var byteCount: Int { written.total }

    private func stagingURL(_ path: String) throws -> URL {
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw SiteBuildError("refusing to write outside the output folder: \(path)")
        }
        return staging.appendingPathComponent(path)
    }

    /// Every file written so far, as paths below the site's top, the marker left out.
    func writtenFiles() throws -> Set<String> {
        var files: Set<String> = []
        guard let walker = FileManager.default.enumerator(atPath: staging.path) else {
            throw SiteBuildError("cannot read \(staging.path)")
        }
        while let path = walker.nextObject() as? String {
            let type = try FileManager.default.attributesOfItem(atPath: staging.appendingPathComponent(path).path)[.type]
            if type as? FileAttributeType != .typeDirectory && path != SiteMarker.fileName { files.insert(path) }
        }
        return files
    }

    /// A 64-bit FNV-1a digest of every file written so far, paths and contents, in hex: changes
    /// whenever the site does. A version, not a defence against forgery; FNV because a debug build
    /// hashes the whole site in milliseconds with it (SHA-256 took a third of the build).
    func digest() throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        for path in try writtenFiles().sorted() {
            mix(path.utf8)
            mix([0])
            mix(try Data(contentsOf: try stagingURL(path)))
            mix([0])
        }
        return String(hash, radix: 16)
    }

    /// Records the files written in the marker, carries into the staged site the files of the previous
    /// one that PlotSite did not write, and replaces the destination with it. Returns the paths carried.
    func commit() throws -> [String] {
        let fileManager = FileManager.default
        try Data(SiteMarker(writtenFiles: try writtenFiles()).text.utf8).write(to: staging.appendingPathComponent(SiteMarker.fileName))
        var kept: [String] = []
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
            // No marker: the folder was empty when the build began, so whatever is in it now is someone else's.
            let marker = SiteMarker.read(inSite: destination) ?? SiteMarker(writtenFiles: [])
            kept = try PreviousSite(folder: destination, marker: marker).carry(into: staging)
        }
        let parent = destination.deletingLastPathComponent()
        let old = parent.appendingPathComponent(".\(destination.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: old)
        let hadPrevious = fileManager.fileExists(atPath: destination.path)
        if hadPrevious { try fileManager.moveItem(at: destination, to: old) }
        do {
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            if hadPrevious { try? fileManager.moveItem(at: old, to: destination) }
            throw error
        }
        if hadPrevious { try? fileManager.removeItem(at: old) }
        return kept
    }

    /// Removes the staging folder after a failure.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}
