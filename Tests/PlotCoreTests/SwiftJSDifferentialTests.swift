import Foundation
import TestSupport
import Testing
@testable import PlotCore

/// Swift (build-time SVG) and JS (live view) must compute one language: the same accepted inputs,
/// errors, descriptions and doubles (docs/language.md#swift-and-js). This test generates seeded random expressions,
/// evaluates them here and in node (`Tests/JS/tools/evaluate-batch.mjs`, which imports
/// `Public/js/expression/expression.js`), and compares every answer.
///
/// Values: bit for bit where every operation is correctly rounded on both sides (+ − × ÷, √, abs,
/// floor, ceil, integer powers by the same repeated squaring). Elsewhere the two math libraries
/// (glibc here, V8's fdlibm port there) may differ in the last bits of sin, exp, pow…, and a
/// steep function can amplify that (`tan` of 10³⁶, `asin` next to 1). The tolerance is stated in
/// those terms: JS's value must be one that Swift's evaluation gives when every math-library
/// result may be off by up to ``libraryUlps`` units in the last place — checked by evaluating the
/// tree again with the library results nudged (``ReferenceEvaluator``), and lying in the range of
/// those values (widened by ``rangeSlack``). Defined and undefined must agree in the same sense.
@Suite struct SwiftJSDifferentialTests {
    static let expressionCount = 10_000
    static let seed: UInt64 = 0x5EED_2026

    /// How far (in units in the last place) a math-library result of one side may be from the other's.
    static let libraryUlps = 2
    /// Random nudge patterns tried, besides "all up" and "all down".
    static let nudgePatterns = 32
    /// The range of nudged values is widened by this much, relative: a pattern seldom hits the very
    /// combination of nudges that reproduces JS's value to the last bit.
    static let rangeSlack = 1e-12

    /// x values that find the differences: ±0, subnormals, huge and tiny values, points next to
    /// poles (π/2, 0) and domain edges (±1, 0 for ln and √).
    static let xs: [Double] = {
        let halfPi = Double.pi / 2
        var xs: [Double] = [0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
                            1e-300, -1e-300, 1e300, -1e300, 1, -1, 1.nextUp, 1.nextDown, (-1.0).nextDown, (-1.0).nextUp,
                            halfPi, halfPi.nextUp, halfPi.nextDown, -halfPi, 0.5, -0.5, 2, -2, 3.7, -3.7, 10, 1e-8, 1e5]
        var state: UInt64 = seed
        for _ in 0..<8 {  // and a few ordinary ones
            state = state &* 6364136223846793005 &+ 1442695040888963407
            xs.append(Double(Int64(bitPattern: state >> 11) % 20_000) / 1000)
        }
        return xs
    }()

