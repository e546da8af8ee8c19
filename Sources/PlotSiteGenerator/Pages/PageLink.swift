/// A link to another page, as a template shows it: `<a href="{{ href }}">{{ title }}</a>`.
struct PageLink {
    let title: String
    /// Relative to the linking page.
    let href: String

    var templateValue: TemplateValue {
        .object(["title": .text(title), "href": .text(href)])
    }
}
