import Foundation
import Glibc
import Testing
import TestSupport

/// docs/command-line.md#interrupting-a-build: Ctrl-C or SIGTERM in the middle of `plotsite build` removes the
/// unfinished build, leaves the previous site as it was, and ends with 130 or 143 and one line saying so.
@Suite struct InterruptedBuildTests {
    struct Interruption: Sendable, CustomTestStringConvertible {
        let signal: Int32
        let status: Int32
        let words: String
        var testDescription: String { words }
    }

    @Test(arguments: [
        Interruption(signal: SIGINT, status: 130, words: "Ctrl-C (SIGINT)"),
        Interruption(signal: SIGTERM, status: 143, words: "SIGTERM"),
    ])
    func aSignalMidBuildRemovesTheUnfinishedBuildAndKeepsThePreviousSite(_ interruption: Interruption) throws {
        let folder = try TestFolder.make("plotsite-interrupted")
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = folder.appendingPathComponent("small.txt"), big = folder.appendingPathComponent("big.txt")
        let site = folder.appendingPathComponent("site")
        try Data("# title: The previous site\nsin(x) | slug=\"sine\"\n".utf8).write(to: small)
        try Data(RunningPlotsite.busyManifest.utf8).write(to: big)
        let first = try runProcess(["build", small.path, "--out", site.path, "--quiet"])
        #expect(first.status == 0, "\(first.errText)")
        try Data("plots.example.edu\n".utf8).write(to: site.appendingPathComponent("CNAME"))
        let before = try TestFolder.snapshot(site)

        let build = try RunningPlotsite(["build", big.path, "--out", site.path])
        defer { if build.process.isRunning { build.process.terminate() } }
        #expect(build.out.wait(for: "[4/8] Rendering 1000 plots\n", seconds: 300), "stdout: \(build.out.all) stderr: \(build.err.all)")
        #expect(build.stop(with: interruption.signal) == interruption.status)
        #expect(build.err.all == "plotsite: stopped by \(interruption.words); the unfinished build was removed and \(site.path) is as it was\n")
        #expect(!build.out.all.contains("[5/8]"), "stopped while rendering: \(build.out.all)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["big.txt", "site", "small.txt"],
                "nothing left beside the site")
        #expect(try TestFolder.snapshot(site) == before, "the previous site, untouched")
    }
}
