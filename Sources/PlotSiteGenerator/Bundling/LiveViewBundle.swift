import Foundation

/// The plot page's live view as one file (docs/architecture.md#delivery). The live view is some sixty
/// small modules; a browser on HTTP/1.1 fetches six at a time, so a phone 150 ms from the server
/// waited about ten round trips before its first touch was answered by the live view. The build
/// writes them, in the order a browser would evaluate them, each in its own function scope, into
/// `js/live-view.js`, which it loads instead; the readable modules stay in the theme as they are.
///
/// - The modules the boot script has loaded already (gestures, view storage, …) are the boot's: the
///   bundle takes them from the boot's own bundle (``BootBundle``), or imports them as real modules
///   where the boot is not bundled, so that the two share them.
/// - The modules the live view loads later (`import('./trace.js')`: the trace, the points-of-interest
///   dots, the parameters' controls…) stay separate files, loaded when needed. They are written as
///   copies under `js/live/`, whose imports of bundled modules take the bundle's: one instance of
///   each module on the page. The originals serve the Calculator, which is not bundled.
struct LiveViewBundle {
    /// Where the bundle goes, and the folder of the copies of what it loads later.
    static let bundlePath = "js/live-view.js"
    static let lazyFolder = "js/live/"

    /// The bundled modules, in evaluation order; the ones loaded later (copied).
    let bundled: [String]
    let lazy: Set<String>
    /// The boot's bundle, whose modules the live view takes from it.
    let bootBundle: BootBundle?
    private let syntax: [String: ModuleSyntax]

    /// Reads the module graph from `assets`, starting at the boot script and the live view; `later`
    /// are modules the boot loads beside the live view, which it must not load a second time.
    init(assets: [String: Data], boot: String, liveView: String, later: [String] = [], bootBundle: BootBundle? = nil) throws(CompactionError) {
        var modules = ModuleSyntaxCache(assets: assets)
        func parsed(_ path: String) throws(CompactionError) -> ModuleSyntax { try modules.parsed(path) }
        func staticTargets(_ path: String) throws(CompactionError) -> [String] { try modules.staticTargets(path) }

        var booted: Set<String> = [boot]
        var queue = [boot]
        while let module = queue.popLast() {
            for target in try staticTargets(module) where booted.insert(target).inserted { queue.append(target) }
        }

        let order = try Self.evaluationOrder(from: liveView, bundle: "the live view's bundle") { module throws(CompactionError) in
            try staticTargets(module).filter { !booted.contains($0) }
        }

        let inBundle = Set(order)
        // What the bundle loads later, and what that imports in turn, is copied; so is what the boot
        // loads beside the live view.
        var lazy = Set<String>()
        var pending = order
        func copy(_ target: String, loadedBy module: String) throws(CompactionError) {
            guard assets[target] != nil, !inBundle.contains(target), !booted.contains(target), lazy.insert(target).inserted else { return }
            guard target.hasPrefix("js/") else {
                throw CompactionError(file: module, line: 1, message: "loads \(target), outside js/, which the live view's copies cannot mirror")
            }
            pending.append(target)
        }
        for module in later { try copy(module, loadedBy: boot) }
        while let module = pending.popLast() {
            let dynamic = try parsed(module).dynamicImports.compactMap { ModuleImports.resolve($0.specifier, from: module) }
            for target in try dynamic + staticTargets(module) { try copy(target, loadedBy: module) }
        }
        bundled = order
        self.lazy = lazy
        self.bootBundle = bootBundle
        self.syntax = modules.syntax
    }

    /// `entry` and the modules it imports statically (`targets`), depth first, dependencies before the
    /// module, as a browser evaluates them; an import cycle stops the build, naming `bundle`.
    static func evaluationOrder(from entry: String, bundle: String,
                                targets: (String) throws(CompactionError) -> [String]) throws(CompactionError) -> [String] {
        var order: [String] = []
        var state: [String: Bool] = [:]  // false while on the path, true once placed
        func place(_ module: String, from importer: String?) throws(CompactionError) {
            if state[module] == true { return }
            if state[module] == false {
                throw CompactionError(file: importer ?? module, line: 1, message: "imports \(module), which imports it in turn: \(bundle) cannot order a cycle")
            }
            state[module] = false
            for target in try targets(module) { try place(target, from: module) }
            state[module] = true
            order.append(module)
        }
        try place(entry, from: nil)
        return order
    }

    /// Where the live view's copy of a module loaded later goes: `js/graph/trace.js` → `js/live/graph/trace.js`.
    static func copyPath(of module: String) -> String { lazyFolder + module.dropFirst(3) }

    /// Where the page finds `module` once the bundle is written: the bundle, a copy, or the module itself.
    func sitePath(of module: String) -> String {
        if bundled.contains(module) { return Self.bundlePath }
        return lazy.contains(module) ? Self.copyPath(of: module) : module
    }

    /// The bundle's namespace variable for a bundled module.
    func namespace(of module: String) -> String? {
        bundled.firstIndex(of: module).map { "$$m\($0)" }
    }

    /// The bundle and the copies, by path.
    func files() throws(CompactionError) -> [String: Data] {
        let writer = BundleWriter(path: Self.bundlePath, bundled: bundled, lazy: lazy, namespace: namespace(of:), sitePath: sitePath(of:),
                                  boot: bootBundle, syntax: syntax, heading: "the plot page's live view", lendsEveryModule: false)
        var files = [Self.bundlePath: Data(try writer.source().utf8)]
        for module in lazy {
            let copy = LazyModuleCopy(bundle: self, module: module, syntax: syntax[module]!)
            files[Self.copyPath(of: module)] = Data(try copy.source().utf8)
        }
        return files
    }
}
