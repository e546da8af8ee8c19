import Foundation

/// `js/live-view-modules.js` as the site ships it, and the files it loads: the plot page's live view as
/// one bundle (``LiveViewBundle``), which takes the boot's modules from the boot's own (``BootBundle``) and, for a figure with shaded areas, the module the live view needs
/// before it can take over, so that plot-boot.js starts both fetches at once when the reader first
/// reaches for the graph. Written before the assets are fingerprinted, so the specifiers become the
/// fingerprinted names like any import. The modules no page script reaches any more are left out
/// (``UnloadedModules``).
enum LiveViewModules {
    static let path = SitePaths.liveViewModules
    static let liveView = SitePaths.liveView
    static let areaOutlines = SitePaths.areaOutlines
    static let boot = SitePaths.plotBoot

    /// The theme's assets with the bundle, its copies and the module that loads them, and the modules the boot's
    /// bundle holds; a theme without the boot script, the live view or this module keeps its assets as they are
    /// (and no bundle holds anything).
    static func bundled(_ theme: [String: Data]) throws(CompactionError) -> (assets: [String: Data], heldByBoot: [String]) {
        guard theme[path] != nil, theme[liveView] != nil, theme[boot] != nil else { return (theme, []) }
        let bootBundle = try BootBundle(assets: theme, boot: boot)
        let bundle = try LiveViewBundle(assets: theme, boot: boot, liveView: liveView, later: [areaOutlines], bootBundle: bootBundle)
        var assets = theme
        for (file, data) in try bundle.files() {
            guard theme[file] == nil else {
                throw CompactionError(file: file, line: 1, message: "the build writes this file (the live view's bundle): the theme must not have it")
            }
            assets[file] = data
        }
        let outlines = theme[areaOutlines] == nil ? nil : bundle.sitePath(of: areaOutlines)
        assets[path] = Data(source(liveView: LiveViewBundle.bundlePath, areaOutlines: outlines).utf8)
        // The boot's bundle holds this module as written here, so it is written last, its modules in the
        // order (and so under the names) the live view took them by.
        let written = try BootBundle(assets: assets, boot: boot)
        guard written.bundled == bootBundle.bundled else {
            throw CompactionError(file: path, line: 1, message: "the build's copy of this module imports other modules than the theme's")
        }
        try written.refuseSecondInstances(in: assets)
        assets[boot] = Data(try written.source().utf8)
        return (UnloadedModules.removed(from: assets), written.bundled)
    }

    static func source(liveView: String, areaOutlines: String?) -> String {
        """
        // Written by plotsite build (Public/js/live-view-modules.js is the readable source).
        export const loadLiveView = () => import('\(ModulePaths.specifier(from: path, to: liveView))');
        export const loadAreaOutlines = () => \(areaOutlines.map { "import('\(ModulePaths.specifier(from: path, to: $0))')" } ?? "Promise.resolve()");

        """
    }
}
