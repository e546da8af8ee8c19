import PlotCore

/// Relations in x and y as curves of a figure (docs/manifest.md#implicit-curves-and-regions): an `expression` with a
/// comparison outside braces is an equation (`"x^2 + y^2 = 4"`, an implicit curve) or inequalities (`"y < x^2 and y > 0"`,
/// a region), drawn where the certified drawing proves them. `y = f(x)` stays a curve y = f(x).
extension FigureFieldChecker {
    /// The keys a relation's curve may have besides `expression`.
    static let relationKeys: Set<String> = ["expression", "label", "style"]

    /// Whether `source` is written as a relation: `=`, `<`, `>`, `≤` or `≥` outside braces and brackets (inside
    /// them a comparison is a piecewise condition, `{x < 0: -x, x}`).
    static func isRelation(_ source: String) -> Bool {
        var depth = 0
        for character in source {
            switch character {
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            case "=", "<", ">", "≤", "≥": if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    /// A figure's curve from an expression's source: y = f(x), or a relation's curve or region; nil after reporting.
    mutating func curve(ofSource source: String, at location: SourceLocation, _ subject: String,
                        label: String? = nil, style: LineStyle = .solid) -> FigureCurve? {
        guard Self.isRelation(source) else {
            return expression(source, at: location, subject).map { FigureCurve($0, label: label, style: style) }
        }
        guard let relation = relation(source, at: location, subject) else { return nil }
        // y = f(x) is an explicit curve, drawn by the sampler, with all a curve y = f(x) has.
        if case .functionOfX = relation.kind, let function = relation.explicitFunction {
            return FigureCurve(function, label: label, style: style)
        }
        return FigureCurve(relation, label: label, style: style)
    }

    /// A relation's curve from its members (`expression`, `label`, `style`): what belongs to curves y = f(x) alone
    /// (`from`, `to`, `endpoints`) is reported where it was written. Nil after reporting.
    mutating func relationCurve(_ members: [String: JSONValue], source: String, at location: SourceLocation, _ name: String) -> FigureCurve? {
        let before = problems.count
        for (key, value) in members.sorted(by: { $0.key < $1.key }) where !Self.relationKeys.contains(key) {
            report(value.location, "\(name).\(key)", "belongs to curves y = f(x): \"\(source)\" is drawn wherever it holds in the frame, "
                   + "pixel by pixel; leave \"\(key)\" out (to draw part of it, add a condition with 'and', as in \"x^2 + y^2 < 4 and y > 0\")")
        }
        let label = members["label"].flatMap { self.label($0, "\(name).label") }
        let style = members["style"].map { self.style($0, "\(name).style") } ?? .solid
        guard let style else { return nil }
        let curve = self.curve(ofSource: source, at: location, "\(name).expression", label: label, style: style)
        return problems.count == before ? curve : nil
    }

    /// Whether no slider and no function of the plot is called y, which `what` (a relation, a field) reads as its second
    /// coordinate; false after reporting the one that is.
    mutating func yIsFree(for what: String, at location: SourceLocation, _ subject: String) -> Bool {
        if declaredParameters.contains(Relation.y) {
            report(location, subject, "y is a coordinate of \(what), and the plot also has a slider y: rename the slider")
            return false
        }
        if namedFunctions.names.contains(Relation.y) {
            report(location, subject, "y is a coordinate of \(what), and functions defines y: name the function with another letter")
            return false
        }
        return true
    }

    /// The relation, or nil after reporting where in it the problem is (`or`, `<` mixed with `=`, …) or a slider or
    /// function named y, which a relation reads as its second coordinate.
    private mutating func relation(_ source: String, at location: SourceLocation, _ subject: String) -> Relation? {
        guard yIsFree(for: "the relation \"\(source)\"", at: location, subject) else { return nil }
        do {
            let relation = try Relation(source, parameters: declaredParameters, functions: namedFunctions)
            for warning in relation.warnings { warn(warning, in: source, at: location, subject) }
            return relation
        } catch {
            report(error, in: source, at: location, subject)
            return nil
        }
    }
}
