/// The Configuration (`configuration.html`): the Calculator's X-Max and samples, with their limits.
struct ConfigurationPage {
    let settings: CalculatorSettings
    let words: Words

    func sitePage() -> SitePage {
        SitePage(file: SitePaths.configuration, kind: .configuration, title: words("configurationPage.title"),
                 summary: words("configurationPage.summary"), scripts: [SitePaths.configurationScript],
                 content: ["calculator": settings.templateValue(words)])
    }
}
