@testable import PlotCore

extension SwiftJSDifferentialTests {
    /// The derivative of an accepted expression must be given on both sides or on neither, with the
    /// same formula and the same values by the rules of ``swiftAndJSAgreeOnRandomExpressions()``.
    /// Returns whether a derivative was compared.
    static func compareDerivative(of expression: PlotCore.Expression, source: String, js: JSResult.Derivative?,
                                  problems: inout [String]) -> Bool {
        let slope = expression.derivative()
        guard let slope, let js else {
            if (slope == nil) != (js == nil) {
                problems.append("\(source): a derivative on one side only: Swift \(slope?.description ?? "none"), "
                                + "JS \(js?.description ?? "none")")
            }
            return false
        }
        if slope.description != js.description {
            problems.append("\(source): derivatives differ: Swift '\(slope.description)', JS '\(js.description)'")
        }
        let compiled = slope.compiled()
        let exact = usesOnlyCorrectlyRoundedOperations(slope.root)
        for (index, x) in xs.enumerated() {
            let swift = compiled.evaluate(at: x)
            if sameBits(swift, js.values[index]) { continue }
            if exact || !(isWithinLibraryTolerance(js.values[index], slope.root, at: x)
                          || isNoise(slope.root, at: x) && swift.isFinite == js.values[index].isFinite) {
                problems.append("\(source): derivative \(slope.description) at \(x): Swift \(swift), JS \(js.values[index])")
            }
        }
        return true
    }

    /// Whether moving every math-library result of the tree by ``libraryUlps`` moves its value by
    /// more than the value's own size: then both sides compute noise (`sec` of a number near 10²⁴,
    /// times `tan` of it), and only being defined or not must agree.
    static func isNoise(_ root: ExpressionNode, at x: Double) -> Bool {
        let value = ReferenceEvaluator(nudge: { $0 }).value(root, at: x)
        let up = ReferenceEvaluator(nudge: { nudged($0, by: libraryUlps) }).value(root, at: x)
        let down = ReferenceEvaluator(nudge: { nudged($0, by: -libraryUlps) }).value(root, at: x)
        return Swift.abs(up - down) > Swift.abs(value)
    }
}
