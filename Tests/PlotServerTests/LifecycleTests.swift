import Foundation
import Glibc
import Testing
@testable import PlotServer

@Suite("Starting and stopping")
struct LifecycleTests {
    @Test("stop() returns promptly, even with stalled clients, and the port is free again")
    func stopIsPrompt() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        let stalled = try RawHTTPClient.connect(port: port)
        defer { close(stalled) }
        try RawHTTPClient.send(stalled, "GET /a")
        #expect(try RawHTTPClient.get(port: port, "/").status == 200)

        let started = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - started < .seconds(1))
        // The stalled client was let go, and nobody listens any more.
        #expect(try RawHTTPClient.readToEnd(stalled).isEmpty)
        #expect(throws: RawHTTPClient.Failure.self) { _ = try RawHTTPClient.connect(port: port) }
        // A new server can take the port at once.
        let again = PreviewServer(root: site.root, port: port)
        #expect(try again.start() == port)
        #expect(try RawHTTPClient.get(port: port, "/").status == 200)
        again.stop()
        server.stop()  // a second stop does nothing
    }

    @Test("start() after stop() serves again; start() while running returns the same port")
    func restart() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        #expect(try server.start() == port)
        server.stop()
        let second = try server.start()
        defer { server.stop() }
        #expect(try RawHTTPClient.get(port: second, "/").status == 200)
    }

    @Test("A port already taken gives a clear error")
    func portInUse() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let other = PreviewServer(root: site.root, port: port)
        #expect(throws: PreviewServerError.portInUse(host: "127.0.0.1", port: port)) { try other.start() }
        #expect("\(PreviewServerError.portInUse(host: "127.0.0.1", port: port))".contains("--port"))
    }

    @Test("A host that is not an IP address gives a clear error; localhost and ::1 work")
    func hosts() throws {
        let site = try TestSite()
        for host in ["example.invalid", "300.1.2.3", ""] {
            let server = PreviewServer(root: site.root, host: host, port: 0)
            #expect(throws: PreviewServerError.self) { try server.start() }
        }
        let local = PreviewServer(root: site.root, host: "localhost", port: 0)
        let port = try local.start()
        defer { local.stop() }
        #expect(try RawHTTPClient.get(port: port, "/").status == 200)
        let ipv6 = PreviewServer(root: site.root, host: "::1", port: 0)
        // Some machines have IPv6 switched off; then a clear error is all that is asked.
        do {
            _ = try ipv6.start()
            ipv6.stop()
        } catch let error as PreviewServerError {
            #expect(!error.description.isEmpty)
        }
    }

    @Test("localAddresses lists IPv4 addresses without loopback")
    func localAddresses() {
        let addresses = PreviewServer.localAddresses()
        for address in addresses {
            #expect(address.split(separator: ".").count == 4)
            #expect(!address.hasPrefix("127."))
        }
        #expect(addresses == addresses.sorted())
    }
}
