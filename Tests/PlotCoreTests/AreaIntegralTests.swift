import Foundation
import Testing
@testable import PlotCore

/// `Tests/Fixtures/area-vectors.json`, written by `make_area_vectors.py` from closed forms, and read by
/// the JS tests too (Tests/JS/area-integral.test.mjs, area-outline.test.mjs).
struct AreaVectors: Decodable, Sendable {
    struct Area: Decodable, Sendable, CustomTestStringConvertible {
        let f: String
        let g: String?
        let from: Double
        let to: Double
        /// The closed form; nil where the area is undefined.
        let value: Double?
        let text: String
        let reason: String?

        var testDescription: String { "\(f)\(g.map { " − (\($0))" } ?? "") on \(from)…\(to) → \(text)" }
    }
    struct Text: Decodable, Sendable, CustomTestStringConvertible {
        let value: Double
        let text: String
        var testDescription: String { "\(value) → \(text)" }
    }
    struct Outline: Decodable, Sendable, CustomTestStringConvertible {
        struct Frame: Decodable, Sendable {
            let xMin, xMax, yMin, yMax, width, height: Double
        }
        let why: String
        let f: String
        let g: String?
        let from: Double
        let to: Double
        let viewport: Frame
        /// Each polygon's points flattened: x0, y0, x1, y1, …
        let polygons: [[Double]]
        var testDescription: String { "\(f)\(g.map { " − (\($0))" } ?? "") on \(from)…\(to): \(why)" }
    }
    let areas: [Area]
    let texts: [Text]
    let outlines: [Outline]

    static let fixture: AreaVectors = {
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("area-vectors.json"))
        return try! JSONDecoder().decode(AreaVectors.self, from: data)
    }()
}

/// An area's value by adaptive Gauss–Kronrod quadrature, or why it has none (docs/sampling.md#area-values), and its text.
@Suite struct AreaIntegralTests {
    private func area(_ f: String, minus g: String? = nil, from: Double, to: Double) throws -> AreaValue {
        let compiledG = try g.map { try Expression($0).compiled() }
        return AreaIntegral.value(of: try Expression(f).compiled(), minus: compiledG, from: from, to: to)
    }

    // MARK: - The shared fixture

    @Test func fixtureHasEnoughCasesDefinedAndUndefined() {
        #expect(AreaVectors.fixture.areas.count >= 25)
        #expect(AreaVectors.fixture.areas.filter { $0.value == nil }.count >= 8)
    }

    @Test(arguments: AreaVectors.fixture.areas)
    func valueMatchesTheClosedForm(_ vector: AreaVectors.Area) throws {
        let result = try area(vector.f, minus: vector.g, from: vector.from, to: vector.to)
        #expect(result.text == vector.text)
        guard let expected = vector.value else {
            #expect(result.reason == vector.reason)
            return
        }
        guard case .value(let value, let error) = result else {
            Issue.record("undefined: \(result.reason ?? "")")
            return
        }
        // Far better than the 6 printed digits, and within the error the quadrature claims.
        let actual = Swift.abs(value - expected)
        #expect(actual <= 1e-9 * Swift.abs(expected) || (expected == 0 && value == 0), "\(value) is \(actual) from \(expected)")
        #expect(actual <= error + 1e-15 * Swift.abs(expected), "the error estimate \(error) is below the true error \(actual)")
    }

    @Test(arguments: AreaVectors.fixture.texts)
    func textIsSixSignificantDigitsWithATrueMinus(_ vector: AreaVectors.Text) {
        #expect(AreaValue.value(vector.value, error: 0).text == vector.text)
    }

    // MARK: - Behaviour beyond the fixture

    @Test func anUndefinedAreaPrintsAsUndefinedAndKeepsItsReason() {
        let area = AreaValue.undefined(reason: "a pole at x ≈ 0")
        #expect(area.text == "undefined")
        #expect(area.reason == "a pole at x ≈ 0")
        #expect(area.number == nil)
    }

    @Test(arguments: [(-1.0, 1.0), (-1, 1.125), (-0.3, 1), (0, 1)])
    func aPoleIsFoundOnABoundaryBetweenNodesAndAtAnEndPoint(from: Double, to: Double) throws {
        #expect(try area("1/x^2", from: from, to: to).reason == "a pole at x ≈ 0")
    }

    @Test func aNonIntegrableSingularityAtAnEndIsAPoleAnIntegrableOneIsIntegrated() throws {
        #expect(try area("1/x", from: 0, to: 1).reason == "a pole at x ≈ 0")
        #expect(try area("x^(-0.7)", from: 0, to: 1).reason == "a pole at x ≈ 0")  // 6 digits would need x < 1e-300
        #expect(try area("x^(-0.55)", from: 0, to: 1).text == "2.22222")  // 1/0.45
    }

