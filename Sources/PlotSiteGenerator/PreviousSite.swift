import Foundation

/// The site a build is about to replace, and the files in it that PlotSite did not write (docs/architecture.md#safety): a
/// `CNAME`, a `.nojekyll`, the `.git` folder of a Pages branch. They are carried into the new site.
///
/// Carrying never changes the previous site: folders are made anew and files hard-linked (no data is
/// copied, so a large `.git` costs one link per file), or copied where the file system cannot link. If
/// the build fails after this, the previous site is exactly as it was.
struct PreviousSite {
    /// The previous site's folder.
    let folder: URL
    /// Its marker; for a folder without one (it was empty when the build began), nothing in it was
    /// written by PlotSite.
    let marker: SiteMarker

    /// Whose an entry of the previous site is.
    private enum Owner {
        /// Written by the previous build: the new build replaces it.
        case plotsite
        /// Put there by someone else: carried over as a whole.
        case someoneElse
        /// A folder holding files of both: decided entry by entry.
        case both
    }

    /// Links every entry PlotSite did not write into `newSite`, which holds the new build's files.
    /// Returns the paths carried, sorted (`.git`, `CNAME`, `plots/handout.pdf`).
    ///
    /// An entry that the new build writes too is an error naming it, unless both are the same file;
    /// the message says how to resolve it. Nothing is carried then.
    func carry(into newSite: URL) throws -> [String] {
        let owner = ownership(newSite: newSite)
        var kept: [String] = [], conflicts: [String] = []
        func visit(_ path: String) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path).sorted() {
                let child = path.isEmpty ? name : path + "/" + name
                guard child != SiteMarker.fileName else { continue }
                switch owner(child) {
                case .plotsite: continue
                case .both where Self.kind(of: folder.appendingPathComponent(child)) == .typeDirectory: try visit(child)
                case .both, .someoneElse: try place(child)
                }
            }
        }
        // A whole entry goes where the new site has nothing; into a folder the new site has too, its
        // entries go one by one.
        func place(_ path: String) throws {
            let old = folder.appendingPathComponent(path), new = newSite.appendingPathComponent(path)
            switch (Self.kind(of: old), Self.kind(of: new)) {
            case (_, nil):
                kept.append(path)
            case (.typeDirectory?, .typeDirectory?):
                for name in try FileManager.default.contentsOfDirectory(atPath: old.path).sorted() { try place(path + "/" + name) }
            case (.typeRegular?, .typeRegular?) where FileManager.default.contentsEqual(atPath: old.path, andPath: new.path):
                break  // The new build writes the very same file: nothing is lost.
            default:
                conflicts.append(path)
            }
        }
        try visit("")
        guard conflicts.isEmpty else {
            throw SiteBuildError("\(folder.path) holds \(conflicts.count == 1 ? "a file" : "files") that plotsite did not write, "
                + "where this build writes its own: \(conflicts.joined(separator: ", ")). Move \(conflicts.count == 1 ? "it" : "them") "
                + "out of the site (into static/ beside the manifest to publish \(conflicts.count == 1 ? "it" : "them")) and build again")
        }
        // Only now, with no conflict left, does anything go into the new site.
        for path in kept {
            let new = newSite.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: new.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.linkOrCopy(folder.appendingPathComponent(path), to: new)
        }
        return kept.sorted()
    }

    /// Who wrote each path of the previous site.
    private func ownership(newSite: URL) -> (String) -> Owner {
        guard let written = marker.writtenFiles else {
            // A site from a PlotSite version that did not list its files: whatever lies under a name that
            // the new build writes at the top is taken for PlotSite's own, everything else is carried.
            let ours = Set((try? FileManager.default.contentsOfDirectory(atPath: newSite.path)) ?? [])
            return { path in ours.contains(String(path.prefix { $0 != "/" })) ? .plotsite : .someoneElse }
        }
        var foldersWithWrittenFiles: Set<Substring> = []
        for file in written {
            var folder = Substring(file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                foldersWithWrittenFiles.insert(folder)
            }
        }
        return { path in
            if written.contains(path) { return .plotsite }
            return foldersWithWrittenFiles.contains(Substring(path)) ? .both : .someoneElse
        }
    }

    /// The type of the entry at `url`, not following a link; nil when there is none.
    private static func kind(of url: URL) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
    }

    /// Recreates `source` at `target`: folders anew, links as links, files as hard links where the file
    /// system allows (no data copied, the source untouched), else as copies.
    static func linkOrCopy(_ source: URL, to target: URL) throws {
        let fileManager = FileManager.default
        switch kind(of: source) {
        case .typeDirectory?:
            let permissions = (try? fileManager.attributesOfItem(atPath: source.path))?[.posixPermissions]
            try fileManager.createDirectory(at: target, withIntermediateDirectories: false,
                                            attributes: permissions.map { [.posixPermissions: $0] })
            for name in try fileManager.contentsOfDirectory(atPath: source.path) {
                try linkOrCopy(source.appendingPathComponent(name), to: target.appendingPathComponent(name))
            }
        case .typeSymbolicLink?:
            try fileManager.createSymbolicLink(atPath: target.path, withDestinationPath: fileManager.destinationOfSymbolicLink(atPath: source.path))
        default:
            do {
                try fileManager.linkItem(at: source, to: target)
            } catch {
                // Another file system, or one without hard links: copying is slower but as correct.
                try fileManager.copyItem(at: source, to: target)
            }
        }
    }
}
