import PlotCore

/// Renders pages into `layout.html` with what every page shares: the site's title, the tab bar, the
/// page's stylesheets, scripts and module preloads, and its canonical address.
struct PageRenderer: Sendable {
    /// The theme's templates, checked: every one in ``Theme/requiredTemplates`` is there.
    let templates: [String: Template]
    let manifest: Manifest
    let theme: Theme
    let moduleImports: ModuleImports

    func render(_ page: SitePage) throws -> String {
        var values = sharedValues(page)
        values.merge(page.content) { _, own in own }
        let content = try template(page.template).render(values)
        values["content"] = .html(content)
        return try template("layout.html").render(values)
    }

    /// The shared limits (``PlotLimits``), so that a template states them without a copy:
    /// `{{ limits.samplesMin }}` to `{{ limits.samplesMax }}`, X-Max at most `{{ limits.calculatorXMax }}`.
    static let limits: TemplateValue = .object([
        "samplesMin": .text(String(PlotLimits.samples.lowerBound)),
        "samplesMax": .text(String(PlotLimits.samples.upperBound)),
        "calculatorXMax": .text(PlotLimits.calculatorXMax.upperBound.plainText),
        "galleryXMax": .text(PlotLimits.galleryXMax.upperBound.plainText),
    ])

    private func template(_ name: String) throws -> Template {
        guard let template = templates[name] else { throw ThemeError("the theme has no \(name)") }
        return template
    }

    /// `root`, `site`, `tabs`, `page` and `limits`: the values the layout and every page may use.
    private func sharedValues(_ page: SitePage) -> [String: TemplateValue] {
        let canonical = manifest.baseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + page.file } ?? ""
        var styles = ["css/site.css", "css/graph-view.css"]
        if page.kind == "calculator" || page.kind == "configuration" { styles.append("css/calculator.css") }
        var tabs: [String: TemplateValue] = [:]
        for tab in SitePage.Tab.allCases { tabs[tab.rawValue] = .bool(page.tab == tab) }
        let pageValues: [String: TemplateValue] = [
            "title": .text(page.title), "kind": .text(page.kind), "summary": .text(page.summary), "canonical": .text(canonical),
            // A theme without a page's script or stylesheet simply does not load it.
            "scripts": .list(page.scripts.filter { theme.assets[$0] != nil }.map(TemplateValue.text)),
            "preloads": .list(moduleImports.dependencies(of: page.scripts).map(TemplateValue.text)),
            "styles": .list(styles.filter { theme.assets[$0] != nil }.map(TemplateValue.text)),
        ]
        return [
            "root": .text(page.root), "site": .object(["title": .text(manifest.title)]), "tabs": .object(tabs),
            "page": .object(pageValues), "limits": Self.limits,
        ]
    }
}
