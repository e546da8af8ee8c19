import Foundation
import TestSupport
import Testing
@testable import PlotCore

extension SwiftJSDifferentialTests {
    /// How many random relations are drawn on both sides, at a small size.
    static let drawingCount = 60

    /// The certified drawing (docs/sampling.md#certified-drawing) in Swift and in JS: the fixture's curves and regions and
    /// random relations (bars, piecewise functions and every function among them) draw the same pixels — crossed, inside,
    /// on the boundary, undecided —, with the same number of evaluations, and the same lines and dots, point for point to
    /// within 10⁻⁹ of the frame (the math libraries' last bits).
    @Test func swiftAndJSDrawRelationsAlike() throws {
        // The fixture's relations at a quarter of their size.
        var cases = (ImplicitScoringTests.fixture.curves.map { ($0.relation, $0.frame, $0.size) }
            + ImplicitScoringTests.fixture.regions.map { ($0.relation, $0.frame, $0.size) }).map { ($0.0, $0.1, $0.2.map { $0 / 2 }) }
        var generator = RandomExpression(seed: Self.seed ^ 0xD4A3, inRelation: true)
        while cases.count < ImplicitScoringTests.fixture.curves.count + ImplicitScoringTests.fixture.regions.count + Self.drawingCount {
            let source = generator.nextRelation()
            // Short relations, drawn small: a long one is as likely to run its budget out, which takes long, and the
            // fuzz target draws those.
            guard let relation = try? Relation(source), relation.description.count <= 160 else { continue }
            cases.append((source, [-3.1, 2.9, -2.05, 1.95], [40, 25]))
        }
        let fromJS = try Self.drawingsInNode(cases)
        try #require(fromJS.count == cases.count)
        var problems: [String] = []
        var (curves, regions, withLines) = (0, 0, 0)
        for ((source, frame, size), js) in zip(cases, fromJS) {
            let viewport = try Viewport(xMin: frame[0], xMax: frame[1], yMin: frame[2], yMax: frame[3], width: Double(size[0]), height: Double(size[1]))
            let run = ImplicitRun(try Relation(source), in: viewport)
            let drawing = run.finish()
            let flat = { (runs: PixelRuns) in runs.runs.flatMap { [$0.row, $0.column, $0.count] } }
            let (runs, lines, dots): ([String: [Int]], [[Segment]], [Point])
            switch drawing {
            case .curve(let curve):
                curves += 1
                (runs, lines, dots) = (["crossed": flat(curve.crossed), "undecided": flat(curve.undecided)], [curve.segments], curve.dots)
            case .region(let region):
                regions += 1
                runs = ["inside": flat(region.inside), "boundary": flat(region.boundary), "undecided": flat(region.undecided)]
                (lines, dots) = (region.edges.map(\.segments), [])
            }
            if lines.contains(where: { !$0.isEmpty }) { withLines += 1 }
            guard runs == js.runs && run.evaluations == js.evaluations else {
                problems.append("\(source): pixels or evaluations differ (Swift \(run.evaluations), JS \(js.evaluations ?? -1))")
                continue
            }
            let tolerance = 1e-9 * max(frame[1] - frame[0], frame[3] - frame[2])
            let close = { (a: [Double], b: [Double]) in a.count == b.count && zip(a, b).allSatisfy { Swift.abs($0 - $1) <= tolerance } }
            let swiftLines = lines.map { $0.map { $0.flatMap { [$0.x, $0.y] } } }
            if swiftLines.count != js.lines.count || !zip(swiftLines, js.lines).allSatisfy({ $0.count == $1.count && zip($0, $1).allSatisfy(close) })
                || !close(dots.flatMap { [$0.x, $0.y] }, js.dots) {
                problems.append("\(source): lines or dots differ")
            }
        }
        print("Drawings Swift↔JS: \(cases.count) relations (\(curves) curves, \(regions) regions, \(withLines) with lines) drawn alike")
        #expect(curves > 15 && regions > 15 && withLines > 15, "curves \(curves), regions \(regions), with lines \(withLines)")
        #expect(problems.isEmpty, "\(problems.count) differences, the first: \n\(problems.prefix(10).joined(separator: "\n"))")
    }

    struct DrawingJSResult: Decodable {
        let evaluations: Int?
        let runs: [String: [Int]]
        let lines: [[[Double]]]
        let dots: [Double]

        enum CodingKeys: String, CodingKey { case evaluations, runs, lines, dots }
        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            evaluations = try container.decodeIfPresent(Int.self, forKey: .evaluations)
            runs = try container.decodeIfPresent([String: [Int]].self, forKey: .runs) ?? [:]
            lines = try container.decodeIfPresent([[[Double]]].self, forKey: .lines) ?? []
            dots = try container.decodeIfPresent([Double].self, forKey: .dots) ?? []
        }
    }

    static func drawingsInNode(_ cases: [(String, [Double], [Int])]) throws -> [DrawingJSResult] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TestFolder.make("plotsite-drawings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.json")
        let json: [String: Any] = ["cases": cases.map { ["relation": $0.0, "frame": $0.1, "size": $0.2] as [String: Any] }]
        try JSONSerialization.data(withJSONObject: json).write(to: input)
        let script = root.appendingPathComponent("Tests/JS/tools/implicit-batch.mjs").path
        return try JSONDecoder().decode([DrawingJSResult].self, from: try NodeScript.output(of: try ChildProcess.node([script, input.path])))
    }
}
