/// Paths of theme modules below the site's top (`js/graph/graph-view.js`) and the relative specifiers
/// between them.
enum ModulePaths {
    /// The specifier by which a module at `importer` names the module at `target`:
    /// `./graph/gestures.js` from `js/live-view.js`, `../../live-view.js` from `js/live/graph/trace.js`.
    static func specifier(from importer: String, to target: String) -> String {
        let from = importer.split(separator: "/").dropLast()
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        let ups = from.count - common
        let rest = to[common...].joined(separator: "/")
        return ups == 0 ? "./" + rest : String(repeating: "../", count: ups) + rest
    }

    /// `./x.js` or `../x.js` relative to the importing module's folder; nil for anything else
    /// (bare names and URLs are not the theme's files).
    static func resolve(_ specifier: String, from importer: String) -> String? {
        ModuleImports.resolve(specifier, from: importer)
    }
}
