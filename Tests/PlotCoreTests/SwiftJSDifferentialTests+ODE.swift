import Foundation
import TestSupport
import Testing
@testable import PlotCore

extension SwiftJSDifferentialTests {
    /// How many random right-hand sides are solved on both sides.
    static let odeCount = 80

    /// Differential equations (docs/sampling.md#differential-equations) in Swift and in JS: the fixture's solutions and
    /// random right-hand sides of sums, products, quotients, powers, roots, |…|, min and max of x and y (the operations both
    /// languages round alike: no sin or exp, whose last bits may differ between the math libraries) give the same points,
    /// the same ends, the same Euler polygons and the same exact values at their ends (``EulerReading``), bit for bit.
    @Test func swiftAndJSSolveDifferentialEquationsAlike() throws {
        var cases = ODESolutionTests.fixture.solutions.map { c in
            ODEDifferentialCase(f: c.f, through: c.through, frame: [c.frame.xMin, c.frame.xMax, c.frame.yMin, c.frame.yMax],
                                size: [c.frame.width, c.frame.height], euler: [0.1, c.frame.xMax])
        }
        var bits = SplitMix64(seed: Self.seed ^ 0x0DE5)
        let terms = ["x", "y", "xy", "y^2", "x^2", "(1 - y)", "sqrt(abs(y))", "1/(1 + y^2)", "min(x, y)", "|x - y|", "y/x",
                     "x/y", "y^3", "(x + 1)(y - 2)"]
        let factors = ["0.5", "-1", "2", "-0.3", "1.5", "3"]
        func pick(_ list: [String]) -> String { list[Int(bits.next() % UInt64(list.count))] }
        func unit() -> Double { Double(bits.next() >> 11) / Double(1 << 53) }
        while cases.count < ODESolutionTests.fixture.solutions.count + Self.odeCount {
            let source = (0...Int(bits.next() % 3)).map { _ in pick(factors) + "·" + pick(terms) }.joined(separator: " + ")
            let (x, y) = ((unit() * 6 - 3), (unit() * 6 - 3))
            cases.append(ODEDifferentialCase(f: source, through: [x, y], frame: [-4, 4, -3, 3], size: [320, 240],
                                             euler: [0.05 + unit(), unit() * 8 - 4]))
        }
        let fromJS = try Self.odeSolutionsInNode(cases)
        try #require(fromJS.count == cases.count)
        var problems: [String] = []
        var reasons: Set<String> = []
        var exacts: Set<String> = []
        for (c, js) in zip(cases, fromJS) {
            let f = try ODERightSide(c.f).slope()
            let frame = try Viewport(xMin: c.frame[0], xMax: c.frame[1], yMin: c.frame[2], yMax: c.frame[3],
                                     width: c.size[0], height: c.size[1])
            let solution = ODESolution.solve(f, through: Point(x: c.through[0], y: c.through[1]), in: frame)
            let hex = { (value: Double) in String(value.bitPattern, radix: 16).leftPadded(to: 16) }
            let points = solution.segments.flatMap { $0.flatMap { [hex($0.x), hex($0.y)] } }
            let ends = solution.ends.map { [hex($0.x), hex($0.y), $0.reason.rawValue] }
            reasons.formUnion(solution.ends.map(\.reason.rawValue))
            if points != js.points || ends != js.ends {
                problems.append("\(c.f) through (\(c.through[0]), \(c.through[1])): Swift \(points.count / 2) points, "
                                + "JS \(js.points.count / 2); ends \(ends) and \(js.ends)")
            }
            let polygon = try EulerPolygon.of(f, from: Point(x: c.through[0], y: c.through[1]), step: c.euler[0], to: c.euler[1])
            if polygon.points.flatMap({ [hex($0.x), hex($0.y)] }) != js.euler || polygon.end.rawValue != js.eulerEnd {
                problems.append("\(c.f): Euler's polygons differ")
            }
            let exact: String
            switch EulerReading(f, from: Point(x: c.through[0], y: c.through[1]), step: c.euler[0], to: c.euler[1]).exact {
            case .value(let value)?: exact = hex(value)
            case .notReached?: exact = "notReached"
            case nil: exact = "none"
            }
            exacts.insert(exact.count == 16 ? "value" : exact)
            if exact != js.eulerExact { problems.append("\(c.f): the exact values at to differ: \(exact) and \(js.eulerExact)") }
        }
        print("ODE Swift↔JS: \(cases.count) solutions, Euler polygons and exact values alike; ends \(reasons.sorted()), exact values \(exacts.sorted())")
        #expect(reasons.isSuperset(of: ["edge", "margin", "blowUp"]), "\(reasons)")
        #expect(exacts.isSuperset(of: ["value", "notReached"]), "\(exacts)")
        #expect(problems.isEmpty, "\(problems.count) differences, the first: \n\(problems.prefix(10).joined(separator: "\n"))")
    }

    struct ODEDifferentialCase: Encodable {
        let f: String
        let through: [Double]
        let frame: [Double]
        let size: [Double]
        let euler: [Double]
    }

    struct ODEJSResult: Decodable {
        let points: [String]
        let ends: [[String]]
        let euler: [String]
        let eulerEnd: String
        let eulerExact: String
    }

    static func odeSolutionsInNode(_ cases: [ODEDifferentialCase]) throws -> [ODEJSResult] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TestFolder.make("plotsite-ode")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.json")
        struct Input: Encodable { let cases: [ODEDifferentialCase] }
        try JSONEncoder().encode(Input(cases: cases)).write(to: input)
        let script = root.appendingPathComponent("Tests/JS/tools/ode-batch.mjs").path
        return try JSONDecoder().decode([ODEJSResult].self, from: try NodeScript.output(of: try ChildProcess.node([script, input.path])))
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
