import Foundation

/// The names one asset gives to others: a module's import specifiers (static and dynamic, found by
/// the JS tokenizer, so never in a comment or a string) and a stylesheet's `url()`s. Only relative
/// references to the theme's own files count; bare names, URLs and `data:` are left alone.
enum AssetReferences {
    enum Kind {
        case script, stylesheet

        init?(path: String) {
            if path.hasSuffix(".js") || path.hasSuffix(".mjs") { self = .script } else if path.hasSuffix(".css") { self = .stylesheet } else { return nil }
        }
    }

    /// The asset paths `text` (the file at `path`) refers to, in source order.
    static func targets(in text: String, of path: String, kind: Kind) throws -> [String] {
        switch kind {
        case .script: return try JSModuleSpecifiers.specifiers(in: text, file: path).compactMap { resolve($0, from: path) }
        case .stylesheet: return text.matches(of: cssURL).compactMap { resolve(String($0.output.2), from: path) }
        }
    }

    /// `text` with each reference to an asset replaced by `sitePath(asset)`'s file name: only the file
    /// name changes (`./trace.js` → `./trace.3f9a2c1e.js`), since fingerprints never move folders.
    static func rewrite(_ text: String, of path: String, kind: Kind, sitePath: (String) -> String?) throws -> String {
        func renamed(_ reference: String) -> String? {
            guard let target = resolve(reference, from: path), let site = sitePath(target) else { return nil }
            let folder = reference.lastIndex(of: "/").map { String(reference[...$0]) } ?? ""
            return folder + (site.split(separator: "/").last.map(String.init) ?? site)
        }
        switch kind {
        case .script:
            return try JSModuleSpecifiers.rewrite(text, file: path, renamed)
        case .stylesheet:
            return text.replacing(cssURL) { match in
                guard let name = renamed(String(match.output.2)) else { return String(match.output.0) }
                return "url(\(match.output.1)\(name)\(match.output.1))"
            }
        }
    }

    /// `url(x)`, `url('x')`, `url("x")`; the quote is captured so that it is written back the same.
    nonisolated(unsafe) private static let cssURL = /url\(\s*(['"]?)([^'"()\s]+)\1\s*\)/

    /// `./x.js` or `../x.js` relative to the asset's folder; nil for anything else.
    static func resolve(_ reference: String, from asset: String) -> String? {
        ModuleImports.resolve(reference, from: asset)
    }
}
