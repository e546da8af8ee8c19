import Foundation

/// The `static/` folder beside the manifest: files copied into the site as they are (docs/architecture.md#safety), for what
/// a host needs and PlotSite does not write — `CNAME`, `.nojekyll`, `robots.txt`, a PDF handout.
///
/// Every file is copied, hidden ones included; links are followed. A file whose path is also one that
/// the build generates is an error, never a silent replacement either way.
public struct StaticFolder: Sendable {
    /// The folder's name beside the manifest.
    public static let name = "static"
    /// Folders nested deeper than this are taken for a loop of links.
    static let maximumDepth = 32

    public let url: URL

    public init(url: URL) {
        self.url = url.standardizedFileURL
    }

    /// The `static/` folder beside `manifest`; nil when there is none.
    public static func beside(manifest: URL) -> StaticFolder? {
        let folder = manifest.deletingLastPathComponent().appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return StaticFolder(url: folder)
    }

    /// Every file below the folder: its path below the folder (`.well-known/security.txt`) → the file.
    func files() throws -> [String: URL] {
        var files: [String: URL] = [:]
        try collect(url, prefix: "", depth: 0, into: &files)
        return files
    }

    private func collect(_ folder: URL, prefix: String, depth: Int, into files: inout [String: URL]) throws {
        guard depth <= Self.maximumDepth else {
            throw SiteBuildError("\(folder.path): folders nested more than \(Self.maximumDepth) deep (a link that points to its own folder?)")
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let file = folder.appendingPathComponent(name)
            // The site's list of written files has one path a line (SiteMarker).
            guard !name.contains(where: \.isNewline) else {
                throw SiteBuildError("\(file.path): a file name with a line break cannot be published")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
                throw SiteBuildError("\(file.path) is a link to nothing")
            }
            if isDirectory.boolValue {
                try collect(file, prefix: prefix + name + "/", depth: depth + 1, into: &files)
            } else {
                files[prefix + name] = file.resolvingSymlinksInPath()
            }
        }
    }

    /// A static file that would land where the build writes a file of its own, or a folder.
    struct Collision: Equatable {
        /// The file's path below `static/`.
        let staticPath: String
        /// The generated file it would replace, or one inside the folder it would replace.
        let generatedPath: String
    }

    /// The static files that would land where the build already wrote a file or a folder. Names
    /// are compared without case, as macOS's file system does.
    static func collisions(_ staticPaths: some Sequence<String>, generated: some Sequence<String>) -> [Collision] {
        var generatedFiles: [String: String] = [:], generatedFolders: [String: String] = [:]
        for path in generated {
            generatedFiles[path.lowercased()] = path
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                generatedFolders[folder.lowercased()] = generatedFolders[folder.lowercased()] ?? path
            }
        }
        var collisions: [Collision] = []
        for path in staticPaths.sorted() {
            let key = path.lowercased()
            if let file = generatedFiles[key] ?? generatedFolders[key] {
                collisions.append(Collision(staticPath: path, generatedPath: file))
                continue
            }
            // A static file below a name the build writes as a file: `index.html/x`.
            var folder = Substring(key)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if let file = generatedFiles[String(folder)] {
                    collisions.append(Collision(staticPath: path, generatedPath: file))
                    break
                }
            }
        }
        return collisions
    }
}
