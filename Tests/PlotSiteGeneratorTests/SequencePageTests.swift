import Foundation
import Testing
import PlotCore
import PlotSVG
@testable import PlotSiteGenerator

/// What a plot page makes of a sequence (docs/manifest.md#sequences): its x-range, its table of values listing n, its
/// text alternative, and the points of interest and Calculator it does not offer.
@Suite struct SequencePageTests {
    private func plot(_ json: String) throws -> PlotEntry { try TestManifest.plots(json)[0] }

    @Test func theXRangeSpansTheNUnlessTheManifestGivesIt() throws {
        let e = try plot(#"{ "curves": [ { "sequence": "(1 + 1/n)^n", "n": [1, 30] } ] }"#)
        // A margin of a twentieth of the span (29), rounded up: 2 on either side.
        #expect((e.lowerX, e.xMax) == (-1, 32))
        let wide = try plot(#"{ "curves": [ { "sequence": "1/n", "n": [1, 200] }, { "sequence": "1/n^2", "n": [-20, 5] } ] }"#)
        #expect((wide.lowerX, wide.xMax) == (-31, 211))
        let given = try plot(#"{ "xMax": 12, "curves": [ { "sequence": "1/n", "n": [1, 30] } ] }"#)
        #expect((given.lowerX, given.xMax) == (-12, 12))
        let plain = try plot(#"{ "curves": [ { "expression": "x^2" } ] }"#)
        #expect((plain.lowerX, plain.xMax) == (-5, 5))
    }

    @Test func theTableListsNWithTheTermsAndPartialSums() throws {
        let rendering = try PlotRendering(plot(#"{ "curves": [ { "sequence": "1/2^n", "n": [0, 4], "partialSums": true } ] }"#))
        #expect(rendering.tableIndexHead == "n")
        #expect(rendering.tableHeads == ["aₙ", "Sₙ"])
        #expect(rendering.table.map(\.x) == ["0", "1", "2", "3", "4"])
        #expect(rendering.table.map(\.ys) == [["1", "1"], ["0.5", "1.5"], ["0.25", "1.75"], ["0.125", "1.875"], ["0.0625", "1.9375"]])
    }

    @Test func besideACurveTheTableListsItsYAtEachN() throws {
        let rendering = try PlotRendering(plot("""
        { "curves": [ { "expression": "1/x", "label": "y = 1/x" }, { "sequence": "1/n", "n": [2, 4], "label": "aₙ = 1/n" },
                      { "sequence": "n", "n": [1, 2] } ] }
        """))
        #expect(rendering.tableHeads == ["y = 1/x", "aₙ = 1/n", "aₙ = n"])
        #expect(rendering.table.map(\.x) == ["1", "2", "3", "4"])
        // Outside a sequence's own n its cell is a dash.
        #expect(rendering.table.map(\.ys) == [["1", "–", "1"], ["0.5", "0.5", "2"], ["0.333333", "0.333333", "–"], ["0.25", "0.25", "–"]])
        let plain = try PlotRendering(plot(#"{ "curves": [ { "expression": "x^2" } ] }"#))
        #expect(plain.tableIndexHead == "x")
    }

    @Test func theTextAlternativeSaysTheFirstTermsTheRangeOfNAndTheLimit() throws {
        let rendering = try PlotRendering(plot("""
        { "curves": [ { "sequence": "(-1)^(n + 1)/n", "n": [1, 25], "partialSums": true, "limit": "ln(2)" } ] }
        """))
        let text = SVGRenderer().textAlternative(rendering.drawing)
        #expect(text.hasPrefix("Graph of the sequence aₙ = (−1)^(n + 1)/n for n from 1 to 25: its first terms 1, −0.5, 0.333333, "
                               + "−0.25, 0.2, … drawn as dots, its partial sums Sₙ 1, 0.5, 0.833333, 0.583333, 0.783333, … as rings, "
                               + "its limit 0.693147 as a dashed line for x from "))
        // Its dots are not listed one by one as endpoint dots.
        #expect(!text.contains("Filled dots") && !text.contains("Open dots"))
        // Nor does the summary call the sequence a function defined nowhere.
        #expect(!rendering.summary.contains("not defined"))
        let short = try PlotRendering(plot(#"{ "curves": [ { "sequence": "n^2", "n": [1, 3], "label": "squares" } ] }"#))
        #expect(SVGRenderer().textAlternative(short.drawing).hasPrefix("Graph of the sequence squares: aₙ = n² for n from 1 to 3: its first terms 1, 4, 9 drawn as dots for x"))
    }

    @Test func aFigureOfSequencesHasNoPointsOfInterestNorCalculator() throws {
        let only = try plot(#"{ "curves": [ { "sequence": "1/n", "n": [1, 30] } ] }"#)
        #expect(!only.showsPointsOfInterest && only.calculatorCurve == nil)
        #expect(try PlotRendering(only).pointsOfInterest == nil)
        let mixed = try plot(#"{ "curves": [ { "sequence": "1/n", "n": [1, 30] }, { "expression": "1/x" } ] }"#)
        #expect(mixed.showsPointsOfInterest && mixed.calculatorCurve == 1)
    }
}

/// The y-range of a figure with sequences (docs/manifest.md#sequences): the fit rule over their terms and partial sums.
@Suite struct SequenceFitTests {
    private func frame(_ json: String) throws -> (Double, Double) {
        let viewport = try PlotRendering(TestManifest.plots(json)[0]).viewport
        return (viewport.yMin, viewport.yMax)
    }

    @Test func theYRangeShowsTheTermsAndPartialSums() throws {
        // (1 + 1/n)ⁿ reaches 2.67 at n = 30: the symmetric frame around it, as for a curve of that height.
        #expect(try frame(#"{ "curves": [ { "sequence": "(1 + 1/n)^n", "n": [1, 30] } ] }"#) == (-3, 3))
        // The partial sums of 1/2ⁿ reach 0.999…; n² alone reaches 100.
        #expect(try frame(#"{ "curves": [ { "sequence": "1/2^n", "n": [1, 30], "partialSums": true } ] }"#) == (-1.2, 1.2))
        #expect(try frame(#"{ "curves": [ { "sequence": "n^2", "n": [1, 10] } ] }"#) == (-120, 120))
        // From a given end, as a curve is fitted.
        #expect(try frame(#"{ "yMin": 0, "curves": [ { "sequence": "n", "n": [1, 10] } ] }"#) == (0, 15))
        // Beside a curve the frame shows both.
        #expect(try frame(#"{ "curves": [ { "expression": "sin(x)" }, { "sequence": "n", "n": [1, 3] } ] }"#) == (-4, 4))
        #expect(try frame(#"{ "curves": [ { "expression": "5 sin(x)" }, { "sequence": "1/n", "n": [1, 3] } ] }"#) == (-6, 6))
    }
}

/// A sequence's limit line is labelled in the site's language, on the page and in the live view's figure data.
@Suite struct SequenceLimitLabelTests {
    @Test func theLimitLineIsLabelledInTheSitesLanguage() throws {
        let manifest = #"{ "language": "%@", "plots": [ { "slug": "e", "curves": [ { "sequence": "(1 + 1/n)^n", "n": [1, 30], "limit": "e" } ] } ] }"#
        let english = try TestBuild.plotPage(manifest.replacingOccurrences(of: "%@", with: "en"), slug: "e")
        #expect(english.contains(">limit 2.71828<"))
        let german = try TestBuild.plotPage(manifest.replacingOccurrences(of: "%@", with: "de"), slug: "e")
        #expect(german.contains(">Grenzwert 2,71828<"))
        #expect(german.contains("&quot;label&quot;:&quot;Grenzwert 2,71828&quot;"))
        #expect(!german.contains("limit 2"))
    }
}

/// A sequence's legend swatch is what the graph draws of it: a dot, and a ring for its partial sums; a curve's is a line.
@Suite struct SequenceSwatchTests {
    @Test func theLegendShowsADotAndARingForASequence() throws {
        let page = try TestBuild.plotPage(#"""
        { "plots": [ { "slug": "s", "curves": [ { "sequence": "1/n", "n": [1, 9], "partialSums": true, "label": "a" },
                                                 { "expression": "1/x", "label": "f" } ] } ] }
        """#, slug: "s")
        // The page's legend (HTML) and the drawing's (SVG): a filled dot and a ring for curve 0, a line for curve 1.
        #expect(page.contains(##"<circle class="swatch-0" stroke="#0b62d6" fill="#0b62d6" cx="7" cy="6" r="3.5"/><circle class="swatch-0" stroke="#0b62d6" fill="#0b62d6" fill-opacity="0""##))
        #expect(page.contains(##"<path class="swatch-1" d="M2 6h24""##))
        #expect(page.contains(##"data-curve-swatch="0" fill="none" stroke="#0b62d6" d="##))
        #expect(page.contains(##"h0" stroke-width="7" stroke-linecap="round"/><circle class="plot-legend-swatch" data-curve-swatch="0""##))
    }
}
