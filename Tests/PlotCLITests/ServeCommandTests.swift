import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// `plotsite serve` end to end: the real process, a real port, a real edit of the manifest.
@Suite(.serialized) struct ServeCommandTests {
    /// Reads the process's standard output line by line as it arrives.
    final class LineReader: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        init(_ pipe: Pipe) {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock(); self.text += String(decoding: data, as: UTF8.self); self.lock.unlock()
            }
        }
        var all: String { lock.lock(); defer { lock.unlock() }; return text }
        /// Waits until the output contains `needle`, up to `seconds`.
        func wait(for needle: String, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if all.contains(needle) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
    }

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
        #expect(reader.wait(for: "Built 2 plots", seconds: 10), "stdout: \(reader.all)")
        #expect(get(base)?.body.contains("Second title") == true)
        #expect(get(base.appendingPathComponent("plots/cosine.html"))?.status == 200)

        // A broken edit keeps the last good site and reports the error.
        try Data("sin(x))\n".utf8).write(to: manifest)
        #expect(errors.wait(for: "Still serving the last good site", seconds: 10), "stderr: \(errors.all)")
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
        let deadline = Date().addingTimeInterval(10)
        while get(address)?.body != "second version" && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(get(address)?.body == "second version", "stdout: \(reader.all) stderr: \(errors.all)")

        process.terminate()
        process.waitUntilExit()
    }

    /// Starts `plotsite serve` on a free port and waits until it watches for changes.
    private func startServe(_ manifest: URL, out site: URL) throws -> (Process, LineReader, LineReader) {
        let process = Process()
        process.executableURL = plotsiteExecutable
        process.arguments = ["serve", manifest.path, "--out", site.path, "--port", "0"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let reader = LineReader(out)
        let errors = LineReader(err)
        try process.run()
        #expect(reader.wait(for: "Watching for changes", seconds: 30), "stdout: \(reader.all) stderr: \(errors.all)")
        return (process, reader, errors)
    }

    @Test func firstBuildFailureWithNoSiteExits() throws {
        let folder = try TestFolder.make("plotsite-serve")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt")
        try Data("sin(\n2..3\n".utf8).write(to: manifest)
        let run = try runProcess(["serve", manifest.path, "--out", folder.appendingPathComponent("site").path, "--port", "0"])
        #expect(run.status == 1)
        #expect(run.errText.contains("line 2.expression: a number can have only one decimal point"))
    }
}
