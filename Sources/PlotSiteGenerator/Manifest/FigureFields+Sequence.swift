import PlotCore

/// Sequences among a figure's curves (docs/manifest.md#sequences):
/// `{"sequence": "(1 + 1/n)^n", "n": [1, 30], "partialSums": true, "limit": "e"}` — the terms an expression in n
/// (and the sliders), n from a whole number to another, at most ``SequenceTerms/maximumTerms`` terms.
extension FigureFieldChecker {
    static let sequenceKeys = ["sequence", "n", "partialSums", "limit", "label", "style"]

    /// Whether a curve of the list is a sequence: an object with `sequence`.
    static func isSequence(_ element: JSONValue) -> Bool {
        guard case .object(let members, _) = element else { return false }
        return members.contains { $0.key == "sequence" }
    }

    /// The sequence's curve (its `expression` defined nowhere, so that what reads a curve y = f(x) finds nothing);
    /// nil after reporting.
    mutating func sequenceCurve(_ element: JSONValue, _ name: String) -> FigureCurve? {
        let before = problems.count
        let example = "{\"sequence\": \"(1 + 1/n)^n\", \"n\": [1, 30]}"
        guard let members = members(of: element, name, known: Self.sequenceKeys, example: example) else { return nil }
        let expression = members["sequence"].flatMap { sequenceTerm($0, "\(name).sequence") }
        if members["n"] == nil { report(element.location, name, "\"n\" is missing: give the first and last n, as in \"n\": [1, 30]") }
        let range = members["n"].flatMap { sequenceRange($0, "\(name).n") }
        var partialSums = false
        switch members["partialSums"] {
        case .bool(let value, _)?: partialSums = value
        case let value?: report(value.location, "\(name).partialSums", "must be true or false, not \(Self.shown(value))")
        case nil: break
        }
        let limit = members["limit"].flatMap { number($0, "\(name).limit") }
        let label = members["label"].flatMap { self.label($0, "\(name).label") }
        let style = members["style"].map { self.style($0, "\(name).style") } ?? .solid
        guard problems.count == before, let expression, let range, let style else { return nil }
        var curve = FigureCurve(FigureCurve.nowhere, label: label, style: style, endpoints: .off)
        curve.sequence = SequenceCurve(expression, first: range.first, last: range.last, partialSums: partialSums, limit: limit)
        return curve
    }

    /// The term, an expression in n and the sliders (not x); nil after reporting.
    private mutating func sequenceTerm(_ value: JSONValue, _ subject: String) -> PlotCore.Expression? {
        guard case .string(let source, let location) = value else {
            report(value.location, subject, "must be a string, an expression in n such as \"1/n^2\", not \(Self.shown(value))")
            return nil
        }
        let index = SequenceCurve.index
        if declaredParameters.contains(index) {
            report(location, subject, "n is the sequence's index here, so no slider may be called n: rename the slider")
            return nil
        }
        do {
            let expression = try Expression(source, parameters: declaredParameters.union([index]), functions: namedFunctions)
            if expression.containsVariable {
                report(location, subject, "a sequence is an expression in n, not in x: write \"1/n^2\", not \"1/x^2\"")
                return nil
            }
            return expression
        } catch {
            report(error, in: source, at: location, subject)
            return nil
        }
    }

    /// `[first, last]`, whole numbers with first ≤ last and at most ``SequenceTerms/maximumTerms`` terms; nil after reporting.
    private mutating func sequenceRange(_ value: JSONValue, _ subject: String) -> (first: Int, last: Int)? {
        let most = SequenceTerms.maximumTerms
        guard case .array(let items, _) = value, items.count == 2,
              case .number(let first, _, _) = items[0], case .number(let last, _, _) = items[1],
              first == first.rounded(), last == last.rounded(), Swift.abs(first) <= 1e9, Swift.abs(last) <= 1e9 else {
            report(value.location, subject, "must be two whole numbers, the first and last n, as in [1, 30]")
            return nil
        }
        guard first <= last else {
            report(value.location, subject, "the first n (\(Self.text(first))) must not be greater than the last (\(Self.text(last)))")
            return nil
        }
        guard last - first < Double(most) else {
            report(value.location, subject, "at most \(most) terms, not \(Self.text(last - first + 1)): narrow the range of n")
            return nil
        }
        return (Int(first), Int(last))
    }
}
