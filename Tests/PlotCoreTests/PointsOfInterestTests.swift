import Foundation
import Testing
@testable import PlotCore

/// `Tests/Fixtures/poi-vectors.json`, written by `make_poi_vectors.py` from closed forms, and read by
/// the JS tests too (Tests/JS/points-of-interest.test.mjs).
struct PointOfInterestVectors: Decodable, Sendable {
    struct Curve: Decodable, Sendable {
        let expression: String
        let from: Double?
        let to: Double?
    }
    struct Point: Decodable, Sendable {
        let kind: String
        let x: Double
        let y: Double
        let curves: [Int]
        let xTolerance: Double
        let yTolerance: Double
        /// A jump's limits and value (nil: undefined at the jump); nil for every other kind.
        let jump: Jump?
        /// A hole's value there (nil: undefined there, and for every other kind).
        let loneValue: Double?

        /// Whether `actual` is this point: its kind and curves, x and y within the tolerances (an expected 0
        /// exactly 0), a jump's limits and value, a hole's value exactly.
        func matches(_ actual: PointOfInterest) -> Bool {
            actual.kind.rawValue == kind && actual.curves == curves
                && (x != 0 || actual.x == 0) && (y != 0 || actual.y == 0)
                && Swift.abs(actual.x - x) <= xTolerance && Swift.abs(actual.y - y) <= yTolerance
                && (jump.map { $0.matches(actual.jump) } ?? true) && (kind != "hole" || actual.loneValue == loneValue)
        }
    }
    struct Jump: Decodable, Sendable {
        let left: Double
        let right: Double
        let value: Double?

        /// Whether `actual` has these limits and this value, to 10⁻⁹ of their size.
        func matches(_ actual: PointOfInterest.Jump?) -> Bool {
            let near = { (a: Double, b: Double) in Swift.abs(a - b) <= 1e-9 * Swift.max(1, Swift.abs(b)) }
            guard let actual else { return false }
            let sameValue = value.map { expected in actual.value.map { near($0, expected) } ?? false } ?? (actual.value == nil)
            return near(actual.left, left) && near(actual.right, right) && sameValue
        }
    }
    struct Omission: Decodable, Sendable, Equatable {
        let curves: [Int]
        let count: Int
    }
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let why: String
        let curves: [Curve]
        let from: Double
        let to: Double
        let cap: Int?
        /// nil: only `pointCount` (curve 0's points) is known, and something must be omitted.
        let points: [Point]?
        let omitted: [Omission]?
        let pointCount: Int?
        /// Where `points` is nil: points that must be among those found.
        let includes: [Point]?

        var testDescription: String { "\(curves.map(\.expression).joined(separator: ", ")) on \(from)…\(to): \(why)" }
    }
    let cases: [Case]

    static let fixture: PointOfInterestVectors = {
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("poi-vectors.json"))
        return try! JSONDecoder().decode(PointOfInterestVectors.self, from: data)
    }()
}

/// Roots, y-intercepts, extrema and intersections of a figure's curves over a range (docs/sampling.md#points-of-interest).
@Suite struct PointsOfInterestTests {
    /// Curves from `(source, from, to)`.
    private func find(_ curves: [(String, Double?, Double?)], from: Double, to: Double, cap: Int = PointsOfInterest.cap) throws -> PointsOfInterest {
        let restricted = try curves.map { RestrictedCurve(function: try Expression($0.0).compiled(), from: $0.1, to: $0.2) }
        return PointsOfInterest.find(in: restricted, from: from, to: to, cap: cap)
    }

    private func find(_ sources: String..., from: Double, to: Double, cap: Int = PointsOfInterest.cap) throws -> PointsOfInterest {
        try find(sources.map { ($0, nil, nil) }, from: from, to: to, cap: cap)
    }

    private func show(_ points: [PointOfInterest]) -> String {
        points.map { "\($0.kind.rawValue) (\($0.x), \($0.y)) \($0.curves)" }.joined(separator: "\n")
    }

    // MARK: - The shared fixture

    @Test func fixtureHasCasesOfEveryKindAndSomeWithNothing() {
        let cases = PointOfInterestVectors.fixture.cases
        let kinds = Set(cases.flatMap { $0.points ?? [] }.map(\.kind))
        #expect(kinds == Set(PointOfInterest.Kind.allCases.map(\.rawValue)))
        #expect(cases.count >= 25)
        #expect(cases.filter { $0.points?.isEmpty == true }.count >= 3)
    }

