import PlotCore

/// Renders pages into `layout.html` with what every page shares: the site's title, the tab bar, the
/// page's stylesheets, scripts and module preloads (by their fingerprinted names), and its canonical address.
struct PageRenderer: Sendable {
    /// The theme's templates, checked: every one in ``Theme/requiredTemplates`` is there.
    let templates: [String: Template]
    let manifest: Manifest
    /// The table of the site's language: `{{ words.… }}` in every template.
    let words: Words
    let assets: SiteAssets
    /// The static imports between the theme's modules, by their names in the theme.
    let moduleImports: ModuleImports
    /// Whether pages register the service worker and link the web app manifest.
    let offline: Bool

    func render(_ page: SitePage) throws -> String {
        var values = sharedValues(page)
        values.merge(page.content) { _, own in own }
        let content = try template(page.kind.template).render(values, templates: templates)
        values["content"] = .html(content)
        return try template(Theme.layoutTemplate).render(values, templates: templates)
    }

    /// The shared limits (``PlotLimits``), so that a template states them without a copy:
    /// `{{ limits.samplesMin }}` to `{{ limits.samplesMax }}`, X-Max at most `{{ limits.calculatorXMax }}`.
    static let limits: TemplateValue = .object([
        "samplesMin": .text(String(PlotLimits.samples.lowerBound)),
        "samplesMax": .text(String(PlotLimits.samples.upperBound)),
        "calculatorXMax": .text(PlotLimits.calculatorXMax.upperBound.plainText),
        "galleryXMax": .text(PlotLimits.galleryXMax.upperBound.plainText),
    ])

    /// The page's modules as the theme has them: its scripts and what they import statically, announced
    /// as preloads, with the modules its script imports dynamically but needs before it is ready. A boot
    /// script loads its later script and what that needs itself (the first visit loads the boot alone);
    /// a theme without the boot script loads the later script as the page's script instead.
    private func modules(of page: SitePage) -> (scripts: [String], preloads: [String]) {
        var scripts = page.scripts.filter { assets.sitePaths[$0] != nil }
        let booted = page.laterScript != nil && !scripts.isEmpty
        if scripts.isEmpty, let laterScript = page.laterScript, assets.sitePaths[laterScript] != nil { scripts = [laterScript] }
        let dynamic = booted ? [] : page.preloadedModules
        var preloads = moduleImports.dependencies(of: scripts)
        for module in dynamic + moduleImports.dependencies(of: dynamic) where !preloads.contains(module) {
            preloads.append(module)
        }
        return (scripts, preloads)
    }

    /// The asset's path in the site, as a template value; nil when the theme has no such file.
    private func sitePath(_ asset: String) -> TemplateValue? {
        assets.sitePaths[asset].map(TemplateValue.text)
    }

    private func template(_ name: String) throws -> Template {
        guard let template = templates[name] else { throw ThemeError("the theme has no \(name)") }
        return template
    }

    /// Whether the theme has the embed page's template (docs/site.md#embeds): a theme written before it builds none.
    var writesEmbeds: Bool { templates[PageKind.embed.template] != nil }

    /// The manifest's title, or the language's default one.
    var siteTitle: String { manifest.title ?? words("site.defaultTitle") }

    /// `root`, `site`, `tabs`, `page`, `limits` and `words`: the values the layout and every page may use.
    private func sharedValues(_ page: SitePage) -> [String: TemplateValue] {
        let canonical = manifest.baseURL.map { SitePaths.address(of: page.file, at: $0) } ?? ""
        let modules = modules(of: page)
        var tabs: [String: TemplateValue] = [:]
        for tab in SitePage.Tab.allCases { tabs[tab.rawValue] = .bool(page.kind.tab == tab) }
        let pageValues: [String: TemplateValue] = [
            "title": .text(page.title), "kind": .text(page.kind.rawValue), "summary": .text(page.summary), "canonical": .text(canonical),
            // A theme without a page's script or stylesheet simply does not load it.
            "scripts": .list(modules.scripts.compactMap(sitePath)),
            "preloads": .list(modules.preloads.compactMap(sitePath)),
            "styles": .list((page.kind.stylesheetBundle.flatMap(sitePath).map { [$0] } ?? page.kind.stylesheets.compactMap(sitePath))
                            + page.figureStylesheets.compactMap(sitePath)),
            "liveStyles": .list(page.kind.liveStylesheets.compactMap(sitePath)),
            // An embed page is shown inside another site's page: no site bar, and not for search engines.
            "embed": .bool(page.kind == .embed),
        ]
        // Offline needs both halves: the worker at the site's top and the module that registers it. A page
        // whose script imports the module (a plot page's boot script bundles it) needs no script tag for it.
        let registration = offline && assets.sitePaths[SitePaths.serviceWorker] != nil ? assets.sitePaths[SitePaths.serviceWorkerRegistration] : nil
        let registeredByScript = moduleImports.run(SitePaths.serviceWorkerRegistration, by: modules.scripts)
        let site: [String: TemplateValue] = [
            "title": .text(siteTitle), "icon": .text(assets.sitePaths[SitePaths.icon] ?? ""),
            "offline": .bool(registration != nil),
            "offlineScript": .text(registeredByScript ? "" : registration ?? ""),
        ]
        return [
            "root": .text(page.root), "site": .object(site), "tabs": .object(tabs),
            "page": .object(pageValues), "limits": Self.limits, "words": words.templateValue,
        ]
    }
}
