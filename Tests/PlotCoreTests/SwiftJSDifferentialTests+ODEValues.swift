import Foundation
import TestSupport
import Testing
@testable import PlotCore

extension SwiftJSDifferentialTests {
    /// A solution's values at the table's rows (ODESolution+Values.swift) in Swift and in JS (fields/ode-values.js): the
    /// fixture's solutions and random right-hand sides (the operations both languages round alike, as in
    /// `swiftAndJSSolveDifferentialEquationsAlike`) at 21 rows across the frame give the same doubles, and the same rows
    /// without a value, bit for bit.
    @Test func swiftAndJSTabulateSolutionsAlike() throws {
        var cases = ODESolutionTests.fixture.solutions.map { c in
            ODEValuesCase(f: c.f, through: c.through, frame: [c.frame.xMin, c.frame.xMax, c.frame.yMin, c.frame.yMax],
                          size: [c.frame.width, c.frame.height], xs: Self.rows(c.frame.xMin, c.frame.xMax))
        }
        var bits = SplitMix64(seed: Self.seed ^ 0x7AB1E)
        let terms = ["x", "y", "xy", "y^2", "(1 - y)", "sqrt(abs(y))", "1/(1 + y^2)", "min(x, y)", "|x - y|", "y/x", "x/y", "y^3"]
        let factors = ["0.5", "-1", "2", "-0.3", "1.5"]
        func pick(_ list: [String]) -> String { list[Int(bits.next() % UInt64(list.count))] }
        func unit() -> Double { Double(bits.next() >> 11) / Double(1 << 53) }
        while cases.count < ODESolutionTests.fixture.solutions.count + 40 {
            let source = (0...Int(bits.next() % 3)).map { _ in pick(factors) + "·" + pick(terms) }.joined(separator: " + ")
            cases.append(ODEValuesCase(f: source, through: [unit() * 6 - 3, unit() * 6 - 3], frame: [-4, 4, -3, 3], size: [1600, 1000],
                                       xs: Self.rows(-4, 4)))
        }
        let fromJS = try Self.odeValuesInNode(cases)
        try #require(fromJS.count == cases.count)
        var problems: [String] = []
        var (reached, short) = (0, 0)
        for (c, js) in zip(cases, fromJS) {
            let frame = try Viewport(xMin: c.frame[0], xMax: c.frame[1], yMin: c.frame[2], yMax: c.frame[3], width: c.size[0], height: c.size[1])
            let values = ODESolution.values(try ODERightSide(c.f).slope(), through: Point(x: c.through[0], y: c.through[1]), at: c.xs, frame: frame)
            let swift = values.map { $0.map { String($0.bitPattern, radix: 16).leftPaddedToSixteen } ?? "none" }
            reached += values.filter { $0 != nil }.count
            short += values.filter { $0 == nil }.count
            if swift != js { problems.append("\(c.f) through (\(c.through[0]), \(c.through[1])): Swift \(swift), JS \(js)") }
        }
        print("ODE values Swift↔JS: \(cases.count) solutions, \(reached) values and \(short) rows without one alike")
        #expect(reached > 0 && short > 0, "both kinds of row are compared")
        #expect(problems.isEmpty, "\(problems.count) differences, the first: \n\(problems.prefix(5).joined(separator: "\n"))")
    }

    /// 21 rows from `low` to `high`.
    static func rows(_ low: Double, _ high: Double) -> [Double] { (0...20).map { low + (high - low) * Double($0) / 20 } }

    struct ODEValuesCase: Encodable {
        let f: String
        let through: [Double]
        let frame: [Double]
        let size: [Double]
        let xs: [Double]
    }

    static func odeValuesInNode(_ cases: [ODEValuesCase]) throws -> [[String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TestFolder.make("plotsite-ode-values")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.json")
        struct Input: Encodable { let cases: [ODEValuesCase] }
        try JSONEncoder().encode(Input(cases: cases)).write(to: input)
        let script = root.appendingPathComponent("Tests/JS/tools/ode-values-batch.mjs").path
        return try JSONDecoder().decode([[String]].self, from: try NodeScript.output(of: try ChildProcess.node([script, input.path])))
    }
}

private extension String {
    var leftPaddedToSixteen: String { String(repeating: "0", count: max(0, 16 - count)) + self }
}
