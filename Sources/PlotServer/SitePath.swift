import Glibc

/// A request target reduced to safe path segments, and the lookup of those segments in the site folder.
///
/// Two independent guards keep requests inside the site: the text of the path is checked (decoded once,
/// no `..`, no encoded `/` or `\`, no NUL or control characters), and the file finally chosen is
/// resolved with `realpath` and must lie inside the resolved site folder, so symlinks pointing out fail too.
struct SitePath: Equatable, Sendable {
    /// The decoded segments, without empty and `.` segments; never `..`.
    let segments: [String]
    /// Whether the path ended with `/`: folders are served only at their slash form.
    let hasTrailingSlash: Bool
    /// The query as sent, with its `?`, or empty.
    let query: String

    /// Parses an origin-form (`/a/b?q`) or absolute-form (`http://host/a/b`) target; nil if it is unacceptable
    /// (answer 400).
    init?(target: String) {
        var rest = Substring(target)
        for scheme in ["http://", "https://"] where rest.lowercased().hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        guard rest.first == "/" else { return nil }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let path: Substring
        if let questionMark = rest.firstIndex(of: "?") {
            path = rest[..<questionMark]
            query = String(rest[questionMark...])
        } else {
            path = rest
            query = ""
        }

        var segments: [String] = []
        // Split before decoding, so that only a literal `/` separates segments.
        for rawSegment in path.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = Self.percentDecoded(rawSegment) else { return nil }
            if segment == "." { continue }
            if segment == ".." { return nil }
            segments.append(segment)
        }
        self.segments = segments
        hasTrailingSlash = path.hasSuffix("/")
    }

    /// Decodes `%XX` escapes once. Nil for a malformed escape, an encoded or literal `/` or `\`, NUL or another
    /// control character, or bytes that are not UTF-8.
    static func percentDecoded(_ segment: Substring) -> String? {
        let bytes = Array(segment.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            var byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return nil }
                byte = high << 4 | low
                index += 3
            } else {
                index += 1
            }
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") { return nil }
            decoded.append(byte)
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: - Lookup

    /// What a path names in the site folder.
    enum Resolution: Equatable, Sendable {
        /// A regular file inside the site, by its resolved absolute path.
        case file(String)
        /// A folder asked for without its trailing slash: redirect to this location.
        case redirect(String)
        case notFound
    }

    /// Looks the path up in `siteRoot`, which must already be resolved by `realpath`.
    func resolve(inSite siteRoot: String) -> Resolution {
        // Dotfiles (.git, .env, editor swap files) are never part of a site.
        if segments.contains(where: { $0.hasPrefix(".") }) { return .notFound }
        let candidate = segments.isEmpty ? siteRoot : siteRoot + "/" + segments.joined(separator: "/")
        guard let real = Self.realPath(candidate), Self.isInside(real, siteRoot) else { return .notFound }
        switch Self.fileKind(real) {
        case .regular:
            return hasTrailingSlash ? .notFound : .file(real)
        case .directory:
            if !hasTrailingSlash && !segments.isEmpty { return .redirect(folderLocation) }
            guard let index = Self.realPath(real + "/index.html"), Self.isInside(index, siteRoot),
                  Self.fileKind(index) == .regular
            else { return .notFound }
            return .file(index)
        case .other:
            return .notFound
        }
    }

    /// `/a/b/` re-encoded from the segments, never from the raw target: a raw `//evil.example` would
    /// otherwise become a protocol-relative redirect to another host.
    private var folderLocation: String {
        "/" + segments.map(Self.percentEncoded).joined(separator: "/") + "/" + query
    }

    private static func percentEncoded(_ segment: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)
        var encoded = ""
        for byte in segment.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    // MARK: - File system

    /// `realpath(3)`: absolute, symlinks and `..` resolved; nil if the path does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    enum FileKind { case regular, directory, other }

    static func fileKind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
