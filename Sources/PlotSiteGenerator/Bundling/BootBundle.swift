import Foundation

/// A plot page's boot script as one file (docs/architecture.md#delivery): `js/plot-boot.js` and the modules it
/// imports statically (gestures, the view transform, view storage, the print handout…), each in its own
/// function scope in the order a browser would run them, written over `js/plot-boot.js`. Ten small files
/// compress worse one by one than in one, and a first visit is measured in compressed bytes.
///
/// The bundle exports each module's namespace (`$$b0`, `$$b1`, …): the live view's bundle and its copies
/// take the boot's modules from it, so a page holds one instance of each. What the boot loads later by
/// `import()` (full screen, Copy embed code) stays a file of its own, which must not import a bundled
/// module (it would be a second instance). The readable modules stay in the theme, for the Calculator.
struct BootBundle {
    /// Where the bundle goes: the boot script's own path, which the pages link.
    let path: String
    /// The bundled modules in evaluation order, the boot script last.
    let bundled: [String]
    private let syntax: [String: ModuleSyntax]

    init(assets: [String: Data], boot: String) throws(CompactionError) {
        var modules = ModuleSyntaxCache(assets: assets)
        func staticTargets(_ path: String) throws(CompactionError) -> [String] { try modules.staticTargets(path) }
        let order = try LiveViewBundle.evaluationOrder(from: boot, bundle: "the boot's bundle", targets: staticTargets)
        path = boot
        bundled = order
        syntax = modules.syntax
    }

    /// Stops the build when a module the boot loads later by `import()` (as the site has it: the live view's
    /// bundle and copies take the boot's modules from this bundle) imports one of the bundled modules itself.
    func refuseSecondInstances(in assets: [String: Data]) throws(CompactionError) {
        let inBundle = Set(bundled)
        var later: [String] = []
        for module in bundled {
            for call in syntax[module]!.dynamicImports {
                if let target = ModuleImports.resolve(call.specifier, from: module), assets[target] != nil, !inBundle.contains(target) { later.append(target) }
            }
        }
        var seen = Set<String>()
        while let module = later.popLast() {
            guard seen.insert(module).inserted else { continue }
            let source = String(decoding: assets[module] ?? Data(), as: UTF8.self)
            for target in ModuleImports.specifiers(in: source).compactMap({ ModuleImports.resolve($0, from: module) }) where assets[target] != nil && target != path {
                if inBundle.contains(target) {
                    throw CompactionError(file: module, line: 1, message: "imports \(target), which the boot's bundle holds: the page would run it twice")
                }
                later.append(target)
            }
        }
    }

    /// The bundle's namespace variable for a bundled module.
    func namespace(of module: String) -> String? {
        bundled.firstIndex(of: module).map { "$$b\($0)" }
    }

    /// The bundle's source.
    func source() throws(CompactionError) -> String {
        try BundleWriter(path: path, bundled: bundled, lazy: [], namespace: namespace(of:), sitePath: { $0 }, boot: nil,
                         syntax: syntax, heading: "the plot page's boot script", lendsEveryModule: true).source()
    }
}
