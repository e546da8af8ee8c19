/// Reads a request head (request line and header fields) from bytes as they arrive, within fixed limits.
///
/// Incremental: each byte is examined once however the client splits its request (a client sending one
/// byte at a time costs no more than one sending it all), and limits are checked before the end of the
/// head is seen, so the server never buffers more than about 24 KiB whatever a client sends.
struct RequestParser {
    static let maxRequestLineBytes = 8 * 1024
    static let maxHeaderBytes = 16 * 1024
    static let maxHeaderLines = 100
    /// RFC 9112 §2.2: a server should ignore at least one empty line received before the request line.
    static let maxLeadingEmptyLines = 8

    enum Outcome: Sendable {
        case needMore
        case complete(HTTPRequest)
        case failed(HTTPStatus)
    }

    private var buffer: [UInt8] = []
    /// Where the line being received starts.
    private var lineStart = 0
    /// Where the header section starts, once the request line is in.
    private var headerStart = 0
    private var leadingEmptyLines = 0
    private var requestLine: RequestLine?
    private var headers: [(name: String, value: String)] = []
    /// The final outcome, once there is one; later bytes change nothing.
    private var result: Outcome?

    /// Adds received bytes and says whether the head is complete, incomplete or unacceptable.
    mutating func append(_ bytes: some Sequence<UInt8>) -> Outcome {
        if let result { return result }
        let scanFrom = buffer.count
        buffer.append(contentsOf: bytes)
        var searchFrom = scanFrom
        while let lineEnd = buffer[searchFrom...].firstIndex(of: .lf) {
            searchFrom = lineEnd + 1
            if let outcome = take(line: Self.trimmingCR(buffer[lineStart..<lineEnd]), endingAt: lineEnd) {
                result = outcome
                return outcome
            }
            lineStart = lineEnd + 1
        }
        // The line still being received already breaks a limit: say so without waiting for its end.
        if requestLine == nil && buffer.count - lineStart > Self.maxRequestLineBytes {
            result = .failed(.uriTooLong)
        } else if requestLine != nil && buffer.count - headerStart > Self.maxHeaderBytes {
            result = .failed(.headerFieldsTooLarge)
        }
        return result ?? .needMore
    }

    /// Handles one complete line; returns the outcome when it decides one.
    private mutating func take(line: ArraySlice<UInt8>, endingAt lineEnd: Int) -> Outcome? {
        guard let requestLine else {
            if line.isEmpty && leadingEmptyLines < Self.maxLeadingEmptyLines {
                leadingEmptyLines += 1
                return nil
            }
            if line.count > Self.maxRequestLineBytes { return .failed(.uriTooLong) }
            switch Self.parseRequestLine(line) {
            case .parsed(let parsed):
                self.requestLine = parsed
                headerStart = lineEnd + 1
                return nil
            case .rejected(let status):
                return .failed(status)
            }
        }
        if lineEnd + 1 - headerStart > Self.maxHeaderBytes { return .failed(.headerFieldsTooLarge) }
        if line.isEmpty {
            let request = HTTPRequest(method: requestLine.method, target: requestLine.target,
                                      version: requestLine.version, headers: headers)
            // RFC 9112 §3.2: an HTTP/1.1 request without exactly one Host field is a 400.
            if request.version == "HTTP/1.1" && request.headerCount("Host") != 1 { return .failed(.badRequest) }
            return .complete(request)
        }
        if headers.count == Self.maxHeaderLines { return .failed(.headerFieldsTooLarge) }
        guard let field = Self.parseHeaderLine(line) else { return .failed(.badRequest) }
        headers.append(field)
        return nil
    }

    private static func trimmingCR(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == .cr ? line.dropLast() : line
    }

    private struct RequestLine {
        var method: String
        var target: String
        var version: String
    }

    private enum RequestLineResult {
        case parsed(RequestLine)
        case rejected(HTTPStatus)
    }

    /// `METHOD SP target SP HTTP/x.y`, single spaces, a visible-ASCII target.
    private static func parseRequestLine(_ line: ArraySlice<UInt8>) -> RequestLineResult {
        let parts = line.split(separator: .space, omittingEmptySubsequences: false)
        guard parts.count == 3,
              !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
              !parts[1].isEmpty, parts[1].allSatisfy(isVisibleASCII)
        else { return .rejected(.badRequest) }
        guard isHTTPVersion(parts[2]) else { return .rejected(.badRequest) }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .rejected(.httpVersionNotSupported) }
        return .parsed(RequestLine(
            method: String(decoding: parts[0], as: UTF8.self),
            target: String(decoding: parts[1], as: UTF8.self),
            version: version))
    }

    /// `name: value`; no whitespace before the colon, no obsolete line folding, no control characters.
    private static func parseHeaderLine(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: .colon) else { return nil }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, first == .space || first == .tab { value = value.dropFirst() }
        while let last = value.last, last == .space || last == .tab { value = value.dropLast() }
        guard value.allSatisfy({ $0 == .tab || $0 >= 0x20 && $0 != 0x7F }) else { return nil }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// `HTTP/` digit `.` digit.
    private static func isHTTPVersion(_ bytes: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(bytes)
        return bytes.count == 8 && bytes[0..<5].elementsEqual("HTTP/".utf8)
            && isDigit(bytes[5]) && bytes[6] == UInt8(ascii: ".") && isDigit(bytes[7])
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    /// RFC 9110 §5.6.2 `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x30...0x39: return true
        default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

extension UInt8 {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let colon = UInt8(ascii: ":")
}
