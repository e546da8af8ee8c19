import Foundation

/// The static imports between a theme's ES modules. A page lists every module its script will
/// need as `<link rel="modulepreload">`, so the browser fetches them at once instead of finding
/// them one import level at a time, a network round trip per level.
struct ModuleImports: Sendable {
    /// Asset path → the asset paths it imports statically, in source order.
    let importsByModule: [String: [String]]

    /// A bundle (the boot script's: ``BootBundle``) → the theme's modules it holds, which a page whose script it is runs
    /// without loading them.
    let heldByBundle: [String: [String]]

    /// The imports as ``importsByModule`` lists them (read back from ``AssetCache``).
    init(importsByModule: [String: [String]], heldByBundle: [String: [String]] = [:]) {
        self.importsByModule = importsByModule
        self.heldByBundle = heldByBundle
    }

    init(assets: [String: Data], heldByBundle: [String: [String]] = [:]) {
        var imports: [String: [String]] = [:]
        for (path, data) in assets where path.hasSuffix(".js") {
            let source = String(decoding: data, as: UTF8.self)
            imports[path] = Self.specifiers(in: source).compactMap { Self.resolve($0, from: path) }.filter { assets[$0] != nil }
        }
        importsByModule = imports
        self.heldByBundle = heldByBundle
    }

    /// Whether a page whose scripts are `scripts` runs `module` without a script tag of its own: a script imports it,
    /// directly or through others, or holds it in its bundle.
    func run(_ module: String, by scripts: [String]) -> Bool {
        let running = scripts + dependencies(of: scripts)
        return running.contains(module) || running.contains { heldByBundle[$0]?.contains(module) == true }
    }

    /// Every module the `entries` import, directly or through others, nearest first and once
    /// each; not the entries themselves. Dynamic `import()`s are left out: they load on first use.
    func dependencies(of entries: [String]) -> [String] {
        var seen = Set(entries), order: [String] = [], queue = entries
        while !queue.isEmpty {
            let module = queue.removeFirst()
            for imported in importsByModule[module] ?? [] where seen.insert(imported).inserted {
                order.append(imported)
                queue.append(imported)
            }
        }
        return order
    }

    /// The specifiers of `import … from '…'`, `import '…'` and `export … from '…'` statements.
    /// Statements start a line, so examples in comments (`// import …`, ` * import(…)`) do not count.
    static func specifiers(in source: String) -> [String] {
        let statement = /(?m)^[ \t]*(?:import|export)(?:[ \t\n]*|[ \t\n][^;'"]*?[ \t\n}*]from[ \t\n]*)['"]([^'"\n]+)['"]/
        return source.matches(of: statement).map { String($0.output.1) }
    }

    /// `./x.js` or `../x.js` relative to the importing asset's folder; nil for anything else
    /// (bare names and URLs are not the theme's files).
    static func resolve(_ specifier: String, from importer: String) -> String? {
        guard specifier.hasPrefix("./") || specifier.hasPrefix("../") else { return nil }
        var parts = importer.split(separator: "/").dropLast().map(String.init)
        for part in specifier.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return nil }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
