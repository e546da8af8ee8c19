import Foundation

/// Builds into a temporary folder beside the output and swaps it in at the end (R-SAFE): a failed
/// build leaves the previous site untouched, and a folder PlotSite did not build is never replaced.
struct OutputFolder {
    /// Written into every site PlotSite builds; its presence makes a folder safe to replace.
    static let markerName = ".plotsite-site"

    let destination: URL
    let staging: URL

    /// Checks the destination and creates an empty staging folder next to it.
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
            let isOurs = fileManager.fileExists(atPath: destination.appendingPathComponent(OutputFolder.markerName).path)
            if !contents.isEmpty && !isOurs {
                throw SiteBuildError("refusing to replace \(destination.path): it is not empty and was not built by plotsite "
                                     + "(no \(OutputFolder.markerName) inside). Choose another --out folder, or empty it first.")
            }
        }
        let parent = destination.deletingLastPathComponent()
        guard destination.path != "/", destination.lastPathComponent != "..", !destination.lastPathComponent.isEmpty else {
            throw SiteBuildError("refusing to build into \(destination.path)")
        }
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        staging = parent.appendingPathComponent(".\(destination.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        try Data("Built by plotsite. This folder may be replaced by the next build.\n".utf8)
            .write(to: staging.appendingPathComponent(OutputFolder.markerName))
    }

    /// Writes `data` at `path` below the staging folder, creating folders on the way.
    /// `path` must be relative and may not leave the folder.
    func write(_ data: Data, to path: String) throws {
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw SiteBuildError("refusing to write outside the output folder: \(path)")
        }
        let url = staging.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Replaces the destination with the staged site.
    func commit() throws {
        let fileManager = FileManager.default
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
    }

    /// Removes the staging folder after a failure.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}

/// A build failed; the message says why and, from the runner, in which step.
public struct SiteBuildError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
