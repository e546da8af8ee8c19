/// One page of the site: where it goes, what the layout says about it, and its template's values.
struct SitePage {
    /// The tabs of the tab bar (R-SITE); a page marks at most one as current.
    enum Tab: String, CaseIterable {
        case featured, calculator, configuration
    }

    /// The path below the site's top (`plots/sine.html`); also the page's canonical path.
    let file: String
    /// The template that renders the page's content inside `layout.html`.
    let template: String
    /// `featured`, `plot`, …: the page's class in the layout, and which stylesheets it loads.
    let kind: String
    let title: String
    /// One sentence for `<meta name="description">`.
    let summary: String
    /// The tab marked as current; nil for pages outside the tab bar.
    var tab: Tab?
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
    /// The way from the page to the site's top: "" for top-level pages, "../" below `plots/`.
    var root = ""
    /// The template's own values (`plot`, `calculator`, …), next to the ones every page shares.
    var content: [String: TemplateValue] = [:]
}
