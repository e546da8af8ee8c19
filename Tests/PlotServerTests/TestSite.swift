import Foundation
@testable import PlotServer
import TestSupport

/// A temporary folder holding a small site (`site/`) and, beside it, a secret file the server must never serve.
final class TestSite {
    let folder: URL
    let root: URL
    static let secretMarker = "TOP-SECRET-OUTSIDE-THE-SITE"
    static let indexHTML = "<!doctype html>\n<html><head><title>Home</title></head><body><h1>Home</h1></body></html>\n"
    static let pngBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]

    init(with404: Bool = true) throws {
        folder = try TestFolder.make("plotserver-tests")
        root = folder.appendingPathComponent("site", isDirectory: true)
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try files.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try write(Self.indexHTML, to: "index.html")
        try write("body { color: black; }\n", to: "a.css")
        try write("export const answer = 42;\n", to: "m.js")
        try write("export const module = true;\n", to: "n.mjs")
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n", to: "p.svg")
        try Data(Self.pngBytes).write(to: root.appendingPathComponent("i.png"))
        try write("{\"a\":1}\n", to: "d.json")
        try write("plain\n", to: "notes.txt")
        try write("raw bytes\n", to: "blob.bin")
        try write("<!doctype html><html><body><p>Sub page</p></body></html>\n", to: "sub/index.html")
        try write("not served\n", to: ".hidden")
        if with404 {
            try write("<!doctype html><html><body><p>Custom not found</p></body></html>\n", to: "404.html")
        }
        try (Self.secretMarker + "\n").write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try (Self.secretMarker + "\n").write(to: folder.appendingPathComponent("outside/secret.txt"), atomically: true, encoding: .utf8)
        // Links pointing out of the site (must be 404) and one staying inside (must work).
        try files.createSymbolicLink(atPath: root.appendingPathComponent("link-out.txt").path, withDestinationPath: "../secret.txt")
        try files.createSymbolicLink(atPath: root.appendingPathComponent("linkdir").path, withDestinationPath: "../outside")
        try files.createSymbolicLink(atPath: root.appendingPathComponent("alias.css").path, withDestinationPath: "a.css")
    }

    func write(_ text: String, to relativePath: String) throws {
        try text.write(to: root.appendingPathComponent(relativePath), atomically: false, encoding: .utf8)
    }

    /// A server over this site on a free loopback port, started.
    func startServer(liveReload: Bool = true, requestTimeout: Duration = .seconds(10),
                     maxConnections: Int = 256) throws -> (server: PreviewServer, port: UInt16) {
        let server = PreviewServer(root: root, host: "127.0.0.1", port: 0, liveReload: liveReload,
                                   requestTimeout: requestTimeout, responseTimeout: .seconds(10),
                                   maxConnections: maxConnections)
        return (server, try server.start())
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
