import Foundation
import TestSupport
import Testing
@testable import PlotCore

extension SwiftJSDifferentialTests {
    /// Slope and vector fields (docs/sampling.md#slope-and-vector-fields) in Swift and in JS: the same grid, the same cells
    /// left empty, and every segment's and arrow's points and magnitude the same double, over frames that straddle the
    /// axes, lie far out, have unequal axes, and at densities 1, 2 and 3. The fields use arithmetic and square roots only,
    /// which both languages round alike (sin and exp may differ in their last bit between the C library and V8).
    @Test func swiftAndJSLayFieldsAlike() throws {
        let fields: [(slope: String?, vector: [String]?)] = [
            ("x - y", nil), ("-x/y", nil), ("y(1 - y/4)", nil), ("x^2 - y^2", nil), ("√(4 - x^2 - y^2)", nil), ("1/(x - y)", nil),
            (nil, ["-y", "x"]), (nil, ["x y", "y - x"]), (nil, ["x/(x^2 + y^2)", "y/(x^2 + y^2)"]), (nil, ["1", "0"]),
        ]
        let frames: [([Double], [Double], Double)] = [
            ([-6.4, 6.4, -4, 4], [1600, 1000], 2), ([0, 10, 0, 5], [1440, 900], 1), ([-3.7, 2.9, -1.3, 2.2], [1080, 675], 3),
            ([1e6, 1e6 + 3, -0.01, 0.01], [800, 500], 2), ([-100, 300, -2, 2], [720, 450], 2),
        ]
        var cases: [[String: Any]] = []
        for field in fields {
            for (frame, size, density) in frames {
                var item: [String: Any] = ["frame": frame, "size": size, "density": density]
                if let slope = field.slope { item["slope"] = slope } else { item["vector"] = field.vector! }
                cases.append(item)
            }
        }
        let fromJS = try Self.fieldsInNode(cases)
        try #require(fromJS.count == cases.count)
        var problems: [String] = []
        var marks = 0
        for (item, js) in zip(cases, fromJS) {
            let frame = item["frame"] as! [Double], size = item["size"] as! [Double]
            let viewport = try Viewport(xMin: frame[0], xMax: frame[1], yMin: frame[2], yMax: frame[3], width: size[0], height: size[1])
            let grid = FieldGrid(viewport, density: item["density"] as! Double)
            let swift: (marks: [[Double]], magnitudes: [Double])
            if let slope = item["slope"] as? String {
                let segments = SlopeField.segments(of: try FieldExpression(slope), parameters: [:], grid: grid)
                swift = (segments.map { $0.flatMap { [$0.x, $0.y] } }, [])
            } else {
                let sides = item["vector"] as! [String]
                let drawing = VectorField.drawing(of: try FieldExpression(sides[0]), try FieldExpression(sides[1]), parameters: [:], grid: grid)
                swift = (drawing.arrows.map { $0.points.flatMap { [$0.x, $0.y] } }, drawing.arrows.map(\.magnitude))
            }
            marks += swift.marks.count
            let jsMarks = js.marks.map { $0.map { Double($0)! } }, jsMagnitudes = js.magnitudes.map { Double($0)! }
            if swift.marks != jsMarks || swift.magnitudes != jsMagnitudes {
                problems.append("\(item["slope"] ?? item["vector"]!) in \(frame): Swift \(swift.marks.count) marks, JS \(jsMarks.count), or their doubles differ")
            }
        }
        print("Fields Swift↔JS: \(cases.count) fields and frames, \(marks) marks, the same doubles")
        #expect(marks > 10_000)
        #expect(problems.isEmpty, "\(problems.count) differences, the first: \n\(problems.prefix(10).joined(separator: "\n"))")
    }

    struct FieldJSResult: Decodable {
        let marks: [[String]]
        let magnitudes: [String]
    }

    static func fieldsInNode(_ cases: [[String: Any]]) throws -> [FieldJSResult] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TestFolder.make("plotsite-fields")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.json")
        try JSONSerialization.data(withJSONObject: ["cases": cases]).write(to: input)
        let script = root.appendingPathComponent("Tests/JS/tools/field-batch.mjs").path
        return try JSONDecoder().decode([FieldJSResult].self, from: try NodeScript.output(of: try ChildProcess.node([script, input.path])))
    }
}
