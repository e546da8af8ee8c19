import Foundation
import Testing
@testable import PlotServer

@Suite("Serving files")
struct ServingTests {
    @Test("Each kind of file gets its Content-Type")
    func contentTypes() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let expected = [
            "/index.html": "text/html; charset=utf-8",
            "/a.css": "text/css; charset=utf-8",
            "/m.js": "text/javascript; charset=utf-8",
            "/n.mjs": "text/javascript; charset=utf-8",
            "/p.svg": "image/svg+xml",
            "/i.png": "image/png",
            "/d.json": "application/json",
            "/notes.txt": "text/plain; charset=utf-8",
            "/blob.bin": "application/octet-stream",
        ]
        for (path, type) in expected {
            let response = try RawHTTPClient.get(port: port, path)
            #expect(response.status == 200, "\(path)")
            #expect(response.contentType == type, "\(path)")
        }
        let png = try RawHTTPClient.get(port: port, "/i.png")
        #expect(png.body == TestSite.pngBytes)
        #expect(png.headers["content-length"] == String(TestSite.pngBytes.count))
    }

    @Test("Every response carries the preview's cache, sniffing and CSP headers and closes")
    func commonHeaders() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        for path in ["/", "/a.css", "/missing"] {
            let response = try RawHTTPClient.get(port: port, path)
            #expect(response.headers["cache-control"] == "no-store")
            #expect(response.headers["x-content-type-options"] == "nosniff")
            #expect(response.headers["content-security-policy"] == "default-src 'self'; style-src 'self'; img-src 'self' data:")
            #expect(response.headers["connection"] == "close")
            #expect(response.headers["content-length"] == String(response.body.count))
        }
    }

    @Test("A folder is served by its index.html")
    func folderIndex() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer(liveReload: false)
        defer { server.stop() }
        let home = try RawHTTPClient.get(port: port, "/")
        #expect(home.status == 200)
        #expect(home.text == TestSite.indexHTML)
        let sub = try RawHTTPClient.get(port: port, "/sub/")
        #expect(sub.status == 200)
        #expect(sub.text.contains("Sub page"))
        #expect(sub.contentType == "text/html; charset=utf-8")
    }

    @Test("A folder without its slash redirects to it, keeping the query")
    func folderRedirect() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let response = try RawHTTPClient.get(port: port, "/sub")
        #expect(response.status == 301)
        #expect(response.headers["location"] == "/sub/")
        #expect(try RawHTTPClient.get(port: port, "/sub?x=1").headers["location"] == "/sub/?x=1")
        // Rebuilt from the decoded segments: `//host` can never become a redirect to another site.
        #expect(try RawHTTPClient.get(port: port, "//sub").headers["location"] == "/sub/")
    }

    @Test("A missing page gets 404 with the site's own 404.html")
    func customNotFound() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        for path in ["/missing", "/missing.css", "/empty/", "/a.css/", "/.hidden"] {
            let response = try RawHTTPClient.get(port: port, path)
            #expect(response.status == 404, "\(path)")
            #expect(response.text.contains("Custom not found"), "\(path)")
            #expect(response.contentType == "text/html; charset=utf-8")
        }
    }

    @Test("Without a 404.html the built-in page is used; before the first build it says so")
    func builtInNotFound() throws {
        let site = try TestSite(with404: false)
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let missing = try RawHTTPClient.get(port: port, "/missing")
        #expect(missing.status == 404)
        #expect(missing.text.contains("404 Not Found"))

        let unbuilt = PreviewServer(root: site.folder.appendingPathComponent("not-built-yet"), port: 0)
        let unbuiltPort = try unbuilt.start()
        defer { unbuilt.stop() }
        let response = try RawHTTPClient.get(port: unbuiltPort, "/")
        #expect(response.status == 404)
        #expect(response.text.contains("not been built yet"))
    }

    @Test("HEAD sends the headers GET would, with the same Content-Length, and no body")
    func head() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        for path in ["/a.css", "/", "/i.png", "/missing"] {
            let get = try RawHTTPClient.get(port: port, path)
            let head = try RawHTTPClient.get(port: port, path, method: "HEAD")
            #expect(head.status == get.status, "\(path)")
            #expect(head.body.isEmpty, "\(path)")
            #expect(head.headers["content-length"] == String(get.body.count), "\(path)")
            #expect(head.contentType == get.contentType, "\(path)")
        }
    }

    @Test("Other methods get 405 with Allow")
    func otherMethods() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "get"] {
            let response = try RawHTTPClient.get(port: port, "/", method: method)
            #expect(response.status == 405, "\(method)")
            #expect(response.headers["allow"] == "GET, HEAD")
        }
    }

    @Test("A symlink that stays inside the site is followed")
    func innerSymlink() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let response = try RawHTTPClient.get(port: port, "/alias.css")
        #expect(response.status == 200)
        #expect(response.text == "body { color: black; }\n")
    }

    @Test("A site folder swapped for a new one (an atomic rebuild) is served at once")
    func swappedRoot() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer(liveReload: false)
        defer { server.stop() }
        #expect(try RawHTTPClient.get(port: port, "/").text == TestSite.indexHTML)

        let files = FileManager.default
        let next = site.folder.appendingPathComponent("site.next")
        try files.createDirectory(at: next, withIntermediateDirectories: true)
        try "rebuilt\n".write(to: next.appendingPathComponent("index.html"), atomically: false, encoding: .utf8)
        try files.moveItem(at: site.root, to: site.folder.appendingPathComponent("site.old"))
        try files.moveItem(at: next, to: site.root)
        #expect(try RawHTTPClient.get(port: port, "/").text == "rebuilt\n")
    }

    @Test("Percent-encoded names are decoded once")
    func encodedNames() throws {
        let site = try TestSite()
        try site.write("spaced\n", to: "with space.txt")
        try site.write("literal\n", to: "%41.txt")
        let (server, port) = try site.startServer()
        defer { server.stop() }
        #expect(try RawHTTPClient.get(port: port, "/with%20space.txt").text == "spaced\n")
        #expect(try RawHTTPClient.get(port: port, "/%2541.txt").text == "literal\n")
        #expect(try RawHTTPClient.get(port: port, "/a.css?v=3#frag").status == 200)
    }
}
