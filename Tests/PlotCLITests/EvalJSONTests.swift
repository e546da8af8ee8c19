import Foundation
import Testing
@testable import PlotCLI
import PlotCore

/// `plotsite eval … --format json`: numbers that read back to the same double, null where undefined.
@Suite struct EvalJSONTests {
    private struct Output: Decodable {
        struct Value: Decodable { let x: Double; let y: Double? }
        let description: String
        let values: [Value]
    }

    private func numbers(in json: String, key: String) -> [String] {
        json.matches(of: try! Regex("\"\(key)\": ([^,}]+)")).map { String($0.output[1].substring!) }
    }

    @Test func awkwardDoublesRoundTripExactly() throws {
        let awkward: [Double] = [0.1, 1e-20, .leastNonzeroMagnitude, -0.0, 1.7976931348623157e308, 1e-300, 2, -9.1]
        let arguments = ["eval", "x", "--format", "json"] + awkward.flatMap { ["--at", "\($0)"] }
        let result = runCLI(arguments)
        #expect(result.code == .success)
        #expect(result.out.hasPrefix("{\"description\": \"x\", \"values\": [{\"x\": 0.1, \"y\": 0.1}, {\"x\": 1e-20, "))
        #expect(result.out.contains("{\"x\": 5e-324, \"y\": 5e-324}"))
        // The text itself reads back bit for bit, −0 included.
        let xs = numbers(in: result.out, key: "x")
        #expect(xs.compactMap(Double.init).map(\.bitPattern) == awkward.map(\.bitPattern), "\(xs)")
        #expect(xs[3] == "-0.0")
        // And a JSON parser agrees.
        let decoded = try JSONDecoder().decode(Output.self, from: Data(result.out.utf8))
        #expect(decoded.values.map(\.x.bitPattern) == awkward.map(\.bitPattern))
        #expect(decoded.values.map { $0.y?.bitPattern } == awkward.map(\.bitPattern))
    }

    @Test func undefinedValuesAreNull() throws {
        let result = runCLI("eval", "1/x", "--at", "0", "--at", "4", "--format", "json")
        #expect(result.out == "{\"description\": \"1/x\", \"values\": [{\"x\": 0.0, \"y\": null}, {\"x\": 4.0, \"y\": 0.25}]}\n")
        #expect(runCLI("eval", "ln(-1)", "--format", "json").out
                == "{\"description\": \"ln(−1)\", \"values\": [{\"x\": 0.0, \"y\": null}]}\n")
    }

    @Test func withoutAtAConstantIsListedOnceAndAnExpressionInXHasNoValues() {
        #expect(runCLI("eval", "2π", "--format", "json").out
                == "{\"description\": \"2π\", \"values\": [{\"x\": 0.0, \"y\": 6.283185307179586}]}\n")
        let inX = runCLI("eval", "x^2", "--format", "json")
        #expect(inX.out == "{\"description\": \"x²\", \"values\": []}\n")
        #expect(inX.err.contains("--at"), "the hint goes to stderr, so stdout stays JSON")
    }

    @Test func atAcceptsScientificNotationAndNegativeZero() {
        #expect(runCLI("eval", "x", "--at", "2.5E3", "--at", "-1e-3", "--at", "-0").out == "x\nx = 2500: 2500\nx = -0.001: -0.001\nx = -0: 0\n")
        #expect(runCLI("eval", "-x", "--at", "-0", "--format", "json").out
                == "{\"description\": \"−x\", \"values\": [{\"x\": -0.0, \"y\": 0.0}]}\n")
    }

    @Test func textStaysTheDefault() {
        #expect(runCLI("eval", "x^2", "--at", "3").out == runCLI("eval", "x^2", "--at", "3", "--format", "text").out)
        #expect(runCLI("eval", "x^2", "--at", "3").out == "x²\nx = 3: 9\n")
    }

    @Test func stringsAreEscapedForJSON() throws {
        let nasty = "a \"quoted\" \\ back\\slash\nnew line\ttab \u{1} ctrl \u{2028} π"
        let literal = JSONText.string(nasty)
        #expect(literal == "\"a \\\"quoted\\\" \\\\ back\\\\slash\\nnew line\\ttab \\u0001 ctrl \\u2028 π\"")
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(literal)]".utf8))
        #expect(decoded == [nasty])
    }

    @Test func nonFiniteNumbersAreNull() {
        #expect(JSONText.number(nil) == "null")
        #expect(JSONText.number(.nan) == "null")
        #expect(JSONText.number(-.infinity) == "null")
        #expect(JSONText.number(-0.0) == "-0.0")
    }
}
