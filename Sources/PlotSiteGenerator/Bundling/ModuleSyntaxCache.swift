import Foundation

/// The theme's modules as a bundle reads them (``LiveViewBundle``, ``BootBundle``): each parsed once, and
/// the theme's files each imports statically.
struct ModuleSyntaxCache {
    let assets: [String: Data]
    private(set) var syntax: [String: ModuleSyntax] = [:]

    init(assets: [String: Data]) {
        self.assets = assets
    }

    mutating func parsed(_ path: String) throws(CompactionError) -> ModuleSyntax {
        if let known = syntax[path] { return known }
        let read = try ModuleSyntax(source: String(decoding: assets[path] ?? Data(), as: UTF8.self), file: path)
        syntax[path] = read
        return read
    }

    /// The theme's modules `path` imports statically, in source order.
    mutating func staticTargets(_ path: String) throws(CompactionError) -> [String] {
        try parsed(path).staticSpecifiers.compactMap { ModuleImports.resolve($0, from: path) }.filter { assets[$0] != nil }
    }
}
