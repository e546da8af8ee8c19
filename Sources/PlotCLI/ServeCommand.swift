import Foundation
import PlotServer
import PlotSiteGenerator

/// `plotsite serve`: the site built, served for preview and rebuilt on every change.
enum ServeCommand: Command {
    static let name = "serve"
    static let summary = "Build, serve over http, and rebuild when the manifest or theme changes."
    static let arguments = "[MANIFEST]"
    static let description = """
    Builds the site (as 'plotsite build' does), serves it over HTTP for preview,
    and rebuilds when MANIFEST, the static/ folder beside it or (with --theme)
    the theme's files change; open pages then reload themselves. A failed
    rebuild keeps the last good site and shows the error on the page and here.
    Ctrl-C stops the server.
    """
    static let options: [CommandOption] = [
        .value("out", "DIR", "Where the site is built (default: _site)."),
        .value("port", "N", "The port, 0 … 65535 (default: 8000; 0 picks a free one)."),
        .value("host", "H", "The address to listen on (default: 127.0.0.1, this machine only). Use 0.0.0.0 to open the "
               + "preview to phones and tablets on the same network; their addresses are printed."),
        .value("theme", "DIR", "A theme folder with Templates/ and Public/, watched too."),
        .flag("readable", "Serve the theme's JS and CSS as written, with comments and indentation, for reading in the "
              + "browser's developer tools (a built site has them compacted)."),
    ]
    static let examples = ["plotsite serve", "plotsite serve gallery.json --port 8080", "plotsite serve plots.txt --host 0.0.0.0"]

    static func run(_ arguments: ArgumentList, console: Console) throws -> ExitCode {
        let positionals = try arguments.positionals(0...1, describedAs: "manifest")
        let output = URL(fileURLWithPath: try arguments.value("out") ?? "_site")
        let port = try arguments.integer("port", in: 0...65535) ?? 8000
        let host = try arguments.value("host") ?? "127.0.0.1"
        let themePath = try arguments.value("theme")
        let manifestPath = positionals.first
        let readable = try arguments.flag("readable")

        // Bound before the first build: a host that cannot be listened on is an error at once, not after a long build.
        let server = PreviewServer(root: output, host: host, port: UInt16(port))
        let boundPort: UInt16
        do {
            boundPort = try server.start()
        } catch {
            throw CommandFailure(message: "error: \(error)")
        }
        defer { server.stop() }

        // One cancellation for the whole session: Ctrl-C stops the first build or any rebuild running then.
        let interruption = Interruption()
        let rebuild: @Sendable () throws -> BuildSummary = {
            let manifest = try SiteInputs.manifest(manifestPath, warningsTo: console)
            let theme = try SiteInputs.theme(themePath)
            let summary = try SiteBuilder(manifest: manifest, theme: theme, output: output,
                                          staticFolder: SiteInputs.staticFolder(besideManifest: manifestPath), compactsAssets: !readable)
                .build(cancellation: interruption.cancellation)
            for warning in summary.warnings { console.err("warning: \(warning)\n") }
            return summary
        }
        return try interruption.catching { () throws -> ExitCode in
            do {
                console.out(try rebuild().line + "\n")
            } catch {
                if interruption.cancellation.isCancelled { return interruption.report(output: output, console: console) }
                let message = (error as? CommandFailure)?.message ?? "error: \(error)"
                guard FileManager.default.fileExists(atPath: output.appendingPathComponent(SitePaths.featured).path) else {
                    throw CommandFailure(message: message)
                }
                console.err(message + "\nServing the previous site in \(output.path) until the errors are fixed.\n")
            }
            for url in urls(host: host, port: boundPort) { console.out("Serving \(output.path) at \(url)\n") }
            console.out("Watching for changes. Press Ctrl-C to stop.\n")

            let watcher = FileWatcher(paths: watchedPaths(manifestPath: manifestPath, themePath: themePath), ignoring: [output]) {
                console.out("Change detected: rebuilding…\n")
                do {
                    let summary = try rebuild()
                    server.setBuildError(nil)
                    server.siteDidChange()
                    console.out(summary.line + "\n")
                } catch let error where !interruption.cancellation.isCancelled {
                    let message = (error as? CommandFailure)?.message ?? "error: \(error)"
                    server.setBuildError(message)
                    console.err(message + "\nStill serving the last good site.\n")
                } catch {
                    // Stopped by Ctrl-C: the rebuild removed its staging folder; the last good site stays.
                }
            }
            if !watcher.paths.isEmpty { watcher.start() }

            interruption.waitForSignal()
            watcher.stop()  // returns once a rebuild in progress has stopped and cleaned up
            server.stop()
            console.out("Stopped.\n")
            return .success
        }
    }

    /// The manifest and the `static/` folder beside it, and the theme's folders.
    private static func watchedPaths(manifestPath: String?, themePath: String?) -> [URL] {
        var watched: [URL] = []
        if let manifestPath {
            let manifest = URL(fileURLWithPath: manifestPath)
            // Watched even before it exists, so that creating static/ rebuilds too.
            watched += [manifest, manifest.deletingLastPathComponent().appendingPathComponent(StaticFolder.name)]
        }
        if let themePath { watched += Theme.watchedFolders(of: URL(fileURLWithPath: themePath)) }
        return watched
    }

    /// The addresses to print: the host itself, or every local address for 0.0.0.0.
    private static func urls(host: String, port: UInt16) -> [String] {
        guard host == "0.0.0.0" else {
            let shown = host.contains(":") ? "[\(host)]" : host
            return ["http://\(shown):\(port)/"]
        }
        let addresses = ["127.0.0.1"] + PreviewServer.localAddresses().filter { $0 != "127.0.0.1" }
        return addresses.map { "http://\($0):\(port)/" }
    }
}
