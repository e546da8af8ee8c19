import Foundation

/// The templates and assets a site is built from: the default theme embedded in the binary, or
/// a folder given with `--theme` holding `Templates/` and `Public/` (the repository's layout).
public struct Theme: Sendable {
    /// Template name (`layout.html`, …) → source.
    public let templates: [String: String]
    /// Path below the site root (`css/site.css`, …) → contents.
    public let assets: [String: Data]

    /// The template every page is rendered into.
    static let layoutTemplate = "layout.html"
    /// The templates every theme has. Any other it has may be included by them (`{{> graph.html }}`), and the
    /// embed page's is optional (a theme without `embed.html` builds no embed pages).
    static let requiredTemplates = [layoutTemplate] + PageKind.required.map(\.template)

    /// The default theme compiled into this binary.
    public static func embedded() -> Theme {
        var templates: [String: String] = [:]
        var assets: [String: Data] = [:]
        for (path, base64) in EmbeddedTheme.files {
            guard let data = Data(base64Encoded: base64) else { continue }
            if path.hasPrefix("Templates/") {
                templates[String(path.dropFirst("Templates/".count))] = String(decoding: data, as: UTF8.self)
            } else if path.hasPrefix("Public/") {
                assets[String(path.dropFirst("Public/".count))] = data
            }
        }
        return Theme(templates: templates, assets: assets)
    }

    /// A theme folder: `DIR/Templates/*.html` and everything below `DIR/Public/`.
    public static func load(from folder: URL) throws -> Theme {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ThemeError("theme folder \(folder.path) does not exist")
        }
        var templates: [String: String] = [:]
        let templateFolder = folder.appendingPathComponent("Templates")
        for name in (try? fileManager.contentsOfDirectory(atPath: templateFolder.path)) ?? [] where name.hasSuffix(".html") {
            let data = try Data(contentsOf: templateFolder.appendingPathComponent(name))
            templates[name] = String(decoding: data, as: UTF8.self)
        }
        var assets: [String: Data] = [:]
        let publicFolder = folder.appendingPathComponent("Public")
        if let walker = fileManager.enumerator(at: publicFolder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) {
            let prefix = publicFolder.standardizedFileURL.path.count + 1
            for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                assets[String(file.standardizedFileURL.path.dropFirst(prefix))] = try Data(contentsOf: file)
            }
        }
        let theme = Theme(templates: templates, assets: assets)
        let missing = requiredTemplates.filter { theme.templates[$0] == nil }
        if !missing.isEmpty {
            throw ThemeError("theme folder \(folder.path) lacks Templates/\(missing.joined(separator: ", Templates/"))")
        }
        return theme
    }

    /// The files a folder theme is read from, for `serve` to watch.
    public static func watchedFolders(of folder: URL) -> [URL] {
        [folder.appendingPathComponent("Templates"), folder.appendingPathComponent("Public")]
    }
}
