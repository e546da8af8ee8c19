/// The `Content-Type` of a served file, from its extension.
enum ContentType {
    static let html = "text/html; charset=utf-8"
    static let javaScript = "text/javascript; charset=utf-8"
    static let json = "application/json"
    static let plainText = "text/plain; charset=utf-8"

    // `text/javascript` (RFC 9239) for .js and .mjs: browsers refuse ES modules served as anything
    // not JavaScript, and `nosniff` makes them strict about it.
    private static let byExtension: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": javaScript, "mjs": javaScript,
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "json": json,
        "map": json,
        "webmanifest": "application/manifest+json",
        "txt": plainText,
        "csv": "text/csv; charset=utf-8",
        "xml": "application/xml",
        "woff2": "font/woff2",
        "woff": "font/woff",
    ]

    /// The type for a file name or path, e.g. `text/css; charset=utf-8` for `style.css`;
    /// `application/octet-stream` when the extension is unknown.
    static func forFile(named name: String) -> String {
        let fileName = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else {
            return "application/octet-stream"
        }
        let ext = fileName[fileName.index(after: dot)...].lowercased()
        return byExtension[ext] ?? "application/octet-stream"
    }

    /// Whether responses of this type are HTML pages (the ones that get the live-reload script).
    static func isHTML(_ type: String) -> Bool {
        type == html
    }
}
