import Foundation
import Glibc
import Testing
import TestSupport
@testable import PlotServer

@Suite("Bad, oversize, slow and many requests")
struct RequestLimitTests {
    @Test("A request line over 8 KiB gets 414")
    func longRequestLine() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let path = "/" + String(repeating: "a", count: 9000)
        #expect(try RawHTTPClient.get(port: port, path).status == 414)
        // A line that never ends is cut off at the limit too, without waiting for its end.
        let endless = try RawHTTPClient.exchange(port: port, "GET /" + String(repeating: "b", count: 9000))
        #expect(endless.status == 414)
    }

    @Test("Headers over 16 KiB or 100 lines get 431")
    func largeHeaders() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let big = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: \(String(repeating: "v", count: 17_000))\r\n\r\n"
        #expect(try RawHTTPClient.exchange(port: port, big).status == 431)
        let many = "GET / HTTP/1.1\r\nHost: localhost\r\n" + (0..<120).map { "X-H\($0): v\r\n" }.joined() + "\r\n"
        #expect(try RawHTTPClient.exchange(port: port, many).status == 431)
        let justUnder = "GET / HTTP/1.1\r\nHost: localhost\r\n" + (0..<90).map { "X-H\($0): v\r\n" }.joined() + "\r\n"
        #expect(try RawHTTPClient.exchange(port: port, justUnder).status == 200)
    }

    /// A malformed request and a readable name for failure messages (the bytes include NULs and CRLFs).
    struct MalformedRequest {
        var name: String
        var text: String
    }

    static let malformed: [MalformedRequest] = [
        .init(name: "not HTTP", text: "garbage\r\n\r\n"),
        .init(name: "control bytes", text: "\u{0}\u{1}\u{2}\r\n\r\n"),
        .init(name: "no version", text: "GET /\r\n\r\n"),
        .init(name: "four parts", text: "GET / HTTP/1.1 extra\r\nHost: localhost\r\n\r\n"),
        .init(name: "double space", text: "GET  / HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        .init(name: "no Host", text: "GET / HTTP/1.1\r\n\r\n"),
        .init(name: "two Hosts", text: "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"),
        .init(name: "header without colon", text: "GET / HTTP/1.1\r\nHost: localhost\r\nNoColon\r\n\r\n"),
        .init(name: "space in header name", text: "GET / HTTP/1.1\r\nHost: localhost\r\nBad Name: v\r\n\r\n"),
        .init(name: "folded header", text: "GET / HTTP/1.1\r\nHost: localhost\r\n folded: v\r\n\r\n"),
        .init(name: "NUL in header value", text: "GET / HTTP/1.1\r\nHost: localhost\r\nX: a\u{0}b\r\n\r\n"),
        .init(name: "bad percent escape", text: "GET /a%zz HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        .init(name: "encoded NUL", text: "GET /a%00b HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        .init(name: "raw NUL in target", text: "GET /\u{0}x HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        .init(name: "raw non-ASCII target", text: "GET /caf\u{E9} HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        .init(name: "not an HTTP version", text: "GET / HTTPS/1.1\r\nHost: localhost\r\n\r\n"),
        .init(name: "asterisk target", text: "GET * HTTP/1.1\r\nHost: localhost\r\n\r\n"),
    ]

    @Test("Malformed requests get 400 and the server keeps answering")
    func malformedRequests() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        for request in Self.malformed {
            let response = try RawHTTPClient.exchange(port: port, request.text)
            #expect(response.status == 400, "\(request.name) → \(response.status)")
        }
        #expect(try RawHTTPClient.get(port: port, "/").status == 200)
    }

    @Test("An unknown HTTP version gets 505; HTTP/1.0 without Host is fine; bare LF line ends are accepted")
    func versions() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        #expect(try RawHTTPClient.exchange(port: port, "GET / HTTP/2.0\r\nHost: localhost\r\n\r\n").status == 505)
        #expect(try RawHTTPClient.exchange(port: port, "GET / HTTP/1.0\r\n\r\n").status == 200)
        #expect(try RawHTTPClient.exchange(port: port, "GET /a.css HTTP/1.1\nHost: localhost\n\n").status == 200)
    }

    @Test("Random bytes never crash the server")
    func randomBytes() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        var generator = SplitMix64(seed: 42)
        for round in 0..<40 {
            var bytes = (0..<Int(generator.next() % 300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            bytes += Array("\r\n\r\n".utf8)
            if round % 2 == 0 { bytes = Array("GET /".utf8) + bytes }
            let response = try RawHTTPClient.exchange(port: port, bytes)
            #expect((400...505).contains(response.status))
        }
        #expect(try RawHTTPClient.get(port: port, "/").status == 200)
    }

    @Test("The parser survives every prefix and random corruption of a request")
    func parserFuzz() {
        let valid = Array("GET /sub/?q=1 HTTP/1.1\r\nHost: localhost\r\nAccept: */*\r\n\r\n".utf8)
        for end in 0..<valid.count {
            var parser = RequestParser()
            if case .complete = parser.append(valid[0..<end]) { Issue.record("complete after only \(end) bytes") }
        }
        var parser = RequestParser()
        guard case .complete(let request) = parser.append(valid) else {
            Issue.record("the valid request was not parsed")
            return
        }
        #expect(request.method == "GET")
        #expect(request.target == "/sub/?q=1")
        #expect(request.header("accept") == "*/*")

        // Fed one byte at a time, the same request, complete exactly at its last byte.
        var byteByByte = RequestParser()
        for (index, byte) in valid.enumerated() {
            switch byteByByte.append([byte]) {
            case .needMore: #expect(index < valid.count - 1)
            case .complete(let request): #expect(index == valid.count - 1 && request.target == "/sub/?q=1")
            case .failed(let status): Issue.record("failed with \(status.code) at byte \(index)")
            }
        }
        // A request line that never ends is refused as soon as it passes the limit.
        var endless = RequestParser()
        var refusedAt: Int?
        let endlessLine = Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 10_000)
        for (index, byte) in endlessLine.enumerated() {
            if case .failed(let status) = endless.append([byte]) {
                #expect(status == .uriTooLong)
                refusedAt = index
                break
            }
        }
        #expect(refusedAt == RequestParser.maxRequestLineBytes)

        var generator = SplitMix64(seed: 1)
        for _ in 0..<5_000 {
            var bytes = valid
            for _ in 0..<3 {
                bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            var parser = RequestParser()
            _ = parser.append(bytes)
        }
    }

    @Test("A client that sends half a request and stalls does not delay another")
    func slowClientDoesNotBlock() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let stalled = try RawHTTPClient.connect(port: port)
        defer { close(stalled) }
        try RawHTTPClient.send(stalled, "GET /ind")
        let started = ContinuousClock.now
        let response = try RawHTTPClient.get(port: port, "/a.css")
        #expect(response.status == 200)
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test("A stalled client is answered 408 when its time is up")
    func slowClientTimesOut() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer(requestTimeout: .milliseconds(300))
        defer { server.stop() }
        let stalled = try RawHTTPClient.connect(port: port)
        defer { close(stalled) }
        try RawHTTPClient.send(stalled, "GET /index.html HTTP/1.1\r\nHost:")
        let started = ContinuousClock.now
        let response = try RawHTTPClient.parse(try RawHTTPClient.readToEnd(stalled))
        #expect(response.status == 408)
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test("50 concurrent clients are all answered correctly")
    func concurrentClients() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        let paths = ["/a.css", "/m.js", "/p.svg", "/d.json", "/sub/"]
        // All 50 connections are open with their requests sent before any response is read.
        var sockets: [(socket: Int32, path: String)] = []
        defer { for entry in sockets { close(entry.socket) } }
        for index in 0..<50 {
            let path = paths[index % paths.count]
            let socket = try RawHTTPClient.connect(port: port)
            sockets.append((socket, path))
            try RawHTTPClient.send(socket, RawHTTPClient.request(path))
        }
        for (socket, path) in sockets {
            let response = try RawHTTPClient.parse(try RawHTTPClient.readToEnd(socket))
            #expect(response.status == 200, "\(path)")
            let expected = try RawHTTPClient.get(port: port, path)
            #expect(response.body == expected.body, "\(path)")
        }
    }
}
