import Foundation
import Glibc
import Testing
@testable import PlotServer

/// At most 256 connections are served at once. Near that limit a new connection closes the oldest one that has
/// not yet sent a whole request, so sockets left open and idle cannot keep a browser out; only connections
/// busy being answered make a new one wait (503).
@Suite("Idle connections and the connection limit")
struct ConnectionLimitTests {
    /// Whether the server has closed `socket`: it reads the end of the stream at once.
    private func isClosedByServer(_ socket: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, Int32(MSG_DONTWAIT)) == 0
    }

    /// Whether `socket` is still open and waiting: nothing to read yet.
    private func isStillOpen(_ socket: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, Int32(MSG_DONTWAIT)) < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    @Test("With 300 idle and half-sent connections open, a request is still answered 200")
    func idleConnectionsDoNotKeepARequestOut() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()  // 256 slots, 10 s for a request head: as plotsite serve runs
        defer { server.stop() }
        var idle: [Int32] = []
        defer { for socket in idle { close(socket) } }
        for index in 0..<300 {
            let socket = try RawHTTPClient.connect(port: port)
            if index % 2 == 1 { try RawHTTPClient.send(socket, "GET /index.html HTTP/1.1\r\nHost: 127.0.") }
            idle.append(socket)
        }
        // A generous bound on the wait: the server first takes on the 300 connections ahead of this one.
        let browser = try RawHTTPClient.connect(port: port, timeoutSeconds: 60)
        defer { close(browser) }
        try RawHTTPClient.send(browser, RawHTTPClient.request("/a.css"))
        let response = try RawHTTPClient.parse(try RawHTTPClient.readToEnd(browser))
        #expect(response.status == 200)
        #expect(response.text == "body { color: black; }\n")
        // The oldest idle connections made room; the newest are still waiting for their requests.
        #expect(isClosedByServer(idle[0]))
        #expect(isStillOpen(idle[299]))
    }

    @Test("Near the limit, a new connection closes the oldest one that has not sent a whole request")
    func theOldestWaitingConnectionMakesRoom() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer(maxConnections: 4)  // one slot kept for new connections
        defer { server.stop() }
        let silent = try RawHTTPClient.connect(port: port)
        let halfSent = try RawHTTPClient.connect(port: port)
        let newer = try RawHTTPClient.connect(port: port)
        defer { close(silent); close(halfSent); close(newer) }
        try RawHTTPClient.send(halfSent, "GET /ind")
        #expect(try RawHTTPClient.get(port: port, "/a.css").status == 200)
        #expect(try RawHTTPClient.readToEnd(silent).isEmpty, "the oldest, closed without a response")
        #expect(isStillOpen(halfSent) && isStillOpen(newer))
        // The half-sent request is still answered when it is completed.
        try RawHTTPClient.send(halfSent, "ex.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try RawHTTPClient.parse(try RawHTTPClient.readToEnd(halfSent)).status == 200)
    }

    @Test("When every connection is busy being answered, one more gets 503 at once")
    func busyConnectionsMakeANewOneWait() throws {
        let site = try TestSite()
        // Larger than what the system buffers on a connection: a client that does not read keeps its answer going.
        try Data(count: 64 << 20).write(to: site.root.appendingPathComponent("large.bin"))
        let (server, port) = try site.startServer(maxConnections: 2)
        defer { server.stop() }
        var readers: [Int32] = []
        defer { for socket in readers { close(socket) } }
        for _ in 0..<2 {
            let socket = try RawHTTPClient.connect(port: port)
            readers.append(socket)
            try RawHTTPClient.send(socket, RawHTTPClient.request("/large.bin"))
            var head = [UInt8](repeating: 0, count: 12)
            #expect(recv(socket, &head, head.count, Int32(MSG_WAITALL)) == 12)
            #expect(String(decoding: head, as: UTF8.self) == "HTTP/1.1 200")
        }
        let third = try RawHTTPClient.connect(port: port)
        defer { close(third) }
        try RawHTTPClient.send(third, RawHTTPClient.request("/"))
        let response = try RawHTTPClient.parse(try RawHTTPClient.readToEnd(third, toleratingReset: true))
        #expect(response.status == 503)
        #expect(response.headers["retry-after"] == "1")
    }
}
