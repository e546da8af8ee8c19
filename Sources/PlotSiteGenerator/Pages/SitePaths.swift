/// Where the build puts each page, below the site's top, and the theme's assets it names itself.
/// Every other file knows a path only through these.
public enum SitePaths {
    // MARK: - Pages

    public static let featured = "index.html"
    static let calculator = "calculator.html"
    static let configuration = "configuration.html"
    /// Served by hosts for a missing address at any depth.
    static let notFound = "404.html"
    /// The folder of the plot pages; the way back from one of them to the site's top is `plotsRoot`.
    static let plotsFolder = "plots/"
    static let plotsRoot = "../"

    /// A plot's page.
    static func plotPage(_ slug: String) -> String { plotsFolder + plotPageName(slug) }

    /// A plot page's name inside `plotsFolder`, as its neighbours link to it.
    static func plotPageName(_ slug: String) -> String { "\(slug).html" }

    /// A plot's standalone SVG, beside its page.
    static func plotSVG(_ slug: String) -> String { plotsFolder + plotSVGName(slug) }

    /// The SVG's name inside `plotsFolder`, as the page links to it.
    static func plotSVGName(_ slug: String) -> String { "\(slug).svg" }

    /// The folder of the embed pages, beside `plotsFolder` (the same way back to the top, `plotsRoot`).
    static let embedsFolder = "embed/"

    /// A plot's figure alone, for an iframe in another site (docs/site.md#embeds).
    static func embedPage(_ slug: String) -> String { embedsFolder + "\(slug).html" }

    /// A file's address in a site whose top is at `baseURL` (the manifest's `baseURL`, with or without its last "/").
    static func address(of file: String, at baseURL: String) -> String {
        (baseURL.hasSuffix("/") ? baseURL : baseURL + "/") + file
    }

    /// The pages that are not plots, in the order the offline worker keeps them.
    static let topLevelPages = [featured, calculator, configuration, notFound]

    // MARK: - Theme assets the build names (paths in the theme; the site's carry fingerprints)

    static let siteStylesheet = "css/site.css"
    /// A plot page's own layout; between site.css and graph-view.css in the cascade.
    static let plotStylesheet = "css/plot.css"
    static let graphStylesheet = "css/graph-view.css"
    /// What a live graph adds (its popover, notices, trace and dots); after graph-view.css in the cascade.
    static let graphLiveStylesheet = "css/graph-live.css"
    static let calculatorStylesheet = "css/calculator.css"
    /// How the Calculator's panes are laid out on each screen; after calculator.css in the cascade.
    static let calculatorLayoutsStylesheet = "css/calculator-layouts.css"
    static let configurationStylesheet = "css/configuration.css"
    /// An embed page's layout: the figure filling its frame; after plot.css in the cascade.
    static let embedStylesheet = "css/embed.css"
    /// A plot page's and an embed page's stylesheets in one file each, written by the build (``StylesheetBundles``).
    static let plotPageStylesheet = "css/plot-page.css"
    static let embedPageStylesheet = "css/embed-page.css"
    /// A figure's sliders, linked after the page's stylesheets only where the figure has parameters.
    static let slidersStylesheet = "css/sliders.css"
    /// The Featured page's cards and lists; after site.css in the cascade.
    static let featuredStylesheet = "css/featured.css"
    static let icon = "icons/icon.svg"

    /// A plot page's first script: takes gestures at once and loads ``liveView`` at the reader's first reach.
    static let plotBoot = "js/plot-boot.js"
    /// The plot page's live view.
    static let liveView = "js/plot-page.js"
    /// Written by the build from the live view's imports (``LiveViewModules``).
    static let liveViewModules = "js/live-view-modules.js"
    /// What a figure with shaded areas imports before its live view can take over.
    static let areaOutlines = "js/figure/area-outline.js"
    /// The Riemann sums, which a figure with sums loads before its live view takes over.
    static let riemannSum = "js/figure/riemann-sum.js"
    static let calculatorScript = "js/calculator-page.js"
    static let configurationScript = "js/configuration-page.js"
    /// The module that registers the service worker.
    static let serviceWorkerRegistration = "js/offline/register-service-worker.js"
    /// The worker keeps its name in the site: its address is its identity.
    static let serviceWorker = OfflineFiles.workerPath
}