    @Test func aFunctionThatOscillatesWithoutEndReturnsWithinItsBudget() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try area("sin(1/x)", from: -1, to: 1)
        #expect(result.reason == "does not converge" || Swift.abs(result.number ?? 1) < 1e-6, "\(result)")
        #expect(clock.now - start < .seconds(2))
    }

    @Test func areasOfAdjacentIntervalsAddUp() throws {
        let ab = try #require(try area("exp(-x^2)", from: -10, to: 0.3).number)
        let bc = try #require(try area("exp(-x^2)", from: 0.3, to: 10).number)
        let ac = try #require(try area("exp(-x^2)", from: -10, to: 10).number)
        #expect(Swift.abs(ab + bc - ac) <= 1e-12)
    }

    @Test func betweenFAndGIsTheAreaOfFMinusTheAreaOfG() throws {
        let fg = try #require(try area("x^3/3 - x", minus: "x^2 - 1", from: 1, to: 2).number)
        let f = try #require(try area("x^3/3 - x", from: 1, to: 2).number)
        let g = try #require(try area("x^2 - 1", from: 1, to: 2).number)
        #expect(Swift.abs(fg - (f - g)) <= 1e-12)
    }

    @Test(arguments: [(1.0, 1.0), (2, 1), (0, .infinity), (.nan, 1)])
    func anIntervalThatIsNotFiniteAndIncreasingHasNoValue(from: Double, to: Double) {
        let result = AreaIntegral.value(of: ClosureFunction { $0 }, from: from, to: to)
        #expect(result.reason?.hasPrefix("the interval ") == true)
        #expect(result.reason?.hasSuffix(" is not finite and increasing") == true)
    }

    @Test func underIsBetweenWithoutASecondCurve() throws {
        let f = try Expression("cos(x)").compiled()
        #expect(AreaIntegral.value(of: f, from: 0, to: 2) == AreaIntegral.value(of: f, minus: nil as CompiledExpression?, from: 0, to: 2))
    }

    // MARK: - Swift and JS

    /// Every fixture area and a few more, here and in node: the same text and reason always, and the
    /// same double up to the math libraries' last bits (only + − × ÷ and √ would be bit for bit).
    @Test func swiftAndJSGiveTheSameValuesAndTexts() throws {
        var cases = AreaVectors.fixture.areas.map { ($0.f, $0.g, $0.from, $0.to) }
        cases += [("sin(1/x)", nil, -1, 1), ("x^(-0.55)", nil, 0, 1), ("exp(1/x)", nil, -1, 1),
                  ("sin(x)/x", nil, -1, 3), ("1/√(abs(x-0.3))", nil, 0, 1), ("x^4 - 3x", "2", -2, 5)]
        let fromJS = try Self.areasInNode(cases)
        try #require(fromJS.count == cases.count)
        for ((f, g, from, to), js) in zip(cases, fromJS) {
            let swift = try area(f, minus: g, from: from, to: to)
            let name = "\(f)\(g.map { " − (\($0))" } ?? "") on \(from)…\(to)"
            #expect(swift.text == js.text, "\(name): Swift \(swift.text), JS \(js.text)")
            #expect(swift.reason == js.reason, "\(name)")
            if case .value(let value, let error) = swift, let jsValue = js.value, let jsError = js.error {
                #expect(Swift.abs(value - jsValue) <= 1e-13 * Swift.abs(value), "\(name): Swift \(value), JS \(jsValue)")
                #expect(Swift.abs(error - jsError) <= 1e-6 * error, "\(name): errors Swift \(error), JS \(jsError)")
            }
        }
    }

    struct JSArea: Decodable {
        let value: Double?
        let error: Double?
        let reason: String?
        let text: String
    }

    /// Runs Public/js/figure/area-integral.js in node on `cases`; doubles travel as bit patterns.
    static func areasInNode(_ cases: [(String, String?, Double, Double)]) throws -> [JSArea] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let module = root.appendingPathComponent("Public/js/figure/area-integral.js").path
        let expression = root.appendingPathComponent("Public/js/expression/expression.js").path
        let script = """
            import { areaValue, areaText } from '\(module)';
            import { compile } from '\(expression)';
            const bits = (x) => { const v = new DataView(new ArrayBuffer(8)); v.setFloat64(0, x); return v.getBigUint64(0).toString(16); };
            const fromBits = (h) => { const v = new DataView(new ArrayBuffer(8)); v.setBigUint64(0, BigInt('0x' + h)); return v.getFloat64(0); };
            const cases = JSON.parse(process.argv[1]);
            const results = cases.map(([f, g, from, to]) => {
              const r = areaValue(compile(f).evaluate, g === null ? null : compile(g).evaluate, fromBits(from), fromBits(to));
              return 'undefined' in r ? { reason: r.undefined, text: areaText(r) } : { value: bits(r.value), error: bits(r.error), text: areaText(r) };
            });
            process.stdout.write(JSON.stringify(results));
            """
        let input: [[Any]] = cases.map { [$0.0, $0.1.map { $0 as Any } ?? NSNull(), String($0.2.bitPattern, radix: 16), String($0.3.bitPattern, radix: 16)] }
        let data = try NodeScript.run(script, argument: input)
        struct Encoded: Decodable { let value: String?, error: String?, reason: String?, text: String }
        func double(_ hex: String?) -> Double? { hex.flatMap { UInt64($0, radix: 16) }.map(Double.init(bitPattern:)) }
        return try JSONDecoder().decode([Encoded].self, from: data).map {
            JSArea(value: double($0.value), error: double($0.error), reason: $0.reason, text: $0.text)
        }
    }
}
