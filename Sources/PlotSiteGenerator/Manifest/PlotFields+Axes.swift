import PlotCore

/// A plot's `aspect`, `xTicks`, `yTicks`, `xLabel` and `yLabel` (docs/manifest.md#axes).
extension PlotFieldChecker {
    static let axisKeys = ["aspect", "xTicks", "yTicks", "xLabel", "yLabel"]

    /// What other tools call an equal aspect: named in the hint, as a typo would be.
    private static let equalWords: Set = ["square", "same", "1:1", "isometric", "fixed", "equal scale", "equal-scale"]

    /// The axes' settings; a problem is reported at the value to change.
    mutating func axisSettings(_ byKey: [String: Field]) -> AxisSettings {
        var settings = AxisSettings()
        if let field = byKey["aspect"] {
            if case .string(let text) = field.value, let aspect = Aspect(rawValue: text) {
                settings.aspect = aspect
            } else {
                let hint = choiceHint(field.value, among: ["auto", "equal"]) { Self.equalWords.contains($0) ? "equal" : nil }
                report(field, "\(entry).aspect", "must be \"auto\" or \"equal\", not \(field.value.shown)\(hint)")
            }
        }
        settings.xTicks = tickKind(byKey["xTicks"], "xTicks")
        settings.yTicks = tickKind(byKey["yTicks"], "yTicks")
        settings.xTitle = axisTitle(byKey["xLabel"], "xLabel")
        settings.yTitle = axisTitle(byKey["yLabel"], "yLabel")
        return settings
    }

    /// `"auto"` (decimal steps) or `"π"`, also written `"pi"`.
    private mutating func tickKind(_ field: Field?, _ key: String) -> TickKind {
        guard let field else { return .decimal }
        switch field.value {
        case .string("auto"): return .decimal
        case .string("π"), .string("pi"): return .pi
        default:
            let hint = choiceHint(field.value, among: ["auto", "pi"]) { ["pi", "radians", "rad"].contains($0) ? "π" : nil }
            report(field, "\(entry).\(key)", "must be \"auto\" or \"π\" (also written \"pi\"), not \(field.value.shown)\(hint)")
            return .decimal
        }
    }

    /// A title: one line of 1 … ``AxisSettings/titleLimit`` characters.
    private mutating func axisTitle(_ field: Field?, _ key: String) -> String? {
        guard let field, let text = string(field, key) else { return nil }
        if text.allSatisfy(\.isWhitespace) {
            report(field, "\(entry).\(key)", "must not be empty (leave the key out for no title)")
        } else if text.contains(where: \.isNewline) {
            report(field, "\(entry).\(key)", "must be one line")
        } else if text.count > AxisSettings.titleLimit {
            report(field, "\(entry).\(key)", "must be at most \(AxisSettings.titleLimit) characters, not \(text.count): it is drawn beside its axis")
        } else {
            return text
        }
        return nil
    }

    /// ` (did you mean "equal"?)` for a string close to one of `choices` or named by `synonym`, else nothing.
    private func choiceHint(_ value: FieldValue, among choices: [String], synonym: (String) -> String?) -> String {
        guard case .string(let text) = value else { return "" }
        let folded = text.lowercased().trimmingCharacters(in: .whitespaces)
        return (synonym(folded) ?? Suggestion.closest(to: folded, among: choices)).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}
