import Foundation

/// The theme's assets made ready for a site (docs/architecture.md#delivery): the static imports between its modules,
/// and the files as the site serves them — the live view bundled, a plot page's stylesheets in one, JS and CSS compacted, every name fingerprinted.
///
/// This is a build's fixed cost (about a second for the default theme, most of it tokenizing JavaScript), the same for
/// every build of the same theme, language and compaction: ``AssetCache`` keeps it between builds.
struct PreparedAssets: Sendable {
    let moduleImports: ModuleImports
    let assets: SiteAssets

    /// Prepares `languageAssets`, the theme's files with the site's language chosen (`SiteLanguage.assets(of:)`).
    init(languageAssets: [String: Data], compacts: Bool) throws {
        let (bundled, heldByBoot) = try LiveViewModules.bundled(languageAssets)
        // The imports as the site has them: a bundle imports what it does not hold.
        moduleImports = ModuleImports(assets: bundled, heldByBundle: heldByBoot.isEmpty ? [:] : [LiveViewModules.boot: heldByBoot])
        let themeAssets = try StylesheetBundles.assets(of: bundled)
        assets = try SiteAssets(theme: themeAssets, compacts: compacts)
    }

    init(moduleImports: ModuleImports, assets: SiteAssets) {
        self.moduleImports = moduleImports
        self.assets = assets
    }
}
