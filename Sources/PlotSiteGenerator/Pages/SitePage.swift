/// One page of the site: where it goes, what the layout says about it, and its template's values.
struct SitePage {
    /// The tabs of the tab bar (docs/site.md#every-page); a page marks at most one as current.
    enum Tab: String, CaseIterable {
        case featured, calculator, configuration
    }

    /// The path below the site's top (`plots/sine.html`, see ``SitePaths``); also the page's canonical path.
    let file: String
    /// Which template renders it, its class in the layout, its tab and its stylesheets.
    let kind: PageKind
    let title: String
    /// One sentence for `<meta name="description">`.
    let summary: String
    /// The page's entry modules, below the site's top.
    var scripts: [String] = []
    /// Modules the page's script imports dynamically but needs before it is ready, announced with the
    /// ones it imports statically (`<link rel="modulepreload">`); when a boot script loads `laterScript`,
    /// it loads them too, and the page does not announce them.
    var preloadedModules: [String] = []
    /// The module a boot script among `scripts` loads later (plot-boot.js: the live view, at the
    /// reader's first reach, see LiveViewModules); a theme without the boot script loads it as the
    /// page's script, announced with `preloadedModules`.
    var laterScript: String?
    /// Stylesheets this page links after its kind's (``PageKind/stylesheets``): what only some pages of a
    /// kind show, such as a figure's sliders.
    var figureStylesheets: [String] = []
    /// The way from the page to the site's top: "" for top-level pages, "../" below `plots/`.
    var root = ""
    /// The template's own values (`plot`, `calculator`, …), next to the ones every page shares.
    var content: [String: TemplateValue] = [:]
}
