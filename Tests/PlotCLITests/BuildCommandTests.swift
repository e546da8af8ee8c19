import Foundation
import Testing
@testable import PlotCLI
import TestSupport

@Suite struct BuildCommandTests {
    static let hostileManifest = """
    {
      "title": "<script>alert(1)</script>",
      "plots": [
        { "expression": "sin(x)", "slug": "../../etc/passwd" },
        { "expression": "2*(3+" },
        { "expression": "x", "color": "red" },
        { "expression": "x", "xMax": -1 }
      ]
    }
    """

    @Test func checkReportsEveryProblemAndWritesNothing() throws {
        let folder = try TestFolder.make("plotsite-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("gallery.json")
        try Data(Self.hostileManifest.utf8).write(to: manifest)
        let result = runCLI("check", manifest.path)
        #expect(result.code == .failure)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("gallery.json:4:39: plots[0].slug: may contain only lowercase letters"))
        #expect(result.err.contains("gallery.json:5:27: plots[1].expression: expression is incomplete: '+' needs a right operand (character 6)"))
        #expect(result.err.contains("  2*(3+\n       ^"))
        #expect(result.err.contains("gallery.json:6:26: plots[2]: unknown key \"color\""))
        #expect(result.err.contains("gallery.json:7:34: plots[3].xMax: must be greater than 0 and at most 100000, not -1"))
        #expect(result.err.hasSuffix("4 problems in \(manifest.path)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gallery.json"])
    }

    @Test func buildRefusesTheSameManifestAndLeavesThePreviousSite() throws {
        let folder = try TestFolder.make("plotsite-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        #expect(runCLI("build", "--out", site.path, "--quiet").code == .success)
        let index = try Data(contentsOf: site.appendingPathComponent("index.html"))
        let manifest = folder.appendingPathComponent("gallery.json")
        try Data(Self.hostileManifest.utf8).write(to: manifest)
        let result = runCLI("build", manifest.path, "--out", site.path)
        #expect(result.code == .failure)
        #expect(result.err.contains("plots[3].xMax"))
        #expect(try Data(contentsOf: site.appendingPathComponent("index.html")) == index)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["gallery.json", "site"])
    }

    @Test func checkAcceptsAGoodManifest() throws {
        let folder = try TestFolder.make("plotsite-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("plots.txt")
        try Data("# title: Waves\nsin(x) | xMax=7\ncos(x)\n".utf8).write(to: list)
        let result = runCLI("check", list.path)
        #expect(result.code == .success)
        #expect(result.out == "\(list.path): 2 plots, no problems\n")
    }

    @Test func realBuildShowsProgressAndASummary() throws {
        let folder = try TestFolder.make("plotsite-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("plots.txt")
        try Data("tan(x) | xMax=10 slug=\"tangent\"\n1/x\n".utf8).write(to: list)
        let run = try runProcess(["build", list.path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 0, "stderr: \(run.errText)")
        #expect(run.outText.hasPrefix("[1/8] Checking the templates\n"))
        #expect(run.outText.contains("Built 2 plots (8 pages"), "2 plot pages, 2 embed pages and 4 top-level pages")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/plots/tangent.html").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/embed/tangent.html").path))
    }

    @Test func buildCopiesStaticBesideTheManifestAndKeepsFilesPutIntoTheSite() throws {
        let folder = try TestFolder.make("plotsite-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("plots.txt"), site = folder.appendingPathComponent("site")
        try Data("sin(x) | slug=\"sine\"\n".utf8).write(to: list)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("static"), withIntermediateDirectories: false)
        try Data("User-agent: *\n".utf8).write(to: folder.appendingPathComponent("static/robots.txt"))
        let first = runCLI("build", list.path, "--out", site.path)
        #expect(first.code == .success, "\(first.err)")
        #expect(first.out.contains("[8/9] Copying the files of \(folder.path)/static\n"))
        #expect(try Data(contentsOf: site.appendingPathComponent("robots.txt")) == Data("User-agent: *\n".utf8))

        try Data("plots.example.edu\n".utf8).write(to: site.appendingPathComponent("CNAME"))
        try Data().write(to: site.appendingPathComponent(".nojekyll"))
        let second = runCLI("build", list.path, "--out", site.path, "--quiet")
        #expect(second.code == .success, "\(second.err)")
        #expect(second.out.hasSuffix("; kept .nojekyll, CNAME from the previous site\n"), "\(second.out)")
        #expect(try Data(contentsOf: site.appendingPathComponent("CNAME")) == Data("plots.example.edu\n".utf8))
    }

    @Test func aStaticFileNamedLikeAGeneratedOneFailsTheBuildAndLeavesThePreviousSite() throws {
        let folder = try TestFolder.make("plotsite-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("plots.txt"), site = folder.appendingPathComponent("site")
        try Data("sin(x) | slug=\"sine\"\n".utf8).write(to: list)
        #expect(runCLI("build", list.path, "--out", site.path, "--quiet").code == .success)
        let index = try Data(contentsOf: site.appendingPathComponent("index.html"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("static"), withIntermediateDirectories: false)
        try Data("<p>mine</p>".utf8).write(to: folder.appendingPathComponent("static/index.html"))
        let result = runCLI("build", list.path, "--out", site.path, "--quiet")
        #expect(result.code == .failure)
        #expect(result.err.contains("\(folder.path)/static/index.html would replace index.html, which plotsite writes"), "\(result.err)")
        #expect(result.err.hasSuffix("The previous site, if any, is unchanged.\n"))
        #expect(try Data(contentsOf: site.appendingPathComponent("index.html")) == index)
    }

    @Test func aPipeInStaticIsSkippedWithAWarningAndALinkOutOfStaticFailsTheBuild() throws {
        let folder = try TestFolder.make("plotsite-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("plots.txt"), site = folder.appendingPathComponent("site")
        let statics = folder.appendingPathComponent("static")
        try Data("sin(x) | slug=\"sine\"\n".utf8).write(to: list)
        try TestFolder.put("password=hunter2\n", at: "secret.txt", in: folder)
        try FileManager.default.createDirectory(at: statics, withIntermediateDirectories: false)
        #expect(mkfifo(statics.appendingPathComponent("pipe").path, 0o644) == 0)
        let built = runCLI("build", list.path, "--out", site.path, "--quiet")
        #expect(built.code == .success, "\(built.err)")
        #expect(built.err == "warning: \(statics.path)/pipe is a named pipe, not a file or folder: skipped\n")

        try FileManager.default.createSymbolicLink(atPath: statics.appendingPathComponent("secret.txt").path, withDestinationPath: "../secret.txt")
        let refused = runCLI("build", list.path, "--out", site.path, "--quiet")
        #expect(refused.code == .failure)
        #expect(refused.err == "error: copying the files of \(statics.path) failed: \(statics.path)/secret.txt is a link to ../secret.txt, "
                + "outside \(statics.path) (it leads to \(folder.path)/secret.txt): plotsite publishes only what is inside it. Copy what "
                + "belongs in the site into \(statics.path), or remove the link\nThe previous site, if any, is unchanged.\n")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("secret.txt").path))
    }

    @Test func missingManifestAndBadThemeAreClearErrors() {
        let missing = runCLI("build", "/nonexistent/gallery.json", "--out", "/tmp/never-\(UUID())")
        #expect(missing.code == .failure)
        #expect(missing.err.contains("/nonexistent/gallery.json: the file does not exist"))
        let theme = runCLI("build", "--theme", "/nonexistent-theme", "--out", "/tmp/never-\(UUID())")
        #expect(theme.code == .failure)
        #expect(theme.err.contains("theme folder /nonexistent-theme does not exist"))
    }

    @Test func buildPrintsWarningsEvenWhenQuietAndStillBuilds() throws {
        let folder = try TestFolder.make("plotsite-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("plots.txt"), site = folder.appendingPathComponent("site")
        try Data("sin(x); √(-1-x^2) | slug=\"waves\"\n".utf8).write(to: list)
        let result = runCLI("build", list.path, "--out", site.path, "--quiet")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.err == "warning: \(list.path):1:9: line 1.curves[1]: \"√(-1-x^2)\" is undefined everywhere from -5 to 5: nothing is drawn\n")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("plots/waves.html").path))
    }
}
