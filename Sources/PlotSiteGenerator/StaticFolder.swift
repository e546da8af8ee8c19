import Foundation

/// The `static/` folder beside the manifest: files copied into the site as they are (docs/command-line.md#the-static-folder), for
/// what a host needs and PlotSite does not write — `CNAME`, `.nojekyll`, `robots.txt`, a PDF handout.
///
/// Every regular file is copied, hidden ones included. A link is copied as what it points to, a file as
/// a file and a folder as a folder, when that lies inside `static/`; a link out of it is an error naming
/// the link and its target, so that nothing from elsewhere on the disk is published by accident. A named
/// pipe, socket or device is skipped with a warning (reading a pipe would wait for ever). A file whose
/// path is also one that the build generates is an error, never a silent replacement either way.
public struct StaticFolder: Sendable {
    /// The folder's name beside the manifest.
    public static let name = "static"
    /// Folders nested deeper than this are refused.
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

    /// What the folder publishes.
    struct Contents {
        /// Every file to copy: its path below the folder (`.well-known/security.txt`) → the file, links resolved.
        var files: [String: URL] = [:]
        /// One sentence for each entry left out (`…/static/pipe is a named pipe, not a file or folder: skipped`).
        var warnings: [String] = []
    }

    /// Every file below the folder, and what was skipped.
    func contents() throws -> Contents {
        guard let root = Self.realPath(url.path) else { throw SiteBuildError("cannot read \(url.path)") }
        var contents = Contents()
        try collect(url, prefix: "", real: root, ancestors: [], root: root, into: &contents)
        return contents
    }

    /// Walks `folder`, whose real path is `real` and whose ancestors' real paths (up to `static/`) are `ancestors`.
    private func collect(_ folder: URL, prefix: String, real: String, ancestors: [String], root: String,
                         into contents: inout Contents) throws {
        guard ancestors.count < Self.maximumDepth else {
            throw SiteBuildError("\(folder.path): folders nested more than \(Self.maximumDepth) deep")
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let entry = folder.appendingPathComponent(name)
            // The site's list of written files has one path a line (SiteMarker).
            guard !name.contains(where: \.isNewline) else {
                throw SiteBuildError("\(entry.path): a file name with a line break cannot be published")
            }
            var realEntry = real + "/" + name
            var kind = try Self.kind(of: entry)
            if kind == .link {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: entry.path)) ?? "?"
                guard let resolved = Self.realPath(entry.path) else {
                    throw SiteBuildError("\(entry.path) is a link to \(target), which does not exist")
                }
                guard resolved == root || resolved.hasPrefix(root + "/") else {
                    let leads = resolved == target ? "" : " (it leads to \(resolved))"
                    throw SiteBuildError("\(entry.path) is a link to \(target), outside \(url.path)\(leads): plotsite publishes only "
                                         + "what is inside it. Copy what belongs in the site into \(url.path), or remove the link")
                }
                realEntry = resolved
                kind = try Self.kind(of: URL(fileURLWithPath: resolved))
                if kind == .folder && (ancestors + [real]).contains(resolved) {
                    throw SiteBuildError("\(entry.path) is a link to \(target), a folder that holds the link itself: a loop")
                }
            }
            switch kind {
            case .file:
                contents.files[prefix + name] = URL(fileURLWithPath: realEntry)
            case .folder:
                try collect(entry, prefix: prefix + name + "/", real: realEntry, ancestors: ancestors + [real], root: root, into: &contents)
            case .link:
                throw SiteBuildError("\(entry.path): cannot resolve the link")
            case .other(let description):
                contents.warnings.append("\(entry.path) is \(description), not a file or folder: skipped")
            }
        }
    }

    private enum Kind: Equatable {
        case file, folder, link
        /// A named pipe, socket or device, in words (`a named pipe`).
        case other(String)
    }

    /// What `entry` is, not following a link.
    private static func kind(of entry: URL) throws -> Kind {
        var info = stat()
        guard lstat(entry.path, &info) == 0 else { throw SiteBuildError("cannot read \(entry.path)") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        case S_IFIFO: return .other("a named pipe")
        case S_IFSOCK: return .other("a socket")
        case S_IFCHR, S_IFBLK: return .other("a device")
        default: return .other("a special file")
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
