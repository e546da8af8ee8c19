/// Writes a bundle: `js/live-view.js` (see ``LiveViewBundle``) or the boot's (``BootBundle``), each bundled
/// module in evaluation order as
///
///     // js/graph/plot-svg.js
///     const $$m7 = (() => {
///     const { pan, zoomAbout } = $$e0;              // its imports, from modules evaluated before it
///     …its source, `export` keywords taken off…
///     return Object.freeze({ __proto__: null, PlotSVG, … });   // its exports
///     })();
///
/// The boot's modules are taken from the boot's bundle (`import { $$b2 } from './plot-boot.js'`), or imported
/// as real modules where the boot is not bundled (`import * as $$e0 from './graph/gestures.js'`); a
/// dynamic import of a bundled module resolves to its namespace, one of a later module names its copy.
/// No module of the theme uses the `$$` names (they are refused), so they cannot collide.
struct BundleWriter {
    /// Where the bundle goes; its modules in evaluation order; the modules it loads later.
    let path: String
    let bundled: [String]
    let lazy: Set<String>
    /// The bundle's namespace variable for a bundled module (`$$m7`, `$$b2`).
    let namespace: (String) -> String?
    /// Where the page finds a module that is not bundled (a copy, or the module itself).
    let sitePath: (String) -> String
    /// The boot's bundle, whose modules this bundle takes from it; nil for the boot's own.
    let boot: BootBundle?
    let syntax: [String: ModuleSyntax]
    /// The first line of the file: what it is.
    let heading: String
    /// Whether it exports every module's namespace (the boot's, for the live view), or only those its copies take.
    let lendsEveryModule: Bool

    func source() throws(CompactionError) -> String {
        var external: [String: String] = [:]
        var externalOrder: [String] = []
        var fromBoot: [String] = []
        func namespace(_ target: String) -> String {
            if let inside = self.namespace(target) { return inside }
            if let booted = boot?.namespace(of: target) {
                if !fromBoot.contains(booted) { fromBoot.append(booted) }
                return booted
            }
            if let known = external[target] { return known }
            let name = "$$e\(external.count)"
            external[target] = name
            externalOrder.append(target)
            return name
        }

        var bodies: [String] = []
        var usedByCopies = Set<String>()
        for module in lazy {
            for specifier in syntax[module]!.staticSpecifiers + syntax[module]!.dynamicImports.map(\.specifier) {
                if let target = ModuleImports.resolve(specifier, from: module), let name = self.namespace(target) { usedByCopies.insert(name) }
            }
        }
        for module in bundled {
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
                if let inside = self.namespace(target) {
                    edits.append(.init(range: call.callRange, replacement: "Promise.resolve(\(inside))"))
                } else if let boot, let booted = boot.namespace(of: target) {
                    edits.append(.init(range: call.callRange, replacement: "import(\(bootSpecifier(boot))).then((boot) => boot.\(booted))"))
                } else {
                    let specifier = ModulePaths.specifier(from: path, to: sitePath(target))
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
            let name = self.namespace(module)!
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
            "import * as \(external[target]!) from \(JSStringLiteral.literal(for: ModulePaths.specifier(from: path, to: target), quote: "'"));"
        }
        let taken = boot.map { fromBoot.isEmpty ? [] : ["import { \(fromBoot.joined(separator: ", ")) } from \(bootSpecifier($0));"] } ?? []
        let shared = bundled.compactMap(self.namespace).filter { lendsEveryModule || usedByCopies.contains($0) }
        return """
        // Written by plotsite build: \(heading), its modules from Public/js in the order they run.
        \((taken + imports).joined(separator: "\n"))
        \(bodies.joined(separator: "\n"))
        \(entryExports())
        export { \(shared.joined(separator: ", ")) };

        """
    }

    /// The bundle exports what the live view's module exports, as that module would.
    private func entryExports() -> String {
        guard let entry = bundled.last, let name = namespace(entry) else { return "" }
        let names = syntax[entry]!.exports.map(\.name)
        var lines: [String] = []
        let named = names.filter { $0 != "default" }
        if !named.isEmpty { lines.append("export const { \(named.joined(separator: ", ")) } = \(name);") }
        if names.contains("default") { lines.append("export default \(name).default;") }
        return lines.joined(separator: "\n")
    }

    /// The boot's bundle as this bundle names it.
    private func bootSpecifier(_ boot: BootBundle) -> String {
        JSStringLiteral.literal(for: ModulePaths.specifier(from: path, to: boot.path), quote: "'")
    }

    /// A theme module that used the bundles' own `$$m…`/`$$e…`/`$$b…` names could take one of them.
    private func refuseBundleNames(in read: ModuleSyntax) throws(CompactionError) {
        let text = String(String.UnicodeScalarView(read.scalars))
        for prefix in ["$$m", "$$e", "$$b"] where text.contains(prefix) {
            throw CompactionError(file: read.file, line: 1, message: "uses a name starting \(prefix), which the bundles keep for themselves")
        }
    }
}
