/// The relative specifiers between theme modules below the site's top (`js/graph/graph-view.js`);
/// ``ModuleImports/resolve(_:from:)`` reads them back.
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
}
