import Foundation
import Testing
@testable import PlotCLI
import PlotSiteGenerator
import TestSupport

/// What a hostile or careless manifest, theme or option does on the command line: nothing reaches the terminal
/// as a control character, a theme's includes are checked before anything is built, and `sample` keeps the
/// manifest's limits.
@Suite struct HostileInputCLITests {
    private func check(_ text: String, named name: String, _ extra: [String] = []) throws -> CLIResult {
        let folder = try TestFolder.make("plotsite-hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        let result = runCLI(["check", url.path] + extra)
        return CLIResult(code: result.code, out: result.out, err: result.err.replacingOccurrences(of: folder.path + "/", with: ""))
    }

    @Test func controlCharactersOfAManifestReachTheTerminalEscaped() throws {
        let key = try check("{\"plots\": [{\"expression\": \"x\", \"bad\\u001b[5mkey\": 1}]}", named: "m.json")
        #expect(key.code == .failure)
        #expect(key.err.contains(#"unknown key "bad\u{1B}[5mkey""#), "\(key.err)")
        let expression = try check("{\"plots\": [{\"expression\": \"x\\u001b]0;owned\\u0007 + 1\"}]}", named: "m.json")
        #expect(expression.err.contains(#"unexpected character '\u{1B}'"#), "\(expression.err)")
        for text in [key.err, expression.err] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func terminalTextEscapesWhatATerminalWouldActOnAndNothingElse() {
        #expect(TerminalText.escaped("a\u{1B}[31mred\u{7}\r\n\tπ") == "a\\u{1B}[31mred\\u{7}\\u{D}\n\tπ")
        #expect(TerminalText.escaped("abc\u{202E}fed\u{2066}") == "abc\\u{202E}fed\\u{2066}")
        #expect(TerminalText.escaped("\u{9B}2J") == "\\u{9B}2J")
        #expect(TerminalText.escaped("x² − 1 ≤ 0 · ü") == "x² − 1 ≤ 0 · ü")
    }

    @Test func aThemeThatIncludesItselfOrAMissingTemplateFailsTheCheck() throws {
        let folder = try TestFolder.make("plotsite-theme")
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = folder.appendingPathComponent("theme/Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let embedded = Theme.embedded().templates
        for (name, source) in embedded { try Data(source.utf8).write(to: templates.appendingPathComponent(name)) }
        try Data("<p>{{> b.html }}</p>".utf8).write(to: templates.appendingPathComponent("a.html"))
        try Data("<p>{{> a.html }}</p>".utf8).write(to: templates.appendingPathComponent("b.html"))
        try Data(("<p>{{> missing.html }}</p>" + embedded["404.html"]!).utf8).write(to: templates.appendingPathComponent("404.html"))
        let manifest = folder.appendingPathComponent("m.txt")
        try Data("x\n".utf8).write(to: manifest)
        let result = runCLI("check", manifest.path, "--theme", folder.appendingPathComponent("theme").path)
        #expect(result.code == .failure)
        #expect(result.err.contains("error: Templates/404.html:1: the theme has no missing.html to include"), "\(result.err)")
        #expect(result.err.contains("error: Templates/b.html:1: a.html includes itself: a.html → b.html → a.html"), "\(result.err)")
        // The build fails in its first step, before rendering anything.
        let build = runCLI("build", manifest.path, "--theme", folder.appendingPathComponent("theme").path,
                           "--out", folder.appendingPathComponent("site").path)
        #expect(build.code == .failure)
        #expect(build.out.contains("[1/") && !build.out.contains("[2/"), "\(build.out)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    @Test func aThemesOwnExtraTemplateCanBeIncluded() throws {
        let folder = try TestFolder.make("plotsite-theme")
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = folder.appendingPathComponent("theme/Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        for (name, source) in Theme.embedded().templates {
            let written = name == "404.html" ? "{{> notice.html }}" + source : source
            try Data(written.utf8).write(to: templates.appendingPathComponent(name))
        }
        try Data("<p class=\"notice\">A course of the maths department</p>".utf8).write(to: templates.appendingPathComponent("notice.html"))
        let manifest = folder.appendingPathComponent("m.txt")
        try Data("x\n".utf8).write(to: manifest)
        let site = folder.appendingPathComponent("site")
        let build = runCLI("build", manifest.path, "--theme", folder.appendingPathComponent("theme").path, "--out", site.path, "--quiet")
        #expect(build.code == .success, "\(build.err)")
        let page = try String(contentsOf: site.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"notice\">A course of the maths department</p>"))
    }

    @Test func sampleKeepsTheManifestsLimitOnTheRangeOfT() {
        let result = runCLI("sample", "--x", "t", "--y", "t", "--t", "0", "1e300", "--from", "-1", "--to", "1")
        #expect(result.code == .usage)
        #expect(result.err.contains("option --t: the range is 1e+300 long; at most 10000"), "\(result.err)")
        #expect(runCLI("sample", "--r", "1", "--theta", "0", "10001", "--from", "-1", "--to", "1").code == .usage)
        #expect(runCLI("sample", "--x", "t", "--y", "t", "--t", "0", "10000", "--from", "-1", "--to", "1").code == .success)
    }
}
