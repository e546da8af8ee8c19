/// Writes `js/live-view.js` (see ``LiveViewBundle``): each bundled module in evaluation order as
///
///     // js/graph/plot-svg.js
///     const $$m7 = (() => {
///     const { pan, zoomAbout } = $$e0;              // its imports, from modules evaluated before it
///     …its source, `export` keywords taken off…
///     return Object.freeze({ __proto__: null, PlotSVG, … });   // its exports
///     })();
///
/// The boot's modules are imported as real modules (`import * as $$e0 from './graph/gestures.js'`), a
/// dynamic import of a bundled module resolves to its namespace, one of a later module names its copy.
/// No module of the theme uses the `$$` names (they are refused), so they cannot collide.
struct BundleWriter {
    let bundle: LiveViewBundle
    let syntax: [String: ModuleSyntax]

    func source() throws(CompactionError) -> String {
        var external: [String: String] = [:]
        var externalOrder: [String] = []
        func namespace(_ target: String) -> String {
            if let inside = bundle.namespace(of: target) { return inside }
            if let known = external[target] { return known }
            let name = "$$e\(external.count)"
            external[target] = name
            externalOrder.append(target)
            return name
        }

        var bodies: [String] = []
        var usedByCopies = Set<String>()
        for module in bundle.lazy {
            for specifier in syntax[module]!.staticSpecifiers + syntax[module]!.dynamicImports.map(\.specifier) {
                if let target = ModuleImports.resolve(specifier, from: module), let name = bundle.namespace(of: target) { usedByCopies.insert(name) }
            }
        }
        for module in bundle.bundled {
            let read = syntax[module]!
            try refuseBundleNames(in: read)
            var edits = read.exportEdits
            var prologue: [String] = []
            for statement in read.imports {
                edits.append(.init(range: statement.range, replacement: ""))
                guard let target = ModuleImports.resolve(statement.specifier, from: module) else {
                    throw CompactionError(file: module, line: 1, message: "imports \(statement.specifier), which is not a file of the theme")
                }
                prologue += statement.constants(from: namespace(target))
            }
            for call in read.dynamicImports {
                guard let target = ModuleImports.resolve(call.specifier, from: module) else { continue }
                if let inside = bundle.namespace(of: target) {
                    edits.append(.init(range: call.callRange, replacement: "Promise.resolve(\(inside))"))
                } else {
                    let specifier = ModulePaths.specifier(from: LiveViewBundle.bundlePath, to: bundle.sitePath(of: target))
                    edits.append(.init(range: call.specifierRange, replacement: JSStringLiteral.literal(for: specifier, quote: "'")))
                }
            }
            let exports = try read.exports.map { name, value throws(CompactionError) -> String in
                switch value {
                case .local(let local): return name == local ? name : "\(name): \(local)"
                case .module(let specifier, let imported):
                    guard let target = ModuleImports.resolve(specifier, from: module) else {
                        throw CompactionError(file: module, line: 1, message: "exports from \(specifier), which is not a file of the theme")
                    }
                    return "\(name): \(namespace(target)).\(imported)"
                }
            }
            let name = bundle.namespace(of: module)!
            bodies.append("""
            // \(module)
            const \(name) = (() => {
            \(prologue.joined(separator: "\n"))
            \(SourceEdits.apply(edits, to: read.scalars))
            return Object.freeze({ __proto__: null, \(exports.joined(separator: ", ")) });
            })();
            """)
        }
        let imports = externalOrder.map { target in
            "import * as \(external[target]!) from \(JSStringLiteral.literal(for: ModulePaths.specifier(from: LiveViewBundle.bundlePath, to: target), quote: "'"));"
        }
        let shared = bundle.bundled.compactMap(bundle.namespace(of:)).filter(usedByCopies.contains)
        return """
        // Written by plotsite build: the plot page's live view, its modules from Public/js in the order they run.
        \(imports.joined(separator: "\n"))
        \(bodies.joined(separator: "\n"))
        \(entryExports())
        export { \(shared.joined(separator: ", ")) };

        """
    }

    /// The bundle exports what the live view's module exports, as that module would.
    private func entryExports() -> String {
        guard let entry = bundle.bundled.last, let name = bundle.namespace(of: entry) else { return "" }
        let names = syntax[entry]!.exports.map(\.name)
        var lines: [String] = []
        let named = names.filter { $0 != "default" }
        if !named.isEmpty { lines.append("export const { \(named.joined(separator: ", ")) } = \(name);") }
        if names.contains("default") { lines.append("export default \(name).default;") }
        return lines.joined(separator: "\n")
    }

    /// A theme module that used the bundle's own `$$m…`/`$$e…` names could take one of them.
    private func refuseBundleNames(in read: ModuleSyntax) throws(CompactionError) {
        let text = String(String.UnicodeScalarView(read.scalars))
        for prefix in ["$$m", "$$e"] where text.contains(prefix) {
            throw CompactionError(file: read.file, line: 1, message: "uses a name starting \(prefix), which the live view's bundle keeps for itself")
        }
    }
}
