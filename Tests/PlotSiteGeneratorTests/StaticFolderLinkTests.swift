import Foundation
import Testing
@testable import PlotSiteGenerator
import TestSupport

/// docs/command-line.md#the-static-folder: a link in `static/` is published as what it points to when that is inside
/// `static/`, and refused by name when it leads out; a named pipe, socket or device is skipped with a warning.
@Suite struct StaticFolderLinkTests {
    private let fileManager = FileManager.default

    /// A throwaway folder holding `static/` (with `handout.pdf` and `docs/guide.txt`) and, beside it,
    /// `secret.txt` and `outside/`, which must never be published.
    private func makeFolder() throws -> (folder: URL, statics: URL, site: URL) {
        let folder = try TestFolder.make("plotsite-static-links")
        let statics = folder.appendingPathComponent("static")
        try TestFolder.put("%PDF-1.4 handout", at: "handout.pdf", in: statics)
        try TestFolder.put("read me", at: "docs/guide.txt", in: statics)
        try TestFolder.put("password=hunter2", at: "secret.txt", in: folder)
        try TestFolder.put("private", at: "outside/notes.txt", in: folder)
        return (folder, statics, folder.appendingPathComponent("site"))
    }

    private func build(into site: URL, static statics: URL) throws -> BuildSummary {
        let manifest = try TestManifest.read("sin(x) | slug=\"sine\"\n", .plainList)
        return try SiteBuilder(manifest: manifest, theme: .embedded(), output: site, staticFolder: StaticFolder(url: statics)).build()
    }

    private func link(_ path: String, to destination: String, in folder: URL) throws {
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    private func kind(_ path: String, in site: URL) throws -> FileAttributeType? {
        try fileManager.attributesOfItem(atPath: site.appendingPathComponent(path).path)[.type] as? FileAttributeType
    }

    @Test func aLinkToAFileOrFolderInsideStaticIsCopiedAsWhatItPointsTo() throws {
        let (folder, statics, site) = try makeFolder()
        defer { try? fileManager.removeItem(at: folder) }
        try link("latest.pdf", to: "handout.pdf", in: statics)
        try link("manual", to: "docs", in: statics)
        try link("docs/handout.pdf", to: "../handout.pdf", in: statics)
        try link("by-path.pdf", to: statics.appendingPathComponent("handout.pdf").path, in: statics)
        try link("again.pdf", to: "latest.pdf", in: statics)  // a link to a link

        let summary = try build(into: site, static: statics)
        #expect(summary.warnings.isEmpty)
        for path in ["latest.pdf", "docs/handout.pdf", "manual/handout.pdf", "by-path.pdf", "again.pdf"] {
            #expect(try kind(path, in: site) == .typeRegular, "\(path): a file, not a link, works on any host")
            #expect(try TestBuild.text(path, in: site) == "%PDF-1.4 handout", "\(path)")
        }
        #expect(try kind("manual", in: site) == .typeDirectory)
        #expect(try TestBuild.text("manual/guide.txt", in: site) == "read me")
    }

    @Test(arguments: [
        ("secret.txt", "../secret.txt"),
        ("outside", "../outside"),
        ("docs/up", "../../outside/notes.txt"),
        ("a-hop", "docs/hop"),  // to a link inside static/ that leads out
    ])
    func aLinkOutOfStaticIsAnErrorNamingItAndNothingIsWritten(path: String, destination: String) throws {
        let (folder, statics, site) = try makeFolder()
        defer { try? fileManager.removeItem(at: folder) }
        if destination == "docs/hop" { try link("docs/hop", to: "../../secret.txt", in: statics) }
        try link(path, to: destination, in: statics)

        let error = #expect(throws: SiteBuildError.self) { try build(into: site, static: statics) }
        let message = error?.description ?? ""
        #expect(message.contains("\(statics.path)/\(path) is a link to \(destination), outside \(statics.path) (it leads to "),
                "\(message)")
        #expect(message.contains("plotsite publishes only what is inside it"), "\(message)")
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path).sorted() == ["outside", "secret.txt", "static"],
                "no site and no staging folder")
    }

    @Test func aLinkToAnAbsolutePathOutsideIsRefusedWithWhereItLeads() throws {
        let (folder, statics, site) = try makeFolder()
        defer { try? fileManager.removeItem(at: folder) }
        try link("hostname", to: "/etc/passwd", in: statics)
        let error = #expect(throws: SiteBuildError.self) { try build(into: site, static: statics) }
        #expect(error?.description.contains("\(statics.path)/hostname is a link to /etc/passwd, outside \(statics.path): plotsite "
                                            + "publishes only what is inside it. Copy what belongs in the site into \(statics.path), "
                                            + "or remove the link") == true, "\(String(describing: error))")
        #expect(!fileManager.fileExists(atPath: site.path))
    }

    @Test func aLinkToAFolderThatHoldsItIsALoopNamedAsSuch() throws {
        let (folder, statics, site) = try makeFolder()
        defer { try? fileManager.removeItem(at: folder) }
        try link("docs/again", to: "..", in: statics)
        let error = #expect(throws: SiteBuildError.self) { try build(into: site, static: statics) }
        #expect(error?.description.contains("\(statics.path)/docs/again is a link to .., a folder that holds the link itself: a loop") == true,
                "\(String(describing: error))")
    }

    @Test func aNamedPipeOrSocketIsSkippedWithAWarningAndTheBuildGoesOn() throws {
        let (folder, statics, site) = try makeFolder()
        defer { try? fileManager.removeItem(at: folder) }
        #expect(mkfifo(statics.appendingPathComponent("pipe").path, 0o644) == 0)
        let socket = try Self.listeningSocket(at: statics.appendingPathComponent("docs/socket"))
        defer { close(socket) }
        try link("to-pipe", to: "pipe", in: statics)

        // Reading the pipe would wait for a writer for ever; it is not opened at all.
        let summary = try build(into: site, static: statics)
        #expect(summary.warnings == [
            "\(statics.path)/docs/socket is a socket, not a file or folder: skipped",
            "\(statics.path)/pipe is a named pipe, not a file or folder: skipped",
            "\(statics.path)/to-pipe is a named pipe, not a file or folder: skipped",
        ])
        #expect(try TestBuild.text("handout.pdf", in: site) == "%PDF-1.4 handout")
        #expect(try TestBuild.text("docs/guide.txt", in: site) == "read me")
        for path in ["pipe", "to-pipe", "docs/socket"] {
            #expect(!fileManager.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
        }
    }

    /// A Unix-domain socket bound at `url`, as a running program leaves one.
    private static func listeningSocket(at url: URL) throws -> Int32 {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(url.path.utf8CString)
        try #require(path.count <= MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.map { UInt8(bitPattern: $0) })
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        return descriptor
    }
}
