import Foundation

/// The two generated files that make a site work offline and installable (docs/site.md#offline):
/// the service worker, told this build's version and the files to keep, and the web app manifest.
///
/// ```swift
/// let files = try OfflineFiles.files(theme: theme, siteTitle: "Calculus I", version: "3f9a2c1e",
///                                    assetPaths: ["js/site.js": "js/site.0a1b2c3d.js"], pages: ["index.html"])
/// // files["service-worker.js"]: `const PLOTSITE_BUILD = {"shell":[…],"version":"3f9a2c1e"};` + the theme's worker
/// // files["manifest.webmanifest"]: {"name":"Calculus I", …}
/// ```
public enum OfflineFiles {
    /// The worker's path in the theme and in the site; at the site's root, so that its scope can be the whole site.
    public static let workerPath = "service-worker.js"
    /// The web app manifest's path in the site.
    public static let manifestPath = "manifest.webmanifest"
    /// The most bytes of plot pages the worker downloads in the background after a first visit, counted as the
    /// files are written (a server's compression sends a quarter of it): the default gallery's plot and embed pages
    /// (2.1 MB, its fields and implicit curves inline) with room to spare, so a student who opened the gallery once
    /// can open any of it offline without a large site costing a phone's data. Pages beyond it are kept when visited.
    public static let galleryBudget = 4_000_000

    /// The service worker and the web app manifest, by path in the site; `[:]` when the theme has no
    /// `service-worker.js` (a theme without a worker builds a site without offline use).
    ///
    /// - Parameters:
    ///   - theme: the theme as the site serves it: its `service-worker.js` is written as given, after one line.
    ///   - siteTitle: the manifest's title, the app's name on a home screen.
    ///   - language: the site's language code, the web app manifest's `lang`.
    ///   - version: names this build's cache; a new value makes browsers install the new worker.
    ///   - assetPaths: theme path → site path (`icons/icon-192.png` → `icons/icon-192.1a2b3c4d.png`):
    ///     every asset but the worker is kept offline, under its site path.
    ///   - pages: the top-level pages kept from the first visit on (`index.html`, `calculator.html`, …).
    ///   - gallery: the plot pages (and embed pages) kept in the background after the first visit, in this order.
    ///   - words: the site's words, for the page a never-kept address shows offline.
    public static func files(theme: Theme, siteTitle: String, language: String = "en", version: String, assetPaths: [String: String],
                             pages: [String], gallery: [String] = [], words: Words = .english) throws -> [String: Data] {
        guard let worker = theme.assets[workerPath] else { return [:] }
        let shell = Set(pages + [manifestPath] + assetPaths.filter { $0.key != workerPath }.values).sorted()
        var build = WorkerBuild(version: version, shell: shell)
        build.gallery = gallery
        build.offlinePage = .init(language: language, title: words("offline.title"), heading: words("offline.heading"),
                                  text: words("offline.text"), back: words("offline.back"))
        return [
            workerPath: try build.declaration() + worker,
            manifestPath: try WebAppManifest(siteTitle: siteTitle, language: language, assetPaths: assetPaths).json(),
        ]
    }
}
