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
            var rejection: ExpressionError?
            guard let (expression, jsValues) = Self.compareReading(source, variable: .theta, js: js, problems: &problems,
                                                                  rejection: &rejection) else {
                if let rejection {
                    rejected += 1
                    if rejection.message.hasPrefix("x is not") { wrongVariable += 1 }
                }
                continue
            }
            if expression.containsVariable { containingTheta += 1 }
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
