/// The kinds of page a site has. The raw value is the page's class in the layout (`page-plot`).
enum PageKind: String, CaseIterable {
    case featured, plot, calculator, configuration
    case notFound = "not-found"
    /// A plot's figure alone, for an iframe (docs/site.md#embeds): the layout leaves out the site's bar.
    case embed

    /// The kinds every theme must have a template for; a theme without `embed.html` builds no embed pages.
    static let required = allCases.filter { $0 != .embed }

    /// The theme's template that renders the page's content inside `layout.html`.
    var template: String {
        switch self {
        case .featured: "featured.html"
        case .plot: "plot.html"
        case .calculator: "calculator.html"
        case .configuration: "configuration.html"
        case .notFound: "404.html"
        case .embed: "embed.html"
        }
    }

    /// The tab of the tab bar marked as current on such a page; nil for pages outside the tab bar.
    var tab: SitePage.Tab? {
        switch self {
        case .featured: .featured
        case .calculator: .calculator
        case .configuration: .configuration
        case .plot, .notFound, .embed: nil
        }
    }

    /// The stylesheets such a page links, in cascade order: each page loads only what it styles.
    var stylesheets: [String] {
        switch self {
        case .plot: [SitePaths.siteStylesheet, SitePaths.plotStylesheet, SitePaths.graphStylesheet]
        case .embed: [SitePaths.siteStylesheet, SitePaths.plotStylesheet, SitePaths.graphStylesheet, SitePaths.embedStylesheet]
        case .featured: [SitePaths.siteStylesheet, SitePaths.featuredStylesheet, SitePaths.graphStylesheet]
        case .notFound: [SitePaths.siteStylesheet, SitePaths.graphStylesheet]
        case .calculator: [SitePaths.siteStylesheet, SitePaths.graphStylesheet, SitePaths.graphLiveStylesheet,
                           SitePaths.calculatorStylesheet, SitePaths.calculatorLayoutsStylesheet]
        case .configuration: [SitePaths.siteStylesheet, SitePaths.graphStylesheet, SitePaths.graphLiveStylesheet,
                              SitePaths.configurationStylesheet]
        }
    }

    /// The file the build writes from ``stylesheets`` (``StylesheetBundles``), which such a page links
    /// instead of them; nil for a page that links them one by one.
    var stylesheetBundle: String? {
        switch self {
        case .plot: SitePaths.plotPageStylesheet
        case .embed: SitePaths.embedPageStylesheet
        case .featured, .notFound, .calculator, .configuration: nil
        }
    }

    /// The stylesheets such a page links disabled, for its boot script to enable with the live view
    /// (docs/architecture.md#delivery): nothing the first visit shows needs them.
    var liveStylesheets: [String] {
        switch self {
        case .plot, .embed: [SitePaths.graphLiveStylesheet]
        case .featured, .notFound, .calculator, .configuration: []
        }
    }
}
