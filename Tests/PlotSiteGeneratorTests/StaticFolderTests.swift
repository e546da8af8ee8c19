import Foundation
import Testing
@testable import PlotSiteGenerator
import TestSupport

/// docs/architecture.md#safety: a `static/` folder beside the manifest is copied into the site as it is; a name there that
/// the build writes itself is an error naming both, and nothing is written.
@Suite struct StaticFolderTests {
    private let fileManager = FileManager.default

    private func build(into site: URL, static folder: URL?) throws -> BuildSummary {
        let manifest = try TestManifest.read("sin(x) | slug=\"sine\"\n", .plainList)
        return try SiteBuilder(manifest: manifest, theme: .embedded(), output: site, staticFolder: folder.map(StaticFolder.init)).build()
    }

    @Test func staticFilesAreCopiedAsTheyAreHiddenOnesIncluded() throws {
        let folder = try TestFolder.make("plotsite-static")
        defer { try? fileManager.removeItem(at: folder) }
        let statics = folder.appendingPathComponent("static"), site = folder.appendingPathComponent("site")
        let pdf = Data([0x25, 0x50, 0x44, 0x46, 0x00, 0xFF, 0x0A])
        try TestFolder.put(Data("plots.example.edu\n".utf8), at: "CNAME", in: statics)
        try TestFolder.put(Data(), at: ".nojekyll", in: statics)
        try TestFolder.put(Data("Contact: mailto:a@example.edu\n".utf8), at: ".well-known/security.txt", in: statics)
        try TestFolder.put(pdf, at: "handouts/week 1.pdf", in: statics)

        var lines: [String] = []
        let summary = try SiteBuilder(manifest: try ManifestReader.parse("sin(x) | slug=\"sine\"\n", file: "plots.txt", format: .plainList),
                                      theme: .embedded(), output: site, staticFolder: StaticFolder(url: statics)).build { lines.append($0) }
        #expect(lines.contains("[8/9] Copying the files of \(statics.path)"))
        #expect(try Data(contentsOf: site.appendingPathComponent("CNAME")) == Data("plots.example.edu\n".utf8))
        #expect(try Data(contentsOf: site.appendingPathComponent(".nojekyll")).isEmpty)
        #expect(try Data(contentsOf: site.appendingPathComponent(".well-known/security.txt")) == Data("Contact: mailto:a@example.edu\n".utf8))
        #expect(try Data(contentsOf: site.appendingPathComponent("handouts/week 1.pdf")) == pdf)
        #expect(summary.keptFromPreviousSite.isEmpty)
        // Copies of static/ are the build's own: removed from static/, they leave the site with the next build.
        #expect(SiteMarker.read(inSite: site)?.writtenFiles?.isSuperset(of: ["CNAME", ".nojekyll", "handouts/week 1.pdf"]) == true)
        try fileManager.removeItem(at: statics.appendingPathComponent("handouts"))
        #expect(try build(into: site, static: statics).keptFromPreviousSite.isEmpty)
        #expect(!fileManager.fileExists(atPath: site.appendingPathComponent("handouts").path))
        #expect(fileManager.fileExists(atPath: site.appendingPathComponent("CNAME").path))
    }

    @Test func aStaticFileNamedLikeAGeneratedOneIsAnErrorNamingBothAndNothingIsWritten() throws {
        let folder = try TestFolder.make("plotsite-static")
        defer { try? fileManager.removeItem(at: folder) }
        let statics = folder.appendingPathComponent("static"), site = folder.appendingPathComponent("site")
        try TestFolder.put(Data("<p>mine</p>".utf8), at: "plots/sine.html", in: statics)
        try TestFolder.put(Data("self.x = 1".utf8), at: "Service-Worker.js", in: statics)
        try TestFolder.put(Data("robots".utf8), at: "robots.txt", in: statics)

        let first = #expect(throws: SiteBuildError.self) { try build(into: site, static: statics) }
        let message = first?.description ?? ""
        #expect(message.contains("\(statics.path)/plots/sine.html would replace plots/sine.html, which plotsite writes"), "\(message)")
        #expect(message.contains("\(statics.path)/Service-Worker.js would replace service-worker.js, which plotsite writes"), "\(message)")
        #expect(message.contains("nothing was written"))
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path) == ["static"], "no site and no staging folder")

        // With a previous site, that site stays exactly as it was.
        try fileManager.removeItem(at: statics)
        _ = try build(into: site, static: nil)
        let index = try Data(contentsOf: site.appendingPathComponent("index.html"))
        try TestFolder.put(Data("<p>mine</p>".utf8), at: "index.html", in: statics)
        #expect(throws: SiteBuildError.self) { try build(into: site, static: statics) }
        #expect(try Data(contentsOf: site.appendingPathComponent("index.html")) == index)
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path).sorted() == ["site", "static"])
    }

    @Test func collisionsAreFoundWithoutCaseAndAcrossFilesAndFolders() {
        let generated = ["index.html", "plots/sine.html", "css/site.css", ".plotsite-site"]
        let collisions = StaticFolder.collisions(["INDEX.HTML", "plots", "index.html/extra.txt", "css/print.css", "CNAME", ".plotsite-site"],
                                                 generated: generated)
        #expect(collisions.map(\.staticPath) == [".plotsite-site", "INDEX.HTML", "index.html/extra.txt", "plots"])
        #expect(collisions.map(\.generatedPath) == [".plotsite-site", "index.html", "index.html", "plots/sine.html"])
    }

    @Test func aStaticFolderIsFoundBesideTheManifestOnly() throws {
        let folder = try TestFolder.make("plotsite-static")
        defer { try? fileManager.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("gallery.json")
        #expect(StaticFolder.beside(manifest: manifest) == nil)
        try fileManager.createDirectory(at: folder.appendingPathComponent("static"), withIntermediateDirectories: false)
        #expect(StaticFolder.beside(manifest: manifest)?.url == folder.appendingPathComponent("static").standardizedFileURL)
    }

    @Test func aFileInBothTheSiteAndStaticIsKeptOnceWhenTheSameAndAnErrorWhenNot() throws {
        let folder = try TestFolder.make("plotsite-static")
        defer { try? fileManager.removeItem(at: folder) }
        let statics = folder.appendingPathComponent("static"), site = folder.appendingPathComponent("site")
        try fileManager.createDirectory(at: statics, withIntermediateDirectories: true)
        _ = try build(into: site, static: statics)
        try TestFolder.put(Data("plots.example.edu\n".utf8), at: "CNAME", in: site)
        try TestFolder.put(Data("plots.example.edu\n".utf8), at: "CNAME", in: statics)
        #expect(try build(into: site, static: statics).keptFromPreviousSite.isEmpty, "the same file, now the build's own")

        // Someone's own copy in the site that differs from static/: neither is dropped silently.
        let other = folder.appendingPathComponent("other-site")
        _ = try build(into: other, static: nil)
        try TestFolder.put(Data("old.example.edu\n".utf8), at: "CNAME", in: other)
        let error = #expect(throws: SiteBuildError.self) { try build(into: other, static: statics) }
        #expect(error?.description.contains("where this build writes its own: CNAME") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: other.appendingPathComponent("CNAME")) == Data("old.example.edu\n".utf8))
    }
}
