import Foundation
import TestSupport
import Testing
@testable import PlotCore

extension SwiftJSDifferentialTests {
    /// How many random expressions in x and y are enclosed over random boxes.
    static let intervalExpressionCount = 2_500
    /// Boxes per expression, and points of each box where the values are checked.
    static let boxesPerExpression = 4
    static let pointsPerBox = 9

    /// Interval arithmetic (docs/sampling.md#interval-arithmetic): random expressions in x and y (y a parameter, bars and
    /// piecewise functions among them) over random boxes, from points to wide ones around 0, ±1, π/2 and large values.
    /// On each side the enclosure holds that side's own values at points of the box (corners, centre, seeded interior
    /// points): the value itself, or "not defined everywhere" where it is NaN or ±∞ (undefined). Excused are the points
    /// whose value passes through ±∞ on the way: there IEEE arithmetic and the enclosure part (1/(x − 1) at x = 1 is
    /// +∞ by the +0 of 1 − 1, where the enclosure follows the side the divisor comes from, −∞; atan of it then differs).
    /// And Swift's and JS's bounds agree: identical where no math-library function is involved, else within
    /// ``intervalRelativeSlack`` of the bounds' size.
    @Test func swiftAndJSEncloseAlike() throws {
        var generator = RandomExpression(seed: Self.seed ^ 0x1A7E, inRelation: true)
        var sources: [String] = []
        while sources.count < Self.intervalExpressionCount {
            let source = generator.next()
            guard (try? Expression(source, parameters: ["y"])) != nil else { continue }
            sources.append(source)
        }
        let report = try Self.compareEnclosures(sources, seed: Self.seed ^ 0xB0C5)
        print("Intervals Swift↔JS: \(report.summary)")
        let total = sources.count * Self.boxesPerExpression
        #expect(report.continuousBoxes > total / 5 && report.partlyDefined > total / 20,
                "continuous \(report.continuousBoxes), partly defined \(report.partlyDefined)")
        #expect(report.flagsDiffer * 1000 <= total, "\(report.flagsDiffer) enclosures with other flags")
        #expect(report.problems.isEmpty, "\(report.problems.count) problems, the first: \n\(report.problems.prefix(25).joined(separator: "\n"))")
    }

    /// Sums, products, factorials and binomials (the forms of ``seriesForms``) around random expressions in x and y: the
    /// same checks, each sum written out term by term, each factorial bounded through Γ's turn.
    @Test func swiftAndJSEncloseSumsAlike() throws {
        var generator = RandomExpression(seed: Self.seed ^ 0x5E41E6, inRelation: true)
        var sources: [String] = []
        var index = 0
        while sources.count < Self.intervalExpressionCount / 5 {
            let inner = generator.next().trimmingCharacters(in: .whitespaces)
            let form = Self.seriesForms[index % Self.seriesForms.count]
            index += 1
            let source = form.replacingOccurrences(of: "@", with: inner.count > 80 ? "sin(x)" : inner)
            guard (try? Expression(source, parameters: ["y"])) != nil else { continue }
            sources.append(source)
        }
        sources += Self.indexPowerSources
        let report = try Self.compareEnclosures(sources, seed: Self.seed ^ 0xB0C6)
        print("Intervals of sums Swift↔JS: \(report.summary)")
        let total = sources.count * Self.boxesPerExpression
        #expect(report.continuousBoxes > total / 10, "continuous \(report.continuousBoxes)")
        #expect(report.flagsDiffer * 1000 <= total, "\(report.flagsDiffer) enclosures with other flags")
        #expect(report.problems.isEmpty, "\(report.problems.count) problems, the first: \n\(report.problems.prefix(25).joined(separator: "\n"))")
    }

    /// What ``compareEnclosures(_:seed:)`` found.
    struct EnclosureReport {
        var problems: [String] = []
        var identical = 0, close = 0, flagsDiffer = 0, misses = 0, excused = 0, continuousBoxes = 0, partlyDefined = 0
        var summary = ""
    }

    /// Encloses each source over random boxes in Swift and in node, checks each side's values at points of the boxes
    /// against its own enclosure, and the two sides' bounds against each other.
    static func compareEnclosures(_ sources: [String], seed: UInt64) throws -> EnclosureReport {
        var random = SplitMix(state: seed)
        var boxes: [[(Interval, Interval)]] = [], points: [[[(Double, Double)]]] = []
        for _ in sources {
            let expressionBoxes = (0..<Self.boxesPerExpression).map { _ in (random.interval(), random.interval()) }
            boxes.append(expressionBoxes)
            points.append(expressionBoxes.map { box in random.points(in: box, count: Self.pointsPerBox) })
        }
        let fromJS = try Self.enclosuresInNode(sources, boxes: boxes, points: points)
        try #require(fromJS.count == sources.count)
        var r = EnclosureReport()
        for (index, (source, js)) in zip(sources, fromJS).enumerated() {
            let expression = try Expression(source, parameters: ["y"])
            for miss in js.misses {
                if Self.passesThroughInfinity(expression.root, x: miss.x, y: miss.y) { r.excused += 1; continue }
                r.problems.append("JS: \(source) at (\(miss.x), \(miss.y)): \(miss.value) outside \(miss.enclosure)")
            }
            let function = IntervalFunction(expression.root)
            let jsEnclosures = try #require(js.enclosures, "\(source): JS does not read it: \(js.error ?? "")")
            for ((box, boxPoints), jsBounds) in zip(zip(boxes[index], points[index]), jsEnclosures) {
                let e = function.enclosure(x: box.0, y: box.1)
                if e.isContinuous { r.continuousBoxes += 1 }
                if !e.isEmpty && !e.isDefinedEverywhere { r.partlyDefined += 1 }
                for (x, y) in boxPoints {
                    let v = expression.compiled(parameters: [Relation.y: y]).evaluate(at: x)
                    if Self.holds(e, v) { continue }
                    if Self.passesThroughInfinity(expression.root, x: x, y: y) { r.excused += 1; continue }
                    r.misses += 1
                    r.problems.append("Swift: \(source) at (\(x), \(y)): \(v) outside \(e)")
                }
                let (lower, upper) = (jsBounds.lower, jsBounds.upper)
                if Self.sameBits(e.lower, lower) && Self.sameBits(e.upper, upper) || (e.isEmpty && !(lower <= upper)) {
                    r.identical += 1
                    if (e.hasNoNaN, e.continuous) != (jsBounds.hasNoNaN, jsBounds.continuous) {
                        r.problems.append("\(source) over \(box): the same bounds, flags differ: Swift \(e), JS \(jsBounds)")
                    }
                } else if Self.boundsAgree(e.lower, lower, e) && Self.boundsAgree(e.upper, upper, e) {
                    r.close += 1
                    if (e.hasNoNaN, e.continuous) != (jsBounds.hasNoNaN, jsBounds.continuous) { r.flagsDiffer += 1 }
                } else {
                    r.problems.append("\(source) over \(box): Swift \(e), JS \(lower) … \(upper)")
                }
            }
        }
        let total = sources.count * Self.boxesPerExpression
        r.summary = "\(sources.count) expressions × \(Self.boxesPerExpression) boxes: \(r.identical) enclosures identical, "
            + "\(r.close) within the slack (\(r.flagsDiffer) of them with other flags); \(r.continuousBoxes) continuous, "
            + "\(r.partlyDefined) partly defined; \(total * Self.pointsPerBox) points, \(r.misses) outside Swift's enclosure, "
            + "\(r.excused) excused (through ±∞)"
        return r
    }

    /// How far apart Swift's and JS's bounds may be, relative to the larger of the bound and the enclosure's width: the
    /// math libraries' last bits, carried through the arithmetic.
    static let intervalRelativeSlack = 1e-9

    static func boundsAgree(_ swift: Double, _ javaScript: Double, _ e: Enclosure) -> Bool {
        if swift == javaScript { return true }
        guard swift.isFinite && javaScript.isFinite else { return false }
        let scale = Swift.max(Swift.abs(swift), Swift.abs(javaScript), e.upper - e.lower, .leastNormalMagnitude)
        return Swift.abs(swift - javaScript) <= intervalRelativeSlack * scale
    }

    /// Whether the enclosure holds the value at a point: the value itself, or for NaN and ±∞ (undefined) "not defined
    /// everywhere".
    static func holds(_ e: Enclosure, _ v: Double) -> Bool {
        if !v.isFinite { return !e.isDefinedEverywhere }
        return e.lower <= v && v <= e.upper
    }

    /// Whether some part of the tree below the root is ±∞ at (x, y), in the written order's doubles.
    static func passesThroughInfinity(_ root: ExpressionNode, x: Double, y: Double) -> Bool {
        let tree = root.substituting([Relation.y: y])
        // A sum's terms have its index, which has a value only inside the sum: the sum is taken as a whole.
        func visit(_ node: ExpressionNode) -> Bool {
            if case .series = node { return false }
            return node.children.contains { child in ReferenceEvaluator(nudge: { $0 }).value(child, at: x).isInfinite || visit(child) }
        }
        return visit(tree)
    }

    /// Seeded boxes and points (SplitMix64).
    struct SplitMix {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A fraction in [0, 1).
        mutating func unit() -> Double { Double(next() >> 11) / 0x1p53 }

        mutating func pick(_ list: [Double]) -> Double { list[Int(next() % UInt64(list.count))] }

        /// A side of a box: a point, or a span from a billionth to hundreds, around a notable or an ordinary value.
        mutating func interval() -> Interval {
            let centre = pick([0, 1, -1, 0.5, Double.pi / 2, -Double.pi, 2, -3.7, 1e-8, 1e5, -1e12, (unit() - 0.5) * 20])
            let half = pick([0, 0, 1e-9, 1e-3, 0.25, 1, 3, 100])
            return Interval(centre - half, centre + half)
        }

        /// The box's corners and centre, then seeded points inside.
        mutating func points(in box: (Interval, Interval), count: Int) -> [(Double, Double)] {
            let (x, y) = box
            var points = [(x.lower, y.lower), (x.upper, y.upper), (x.lower, y.upper), (x.upper, y.lower), (x.midpoint, y.midpoint)]
            while points.count < count {
                points.append((Swift.min(x.lower + unit() * x.width, x.upper), Swift.min(y.lower + unit() * y.width, y.upper)))
            }
            return points.map { ($0.0 == 0 ? 0 : $0.0, $0.1 == 0 ? 0 : $0.1) }
        }
    }

    struct IntervalJSResult: Decodable {
        struct Bounds: Decodable, CustomStringConvertible {
            let lower, upper: Double
            let hasNoNaN, continuous: Bool
            init(from decoder: Decoder) throws {
                var list = try decoder.unkeyedContainer()
                lower = NodeScript.double(try list.decode(String.self))
                upper = NodeScript.double(try list.decode(String.self))
                (hasNoNaN, continuous) = (try list.decode(Bool.self), try list.decode(Bool.self))
            }
            var description: String { "\(lower) … \(upper)\(hasNoNaN ? "" : ", partly undefined")\(continuous ? ", continuous" : "")" }
        }
        struct Miss: Decodable {
            let x, y, value: Double
            let enclosure: String
            init(from decoder: Decoder) throws {
                var list = try decoder.unkeyedContainer()
                (x, y) = (NodeScript.double(try list.decode(String.self)), NodeScript.double(try list.decode(String.self)))
                value = NodeScript.double(try list.decode(String.self))
                enclosure = try list.decode(String.self)
            }
        }
        let enclosures: [Bounds]?
        let misses: [Miss]
        let error: String?

        enum CodingKeys: String, CodingKey { case enclosures, misses, error }
        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            enclosures = try container.decodeIfPresent([Bounds].self, forKey: .enclosures)
            misses = try container.decodeIfPresent([Miss].self, forKey: .misses) ?? []
            error = try container.decodeIfPresent(String.self, forKey: .error)
        }
    }

    static func enclosuresInNode(_ sources: [String], boxes: [[(Interval, Interval)]], points: [[[(Double, Double)]]]) throws -> [IntervalJSResult] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TestFolder.make("plotsite-intervals")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.json")
        let hex = { (v: Double) in String(v.bitPattern, radix: 16) }
        let json: [String: Any] = [
            "expressions": sources,
            "boxes": boxes.map { $0.map { [hex($0.0.lower), hex($0.0.upper), hex($0.1.lower), hex($0.1.upper)] } },
            "points": points.flatMap { $0 }.map { $0.map { [hex($0.0), hex($0.1)] } },
        ]
        try JSONSerialization.data(withJSONObject: json).write(to: input)
        let script = root.appendingPathComponent("Tests/JS/tools/interval-batch.mjs").path
        return try JSONDecoder().decode([IntervalJSResult].self, from: try NodeScript.output(of: try ChildProcess.node([script, input.path])))
    }
}
