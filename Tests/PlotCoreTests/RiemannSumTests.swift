import Foundation
import Testing
@testable import PlotCore

/// `Tests/Fixtures/riemann-sums.json`, written by `make_riemann_sums.py` from closed forms, and read by
/// the JS tests too (Tests/JS/riemann-sum.test.mjs).
struct RiemannSumVectors: Decodable, Sendable {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let f: String
        let from: Double
        let to: Double
        let n: Int
        let rule: String
        let closedForm: String?
        /// The closed form's value; nil where the sum is undefined.
        let value: Double?
        let relative: Double?
        let undefinedAt: Double?

        var testDescription: String { "\(rule) sum of \(f) on \(from) … \(to), n = \(n)" }
    }
    let cases: [Case]

    static let fixture: RiemannSumVectors = {
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("riemann-sums.json"))
        return try! JSONDecoder().decode(RiemannSumVectors.self, from: data)
    }()
}

/// Riemann sums by every rule (docs/manifest.md#sums): their closed forms, their pieces, and the same
/// doubles from Public/js/figure/riemann-sum.js.
@Suite struct RiemannSumTests {
    static func sum(_ c: RiemannSumVectors.Case) throws -> RiemannSum.Result {
        let rule = try #require(RiemannSum.Rule(rawValue: c.rule))
        return RiemannSum.compute(try Expression(c.f).compiled(), rule: rule, from: c.from, to: c.to, n: c.n)
    }

    @Test(arguments: RiemannSumVectors.fixture.cases)
    func meetsTheClosedForm(_ c: RiemannSumVectors.Case) throws {
        let result = try Self.sum(c)
        guard let expected = c.value else {
            #expect(result.value == nil)
            #expect(result.undefinedAt == c.undefinedAt)
            #expect(result.parts.isEmpty)
            return
        }
        let value = try #require(result.value)
        let relative = try #require(c.relative)
        #expect(abs(value - expected) <= relative * max(1, abs(expected)), "\(value) vs \(c.closedForm ?? "") = \(expected)")
        #expect(result.parts.count == c.n)
        #expect(result.parts.first?.x0 == c.from && result.parts.last?.x1 == c.to)
        let total = result.parts.reduce(0.0) { $0 + ($1.x1 - $1.x0) * ($1.y0 + $1.y1) / 2 }
        #expect(abs(total - value) <= 1e-12 * max(1, abs(expected)))
    }

    @Test func lowerAndUpperBoundTheOtherRules() throws {
        let f = try Expression("sin(3x) + x/2").compiled()
        for n in [1, 3, 10, 200] {
            let sum = { (rule: RiemannSum.Rule) in RiemannSum.compute(f, rule: rule, from: -2, to: 3, n: n).value ?? .nan }
            for rule in [RiemannSum.Rule.left, .right, .midpoint, .trapezoid] {
                #expect(sum(.lower) <= sum(rule) + 1e-12 && sum(rule) <= sum(.upper) + 1e-12, "\(rule), n = \(n)")
            }
        }
    }

    /// The build draws what the live view redraws: every case gives the same doubles in node, bit for bit.
    @Test func javaScriptGivesTheSameDoubles() throws {
        let cases = RiemannSumVectors.fixture.cases
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = """
            import { riemannSum } from '\(root.appendingPathComponent("Public/js/figure/riemann-sum.js").path)';
            import { compile } from '\(root.appendingPathComponent("Public/js/expression/expression.js").path)';
            const bits = (x) => { const v = new DataView(new ArrayBuffer(8)); v.setFloat64(0, x); return v.getBigUint64(0).toString(16); };
            const cases = JSON.parse(process.argv[1]);
            const results = cases.map(([f, rule, from, to, n]) => {
              const r = riemannSum(compile(f).evaluate, rule, from, to, n);
              return { value: r.value === null ? null : bits(r.value), parts: [...r.parts].map(bits), undefinedAt: r.undefinedAt === null ? null : bits(r.undefinedAt) };
            });
            process.stdout.write(JSON.stringify(results));
            """
        let input: [[Any]] = cases.map { [$0.f, $0.rule, $0.from, $0.to, $0.n] }
        struct Encoded: Decodable { let value: String?, parts: [String], undefinedAt: String? }
        let fromJS = try JSONDecoder().decode([Encoded].self, from: try NodeScript.run(script, argument: input))
        try #require(fromJS.count == cases.count)
        let hex = { (x: Double) in String(x.bitPattern, radix: 16) }
        for (c, js) in zip(cases, fromJS) {
            let swift = try Self.sum(c)
            #expect(swift.value.map(hex) == js.value, "\(c.testDescription)")
            #expect(swift.undefinedAt.map(hex) == js.undefinedAt, "\(c.testDescription)")
            #expect(swift.parts.flatMap { [$0.x0, $0.x1, $0.y0, $0.y1] }.map(hex) == js.parts, "\(c.testDescription)")
        }
    }
}
