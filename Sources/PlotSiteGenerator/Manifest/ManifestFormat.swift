import Foundation

/// The two ways to write a manifest (docs/manifest.md).
public enum ManifestFormat: Sendable {
    /// Gallery JSON.
    case json
    /// The plain-text list: one plot per line, several curves with `;`, no areas, points, lines or sliders.
    case plainList

    /// The format of a file by its name: `*.json` is gallery JSON, anything else the plain-text list.
    public init(of file: URL) {
        self = file.pathExtension.lowercased() == "json" ? .json : .plainList
    }
}
