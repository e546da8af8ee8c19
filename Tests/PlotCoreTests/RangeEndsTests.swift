import Testing
@testable import PlotCore

/// A range's ends as the facts write them (``RangeEnds``, as Public/js/graph/reader-texts.js `rangeEndTexts`, which
/// Tests/JS/words.test.mjs holds to the same texts): the axes' end labels where those tell the ends apart, enough
/// digits to resolve the span where the range is narrow beside its distance from 0.
@Suite struct RangeEndsTests {
    @Test(arguments: [
        // As wide as the end labels resolve: the labels' own texts.
        (-5.0, 5.0, "−5", "5"), (21935, 21952, "21935", "21952"), (1, 1.1, "1", "1.1"),
        // Narrower: the span resolved to three digits or more, never "2 to 2".
        (2.00012, 2.00019, "2.00012", "2.00019"), (1.99995, 2.00005, "1.99995", "2.00005"),
        (-3.1415926, -3.1415925, "−3.1415926", "−3.1415925"), (2, 2 + 4e-12, "2", "2.000000000004"), (1000.5, 1010, "1000.5", "1010"),
    ] as [(Double, Double, String, String)])
    func endsAreTheLabelsOrAsPreciseAsTheSpanNeeds(low: Double, high: Double, lowText: String, highText: String) {
        #expect(RangeEnds.texts(low, high) == (lowText, highText))
    }

    @Test func zoomedInFarTheEndsNeverReadAlike() {
        var span = 1.0
        while span > 1e-12 {
            let (low, high) = RangeEnds.texts(2, 2 + span)
            #expect(low != high, "2 … 2 + \(span)")
            span /= 7
        }
    }

    @Test func roundingNoiseBesideZeroReadsAsZero() {
        #expect(RangeEnds.texts(-4.440892098500626e-16, 8) == ("0", "8"))
    }
}
