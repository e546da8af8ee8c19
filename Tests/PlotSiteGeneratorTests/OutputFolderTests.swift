import Foundation
import Testing
@testable import PlotSiteGenerator
import TestSupport

/// docs/command-line.md#build: an output that is a link is built through it, folders beside the output that
/// plotsite did not make are never touched, and a cancelled build leaves nothing behind.
@Suite struct OutputFolderTests {
    private let fileManager = FileManager.default

    private func build(into site: URL, _ list: String = "sin(x) | slug=\"sine\"\n",
                       cancellation: BuildCancellation? = nil, progress: (String) -> Void = { _ in }) throws -> BuildSummary {
        try SiteBuilder(manifest: try TestManifest.read(list, .plainList), theme: .embedded(), output: site)
            .build(cancellation: cancellation, progress: progress)
    }

    @Test func anOutputThatIsALinkIsReplacedThroughItAndStaysALink() throws {
        let folder = try TestFolder.make("plotsite-output")
        defer { try? fileManager.removeItem(at: folder) }
        let target = folder.appendingPathComponent("sites/real"), link = folder.appendingPathComponent("site")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: "sites/real")

        _ = try build(into: link)  // a link to a folder that does not exist yet: it is made
        try TestFolder.put("plots.example.edu\n", at: "CNAME", in: target)
        let summary = try build(into: link, "sin(x) | slug=\"sine\"\ncos(x) | slug=\"cosine\"\n")
        #expect(summary.keptFromPreviousSite == ["CNAME"])
        #expect(try fileManager.destinationOfSymbolicLink(atPath: link.path) == "sites/real")
        #expect(try TestBuild.text("plots/cosine.html", in: target).contains("cos(x)"))
        #expect(try TestBuild.text("CNAME", in: target) == "plots.example.edu\n")
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path).sorted() == ["site", "sites"])
        #expect(try fileManager.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == ["real"],
                "no staging or old folder left beside the target")
    }

    @Test func aLinkToAFolderPlotSiteDidNotBuildIsRefusedLikeThatFolder() throws {
        let folder = try TestFolder.make("plotsite-output")
        defer { try? fileManager.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos"), link = folder.appendingPathComponent("site")
        try TestFolder.put("jpeg", at: "holiday.jpg", in: photos)
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: photos.path)
        let error = #expect(throws: SiteBuildError.self) { try build(into: link) }
        #expect(error?.description.contains("refusing to replace \(photos.path): it is not empty and was not built by plotsite") == true,
                "\(String(describing: error))")
        #expect(try TestFolder.snapshot(photos) == ["holiday.jpg": "jpeg"])
    }

    @Test func foldersBesideTheOutputWithNamesLikeTheBuildsOwnAreNeverTouched() throws {
        let folder = try TestFolder.make("plotsite-output")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site"), process = ProcessInfo.processInfo.processIdentifier
        let lookalikes = [".site.old-\(process)", ".site.old-\(process)-1", ".site.building-\(process)-1"]
        for name in lookalikes { try TestFolder.put("mine", at: "\(name)/keep.txt", in: folder) }
        _ = try build(into: site)
        _ = try build(into: site)
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path).sorted() == (lookalikes + ["site"]).sorted())
        for name in lookalikes { #expect(try TestBuild.text("\(name)/keep.txt", in: folder) == "mine", "\(name)") }
    }

    @Test(arguments: 1...8)
    func aBuildCancelledDuringAnyStepLeavesNothingAndThePreviousSiteAsItWas(step: Int) throws {
        let folder = try TestFolder.make("plotsite-output")
        defer { try? fileManager.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try build(into: site)
        try TestFolder.put("plots.example.edu\n", at: "CNAME", in: site)
        let before = try TestFolder.snapshot(site)

        let cancellation = BuildCancellation()
        var lines: [String] = []
        #expect(throws: SiteBuildError.self) {
            try build(into: site, "sin(x) | slug=\"sine\"\ntan(x) | slug=\"tangent\"\n", cancellation: cancellation) { line in
                lines.append(line)
                if line.hasPrefix("[\(step)/8]") { cancellation.cancel() }  // as Ctrl-C would, while the step runs
            }
        }
        #expect(lines.count == step, "no step starts after the cancellation: \(lines)")
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path) == ["site"], "no staging folder left")
        #expect(try TestFolder.snapshot(site) == before)
    }
}
