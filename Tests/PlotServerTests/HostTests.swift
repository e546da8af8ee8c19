import Foundation
import Testing
@testable import PlotServer

/// DNS rebinding: a page of attacker.example, whose name its owner points at 127.0.0.1, could read the preview
/// if the server answered any `Host`. It answers only the names of this machine.
@Suite("Requests addressed to another name")
struct HostTests {
    static let explanation = "421 Misdirected Request\nThis preview server answers only requests addressed to localhost, "
        + "127.0.0.1, [::1] or the address it listens on, so that no other web site can read it. Open it at one of the "
        + "addresses plotsite serve printed.\n"

    private func request(_ path: String, host: String) -> String {
        "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUser-Agent: PlotServerTests\r\n\r\n"
    }

    @Test("Another name gets 421 and a short explanation, on every path, the live-reload status included")
    func foreignHost() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        for path in ["/", "/index.html", "/a.css", LiveReload.statusPath, LiveReload.scriptPath, "/missing"] {
            for host in ["attacker.example", "attacker.example:\(port)", "127.0.0.1.attacker.example", "localhost.attacker.example:\(port)"] {
                let response = try RawHTTPClient.exchange(port: port, request(path, host: host))
                #expect(response.status == 421, "\(host) \(path)")
                #expect(response.text == Self.explanation, "\(host) \(path)")
                #expect(response.contentType == "text/plain; charset=utf-8")
            }
        }
    }

    @Test("localhost, 127.0.0.1 and [::1] are answered, with or without a port, and so is a request without Host")
    func localNames() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        for host in ["localhost", "localhost:\(port)", "LocalHost:\(port)", "127.0.0.1", "127.0.0.1:\(port)", "[::1]", "[::1]:\(port)",
                     "[0:0:0:0:0:0:0:1]:8000"] {
            let page = try RawHTTPClient.exchange(port: port, request("/", host: host))
            #expect(page.status == 200, "\(host)")
            #expect(page.text.contains("<h1>Home</h1>"), "\(host)")
            let status = try RawHTTPClient.exchange(port: port, request(LiveReload.statusPath, host: host))
            #expect(status.status == 200, "\(host)")
        }
        // HTTP/1.0 allows leaving Host out; no browser does, so it cannot be a page elsewhere reading the preview.
        #expect(try RawHTTPClient.exchange(port: port, "GET /a.css HTTP/1.0\r\n\r\n").status == 200)
    }

    @Test("The address given with --host is answered too; with 0.0.0.0, every address of this machine")
    func listeningAddress() {
        let lan = AllowedHosts(listeningOn: "192.168.1.23")
        #expect(lan.allows("192.168.1.23:8000") && lan.allows("192.168.1.23") && lan.allows("localhost:8000"))
        #expect(!lan.allows("192.168.1.24:8000") && !lan.allows("attacker.example:8000"))
        let ipv6 = AllowedHosts(listeningOn: "fe80::1")
        #expect(ipv6.allows("[FE80::1]:8000") && ipv6.allows("[fe80:0:0:0:0:0:0:1]"))
        #expect(!ipv6.allows("fe80::1") && !ipv6.allows("[fe80::2]:8000"))

        let everywhere = AllowedHosts(listeningOn: "0.0.0.0")
        for address in PreviewServer.localAddresses() {
            #expect(everywhere.allows("\(address):8000") && everywhere.allows(address), "\(address)")
        }
        #expect(everywhere.allows("127.0.0.1:8000"))
        #expect(!everywhere.allows("0.0.0.0:8000") && !everywhere.allows("attacker.example"))
    }

    @Test("A malformed Host is refused", arguments: [
        "", ":8000", "127.0.0.1:", "127.0.0.1:http", "127.0.0.1:123456", "127.0.0.1:80:80", "::1", "[::1", "[::1]8000",
        "[127.0.0.1]", "[]:80", "localhost.", "user@localhost",
    ])
    func malformedHost(field: String) {
        #expect(!AllowedHosts(listeningOn: "127.0.0.1").allows(field))
        #expect(AllowedHosts(listeningOn: "127.0.0.1").allows(nil))
    }
}
