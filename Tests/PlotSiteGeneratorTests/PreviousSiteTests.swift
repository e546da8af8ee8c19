import Foundation
import Testing
@testable import PlotSiteGenerator
import TestSupport

/// docs/architecture.md#safety: a rebuild never silently drops a file it did not write. What someone put into the site
/// (`CNAME`, `.nojekyll`, the `.git` folder of a Pages branch) is carried into the new site.
@Suite struct PreviousSiteTests {
    private let fileManager = FileManager.default

    private func build(_ manifest: Manifest, into output: URL) throws -> BuildSummary {
        try SiteBuilder(manifest: manifest, theme: .embedded(), output: output).build()
    }

    @Test func aRebuildKeepsWhatSomeoneElsePutIntoTheSiteAndSaysSo() throws {
        let folder = try TestFolder.make("plotsite-previous")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        let manifest = try TestManifest.read("sin(x) | slug=\"sine\"\n", .plainList)
        _ = try build(manifest, into: site)
        try TestFolder.put("plots.example.edu\n", at: "CNAME", in: site)
        try TestFolder.put("", at: ".nojekyll", in: site)
        try TestFolder.put("ref: refs/heads/gh-pages\n", at: ".git/HEAD", in: site)
        try TestFolder.put("blob", at: ".git/objects/ab/cdef0123", in: site)
        try TestFolder.put("%PDF-1.4", at: "plots/handout.pdf", in: site)
        try fileManager.createSymbolicLink(atPath: site.appendingPathComponent("latest.html").path, withDestinationPath: "plots/sine.html")

        let summary = try build(manifest, into: site)
        #expect(summary.keptFromPreviousSite == [".git", ".nojekyll", "CNAME", "latest.html", "plots/handout.pdf"])
        #expect(summary.line.hasSuffix("; kept .git, .nojekyll, CNAME, latest.html, plots/handout.pdf from the previous site"))
        #expect(try TestBuild.text("CNAME", in: site) == "plots.example.edu\n")
        #expect(try TestBuild.text(".nojekyll", in: site) == "")
        #expect(try TestBuild.text(".git/HEAD", in: site) == "ref: refs/heads/gh-pages\n")
        #expect(try TestBuild.text(".git/objects/ab/cdef0123", in: site) == "blob")
        #expect(try TestBuild.text("plots/handout.pdf", in: site) == "%PDF-1.4")
        #expect(try fileManager.destinationOfSymbolicLink(atPath: site.appendingPathComponent("latest.html").path) == "plots/sine.html")
        #expect(fileManager.fileExists(atPath: site.appendingPathComponent("plots/sine.html").path))

        // They stay someone else's: the marker does not list them, so the next build keeps them again.
        let marker = try #require(SiteMarker.read(inSite: site)?.writtenFiles)
        #expect(marker.contains("plots/sine.html") && marker.contains("index.html") && marker.contains { $0.wholeMatch(of: /css\/site\.[0-9a-f]{8}\.css/) != nil })
        #expect(!marker.contains("CNAME") && !marker.contains(".git/HEAD") && !marker.contains("plots/handout.pdf"))
        #expect(try build(manifest, into: site).keptFromPreviousSite.count == 5)
        #expect(try TestBuild.text(".git/objects/ab/cdef0123", in: site) == "blob")
        let siblings = try fileManager.contentsOfDirectory(atPath: folder.path)
        #expect(siblings == ["site"], "no staging or old folder is left behind")
    }

    @Test func aBuildWithNothingToKeepSaysNothingAboutIt() throws {
        let folder = try TestFolder.make("plotsite-previous")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try build(try TestManifest.read("x\n", .plainList), into: site)
        let summary = try build(try TestManifest.read("x\n", .plainList), into: site)
        #expect(summary.keptFromPreviousSite.isEmpty)
        #expect(!summary.line.contains("kept"))
    }

