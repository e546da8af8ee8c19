import Foundation
import Testing
import PlotCore
@testable import PlotSiteGenerator

/// Sequences as curves of a figure (docs/manifest.md#sequences): what they read as, and every problem at its place.
@Suite struct SequenceManifestTests {
    @Test func aSequenceReadsItsTermsRangePartialSumsAndLimit() throws {
        let plot = try TestManifest.plots("""
        { "xMax": 31, "curves": [ { "sequence": "(1 + 1/n)^n", "n": [1, 30], "partialSums": true, "limit": "e", "label": "aₙ" } ] }
        """)[0]
        let sequence = try #require(plot.figure.curves[0].sequence)
        #expect(sequence.first == 1 && sequence.last == 30 && sequence.partialSums && sequence.limit == M_E)
        #expect(plot.figure.curves[0].description == "aₙ = (1 + 1/n)^n")
        #expect(sequence.terms().reading(at: 7) == "n = 7: a₇ = 2.5465")
        // What reads a curve y = f(x) (the table, the fit, the points of interest) finds nothing on it.
        #expect(plot.figure.curves[0].expression.compiled().value(at: 7) == nil)
    }

    @Test func theBuildDrawsTheTermsAsDotsThePartialSumsAsRingsAndTheLimitAsADashedLine() throws {
        let plot = try TestManifest.plots("""
        { "xMax": 12, "yMin": 0, "yMax": 3, "curves": [ { "sequence": "1/2^n", "n": [1, 10], "partialSums": true, "limit": 1 } ] }
        """)[0]
        let dots = try PlotRendering(plot).endpoints[0]
        let halves: [Double] = (1...10).map { (n: Int) -> Double in 1 / Double(1 << n) }
        let terms: [Double] = dots.filter { !$0.isOpen }.map(\.y)
        let sums: [Double] = dots.filter(\.isOpen).map(\.y)
        #expect(terms == halves)
        #expect(sums == halves.map { 1 - $0 })
        #expect(dots.map(\.x) == (1...10).flatMap { (n: Int) -> [Double] in [Double(n), Double(n)] })
        #expect(plot.figure.lines == [ReferenceLine(.horizontal(y: 1), label: "limit 1", isSequenceLimit: true)])
    }

    @Test func aSliderTakesPartInTheTerms() throws {
        let plot = try TestManifest.plots("""
        { "xMax": 10, "curves": [ { "sequence": "r^n", "n": [0, 8] } ],
          "parameters": { "r": { "value": 0.5, "min": 0, "max": 1 } } }
        """)[0]
        let sequence = try #require(plot.figure.curves[0].sequence)
        #expect(sequence.terms(parameters: ["r": 0.5]).terms.prefix(3) == [1, 0.5, 0.25])
    }

    @Test func badSequencesAreLocatedErrors() {
        func problems(_ curve: String, parameters: String = "") -> [String] {
            TestManifest.problemLines(ofPlots: """
            { "xMax": 3, \(parameters)"curves": [ \(curve) ] }
            """)
        }
        #expect(problems("{\"sequence\": \"1/x\", \"n\": [1, 5]}")
                == ["gallery.json:2:39: plots[0].curves[0].sequence: a sequence is an expression in n, not in x: write \"1/n^2\", not \"1/x^2\""])
        #expect(problems("{\"sequence\": \"1/n\", \"n\": [1, 500]}")
                == ["gallery.json:2:51: plots[0].curves[0].n: at most 200 terms, not 500: narrow the range of n"])
        #expect(problems("{\"sequence\": \"1/n\", \"n\": [5, 1]}")
                == ["gallery.json:2:51: plots[0].curves[0].n: the first n (5) must not be greater than the last (1)"])
        #expect(problems("{\"sequence\": \"1/n\", \"n\": [1.5, 3]}")
                == ["gallery.json:2:51: plots[0].curves[0].n: must be two whole numbers, the first and last n, as in [1, 30]"])
        #expect(problems("{\"sequence\": \"1/n\"}")
                == ["gallery.json:2:26: plots[0].curves[0]: \"n\" is missing: give the first and last n, as in \"n\": [1, 30]"])
        #expect(problems("{\"sequence\": \"1/n\", \"n\": [1, 3], \"partialSums\": \"yes\"}")
                == ["gallery.json:2:74: plots[0].curves[0].partialSums: must be true or false, not \"yes\""])
    }
}
