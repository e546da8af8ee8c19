import Foundation
import Testing
@testable import PlotCore

/// Runs every case of `Tests/Fixtures/relations.json` (the JS tests run the same file): relations in x and y
/// (docs/language.md#relations), their descriptions, what they draw, their values at points, and the errors of
/// those that are neither one curve nor one region.
@Suite struct RelationTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let source: String
        let description: String?
        let kind: String?
        let function: String?
        let parameters: [String]?
        let parameterValues: [String: Double]?
        let functions: [String: String]?
        let warnings: [Fixtures.ExpressionCase.ExpectedWarning]?
        /// `[x, y, left − right]`, nil where undefined.
        let differences: [[Double?]]?
        /// `[x, y, holds]`.
        let holds: [HoldsAt]?
        let error: Fixtures.ExpressionCase.ExpectedError?

        var testDescription: String { source }

        struct HoldsAt: Decodable, Sendable {
            let x, y: Double
            let holds: Bool
            init(from decoder: Decoder) throws {
                var list = try decoder.unkeyedContainer()
                (x, y, holds) = (try list.decode(Double.self), try list.decode(Double.self), try list.decode(Bool.self))
            }
        }

        var parameterSet: Set<Character> { Set((parameters ?? []).map { Character($0) }) }

        func read() throws -> Relation {
            let functions = try NamedFunctions(self.functions ?? [:], parameters: parameterSet)
            return try Relation(source, parameters: parameterSet, functions: functions)
        }
    }

    static let cases: [Case] = Fixtures.cases(in: "relations.json")

    @Test func fixtureHoldsEveryKindAndTheErrors() {
        #expect(Set(Self.cases.compactMap(\.kind)) == ["curve", "functionOfX", "functionOfY", "region"])
        #expect(Self.cases.filter { $0.error?.kind == "badRelation" }.count >= 8)
    }

    @Test(arguments: cases.filter { $0.error == nil })
    func readsDescribesAndEvaluates(_ vector: Case) throws {
        let relation = try vector.read()
        #expect(relation.description == vector.description)
        #expect(Self.name(of: relation.kind) == vector.kind)
        #expect(Self.function(of: relation.kind)?.description == vector.function)
        #expect(relation.warnings.map {
            Fixtures.ExpressionCase.ExpectedWarning(kind: $0.kind.rawValue, offset: $0.offset, readAs: $0.readAs, alternatives: $0.alternatives)
        } == (vector.warnings ?? []))
        // The description is a relation of its own that means the same and describes to itself.
        let again = try Relation(relation.description, parameters: vector.parameterSet)
        #expect(again.description == relation.description)
        #expect(Self.name(of: again.kind) == vector.kind)
        let values = Dictionary(uniqueKeysWithValues: (vector.parameterValues ?? [:]).map { (Character($0.key), $0.value) })
        for point in vector.differences ?? [] {
            let (x, y) = (try #require(point[0]), try #require(point[1]))
            let sides = Self.sides(of: relation, at: x, y, values)[0]
            let difference = sides.left - sides.right
            if let expected = point[2] {
                #expect(Swift.abs(difference - expected) <= 1e-9 * max(1, Swift.abs(expected)), "at (\(x), \(y)): \(difference)")
            } else {
                #expect(!difference.isFinite, "at (\(x), \(y)) should be undefined, is \(difference)")
            }
            let sidesAgain = Self.sides(of: again, at: x, y, values)[0]
            #expect((sidesAgain.left - sidesAgain.right).bitPattern == difference.bitPattern || difference.isNaN)
        }
        for point in vector.holds ?? [] {
            let holds = Self.sides(of: relation, at: point.x, point.y, values).allSatisfy { $0.comparison.holds($0.left, $0.right) }
            #expect(holds == point.holds, "at (\(point.x), \(point.y))")
        }
    }

    @Test(arguments: cases.filter { $0.error != nil })
    func rejectsWithALocatedError(_ vector: Case) throws {
        let expected = try #require(vector.error)
        #expect(throws: ExpressionError(try #require(ExpressionErrorKind(rawValue: expected.kind)), at: expected.offset,
                                        try #require(expected.message))) { try vector.read() }
    }

    @Test func explicitCurveGivesItsFunctionInTheFreeCoordinate() throws {
        let parabola = try #require(try Relation("y = a x^2", parameters: ["a"]).explicitFunction)
        #expect(parabola.description == "a·x²")
        #expect(parabola.compiled(parameters: ["a": 2]).value(at: 3) == 18)
        // x = g(y): its values are x, at the y given as its variable.
        let sideways = try #require(try Relation("x = y^2 - 1").explicitFunction)
        #expect(sideways.compiled().value(at: 3) == 8)
        #expect(try Relation("x^2 + y^2 = 1").explicitFunction == nil)
        #expect(try Relation("y < x").explicitFunction == nil)
    }

    @Test func yIsAVariableOnlyInARelation() throws {
        #expect(throws: ExpressionError(.unknownName, at: 6, "unknown name 'y' (the variable is x)")) { try Expression("x^2 + y^2") }
        #expect(try Expression("and", parameters: ["a", "n", "d"]).compiled(parameters: ["a": 2, "n": 3, "d": 5]).value(at: 0) == 30)
        #expect(try Relation("y > a n d and x > 0", parameters: ["a", "d", "n"]).description == "y > a·n·d and x > 0")
        #expect(try Relation("0 < y < x").comparisons.map(\.comparison) == [.less, .less])
        #expect(try Relation("y < a x and x > 0", parameters: ["a", "b"]).usedParameters == ["a"])
    }

    /// The random relations of the property and differential tests are the same stream in Swift and JS
    /// (`Tests/JS/relation.test.mjs` checks the same list).
    @Test func randomRelationsAreTheSameInBothLanguages() {
        var generator = RandomExpression(seed: 42, inRelation: true)
        #expect((0..<3).map { _ in generator.nextRelation() } == [
            "++1e308-8.1E+11 ≥ 8·pi−.8",
            "y>pi",
            "|44.491^-1sin(86.749¹⁰ − ln(max(piy+y¹π³, 9. x + π))÷88.15)|^(y)=−−min(3E−15 / y − y⁰,e−x,17.26 - 70.5)¹⁰^(53π^(-1/3))/√ln (√(9007199254740993 - 0.1² / 7.)exp(+-π¹ e))⁰",
        ])
    }

    // MARK: - Helpers

    static func name(of kind: RelationKind) -> String {
        switch kind {
        case .functionOfX: return "functionOfX"
        case .functionOfY: return "functionOfY"
        case .curve: return "curve"
        case .region: return "region"
        }
    }

    static func function(of kind: RelationKind) -> ExpressionNode? {
        switch kind {
        case .functionOfX(let f), .functionOfY(let f): return f
        case .curve, .region: return nil
        }
    }

    /// Each comparison's sides at (x, y), the parameters at `values`.
    static func sides(of relation: Relation, at x: Double, _ y: Double, _ values: [Character: Double])
        -> [(left: Double, comparison: Comparison, right: Double)] {
        var all = values
        all[Relation.y] = y
        let parameters = relation.declaredParameters + [Relation.y]
        return relation.comparisons.map { link in
            (Expression(root: link.left, parameters: parameters).compiled(parameters: all).evaluate(at: x), link.comparison,
             Expression(root: link.right, parameters: parameters).compiled(parameters: all).evaluate(at: x))
        }
    }
}