    @Test(arguments: PointOfInterestVectors.fixture.cases)
    func pointsMatchTheClosedForms(_ vector: PointOfInterestVectors.Case) throws {
        let result = try find(vector.curves.map { ($0.expression, $0.from, $0.to) }, from: vector.from, to: vector.to,
                              cap: vector.cap ?? PointsOfInterest.cap)
        guard let expected = vector.points else {
            #expect(result.points.filter { $0.curves == [0] }.count == vector.pointCount)
            #expect(result.omitted.count == 1 && (result.omitted.first?.count ?? 0) > 0, "\(result.omitted)")
            for point in vector.includes ?? [] {
                #expect(result.points.contains { point.matches($0) }, "\(point.kind) (\(point.x), \(point.y)) not found:\n\(show(result.points))")
            }
            return
        }
        try #require(result.points.map { "\($0.kind.rawValue) \($0.curves)" } == expected.map { "\($0.kind) \($0.curves)" },
                     "found:\n\(show(result.points))")
        for (n, (actual, point)) in zip(result.points, expected).enumerated() {
            // An expected 0 is exactly 0: snapped, never 1e−17 on a page.
            if point.x == 0 { #expect(actual.x == 0, "\(point.kind) \(n): x \(actual.x)") }
            if point.y == 0 { #expect(actual.y == 0, "\(point.kind) \(n): y \(actual.y)") }
            #expect(Swift.abs(actual.x - point.x) <= point.xTolerance, "\(point.kind) \(n): x \(actual.x), expected \(point.x)")
            #expect(Swift.abs(actual.y - point.y) <= point.yTolerance, "\(point.kind) \(n): y \(actual.y), expected \(point.y)")
            if let jump = point.jump { #expect(jump.matches(actual.jump), "\(point.kind) \(n): \(String(describing: actual.jump))") }
            if point.kind == "hole" { #expect(actual.loneValue == point.loneValue, "hole \(n): value \(String(describing: actual.loneValue))") }
        }
        #expect(result.omitted.map { PointOfInterestVectors.Omission(curves: $0.curves, count: $0.count) } == (vector.omitted ?? []))
    }

    // MARK: - Behaviour beyond the fixture

    @Test(arguments: [(-5.0, 5.0), (-4.9, 5.3), (-1.5707963267948966, 3.0), (-1.5707963267948966, 1.5707963267948968)] as [(Double, Double)])
    func aPoleIsNeverARootWhereverItFallsOnTheGrid(from: Double, to: Double) throws {
        for root in try find("tan(x)", from: from, to: to).points where root.kind == .root {
            #expect(Swift.abs(Foundation.tan(root.x)) < 1e-12, "root at \(root.x)")
        }
    }

    @Test func aPoleIsNeitherARootNorAnExtremum() throws {
        #expect(try find("1/(x-0.7)", from: -3, to: 3).points.map(\.kind) == [.yIntercept])
        #expect(try find("1/x^3", from: -2, to: 2).points.isEmpty)
    }

    @Test func aJumpIsNeverARootWhetherItCrossesZeroOrLandsOnIt() throws {
        let cases: [(String, Double, Double, [PointOfInterest.Kind], [Double])] = [
            // −3 starts the range, where the curve starts; at 3 it jumps up to its end point.
            ("floor(x)+0.5", -3, 3, [.yIntercept], [-2, -1, 0, 1, 2, 3]),
            ("ceil(x)", -2.7, 3.1, [.yIntercept], [-2, -1, 0, 1, 2, 3]),
            ("x/abs(x)", -1, 1, [], [0]),
        ]
        for (source, from, to, others, jumps) in cases {
            let points = try find(source, from: from, to: to).points
            #expect(points.filter { $0.kind != .jump }.map(\.kind) == others, "\(source)")
            #expect(points.filter { $0.kind == .jump }.map(\.x) == jumps, "\(source): a jump at each whole number")
        }
    }

    @Test func curvesEqualOnAStretchDoNotCrossThere() throws {
        #expect(try find("abs(x)", "x", from: -2, to: 2).points.filter { $0.kind == .intersection }.isEmpty)
    }

    @Test(arguments: [50, 7])
    func theCapKeepsTheFirstPointsInXOrderAllGenuineAndCountsTheRest(cap: Int) throws {
        let result = try find("sin(1/x)", from: -1, to: 1, cap: cap)
        #expect(result.points.count == cap)
        #expect((result.omitted.first?.count ?? 0) > 0)
        for point in result.points {
            let value = Foundation.sin(1 / point.x)
            if point.kind == .root {
                #expect(Swift.abs(value) < 1e-12, "root at \(point.x)")
            } else {
                #expect(Swift.abs(Swift.abs(value) - 1) < 1e-9 && point.y == value, "\(point.kind) at \(point.x)")
            }
        }
    }

    @Test func aCapOfZeroKeepsOnlyTheYIntercept() throws {
        let result = try find("x^3-3x", from: -3, to: 3, cap: 0)
        #expect(result.points.map(\.kind) == [.yIntercept])
        #expect(result.omitted == [PointsOfInterest.Omission(curves: [0], count: 5)])
    }

    @Test func intersectionsAreCappedPerPair() throws {
        let result = try find("sin(x)", "sin(2x)", from: -40, to: 40, cap: 5)
        #expect(result.points.filter { $0.kind == .intersection }.count == 5)
        #expect(result.omitted.contains { $0.curves == [0, 1] && $0.count > 0 })
    }

    @Test func aRestrictedCurveHasPointsOnlyOnItsIntervalEndsIncluded() throws {
        #expect(try find([("x^2-1", 1, 4)], from: -3, to: 3).points == [PointOfInterest(kind: .root, x: 1, y: 0, curves: [0])])
        #expect(try find([("sin(x)", -3, 3)], from: 0.5, to: 3).points.map(\.kind) == [.maximum])
        #expect(try find([("x", 4, 5)], from: -3, to: 3) == PointsOfInterest(points: [], omitted: []))
    }

    @Test func curvesCrossOnlyWhereBothExist() throws {
        // x = x² − 1 at (1 ± √5)/2: −0.618 and 1.618.
        func crossings(_ from: Double, _ to: Double) throws -> [Double] {
            try find([("x", from, to), ("x^2-1", nil, nil)], from: -3, to: 3).points.filter { $0.kind == .intersection }.map(\.x)
        }
        #expect(try crossings(0, 1).isEmpty)
        #expect(try crossings(-0.5, 2) == [(1 + 5.0.squareRoot()) / 2])
        let left = try crossings(-1, 1)
        #expect(left.count == 1 && Swift.abs(left[0] - (1 - 5.0.squareRoot()) / 2) < 1e-15)
    }

    @Test func valuesAndPositionsNearZeroAreSnappedToExactlyZero() throws {
        // sin(π) is 1.2e−16 in doubles: a page shows 0.
        #expect(try find("sin(x)", from: -1, to: 7).points.allSatisfy { $0.kind != .root || $0.y == 0 })
        #expect(try find("cos(x)-1", from: -1, to: 1).points.first { $0.kind == .maximum }?.y == 0)
        #expect(try find("x^2+1", from: -2.1, to: 3.3).points.first { $0.kind == .minimum } == PointOfInterest(kind: .minimum, x: 0, y: 1, curves: [0]))
        let root = try #require(try find("x^3", from: -2.1, to: 3.3).points.first)
        #expect(root.x == 0 && root.x.sign == .plus)
    }

    @Test(arguments: [(1.0, 1.0), (2, 1), (0, .infinity), (.nan, 1)])
    func aRangeThatIsNotFiniteAndIncreasingHasNoPoints(from: Double, to: Double) throws {
        #expect(try find("x", from: from, to: to) == PointsOfInterest(points: [], omitted: []))
    }

    @Test func curveEndsThatAreNilOrNaNDoNotRestrictIt() throws {
        #expect(try find([("x-1", .nan, .nan)], from: -3, to: 3) == (try find("x-1", from: -3, to: 3)))
    }

    @Test func anyClosureIsAFunctionToSearch() {
        let result = PointsOfInterest.find(in: [RestrictedCurve(function: ClosureFunction { $0 * $0 - 2 })], from: -3, to: 3)
        #expect(result.points.map(\.kind) == [.root, .yIntercept, .minimum, .root])
    }

    // MARK: - Swift and JS

    /// Every fixture case and a few more, here and in node: the same kinds, curves and omissions, and
    /// the same doubles up to the math libraries' last bits (an extremum's x, found where a difference
    /// quotient changes sign among rounding errors, up to 10⁻¹⁰ of the range).
    @Test func swiftAndJSFindTheSamePoints() throws {
        typealias Case = (curves: [(String, Double?, Double?)], from: Double, to: Double, cap: Int)
        var cases: [Case] = PointOfInterestVectors.fixture.cases.map {
            ($0.curves.map { ($0.expression, $0.from, $0.to) }, $0.from, $0.to, $0.cap ?? PointsOfInterest.cap)
        }
        let figures: [([String], Double, Double)] = [
            (["sin(x)", "cos(x)", "x/3"], -10, 10), (["tan(x)", "x^3-3x", "1/x"], -10, 10),
            (["sin(x)+cos(2x)-tan(3x)"], -0.25, 0.25), (["x^4-3x^2+x", "exp(-x^2)", "ln(x^2)"], -3, 3),
            (["√(x³+x²+2.5x+23)", "floor(x)*sin(x)"], -5, 5), (["sin(1/x)", "cos(1/x)"], -0.5, 2),
            (["x^x", "asin(x)", "acos(x)/2"], -1.5, 1.5), (["sin(x)", "sin(x)+1e-13"], -7, 7),
        ]
        cases += figures.map { ($0.0.map { ($0, nil, nil) }, $0.1, $0.2, PointsOfInterest.cap) }
        let fromJS = try Self.pointsInNode(cases.map { ($0.curves, $0.from, $0.to, $0.cap) })
        try #require(fromJS.count == cases.count)
        for (c, js) in zip(cases, fromJS) {
            let swift = try find(c.curves, from: c.from, to: c.to, cap: c.cap)
            let name = "\(c.curves.map(\.0).joined(separator: ", ")) on \(c.from)…\(c.to)"
            #expect(swift.omitted == js.omitted, "\(name)")
            guard swift.points.map({ "\($0.kind.rawValue) \($0.curves)" }) == js.points.map({ "\($0.kind.rawValue) \($0.curves)" }) else {
                Issue.record("\(name): Swift\n\(show(swift.points))\nJS\n\(show(js.points))")
                continue
            }
            let width = c.to - c.from
            for (s, j) in zip(swift.points, js.points) {
                #expect(Swift.abs(s.x - j.x) <= 1e-10 * width, "\(name): \(s.kind) x Swift \(s.x), JS \(j.x)")
                #expect(Swift.abs(s.y - j.y) <= 1e-9 * Swift.max(1, Swift.abs(s.y)), "\(name): \(s.kind) y Swift \(s.y), JS \(j.y)")
            }
        }
    }

    /// Runs Public/js/reading/points-of-interest.js in node on `cases`; doubles travel as bit patterns.
    static func pointsInNode(_ cases: [([(String, Double?, Double?)], Double, Double, Int)]) throws -> [PointsOfInterest] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let module = root.appendingPathComponent("Public/js/reading/points-of-interest.js").path
        let expression = root.appendingPathComponent("Public/js/expression/expression.js").path
        let script = """
            import { pointsOfInterest } from '\(module)';
            import { compile } from '\(expression)';
            const bits = (x) => { const v = new DataView(new ArrayBuffer(8)); v.setFloat64(0, x); return v.getBigUint64(0).toString(16); };
            const fromBits = (h) => { if (h === null) return null; const v = new DataView(new ArrayBuffer(8)); v.setBigUint64(0, BigInt('0x' + h)); return v.getFloat64(0); };
            const cases = JSON.parse(process.argv[1]);
            const results = cases.map(([curves, from, to, cap]) => {
              const curve = (f, a, b) => { const c = compile(f); return { valueAt: c.evaluate, candidates: c.candidateFunctions, from: fromBits(a), to: fromBits(b) }; };
              const r = pointsOfInterest(curves.map(([f, a, b]) => curve(f, a, b)), fromBits(from), fromBits(to), cap);
              return { points: r.points.map((p) => ({ kind: p.kind, x: bits(p.x), y: bits(p.y), curves: p.curves })), omitted: r.omitted };
            });
            process.stdout.write(JSON.stringify(results));
            """
        let hex = NodeScript.hex
        let input: [[Any]] = cases.map { c in
            [c.0.map { [$0.0, hex($0.1), hex($0.2)] as [Any] }, hex(c.1), hex(c.2), c.3]
        }
        let data = try NodeScript.run(script, argument: input)
        struct Encoded: Decodable {
            struct Point: Decodable { let kind: String, x: String, y: String, curves: [Int] }
            struct Omission: Decodable { let curves: [Int], count: Int }
            let points: [Point]
            let omitted: [Omission]
        }
        let double = NodeScript.double
        return try JSONDecoder().decode([Encoded].self, from: data).map { result in
            PointsOfInterest(
                points: result.points.map { PointOfInterest(kind: PointOfInterest.Kind(rawValue: $0.kind) ?? .root, x: double($0.x), y: double($0.y), curves: $0.curves) },
                omitted: result.omitted.map { PointsOfInterest.Omission(curves: $0.curves, count: $0.count) })
        }
    }
}
