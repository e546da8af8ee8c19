import Foundation

/// The site holds no file that no page loads (docs/architecture.md#delivery). Once the live view is one
/// bundle (``LiveViewBundle``), many readable modules are loaded by no page: those the bundle holds and
/// nothing else imports, and the theme's modules no page script uses (the named functions, which the
/// build expands). The modules under `js/` that no page script reaches, through static imports or
/// `import()`, are not written, so the service worker does not keep them either. (A template cannot
/// name a module itself: the site's modules carry fingerprints only the build knows.)
enum UnloadedModules {
    /// The scripts the build's pages load: where the modules a page may load start.
    static let pageScripts = [SitePaths.plotBoot, SitePaths.calculatorScript, SitePaths.configurationScript,
                              SitePaths.serviceWorkerRegistration]

    /// `assets` without the modules under `js/` that no script of `entries` reaches.
    static func removed(from assets: [String: Data], entries: [String] = pageScripts) -> [String: Data] {
        var reached = Set(entries.filter { assets[$0] != nil })
        var queue = Array(reached)
        while let module = queue.popLast() {
            // Comments out (a JSDoc type's `import('./x.js').T` loads nothing); what is left may still name
            // a file in a string that is no import, which only keeps a file that could have gone.
            let source = String(decoding: assets[module] ?? Data(), as: UTF8.self)
                .replacing(/\/\*[\s\S]*?\*\//, with: "").replacing(/(?m)(^|\s)\/\/.*$/, with: "")
            let specifiers = ModuleImports.specifiers(in: source) + source.matches(of: /import\(\s*['"]([^'"\n]+)['"]\s*\)/).map { String($0.output.1) }
            for target in specifiers.compactMap({ ModuleImports.resolve($0, from: module) })
            where assets[target] != nil && reached.insert(target).inserted {
                queue.append(target)
            }
        }
        return assets.filter { !($0.key.hasPrefix("js/") && $0.key.hasSuffix(".js")) || reached.contains($0.key) }
    }
}
