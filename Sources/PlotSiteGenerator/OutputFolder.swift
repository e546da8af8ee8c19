import Foundation

/// Builds into a temporary folder beside the output and swaps it in at the end (docs/architecture.md#safety): a failed
/// or interrupted build leaves the previous site untouched, a folder PlotSite did not build is never replaced, and
/// the files someone else put into the previous site are carried into the new one. An output that is a
/// link is taken for the folder it points to: that folder is replaced, and the link stays a link.
struct OutputFolder {
    /// The folder replaced: the output as given, or where it leads when it is a link.
    let destination: URL
    let staging: URL
    /// Stops writes and the swap once cancelled; nil for a build that cannot be cancelled.
    private let cancellation: BuildCancellation?
    /// The files written and copied so far (the marker left out), and the folders made for them, from any thread.
    private let written = WrittenFiles()

    /// Checks the destination and creates a staging folder next to it, holding only the site's marker.
    init(destination: URL, cancellation: BuildCancellation? = nil) throws {
        let fileManager = FileManager.default
        let destination = try Self.followingLinks(destination)
        self.destination = destination
        self.cancellation = cancellation
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
        staging = try Self.unusedSibling(of: destination, role: "building")
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        // Written now so that nothing else can take its name; `commit()` fills in the list of files.
        try Data(SiteMarker(writtenFiles: []).text.utf8).write(to: staging.appendingPathComponent(SiteMarker.fileName))
    }

    /// Writes `data` at `path` below the staging folder, creating folders on the way.
    /// `path` must be relative and may not leave the folder.
    func write(_ data: Data, to path: String) throws {
        try cancellation?.check()
        let url = try stagingURL(path)
        try makeFolder(of: url, path)
        try data.write(to: url)
        written.record(data, at: path)
    }

    /// Copies the file at `file` to `path` below the staging folder, as ``write(_:to:)`` does.
    func copy(_ file: URL, to path: String) throws {
        try cancellation?.check()
        let url = try stagingURL(path)
        try makeFolder(of: url, path)
        try FileManager.default.copyItem(at: file, to: url)
        written.record(try Data(contentsOf: url), at: path)
    }

    /// Creates the folder `url` (the staging URL of `path`) is in, unless this build made it already.
    private func makeFolder(of url: URL, _ path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        guard !written.hasFolder(folder) else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        written.recordFolder(folder)
    }

    /// Throws once the build is cancelled.
    func checkNotCancelled() throws {
        try cancellation?.check()
    }

    /// Bytes of the files written and copied so far.
    var byteCount: Int { written.byteCount }

    private func stagingURL(_ path: String) throws -> URL {
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw SiteBuildError("refusing to write outside the output folder: \(path)")
        }
        return staging.appendingPathComponent(path)
    }

    /// Every file written so far, as paths below the site's top, the marker left out.
    func writtenFiles() -> Set<String> { written.paths }

    /// A digest of every file written so far, paths and contents, in hex (``WrittenFiles/digest``): changes
    /// whenever the site does.
    func digest() -> String { written.digest }

    /// Records the files written in the marker, carries into the staged site the files of the previous
    /// one that PlotSite did not write, and replaces the destination with it. Returns the paths carried.
    func commit() throws -> [String] {
        let fileManager = FileManager.default
        try cancellation?.check()
        try Data(SiteMarker(writtenFiles: writtenFiles()).text.utf8).write(to: staging.appendingPathComponent(SiteMarker.fileName))
        var kept: [String] = []
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
            // No marker: the folder was empty when the build began, so whatever is in it now is someone else's.
            let marker = SiteMarker.read(inSite: destination) ?? SiteMarker(writtenFiles: [])
            kept = try PreviousSite(folder: destination, marker: marker).carry(into: staging)
        }
        // Carrying a large .git takes a moment: a Ctrl-C meanwhile still stops the build. The swap below is never cut short.
        try cancellation?.check()
        let old = try Self.unusedSibling(of: destination, role: "old")
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

    /// A name beside `destination` that nothing has yet (`.site.building-4242-1234567`): the build creates its
    /// staging folder there, and moves the previous site there before removing it, so a folder someone else
    /// gave a similar name is never touched.
    private static func unusedSibling(of destination: URL, role: String) throws -> URL {
        let parent = destination.deletingLastPathComponent(), process = ProcessInfo.processInfo.processIdentifier
        for _ in 0..<100 {
            let candidate = parent.appendingPathComponent(".\(destination.lastPathComponent).\(role)-\(process)-\(UInt32.random(in: 0...UInt32.max))")
            if (try? FileManager.default.attributesOfItem(atPath: candidate.path)) == nil { return candidate }
        }
        throw SiteBuildError("cannot find a free name beside \(destination.path)")
    }

    /// The output with the links at its end followed (`site` → `/srv/www/plots`), however many; unchanged when
    /// it is no link. A link may lead to a folder that does not exist yet: it is built there.
    static func followingLinks(_ output: URL) throws -> URL {
        var url = output.standardizedFileURL
        for _ in 0..<32 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { return url }
            // A relative target counts from the link's real folder, as the system reads it.
            var folder = url.deletingLastPathComponent()
            if let real = realpath(folder.path, nil) {
                folder = URL(fileURLWithPath: String(cString: real), isDirectory: true)
                free(real)
            }
            url = URL(fileURLWithPath: target, relativeTo: folder).standardizedFileURL
        }
        throw SiteBuildError("\(output.path) is a link that leads through more than 32 links (a loop?)")
    }

    /// Removes the staging folder after a failure.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}
