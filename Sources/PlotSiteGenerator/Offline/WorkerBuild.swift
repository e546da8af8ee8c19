import Foundation

/// What the service worker knows of its build: the line the build writes before the worker's
/// source, `const PLOTSITE_BUILD = {"shell":[…],"version":"…",…};` (Public/service-worker.js reads it).
struct WorkerBuild: Encodable {
    /// Names the build's cache (`plotsite-<version> <scope>`).
    let version: String
    /// Paths relative to the site's root, sorted: the files the worker keeps when it installs.
    let shell: [String]
    /// The plot pages, in the gallery's order (featured first), then their embed pages: kept in the
    /// background after a first visit, so the whole gallery opens offline.
    var gallery: [String] = []
    /// How many bytes of plot pages the background keeping may download (``OfflineFiles/galleryBudget``).
    var galleryBudget = OfflineFiles.galleryBudget
    /// The page a never-kept address shows offline, in the site's language.
    var offlinePage = OfflinePage(language: "en", title: "Offline", heading: "You are offline",
                                  text: "This page is not saved on this device for offline use.", back: "Back to the gallery")

    /// The words of the offline page.
    struct OfflinePage: Encodable {
        let language: String
        let title: String
        let heading: String
        let text: String
        let back: String
    }

    /// The declaration and its line break, as UTF-8. JSON is a JavaScript expression, so the
    /// encoder's escaping is all the paths need.
    func declaration() throws -> Data {
        Data("const PLOTSITE_BUILD = ".utf8) + (try OfflineJSON.encode(self)) + Data(";\n".utf8)
    }
}
