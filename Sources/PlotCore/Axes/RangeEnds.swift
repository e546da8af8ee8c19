/// The two ends of a range as the facts and the points of interest write it (docs/site.md#plot-page): as the axes' end
/// labels are (``Ticks/endLabel(_:)``, four significant digits), unless the range is so narrow beside its distance
/// from 0 that those would read alike (`2 to 2` zoomed in far): then both ends carry enough significant digits to
/// resolve the span to three or more (`2.00012 to 2.00019`). Rounding noise far below the span (the −4.4e−16 a
/// pan leaves where 0 was) reads as 0. Public/js/graph/reader-texts.js `rangeEndTexts` is the same.
///
/// ```swift
/// RangeEnds.texts(-5, 5)                  // ("−5", "5")
/// RangeEnds.texts(2.00012, 2.00019)       // ("2.00012", "2.00019")
/// ```
public enum RangeEnds {
    /// Digits beyond those that reach the span's size.
    static let spanDigits = 3
    /// The end labels' significant digits: more are needed only past these.
    static let labelDigits = 4

    /// Both ends, with true minus signs (the language's decimal separator is the caller's to put in).
    public static func texts(_ low: Double, _ high: Double) -> (low: String, high: String) {
        let span = high - low
        let snapped = { (value: Double) in Swift.abs(value) < Swift.abs(span) * 1e-9 ? 0 : value }
        let (a, b) = (snapped(low), snapped(high))
        let digits = digitsToResolve(Swift.max(Swift.abs(a), Swift.abs(b)), span: Swift.abs(span))
        guard digits > labelDigits else { return (Ticks.endLabel(a), Ticks.endLabel(b)) }
        let text = { (value: Double) in DecimalText.withMinusSigns(value == 0 ? "0" : DecimalText.significant(value, digits: digits)) }
        return (text(a), text(b))
    }

    /// The significant digits that resolve `span` at `magnitude` to ``spanDigits``: n + spanDigits, where
    /// 10ⁿ⁻¹ < magnitude / span ≤ 10ⁿ (n ≥ 0), at most 17. By comparison with exact powers of ten, not a logarithm,
    /// whose last bit may differ between Swift's and JS's libraries.
    static func digitsToResolve(_ magnitude: Double, span: Double) -> Int {
        guard span > 0, magnitude.isFinite else { return labelDigits }
        let ratio = magnitude / span
        var n = 0
        while n < 17 - spanDigits, ratio > Double("1e\(n)")! { n += 1 }
        return n + spanDigits
    }
}
