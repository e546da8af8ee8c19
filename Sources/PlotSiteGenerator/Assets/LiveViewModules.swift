import Foundation

/// `js/live-view-modules.js` as the site ships it: the plot page's live view and every module it
/// imports statically, each as its own `import()`, so that plot-boot.js starts all their fetches at
/// once when the reader first reaches for the graph (a phone on a 150 ms network would otherwise wait a
/// round trip per import level). The same for what a figure with shaded areas needs. Written before
/// the assets are fingerprinted, so the specifiers become the fingerprinted names like any import.
enum LiveViewModules {
    static let path = SitePaths.liveViewModules
    static let liveView = SitePaths.liveView
    static let areaOutlines = SitePaths.areaOutlines

    /// The theme's assets with the module written from `imports` (theirs: the module's own `import()`s
    /// are dynamic, so writing it does not change them); a theme without it (or without the live view)
    /// keeps its assets as they are.
    static func assets(of theme: [String: Data], imports: ModuleImports) -> [String: Data] {
        guard theme[path] != nil, theme[liveView] != nil else { return theme }
        var assets = theme
        assets[path] = Data(source(liveView: [liveView] + imports.dependencies(of: [liveView]),
                                   areaOutlines: theme[areaOutlines] == nil ? [] : [areaOutlines] + imports.dependencies(of: [areaOutlines])).utf8)
        return assets
    }

    static func source(liveView: [String], areaOutlines: [String]) -> String {
        """
        // Written by plotsite build (Public/js/live-view-modules.js is the readable source).
        export const loadLiveView = () => Promise.all([\(imports(liveView))]);
        export const loadAreaOutlines = () => Promise.all([\(imports(areaOutlines))]);

        """
    }

    /// `import('./graph/graph-view.js'), …`: paths below the site's top, as seen from `js/`.
    private static func imports(_ modules: [String]) -> String {
        modules.map { module in
            let specifier = module.hasPrefix("js/") ? "./" + module.dropFirst(3) : "../" + module
            return "import('\(specifier)')"
        }.joined(separator: ", ")
    }
}
