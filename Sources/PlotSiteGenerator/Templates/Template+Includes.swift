/// The `{{> name }}` tags between a theme's templates, checked before anything is rendered: a name the theme
/// lacks, or a template that includes itself, is found when the templates are checked (by `check --theme` and in
/// the build's first step), not when the first page using it is rendered.
extension Template {
    /// The templates this one includes, each with the line of its tag, in the written order.
    var includes: [(name: String, line: Int)] { Self.includes(in: nodes) }

    private static func includes(in nodes: [Node]) -> [(name: String, line: Int)] {
        nodes.flatMap { node -> [(name: String, line: Int)] in
            switch node {
            case .include(let name, let line): return [(name, line)]
            case .each(_, let body, _): return includes(in: body)
            case .when(_, let then, let otherwise, _): return includes(in: then) + includes(in: otherwise)
            case .text, .flowText, .value: return []
            }
        }
    }

    /// Every problem of the includes among `templates` (by name), in name order: an include of a template that
    /// is not there, and each cycle (`a.html` including `b.html` including `a.html`), told once at the tag that
    /// closes it. `unreadable` names templates the theme has that did not parse (their own problem, told already):
    /// including one is no second problem.
    public static func includeProblems(in templates: [String: Template], unreadable: Set<String> = []) -> [TemplateError] {
        var problems: [TemplateError] = []
        var finished: Set<String> = []
        // Depth first; `path` holds the templates being visited, so meeting one of them again closes a cycle.
        func visit(_ name: String, path: [String]) {
            guard let template = templates[name], !finished.contains(name) else { return }
            for (included, line) in template.includes where !unreadable.contains(included) {
                if templates[included] == nil {
                    problems.append(TemplateError(file: name, line: line, message: "the theme has no \(included) to include"))
                } else if let start = path.firstIndex(of: included) ?? (included == name ? path.count : nil) {
                    let cycle = (Array(path[start...]) + [name, included]).reduce(into: [String]()) { names, next in
                        if names.last != next { names.append(next) }
                    }
                    problems.append(TemplateError(file: name, line: line,
                                                  message: "\(included) includes itself: \(cycle.joined(separator: " → "))"))
                } else {
                    visit(included, path: path + [name])
                }
            }
            finished.insert(name)
        }
        for name in templates.keys.sorted() { visit(name, path: []) }
        return problems
    }
}
