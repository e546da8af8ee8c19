/// The live view's copy of a module it loads later (see ``LiveViewBundle``), at `js/live/…`: the module
/// as written, but what it imports from bundled modules it takes from the bundle, and what it imports
/// from the boot's modules it takes from the boot's bundle (or from them where they are, when the boot
/// is not bundled). Imports between copies are left as they are: the copies mirror the theme's folders.
struct LazyModuleCopy {
    let bundle: LiveViewBundle
    let module: String
    let syntax: ModuleSyntax

    func source() throws(CompactionError) -> String {
        let path = LiveViewBundle.copyPath(of: module)
        let bundleSpecifier = JSStringLiteral.literal(for: ModulePaths.specifier(from: path, to: LiveViewBundle.bundlePath), quote: "'")
        let boot = bundle.bootBundle
        let bootSpecifier = boot.map { JSStringLiteral.literal(for: ModulePaths.specifier(from: path, to: $0.path), quote: "'") } ?? ""
        var edits: [ModuleSyntax.Edit] = []
        var importedNamespaces = Set<String>()
        /// The specifier for `target` from the copy, unless it is a copy too (then unchanged).
        func moved(_ target: String) -> String? {
            bundle.lazy.contains(target) ? nil : ModulePaths.specifier(from: path, to: bundle.sitePath(of: target))
        }
        for statement in syntax.imports {
            guard let target = ModuleImports.resolve(statement.specifier, from: module) else { continue }
            if let boot, let name = boot.namespace(of: target) {
                let lines = (importedNamespaces.insert(name).inserted ? ["import { \(name) } from \(bootSpecifier);"] : [])
                    + statement.constants(from: name)
                edits.append(.init(range: statement.range, replacement: lines.joined(separator: " ")))
                continue
            }
            guard let name = bundle.namespace(of: target) else {
                if let specifier = moved(target) {
                    edits.append(.init(range: statement.range, replacement: rewritten(statement, specifier)))
                }
                continue
            }
            let lines = (importedNamespaces.insert(name).inserted ? ["import { \(name) } from \(bundleSpecifier);"] : [])
                + statement.constants(from: name)
            edits.append(.init(range: statement.range, replacement: lines.joined(separator: " ")))
        }
        for specifier in syntax.reexportSpecifiers {
            guard let target = ModuleImports.resolve(specifier, from: module), !bundle.lazy.contains(target) else { continue }
            throw CompactionError(file: module, line: 1, message: "re-exports from \(specifier), which the live view's copy of it cannot do")
        }
        for call in syntax.dynamicImports {
            guard let target = ModuleImports.resolve(call.specifier, from: module) else { continue }
            if let name = bundle.namespace(of: target) {
                edits.append(.init(range: call.callRange, replacement: "import(\(bundleSpecifier)).then((bundle) => bundle.\(name))"))
            } else if let boot, let name = boot.namespace(of: target) {
                edits.append(.init(range: call.callRange, replacement: "import(\(bootSpecifier)).then((boot) => boot.\(name))"))
            } else if let specifier = moved(target) {
                edits.append(.init(range: call.specifierRange, replacement: JSStringLiteral.literal(for: specifier, quote: "'")))
            }
        }
        return SourceEdits.apply(edits, to: syntax.scalars)
    }

    /// The import statement as written with another specifier.
    private func rewritten(_ statement: ModuleSyntax.Import, _ specifier: String) -> String {
        let literal = JSStringLiteral.literal(for: specifier, quote: "'")
        if statement.bindings.isEmpty && statement.namespace == nil { return "import \(literal);" }
        var clauses: [String] = []
        if let local = statement.namespace { clauses.append("* as \(local)") }
        let defaults = statement.bindings.filter { $0.imported == "default" }
        let named = statement.bindings.filter { $0.imported != "default" }
        if let first = defaults.first { clauses.insert(first.local, at: 0) }
        if !named.isEmpty {
            clauses.append("{ " + named.map { $0.imported == $0.local ? $0.local : "\($0.imported) as \($0.local)" }.joined(separator: ", ") + " }")
        }
        return "import \(clauses.joined(separator: ", ")) from \(literal);"
    }
}
