import Foundation
import Glibc

/// A response as read off the wire by `RawHTTPClient`.
struct RawResponse {
    var status: Int
    /// Header names lowercased.
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }
    var contentType: String? { headers["content-type"] }
}

/// A tiny HTTP client on raw sockets, so tests control every byte sent (malformed requests included).
/// Every socket has a receive timeout (5 s unless asked otherwise): a hang fails the test instead of blocking it.
enum RawHTTPClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func connect(port: UInt16, timeoutSeconds: Int = 5) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(description: "connect to port \(port): \(reason)")
        }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    static func send(_ descriptor: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            offset += sent
        }
    }

    static func send(_ descriptor: Int32, _ text: String) throws {
        try send(descriptor, Array(text.utf8))
    }

    /// Reads until the server closes the connection. With `toleratingReset`, a reset ends the response
    /// instead of failing (what a server does when it closes with part of a request unread).
    static func readToEnd(_ descriptor: Int32, toleratingReset: Bool = false) throws -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return received }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == ECONNRESET && toleratingReset { return received }
                throw Failure(description: "recv after \(received.count) bytes: \(String(cString: strerror(errno)))")
            }
            received += chunk[0..<count]
        }
    }

    /// Sends `request` as is on a new connection and reads the whole response.
    static func exchange(port: UInt16, _ request: [UInt8]) throws -> RawResponse {
        let descriptor = try connect(port: port)
        defer { close(descriptor) }
        try send(descriptor, request)
        return try parse(try readToEnd(descriptor))
    }

    static func exchange(port: UInt16, _ request: String) throws -> RawResponse {
        try exchange(port: port, Array(request.utf8))
    }

    /// A well-formed request for `target`.
    static func request(_ target: String, method: String = "GET") -> String {
        "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: PlotServerTests\r\n\r\n"
    }

    static func get(port: UInt16, _ target: String, method: String = "GET") throws -> RawResponse {
        try exchange(port: port, request(target, method: method))
    }

    static func parse(_ bytes: [UInt8]) throws -> RawResponse {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw Failure(description: "no complete response head in \(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self))")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1", let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line: \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "bad header: \(line)") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawResponse(status: status, headers: headers, body: Array(bytes[(end + separator.count)...]))
    }
}
