import Glibc

/// A response to send: status, headers particular to it, and a body in memory or in an open file.
///
/// Headers common to every response (length, caching, security, `Connection: close`) are added by `head`.
struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var headers: [(name: String, value: String)]
    var body: Body

    enum Body: Sendable {
        case bytes([UInt8])
        case file(OpenFile)

        var count: Int {
            switch self {
            case .bytes(let bytes): return bytes.count
            case .file(let file): return file.size
            }
        }
    }

    init(status: HTTPStatus, contentType: String, body: Body, headers: [(name: String, value: String)] = []) {
        self.status = status
        self.headers = [("Content-Type", contentType)] + headers
        self.body = body
    }

    /// A short plain-text response, for errors that are not pages (400, 405, 414…).
    static func plain(_ status: HTTPStatus, _ text: String? = nil,
                      headers: [(name: String, value: String)] = []) -> HTTPResponse {
        let text = text ?? "\(status.code) \(status.reason)\n"
        return HTTPResponse(status: status, contentType: ContentType.plainText, body: .bytes(Array(text.utf8)),
                            headers: headers)
    }

    /// The site's Content-Security-Policy (docs/architecture.md#safety): the preview runs pages under the same rules as production,
    /// so an inline script or style that would break in production breaks here too.
    static let contentSecurityPolicy = "default-src 'self'; style-src 'self'; img-src 'self' data:"

    /// The status line and headers, ending with the empty line.
    var head: [UInt8] {
        var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in headers {
            text += "\(name): \(value)\r\n"
        }
        text += "Content-Length: \(body.count)\r\n"
        text += "Cache-Control: no-store\r\n"  // a preview: never let a browser show a stale build
        text += "X-Content-Type-Options: nosniff\r\n"
        text += "Content-Security-Policy: \(Self.contentSecurityPolicy)\r\n"
        text += "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }
}

/// A file opened for sending, with the size it had when opened; closed when the last reference goes.
final class OpenFile: Sendable {
    let descriptor: Int32
    let size: Int

    /// Opens a regular file for reading; nil if it cannot be opened or is not a regular file.
    init?(path: String) {
        // O_NOFOLLOW: the path was resolved by realpath; a link appearing there since is refused, not followed.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    /// The whole content, for files that are rewritten before sending (HTML pages getting the reload script).
    func readAll() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return pread(descriptor, base + offset, size - offset, off_t(offset))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return bytes
    }

    deinit { close(descriptor) }
}
