/// Decides the response to one request: site files, folder redirects, the 404 page and the live-reload routes,
/// or 421 for a request addressed to a name the server does not answer to (``AllowedHosts``).
///
/// It touches the file system but no socket, so it is the same for every connection; the site folder is
/// resolved again for each request because a rebuild may have swapped it for a new one.
struct Responder: Sendable {
    /// The site folder as given (resolved with `realpath` per request).
    let root: String
    let liveReload: Bool
    /// The reload channel's state when the request arrived.
    let status: LiveReload.Status
    let allowedHosts: AllowedHosts

    func response(for request: HTTPRequest) -> HTTPResponse {
        guard allowedHosts.allows(request.header("Host")) else {
            return .plain(.misdirectedRequest, "421 Misdirected Request\nThis preview server answers only requests addressed "
                          + "to localhost, 127.0.0.1, [::1] or the address it listens on, so that no other web site can read it. "
                          + "Open it at one of the addresses plotsite serve printed.\n")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .plain(.methodNotAllowed, headers: [("Allow", "GET, HEAD")])
        }
        guard let path = SitePath(target: request.target) else { return .plain(.badRequest) }
        if path.segments.first == LiveReload.reservedSegment { return reservedResponse(path) }

        guard let siteRoot = SitePath.realPath(root) else { return notFound(siteRoot: nil) }
        switch path.resolve(inSite: siteRoot) {
        case .file(let file):
            return fileResponse(file, status: .ok) ?? notFound(siteRoot: siteRoot)
        case .redirect(let location):
            return .plain(.movedPermanently, "Moved to \(location)\n", headers: [("Location", location)])
        case .notFound:
            return notFound(siteRoot: siteRoot)
        }
    }

    /// A file of the site; HTML pages get the live-reload script when it is on.
    private func fileResponse(_ path: String, status: HTTPStatus) -> HTTPResponse? {
        guard let file = OpenFile(path: path) else { return nil }
        let type = ContentType.forFile(named: path)
        // Pages are small; past this size a page is served as is rather than read into memory.
        if liveReload && ContentType.isHTML(type) && file.size <= 32 << 20 {
            guard let html = file.readAll() else { return nil }
            return HTTPResponse(status: status, contentType: type,
                                body: .bytes(LiveReload.injectingScript(into: html, version: self.status.version)))
        }
        return HTTPResponse(status: status, contentType: type, body: .file(file))
    }

    /// The site's own `404.html` when it has one, else a small built-in page (also used before the first build).
    private func notFound(siteRoot: String?) -> HTTPResponse {
        if let siteRoot, let custom = SitePath.realPath(siteRoot + "/404.html"), SitePath.isInside(custom, siteRoot),
           let response = fileResponse(custom, status: .notFound) {
            return response
        }
        let explanation = siteRoot == nil ? "The site has not been built yet." : "There is no page at this address."
        var page = Array("""
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>404 Not Found</title>
            </head>
            <body>
            <h1>404 Not Found</h1>
            <p>\(explanation)</p>
            </body>
            </html>

            """.utf8)
        if liveReload { page = LiveReload.injectingScript(into: page, version: status.version) }
        return HTTPResponse(status: .notFound, contentType: ContentType.html, body: .bytes(page))
    }

    /// `/__plotsite/…`: the reload script and status, only while live reload is on.
    private func reservedResponse(_ path: SitePath) -> HTTPResponse {
        guard liveReload, path.segments.count == 2 else { return notFound(siteRoot: SitePath.realPath(root)) }
        switch "/" + path.segments.joined(separator: "/") {
        case LiveReload.scriptPath:
            return HTTPResponse(status: .ok, contentType: ContentType.javaScript, body: .bytes(Array(LiveReload.script.utf8)))
        case LiveReload.statusPath:
            return HTTPResponse(status: .ok, contentType: ContentType.json, body: .bytes(status.json))
        default:
            return notFound(siteRoot: SitePath.realPath(root))
        }
    }
}
