import Foundation
import Testing
@testable import PlotCore

extension SwiftJSDifferentialTests {
    /// How many random expressions are compared again written in θ.
    static let thetaExpressionCount = 2_000

    /// The language in θ (docs/language.md#the-variable): random accepted expressions written in θ (their
    /// description in θ, every fourth damaged by a slip, which may be an `x`), read by both sides in θ: the
    /// same errors, descriptions, warnings, values and derivatives as in x.
    @Test func swiftAndJSAgreeOnRandomExpressionsInTheta() throws {
        var generator = RandomExpression(seed: Self.seed ^ 0x7E7A)
        var mutation = Mutation(seed: Self.seed ^ 0x7E7A)
        var sources: [String] = []
        while sources.count < Self.thetaExpressionCount {
            guard let expression = try? PlotCore.Expression(generator.next()) else { continue }
            let source = expression.root.description(in: .theta)
            sources.append(sources.count % 4 == 3 ? mutation.damage(source) : source)
        }
        let fromJS = try Self.evaluateInNode(sources, variable: .theta)
        try #require(fromJS.count == sources.count)
        var problems: [String] = []
        var (rejected, wrongVariable, containingTheta) = (0, 0, 0)
        for (source, js) in zip(sources, fromJS) {
            let expression: PlotCore.Expression
            do {
                expression = try PlotCore.Expression(source, variable: .theta)
            } catch {
                rejected += 1
                if error.message.hasPrefix("x is not") { wrongVariable += 1 }
                if js.error != JSResult.Failure(kind: error.kind.rawValue, offset: error.offset, message: error.message) {
                    problems.append("\(source): Swift rejects it with \(error.kind) at \(error.offset) '\(error.message)', JS gives \(js)")
                }
                continue
            }
            guard let jsValues = js.values, let jsDescription = js.description else {
                problems.append("\(source): Swift accepts it, JS rejects it: \(js.error.map { "\($0)" } ?? "?")")
                continue
            }
            if expression.containsVariable { containingTheta += 1 }
            if jsDescription != expression.description {
                problems.append("\(source): descriptions differ: Swift '\(expression.description)', JS '\(jsDescription)'")
            }
            let warnings = expression.warnings.map { ([$0.kind.rawValue, String($0.offset), $0.readAs] + $0.alternatives).joined(separator: " | ") }
            if warnings != (js.warnings ?? []) {
                problems.append("\(source): warnings differ: Swift \(warnings), JS \(js.warnings ?? [])")
            }
            _ = Self.compareDerivative(of: expression, source: source, js: js.derivative, problems: &problems)
            let compiled = expression.compiled()
            let exact = Self.usesOnlyCorrectlyRoundedOperations(expression.root)
            for (index, θ) in Self.xs.enumerated() {
                let (swift, javaScript) = (compiled.evaluate(at: θ), jsValues[index])
                if Self.sameBits(swift, javaScript) { continue }
                if exact || !Self.isWithinLibraryTolerance(javaScript, expression.root, at: θ) {
                    problems.append("\(source) at θ = \(θ): Swift \(swift), JS \(javaScript)")
                }
            }
        }
        #expect(rejected > Self.thetaExpressionCount / 20 && wrongVariable > 5 && containingTheta > Self.thetaExpressionCount / 2,
                "rejected \(rejected), of them for an x \(wrongVariable); in θ \(containingTheta)")
        #expect(problems.isEmpty, "\(problems.count) differences, the first: \n\(problems.prefix(25).joined(separator: "\n"))")
    }
}
