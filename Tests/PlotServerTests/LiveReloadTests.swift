import Foundation
import Testing
@testable import PlotServer

@Suite("Live reload")
struct LiveReloadTests {
    @Test("HTML pages get the reload script before </body>, with the right Content-Length")
    func injection() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let page = try RawHTTPClient.get(port: port, "/")
        let tag = "<script type=\"module\" src=\"/__plotsite/live-reload.js?v=0\"></script>"
        #expect(page.text == TestSite.indexHTML.replacingOccurrences(of: "</body>", with: tag + "</body>"))
        #expect(page.headers["content-length"] == String(page.body.count))
        // The custom 404 page gets it too (a build error must show there as well), other files never.
        #expect(try RawHTTPClient.get(port: port, "/missing").text.contains(tag))
        #expect(!(try RawHTTPClient.get(port: port, "/m.js").text.contains("__plotsite")))
        // Injection happens on the way out: the file on disk is untouched.
        #expect(try String(contentsOf: site.root.appendingPathComponent("index.html"), encoding: .utf8) == TestSite.indexHTML)
    }

    @Test("Without live reload, pages are sent byte for byte and /__plotsite/ does not exist")
    func disabled() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer(liveReload: false)
        defer { server.stop() }
        #expect(try RawHTTPClient.get(port: port, "/").text == TestSite.indexHTML)
        #expect(try RawHTTPClient.get(port: port, "/__plotsite/live-reload.js").status == 404)
        #expect(try RawHTTPClient.get(port: port, "/__plotsite/status").status == 404)
    }

    @Test("The script is an external ES module that follows the site's CSP")
    func script() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let response = try RawHTTPClient.get(port: port, "/__plotsite/live-reload.js?v=0")
        #expect(response.status == 200)
        #expect(response.contentType == "text/javascript; charset=utf-8")
        #expect(response.text.contains("/__plotsite/status"))
        #expect(response.text.contains("location.reload()"))
        #expect(response.text.contains("textContent"))
        for forbidden in ["innerHTML", "eval(", "new Function", "setAttribute(\"style\"", "cssText"] {
            #expect(!response.text.contains(forbidden), "\(forbidden)")
        }
    }

    @Test("siteDidChange bumps the version that pages poll and that new pages are served with")
    func versionBump() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let before = try RawHTTPClient.get(port: port, "/__plotsite/status")
        #expect(before.contentType == "application/json")
        #expect(before.text == #"{"error":null,"version":0}"#)
        server.siteDidChange()
        server.siteDidChange()
        #expect(try RawHTTPClient.get(port: port, "/__plotsite/status").text == #"{"error":null,"version":2}"#)
        #expect(try RawHTTPClient.get(port: port, "/sub/").text.contains("live-reload.js?v=2\""))
    }

    @Test("setBuildError surfaces the message to pages, and nil clears it")
    func buildError() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        server.setBuildError("plots.json: entry 'sine': unexpected ')' at 7\n<b>not markup</b>")
        let status = try RawHTTPClient.get(port: port, "/__plotsite/status")
        let decoded = try JSONSerialization.jsonObject(with: Data(status.body)) as? [String: Any]
        #expect(decoded?["error"] as? String == "plots.json: entry 'sine': unexpected ')' at 7\n<b>not markup</b>")
        #expect(decoded?["version"] as? Int == 0)
        // The last good site is still served meanwhile.
        #expect(try RawHTTPClient.get(port: port, "/").status == 200)
        server.setBuildError(nil)
        #expect(try RawHTTPClient.get(port: port, "/__plotsite/status").text == #"{"error":null,"version":0}"#)
    }

    @Test("Injection finds the last </body> in any case, or appends")
    func injectionPlacement() {
        let tag = LiveReload.scriptTag(version: 5)
        func inject(_ html: String) -> String {
            String(decoding: LiveReload.injectingScript(into: Array(html.utf8), version: 5), as: UTF8.self)
        }
        #expect(inject("<p>a</p></BODY></html>") == "<p>a</p>\(tag)</BODY></html>")
        #expect(inject("<!-- </body> --><p>b</p></body>") == "<!-- </body> --><p>b</p>\(tag)</body>")
        #expect(inject("<p>no body</p>") == "<p>no body</p>\(tag)")
        #expect(inject("") == tag)
    }
}
