import Foundation

/// The page hosts serve for a missing address (`404.html`).
struct NotFoundPage {
    /// The site's address, when the manifest gives it.
    let baseURL: String?
    let words: Words

    /// It is served at any depth, where links relative to the top would point into the wrong folder:
    /// given the site's address, it links from the site's path instead.
    func sitePage() -> SitePage {
        SitePage(file: SitePaths.notFound, kind: .notFound, title: words("notFound.title"), summary: words("notFound.summary"),
                 root: baseURL.flatMap(Self.sitePath) ?? "",
                 content: ["notFound": words.around("notFound.text", blank: "link")])
    }

    /// The path part of the site's base URL, ending in "/": "https://example.edu/plots" → "/plots/".
    static func sitePath(_ baseURL: String) -> String? {
        guard let path = URLComponents(string: baseURL)?.percentEncodedPath else { return nil }
        return path.hasSuffix("/") ? path : path + "/"
    }
}