    @Test func swiftAndJSAgreeOnRandomExpressions() throws {
        var generator = RandomExpression(seed: Self.seed)
        var mutation = Mutation(seed: Self.seed)
        // Every fourth source is damaged by one character, so that errors are compared too.
        let sources = (0..<Self.expressionCount).map { index in
            index % 4 == 3 ? mutation.damage(generator.next()) : generator.next()
        }
        let fromJS = try Self.evaluateInNode(sources)
        try #require(fromJS.count == sources.count)

        var exactValues = 0, inexactValues = 0, identicalInexact = 0, rejected = 0, piecewise = 0, extrema = 0, derivatives = 0
        var problems: [String] = []
        for (source, js) in zip(sources, fromJS) {
            var rejection: ExpressionError?
            guard let (expression, jsValues) = Self.compareReading(source, js: js, problems: &problems, rejection: &rejection) else {
                if rejection != nil { rejected += 1 }
                continue
            }
            if Self.contains(expression.root, where: { if case .piecewise = $0 { true } else { false } }) { piecewise += 1 }
            if Self.contains(expression.root, where: { if case .extremum = $0 { true } else { false } }) { extrema += 1 }
            if Self.compareDerivative(of: expression, source: source, js: js.derivative, problems: &problems) { derivatives += 1 }
            let counts = Self.compareValues(of: expression, source: source, js: jsValues, problems: &problems)
            exactValues += counts.exact
            inexactValues += counts.inexact
            identicalInexact += counts.identicalInexact
        }
        // The generator must exercise both kinds of comparison, or the test proves little.
        #expect(exactValues > 20_000 && inexactValues > 20_000 && rejected > Self.expressionCount / 20,
                "exact \(exactValues), inexact \(inexactValues), rejected \(rejected)")
        #expect(piecewise > Self.expressionCount / 10 && extrema > Self.expressionCount / 10,
                "with braces \(piecewise), with min or max \(extrema)")
        #expect(derivatives > Self.expressionCount / 2, "\(derivatives) derivatives compared")
        print("Swift↔JS: \(sources.count) expressions (\(rejected) rejected alike; \(piecewise) with braces, \(extrema) with min "
              + "or max; \(derivatives) derivatives) × \(Self.xs.count) x: \(exactValues) correctly rounded values identical, \(identicalInexact) of "
              + "\(inexactValues) others identical")
        #expect(problems.isEmpty, "\(problems.count) differences, the first: \n\(problems.prefix(25).joined(separator: "\n"))")
    }

    /// Compares Swift's values of `expression` at every x (compiled, block and written order alike) with JS's:
    /// bit for bit where every operation is correctly rounded, else within the libraries' tolerance. The
    /// counts of values compared each way, and of inexact ones that were identical all the same.
    static func compareValues(of expression: PlotCore.Expression, source: String, js jsValues: [Double],
                              problems: inout [String]) -> (exact: Int, inexact: Int, identicalInexact: Int) {
        var counts = (exact: 0, inexact: 0, identicalInexact: 0)
        let exact = usesOnlyCorrectlyRoundedOperations(expression.root)
        let compiled = expression.compiled()
        let block = compiled.evaluate(xs)
        for (index, x) in xs.enumerated() {
            let swift = compiled.evaluate(at: x)
            let javaScript = jsValues[index]
            // The compiler's fused instructions against a plain walk of the tree in the written order.
            let reference = ReferenceEvaluator(nudge: { $0 }).value(expression.root, at: x)
            if !sameBits(swift, reference) || !sameBits(swift, block[index]) {
                problems.append("\(source) at \(x): compiled \(swift), block \(block[index]), written order \(reference)")
            }
            if exact {
                counts.exact += 1
                if !sameBits(swift, javaScript) {
                    problems.append("\(source) at \(x): Swift \(swift), JS \(javaScript) (correctly rounded: must be identical)")
                }
            } else {
                counts.inexact += 1
                if sameBits(swift, javaScript) { counts.identicalInexact += 1; continue }
                if !isWithinLibraryTolerance(javaScript, expression.root, at: x) {
                    problems.append("\(source) at \(x): Swift \(swift), JS \(javaScript) (beyond \(libraryUlps) ulp per library call)")
                }
            }
        }
        return counts
    }

    /// Reads `source` in `variable` and checks that JS read it alike: rejected with the same error, or accepted
    /// with the same description and warnings. The expression and JS's values where both accept it; nil
    /// otherwise, with Swift's error in `rejection` where Swift rejects it.
    static func compareReading(_ source: String, variable: ExpressionVariable = .x, js: JSResult, problems: inout [String],
                               rejection: inout ExpressionError?) -> (PlotCore.Expression, [Double])? {
        let expression: PlotCore.Expression
        do {
            expression = try PlotCore.Expression(source, variable: variable)
        } catch {
            rejection = error
            if js.error != JSResult.Failure(kind: error.kind.rawValue, offset: error.offset, message: error.message) {
                problems.append("\(source): Swift rejects it with \(error.kind) at \(error.offset) '\(error.message)', JS gives \(js)")
            }
            return nil
        }
        guard let jsValues = js.values, let jsDescription = js.description else {
            problems.append("\(source): Swift accepts it, JS rejects it: \(js.error.map { "\($0)" } ?? "?")")
            return nil
        }
        let warnings = expression.warnings.map { ([$0.kind.rawValue, String($0.offset), $0.readAs] + $0.alternatives).joined(separator: " | ") }
        if warnings != (js.warnings ?? []) {
            problems.append("\(source): warnings differ: Swift \(warnings), JS \(js.warnings ?? [])")
        }
        if jsDescription != expression.description {
            problems.append("\(source): descriptions differ: Swift '\(expression.description)', JS '\(jsDescription)'")
        }
        return (expression, jsValues)
    }

    /// Deletes one character, or inserts one of the usual slips, at a seeded position.
    struct Mutation {
        var state: UInt64
        init(seed: UInt64) { state = seed }

        mutating func damage(_ source: String) -> String {
            var characters = Array(source)
            let position = Int(random() % UInt64(characters.count + 1))
            let slips: [Character] = ["(", ")", "+", "*", "^", ",", "|", "$", "x", "2", ".", "e", " ", "√", "²", "y",
                                      "{", "}", "<", "=", ":", "≤"]
            if random() % 3 == 0, position < characters.count {
                characters.remove(at: position)
            } else {
                characters.insert(slips[Int(random() % UInt64(slips.count))], at: position)
            }
            return String(characters)
        }

        private mutating func random() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
    }

    // MARK: - Comparing

    /// Identical doubles; NaNs are equal whatever their payload.
    static func sameBits(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }

    /// Whether `value` is what the tree gives at x when each math-library result may be off by
    /// ``libraryUlps``: undefined if some nudged evaluation is undefined, else within the range of
    /// the nudged evaluations' values.
    static func isWithinLibraryTolerance(_ value: Double, _ root: ExpressionNode, at x: Double) -> Bool {
        var outcomes = [ReferenceEvaluator(nudge: { nudged($0, by: libraryUlps) }).value(root, at: x),
                        ReferenceEvaluator(nudge: { nudged($0, by: -libraryUlps) }).value(root, at: x)]
        var state = seed ^ x.bitPattern
        for _ in 0..<nudgePatterns {
            outcomes.append(ReferenceEvaluator(nudge: { y in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return nudged(y, by: Int(state >> 33) % (2 * libraryUlps + 1) - libraryUlps)
            }).value(root, at: x))
        }
        outcomes.append(ReferenceEvaluator(nudge: { $0 }).value(root, at: x))
        if !value.isFinite { return outcomes.contains { !$0.isFinite } }
        let defined = outcomes.filter(\.isFinite)
        guard let low = defined.min(), let high = defined.max() else { return false }
        let slack = rangeSlack * max(Swift.abs(low), Swift.abs(high))
        return low - slack <= value && value <= high + slack
    }

    /// `y` moved by `ulps` units in the last place (towards +∞ for positive counts).
    static func nudged(_ y: Double, by ulps: Int) -> Double {
        var y = y
        for _ in 0..<Swift.abs(ulps) { y = ulps > 0 ? y.nextUp : y.nextDown }
        return y
    }

    /// Whether some node of the tree is one that `predicate` holds for.
    static func contains(_ node: ExpressionNode, where predicate: (ExpressionNode) -> Bool) -> Bool {
        predicate(node) || node.children.contains { contains($0, where: predicate) }
    }

    /// Whether evaluating the tree takes only operations that are correctly rounded in Swift and
    /// in JS alike, so that both must give the very same double.
    static func usesOnlyCorrectlyRoundedOperations(_ node: ExpressionNode) -> Bool {
        switch node {
        case .number, .constant, .variable, .parameter, .index:
            return true
        case .series, .binomial:
            // Additions, multiplications and divisions in order.
            return node.children.allSatisfy(usesOnlyCorrectlyRoundedOperations)
        case .sum(let terms):
            return terms.allSatisfy { usesOnlyCorrectlyRoundedOperations($0.node) }
        case .product(let factors):
            return factors.allSatisfy { usesOnlyCorrectlyRoundedOperations($0.node) }
        case .negate(let operand):
            return usesOnlyCorrectlyRoundedOperations(operand)
        case .call(let function, let argument):
            return [.abs, .sqrt, .floor, .ceil, .sign].contains(function) && usesOnlyCorrectlyRoundedOperations(argument)
        case .extremum, .piecewise:
            // min, max and comparisons are exact.
            return node.children.allSatisfy(usesOnlyCorrectlyRoundedOperations)
        case .power(let base, let exponent):
            // Whole exponents up to 64 are repeated squaring on both sides; anything else is `pow`.
            if let root = RationalExponent(exponent), root.hasOddDenominator { return false }
            guard !exponent.varies else { return false }
            let n = ConstantFolder.value(of: exponent)
            return n == n.rounded() && Swift.abs(n) <= 64 && usesOnlyCorrectlyRoundedOperations(base)
                && usesOnlyCorrectlyRoundedOperations(exponent)
        }
    }

    // MARK: - node

    struct JSResult: Decodable {
        struct Failure: Decodable, Equatable, CustomStringConvertible {
            let kind: String
            let offset: Int
            let message: String
            var description: String { "\(kind) at \(offset) '\(message)'" }
        }
        /// The derivative's formula and values at every x.
        struct Derivative: Decodable {
            let description: String
            let values: [Double]

            enum CodingKeys: String, CodingKey { case description, values }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                description = try container.decode(String.self, forKey: .description)
                values = try JSResult.doubles(container.decode([String].self, forKey: .values))
            }
        }
        let description: String?
        let values: [Double]?
        let error: Failure?
        /// Each warning as `kind | offset | readAs | alternatives…`.
        let warnings: [String]?
        let derivative: Derivative?

        enum CodingKeys: String, CodingKey { case description, values, error, warnings, derivative }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            warnings = try container.decodeIfPresent([String].self, forKey: .warnings)
            error = try container.decodeIfPresent(Failure.self, forKey: .error)
            values = try container.decodeIfPresent([String].self, forKey: .values).map(JSResult.doubles)
            derivative = try container.decodeIfPresent(Derivative.self, forKey: .derivative)
        }

        /// IEEE bit patterns in hex, as the script writes them.
        static func doubles(_ hexes: [String]) throws -> [Double] {
            try hexes.map { hex in
                guard let bits = UInt64(hex, radix: 16) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a bit pattern: \(hex)"))
                }
                return Double(bitPattern: bits)
            }
        }
    }

    /// Runs the JS side once over every source and x.
    static func evaluateInNode(_ sources: [String], variable: ExpressionVariable = .x) throws -> [JSResult] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TestFolder.make("plotsite-differential")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.json")
        let hex = xs.map { String($0.bitPattern, radix: 16).leftPadded(to: 16) }
        try JSONSerialization.data(withJSONObject: ["expressions": sources, "xs": hex, "variable": variable.name] as [String: Any])
            .write(to: input)
        let output = try NodeScript.output(of: try ChildProcess.node([root.appendingPathComponent("Tests/JS/tools/evaluate-batch.mjs").path, input.path]))
        return try JSONDecoder().decode([JSResult].self, from: output)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
