import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Glibc
import Testing
import TestSupport

/// `plotsite serve` end to end: the real process, a real port, a real edit of the manifest.
@Suite(.serialized) struct ServeCommandTests {
    private func get(_ url: URL) -> (status: Int, body: String, type: String)? {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Int, String, String)?
        let task = URLSession.shared.dataTask(with: url) { data, response, _ in
            if let http = response as? HTTPURLResponse {
                result = (http.statusCode, String(decoding: data ?? Data(), as: UTF8.self),
                          http.value(forHTTPHeaderField: "Content-Type") ?? "")
            }
            done.signal()
        }
        task.resume()
        _ = done.wait(timeout: .now() + 10)
        return result
    }

    @Test func servesRebuildsOnChangeAndStopsOnSIGTERM() throws {
        let folder = try TestFolder.make("plotsite-serve")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt")
        try Data("# title: First title\nsin(x) | slug=\"sine\"\n".utf8).write(to: manifest)

        let (process, reader, errors) = try startServe(manifest, out: folder.appendingPathComponent("site"))
        defer { if process.isRunning { process.terminate() } }
        let match = try #require(reader.all.firstMatch(of: /at (http:\/\/127\.0\.0\.1:(\d+)\/)/))
        let base = try #require(URL(string: String(match.1)))

        let index = try #require(get(base))
        #expect(index.status == 200)
        #expect(index.type.hasPrefix("text/html"))
        #expect(index.body.contains("First title"))
        #expect(index.body.contains("/__plotsite/"), "preview pages get the live-reload script")
        let calculator = try #require(get(base.appendingPathComponent("calculator.html")))
        let entry = try #require(calculator.body.firstMatch(of: /<script type="module" src="(js\/calculator-page\.[0-9a-f]{8}\.js)">/))
        let script = try #require(get(base.appendingPathComponent(String(entry.1))))
        #expect(script.type.hasPrefix("text/javascript"))
        #expect(get(base.appendingPathComponent("no-such-page.html"))?.status == 404)
        #expect(get(URL(string: base.absoluteString + "%2e%2e/%2e%2e/etc/passwd")!)?.body.contains("root:") == false)

        // Edit the manifest: the site is rebuilt within a couple of seconds.
        try Data("# title: Second title\nsin(x) | slug=\"sine\"\ncos(x) | slug=\"cosine\"\n".utf8).write(to: manifest)
        #expect(reader.wait(for: "Built 2 plots", seconds: 60), "stdout: \(reader.all)")
        #expect(get(base)?.body.contains("Second title") == true)
        #expect(get(base.appendingPathComponent("plots/cosine.html"))?.status == 200)

        // A broken edit keeps the last good site and reports the error.
        try Data("sin(x))\n".utf8).write(to: manifest)
        #expect(errors.wait(for: "Still serving the last good site", seconds: 60), "stderr: \(errors.all)")
        #expect(errors.all.contains("unexpected ')'"))
        #expect(get(base)?.body.contains("Second title") == true)

        process.terminate()  // SIGTERM
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(reader.wait(for: "Stopped.", seconds: 5))
    }

    @Test func rebuildsWhenAFileInStaticChanges() throws {
        let folder = try TestFolder.make("plotsite-serve")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("static"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt")
        try Data("sin(x) | slug=\"sine\"\n".utf8).write(to: manifest)
        let handout = folder.appendingPathComponent("static/handout.txt")
        try Data("first version".utf8).write(to: handout)

        let (process, reader, errors) = try startServe(manifest, out: folder.appendingPathComponent("site"))
        defer { if process.isRunning { process.terminate() } }
        let match = try #require(reader.all.firstMatch(of: /at (http:\/\/127\.0\.0\.1:(\d+)\/)/))
        let address = try #require(URL(string: String(match.1) + "handout.txt"))
        #expect(get(address)?.body == "first version")

        try Data("second version".utf8).write(to: handout)
        let deadline = Date().addingTimeInterval(60)
        while get(address)?.body != "second version" && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(get(address)?.body == "second version", "stdout: \(reader.all) stderr: \(errors.all)")

        process.terminate()
        process.waitUntilExit()
    }

    /// Starts `plotsite serve` on a free port and waits until it watches for changes.
    private func startServe(_ manifest: URL, out site: URL) throws -> (Process, LineReader, LineReader) {
        let serve = try RunningPlotsite(["serve", manifest.path, "--out", site.path, "--port", "0"])
        #expect(serve.out.wait(for: "Watching for changes", seconds: 120), "stdout: \(serve.out.all) stderr: \(serve.err.all)")
        return (serve.process, serve.out, serve.err)
    }

    /// The names in `folder`, sorted.
    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Waits until a build's staging folder (`.site.building-…`) appears in `folder`: the build is under way.
    private func waitForStaging(in folder: URL) -> Bool {
        ChildProcess.wait(seconds: 300) { ((try? names(in: folder)) ?? []).contains { $0.hasPrefix(".site.building-") } }
    }

    @Test func ctrlCDuringARebuildStopsItRemovesItsStagingFolderAndKeepsTheLastGoodSite() throws {
        let folder = try TestFolder.make("plotsite-serve")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt"), site = folder.appendingPathComponent("site")
        try Data("# title: Last good site\nsin(x) | slug=\"sine\"\n".utf8).write(to: manifest)
        let (process, reader, errors) = try startServe(manifest, out: site)
        defer { if process.isRunning { process.terminate() } }
        let before = try TestFolder.snapshot(site)

        try Data(RunningPlotsite.busyManifest.utf8).write(to: manifest)
        #expect(reader.wait(for: "Change detected: rebuilding", seconds: 60), "stdout: \(reader.all)")
        #expect(waitForStaging(in: folder), "the rebuild started writing")
        kill(process.processIdentifier, SIGINT)
        #expect(ChildProcess.wait(seconds: 120) { !process.isRunning })
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(reader.all.hasSuffix("Change detected: rebuilding…\nStopped.\n"), "stdout: \(reader.all)")
        #expect(errors.all.isEmpty, "stderr: \(errors.all)")
        #expect(try names(in: folder) == ["plots.txt", "site"], "no staging folder left")
        #expect(try TestFolder.snapshot(site) == before)
    }

    @Test func ctrlCDuringTheFirstBuildEndsServeWith130AndLeavesNothing() throws {
        let folder = try TestFolder.make("plotsite-serve")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt"), site = folder.appendingPathComponent("site")
        try Data(RunningPlotsite.busyManifest.utf8).write(to: manifest)
        let serve = try RunningPlotsite(["serve", manifest.path, "--out", site.path, "--port", "0"])
        defer { if serve.process.isRunning { serve.process.terminate() } }
        #expect(waitForStaging(in: folder), "the first build started writing")
        #expect(serve.stop(with: SIGINT) == 130)
        #expect(serve.err.all == "plotsite: stopped by Ctrl-C (SIGINT); the unfinished build was removed and \(site.path) is as it was\n")
        #expect(serve.out.all.isEmpty)
        #expect(try names(in: folder) == ["plots.txt"])
    }

    @Test func aHostThatCannotBeListenedOnIsAnErrorBeforeAnythingIsBuilt() throws {
        let folder = try TestFolder.make("plotsite-serve")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt")
        try Data("sin(x) | slug=\"sine\"\n".utf8).write(to: manifest)
        let run = try runProcess(["serve", manifest.path, "--out", folder.appendingPathComponent("site").path, "--port", "0",
                                  "--host", "evil.example"])
        #expect(run.status == 1)
        #expect(run.errText == "error: cannot listen on host 'evil.example': not an IP address (use 127.0.0.1, 0.0.0.0 or one of "
                + "this machine's addresses)\n")
        #expect(run.outText.isEmpty, "nothing was built")
        #expect(try names(in: folder) == ["plots.txt"])
    }

    @Test func firstBuildFailureWithNoSiteExits() throws {
        let folder = try TestFolder.make("plotsite-serve")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt")
        try Data("sin(\n2.3.4\n".utf8).write(to: manifest)
        let run = try runProcess(["serve", manifest.path, "--out", folder.appendingPathComponent("site").path, "--port", "0"])
        #expect(run.status == 1)
        #expect(run.errText.contains("line 2.expression: a number can have only one decimal point"))
    }
}
