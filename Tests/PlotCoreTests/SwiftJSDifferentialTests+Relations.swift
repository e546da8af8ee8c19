import Foundation
import TestSupport
import Testing
@testable import PlotCore

extension SwiftJSDifferentialTests {
    /// How many random relations are compared.
    static let relationCount = 3_000
    /// Points (x, y) where the relations' sides are compared: the origin, signs, a pole, a domain edge, large values.
    static let relationPoints: [(Double, Double)] = [(0, 0), (1, -1), (-2.5, 0.5), (0.5, 3.7), (-1, -1e-8), (1e5, -3), (Double.pi / 2, 2)]

    /// Relations in x and y (docs/language.md#relations): random relations (every fourth damaged by a slip) read by
    /// both sides to the same errors, descriptions and kinds; their sides have the same values at points, by the
    /// rules of ``swiftAndJSAgreeOnRandomExpressions()``; and each description is a relation that describes to itself.
    @Test func swiftAndJSAgreeOnRandomRelations() throws {
        var generator = RandomExpression(seed: Self.seed ^ 0x4E1A, inRelation: true)
        var mutation = Mutation(seed: Self.seed ^ 0x4E1A)
        let sources = (0..<Self.relationCount).map { index in
            index % 4 == 3 ? mutation.damage(generator.nextRelation()) : generator.nextRelation()
        }
        let fromJS = try Self.relationsInNode(sources)
        try #require(fromJS.count == sources.count)
        var problems: [String] = []
        var kinds: [String: Int] = [:]
        var rejected = 0, withBars = 0
        for (source, js) in zip(sources, fromJS) {
            let relation: Relation
            do {
                relation = try Relation(source)
            } catch {
                rejected += 1
                if js.error != JSResult.Failure(kind: error.kind.rawValue, offset: error.offset, message: error.message) {
                    problems.append("\(source): Swift rejects it with \(error.kind) at \(error.offset) '\(error.message)', JS gives \(js)")
                }
                continue
            }
            guard let sides = js.sides else {
                problems.append("\(source): Swift accepts it, JS rejects it: \(js.error.map { "\($0)" } ?? "?")")
                continue
            }
            let kind = RelationTests.name(of: relation.kind)
            kinds[kind, default: 0] += 1
            if source.contains("|") { withBars += 1 }
            if js.description != relation.description || js.kind != kind
                || js.function != RelationTests.function(of: relation.kind)?.description {
                problems.append("\(source): Swift '\(relation.description)' \(kind), JS '\(js.description ?? "")' \(js.kind ?? "")")
            }
            if let again = try? Relation(relation.description), again.description == relation.description,
               RelationTests.name(of: again.kind) == kind {
            } else {
                problems.append("\(source): its description '\(relation.description)' does not read back to itself")
            }
            for (link, jsSides) in zip(relation.comparisons, sides) {
                for ((x, y), jsPair) in zip(Self.relationPoints, jsSides) {
                    for (side, javaScript) in [(link.left, jsPair[0]), (link.right, jsPair[1])] {
                        let tree = side.substituting([Relation.y: y])
                        let swift = ReferenceEvaluator(nudge: { $0 }).value(tree, at: x)
                        if Self.sameBits(swift, javaScript) { continue }
                        if Self.usesOnlyCorrectlyRoundedOperations(tree) || !Self.isWithinLibraryTolerance(javaScript, tree, at: x) {
                            problems.append("\(source): side \(side.description) at (\(x), \(y)): Swift \(swift), JS \(javaScript)")
                        }
                    }
                }
            }
        }
        print("relations: kinds \(kinds), rejected \(rejected), with bars \(withBars)")
        #expect(kinds.count == 4 && kinds.values.allSatisfy { $0 > 20 } && rejected > Self.relationCount / 20 && withBars > 100,
                "kinds \(kinds), rejected \(rejected), with bars \(withBars)")
        #expect(problems.isEmpty, "\(problems.count) differences, the first: \n\(problems.prefix(25).joined(separator: "\n"))")
    }

    struct RelationJSResult: Decodable {
        let description: String?
        let kind: String?
        let function: String?
        /// Per comparison, per point: left and right.
        let sides: [[[Double]]]?
        let error: JSResult.Failure?

        enum CodingKeys: String, CodingKey { case description, kind, function, sides, error }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            kind = try container.decodeIfPresent(String.self, forKey: .kind)
            function = try container.decodeIfPresent(String.self, forKey: .function)
            error = try container.decodeIfPresent(JSResult.Failure.self, forKey: .error)
            sides = try container.decodeIfPresent([[[String]]].self, forKey: .sides)?.map { try $0.map { try JSResult.doubles($0) } }
        }
    }

    static func relationsInNode(_ sources: [String]) throws -> [RelationJSResult] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TestFolder.make("plotsite-relations")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.json")
        let points = relationPoints.map { [String($0.0.bitPattern, radix: 16), String($0.1.bitPattern, radix: 16)] }
        try JSONSerialization.data(withJSONObject: ["relations": sources, "points": points] as [String: Any]).write(to: input)
        let script = root.appendingPathComponent("Tests/JS/tools/relation-batch.mjs").path
        return try JSONDecoder().decode([RelationJSResult].self, from: try NodeScript.output(of: try ChildProcess.node([script, input.path])))
    }
}
