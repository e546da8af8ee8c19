import Foundation
import Testing
@testable import PlotCore

/// A figure's sequences against closed forms (Tests/Fixtures/sequence-terms.json, which
/// Tests/JS/sequence-terms.test.mjs scores the JS terms against too): terms, partial sums and the trace's reading.
@Suite struct SequenceTermsTests {
    struct Fixture: Decodable {
        struct Reading: Decodable {
            let n: Int
            let partial: Bool
            let text: String
        }
        struct Case: Decodable {
            let source: String
            let n: [Int]
            let terms: [Double?]
            let partialSums: [Double?]
            let exact: Bool
            let readings: [Reading]
        }
        let cases: [Case]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/sequence-terms.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    static func matches(_ got: Double, _ expected: Double?, exact: Bool) -> Bool {
        guard let expected else { return got.isNaN }
        return exact ? got == expected : Swift.abs(got - expected) <= 1e-14 * Swift.abs(expected)
    }

    @Test(arguments: fixture.cases.indices)
    func termsPartialSumsAndReadingsMatchTheClosedForms(_ index: Int) throws {
        let fixture = Self.fixture.cases[index]
        let sequence = SequenceTerms(try Expression(fixture.source, parameters: ["n"]), from: fixture.n[0], through: fixture.n[1])
        #expect(sequence.indices == Array(fixture.n[0]...fixture.n[1]))
        for (position, n) in sequence.indices.enumerated() {
            #expect(Self.matches(sequence.terms[position], fixture.terms[position], exact: fixture.exact),
                    "\(fixture.source): a at n = \(n) is \(sequence.terms[position]), not \(String(describing: fixture.terms[position]))")
            #expect(Self.matches(sequence.partialSums[position], fixture.partialSums[position], exact: fixture.exact),
                    "\(fixture.source): S at n = \(n) is \(sequence.partialSums[position])")
        }
        for reading in fixture.readings {
            #expect(sequence.reading(at: reading.n, partial: reading.partial) == reading.text)
        }
    }

    @Test func aSliderTakesItsValueInEveryTerm() throws {
        let sequence = SequenceTerms(try Expression("r^n", parameters: ["n", "r"]), from: 0, through: 3, parameters: ["r": 0.5])
        #expect(sequence.terms == [1, 0.5, 0.25, 0.125])
        #expect(sequence.partialSums == [1, 1.5, 1.75, 1.875])
        #expect(sequence.reading(at: 3, partial: true) == "n = 3: S₃ = 1.875")
    }
}