    @Test func carriedFilesAreHardLinkedNotCopied() throws {
        let folder = try TestFolder.make("plotsite-previous")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try build(try TestManifest.read("x\n", .plainList), into: site)
        try TestFolder.put(String(repeating: "pack", count: 1000), at: ".git/objects/pack/pack-1.pack", in: site)
        let pack = site.appendingPathComponent(".git/objects/pack/pack-1.pack").path
        let before = try fileManager.attributesOfItem(atPath: pack)[.systemFileNumber] as? UInt64
        _ = try build(try TestManifest.read("x\n", .plainList), into: site)
        let after = try fileManager.attributesOfItem(atPath: pack)[.systemFileNumber] as? UInt64
        #expect(before != nil && before == after, "the new site's file is the old file, not a copy")
    }

    @Test func filesThePreviousBuildWroteAreNotCarried() throws {
        let folder = try TestFolder.make("plotsite-previous")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try build(try TestManifest.read("sin(x) | slug=\"sine\"\ncos(x) | slug=\"cosine\"\n", .plainList), into: site)
        let summary = try build(try TestManifest.read("sin(x) | slug=\"sine\"\n", .plainList), into: site)
        #expect(summary.keptFromPreviousSite.isEmpty)
        #expect(!fileManager.fileExists(atPath: site.appendingPathComponent("plots/cosine.html").path), "a removed plot's page goes")
        #expect(fileManager.fileExists(atPath: site.appendingPathComponent("plots/sine.html").path))
    }

    @Test func aFileSomeoneElsePutWhereTheBuildNowWritesIsAnErrorAndTheSiteStaysAsItWas() throws {
        let folder = try TestFolder.make("plotsite-previous")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try build(try TestManifest.read("sin(x) | slug=\"sine\"\n", .plainList), into: site)
        try TestFolder.put("my own page", at: "plots/cosine.html", in: site)
        try TestFolder.put("plots.example.edu\n", at: "CNAME", in: site)
        let index = try TestBuild.text("index.html", in: site)

        let error = #expect(throws: SiteBuildError.self) {
            try build(try TestManifest.read("sin(x) | slug=\"sine\"\ncos(x) | slug=\"cosine\"\n", .plainList), into: site)
        }
        #expect(error?.description.contains("holds a file that plotsite did not write, where this build writes its own: plots/cosine.html") == true,
                "\(String(describing: error))")
        #expect(try TestBuild.text("plots/cosine.html", in: site) == "my own page")
        #expect(try TestBuild.text("CNAME", in: site) == "plots.example.edu\n")
        #expect(try TestBuild.text("index.html", in: site) == index)
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path) == ["site"], "no staging folder is left behind")
    }

    @Test func aSiteFromAnEarlierVersionKeepsWhatLiesBesideTheGeneratedFiles() throws {
        let folder = try TestFolder.make("plotsite-previous")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try build(try TestManifest.read("sin(x) | slug=\"sine\"\ncos(x) | slug=\"cosine\"\n", .plainList), into: site)
        // Earlier versions wrote a marker without the list of files.
        try TestFolder.put("Built by plotsite. This folder may be replaced by the next build.\n", at: SiteMarker.fileName, in: site)
        try TestFolder.put("plots.example.edu\n", at: "CNAME", in: site)
        try TestFolder.put("ref: refs/heads/gh-pages\n", at: ".git/HEAD", in: site)

        let summary = try build(try TestManifest.read("sin(x) | slug=\"sine\"\n", .plainList), into: site)
        #expect(summary.keptFromPreviousSite == [".git", "CNAME"])
        #expect(try TestBuild.text("CNAME", in: site) == "plots.example.edu\n")
        #expect(!fileManager.fileExists(atPath: site.appendingPathComponent("plots/cosine.html").path))
        #expect(SiteMarker.read(inSite: site)?.writtenFiles?.contains("plots/sine.html") == true, "the new marker lists the files")
    }

    @Test func theMarkerReadsBackWhatItRecords() throws {
        let marker = SiteMarker(writtenFiles: ["index.html", "plots/sine.html", ".well-known/security.txt"])
        let folder = try TestFolder.make("plotsite-previous")
        defer { try? fileManager.removeItem(at: folder) }
        try TestFolder.put(marker.text, at: SiteMarker.fileName, in: folder)
        #expect(SiteMarker.read(inSite: folder) == marker)
        #expect(marker.text.hasPrefix("# plotsite site: "))
        #expect(SiteMarker.read(inSite: folder.appendingPathComponent("nowhere")) == nil)
    }
}
