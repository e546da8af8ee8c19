import Foundation

/// What the service worker knows of its build: the line the build writes before the worker's
/// source, `const PLOTSITE_BUILD = {"shell":[…],"version":"…"};` (Public/service-worker.js reads it).
struct WorkerBuild: Encodable {
    /// Names the build's cache (`plotsite-<version> <scope>`).
    let version: String
    /// Paths relative to the site's root, sorted: the files the worker keeps when it installs.
    let shell: [String]

    /// The declaration and its line break, as UTF-8. JSON is a JavaScript expression, so the
    /// encoder's escaping is all the paths need.
    func declaration() throws -> Data {
        Data("const PLOTSITE_BUILD = ".utf8) + (try OfflineJSON.encode(self)) + Data(";\n".utf8)
    }
}
