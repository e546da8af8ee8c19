import Foundation
import Testing
@testable import PlotCore

/// Sums, products, factorials and binomials around random expressions (docs/language.md#sums-and-products):
/// the same reading, descriptions, derivatives and values in Swift and in node, as for the random
/// expressions themselves. The random sources stay those of ``RandomExpression`` (its stream is shared
/// with the JS port); here each is put inside one of the new forms, and every fourth is damaged. A random
/// source inside a sum's terms is computed once per term, and the reference evaluation may nudge each of
/// those alike or not: with a factor as steep as n! before a chaotic source, the nudged values stop bracketing
/// JS's, so such a form keeps the source outside the sum. Sources longer than 80 characters, whose chains of
/// steep functions (sin of 10²⁰) the nudges seldom bracket, give their place to sin(x).
extension SwiftJSDifferentialTests {
    static let seriesExpressionCount = 2_000

    /// Forms with a hole `@` for a random source; `k`, `j` are indices.
    static let seriesForms = [
        "sum(k = 1 … 6, (@)^k/k!)", "Σ(k=0..4, x^k·(@))", "∏(k = 1 … 3, 1 + (@)/k)", "prod(k=1..4, x - k)",
        "sum(k=1..3, sum(j=k..4, (@)/j))", "(@)!", "binom(@, 3)", "binom(5, @)", "Σ(k = -2 … 2, (@)·k²) + 3!",
        "sum(k=0..20, (-1)^k x^(2k+1)/(2k+1)!) - (@)", "sum(k=1..1000, sin(k x)/k) + (@)", "2Σ(k=1..3, k)x + (@)",
        "∑(n = 1 … 5, n!·x^n) - (@)", "sum(k=1...2, @)", "prod(k=2..1, @)", "(@)!²", "binom(x, 2)^(@)",
    ]

    /// Powers of a sum's index past 64 (docs/language.md#sums-and-products), which JS carries from term to term and
    /// Swift takes afresh, around a few fixed sources in x and y; added to the random ones of the tests here and of
    /// the enclosures (``seriesForms`` keeps its order, so that the random sources meet the forms they always met).
    static let indexPowerSources = [
        "sum(k = 60 … 90, x^k/k!) + (@)", "sum(k = 62 … 75, (x/2)^k) - (@)", "sum(j = 1 … 2, sum(k = 63 … 70, (x/3 + j)^k)) + (@)",
        "sum(k = 30 … 40, x^(2k + 1)/(2k + 1)!) - (@)", "prod(k = 64 … 80, 1 + (x/4)^k) + (@)", "sum(k = 70 … 90, 3^k/k!) + (@)",
    ].flatMap { form in ["1", "x", "y", "sin(x)·y"].map { form.replacingOccurrences(of: "@", with: $0) } }

    @Test func swiftAndJSAgreeOnSumsAroundRandomExpressions() throws {
        var generator = RandomExpression(seed: Self.seed ^ 0x5E41E5)
        var mutation = Mutation(seed: Self.seed ^ 0x5E41E5)
        let sources = (0..<Self.seriesExpressionCount).map { index in
            let inner = generator.next().trimmingCharacters(in: .whitespaces)
            let form = Self.seriesForms[index % Self.seriesForms.count]
            let source = form.replacingOccurrences(of: "@", with: inner.count > 80 ? "sin(x)" : inner)
            return index % 4 == 3 ? mutation.damage(source) : source
        } + Self.indexPowerSources.filter { !$0.contains("y") }
        let fromJS = try Self.evaluateInNode(sources)
        try #require(fromJS.count == sources.count)

        var accepted = 0, rejected = 0, values = 0, derivatives = 0
        var problems: [String] = []
        for (source, js) in zip(sources, fromJS) {
            var rejection: ExpressionError?
            guard let (expression, jsValues) = Self.compareReading(source, js: js, problems: &problems, rejection: &rejection) else {
                if rejection != nil { rejected += 1 }
                continue
            }
            accepted += 1
            if Self.compareDerivative(of: expression, source: source, js: js.derivative, problems: &problems) { derivatives += 1 }
            let counts = Self.compareValues(of: expression, source: source, js: jsValues, problems: &problems)
            values += counts.exact + counts.inexact
        }
        print("Swift↔JS sums: \(sources.count) expressions (\(accepted) accepted, \(rejected) rejected alike; "
              + "\(derivatives) derivatives), \(values) values")
        #expect(accepted > Self.seriesExpressionCount / 2 && rejected > Self.seriesExpressionCount / 10,
                "accepted \(accepted), rejected \(rejected)")
        #expect(derivatives > Self.seriesExpressionCount / 4, "\(derivatives) derivatives compared")
        #expect(problems.isEmpty, "\(problems.count) differences, the first: \n\(problems.prefix(25).joined(separator: "\n"))")
    }
}
