import Foundation

/// Evenly spaced axis ticks at "nice" steps: 1, 2 or 5 × 10ⁿ, or multiples of π (PiTicks.swift).
public struct Ticks: Equatable, Sendable {
    /// Distance between ticks, in data units.
    public let step: Double
    /// Tick positions within the range, in increasing order.
    public let values: [Double]
    /// The step as a fraction of π for π ticks; nil for decimal ones.
    public let piFraction: PiFraction?

    /// The smallest nice step that is at least `minimumStep`.
    public static func niceStep(atLeast minimumStep: Double) -> Double {
        guard minimumStep > 0, minimumStep.isFinite else { return 1 }
        let power = Foundation.pow(10, (Foundation.log10(minimumStep)).rounded(.down))
        for multiple in [1.0, 2, 5, 10] where multiple * power >= minimumStep * (1 - 1e-12) {
            return multiple * power
        }
        return 10 * power
    }

    /// Ticks on `low … high` spaced at least `minimumSpacing` data units apart. π ticks where `kind`
    /// asks for them and suit the range (``PiFraction/atLeast(_:)``), at every size of the axis until fewer than
    /// two multiples of π/12 are in view; decimal ones otherwise.
    public init(low: Double, high: Double, minimumSpacing: Double, kind: TickKind = .decimal) {
        let reach = Swift.max(Swift.abs(low), Swift.abs(high))
        var fraction = kind == .pi && reach <= Double(PiFraction.largestMultiple) * Double.pi ? PiFraction.atLeast(minimumSpacing) : nil
        if let finest = fraction, finest == .finest,
           (high / finest.step).rounded(.down) - (low / finest.step).rounded(.up) + 1 < Double(PiFraction.fewestFinestTicks) {
            fraction = nil  // zoomed in past π/12: decimal ticks show more
        }
        piFraction = fraction
        let step = fraction?.step ?? Ticks.niceStep(atLeast: minimumSpacing)
        self.step = step
        let first = (low / step).rounded(.up)
        let last = (high / step).rounded(.down)
        guard first <= last, last - first < 10_000 else {
            values = []
            return
        }
        // Multiplying the index (rather than adding steps) keeps rounding errors from piling up along the axis.
        values = stride(from: first, through: last, by: 1).map { index in
            let value = index * step
            return value == 0 ? 0 : value  // no "-0"
        }
    }

    /// The text for a tick value: as many decimals as the step needs, no more; for π ticks its
    /// multiple of π (`3π/2`).
    public func label(_ value: Double) -> String {
        if let piFraction { return piFraction.label(index: Int((value / step).rounded())) }
        return Ticks.label(value, step: step)
    }

    public static func label(_ value: Double, step: Double) -> String {
        let decimals = max(0, Int((-Foundation.log10(step)).rounded(.up)))
        let magnitude = Swift.abs(value)
        if magnitude != 0 && (magnitude >= 1e7 || magnitude < 1e-5) {
            // As many significant digits as tell this tick from its neighbours: 12345678 at step 1
            // must not print as 1e+07 like the ticks beside it.
            let digits = Int(Foundation.log10(magnitude).rounded(.down)) - Int(Foundation.log10(step).rounded(.down)) + 1
            return DecimalText.withMinusSigns(String(format: "%.\(min(max(digits, 1), 17))g", value))
        }
        // Zero among exponent-style neighbours (1e−06, 2e−06) reads best as plain 0.
        if value == 0 && step < 1e-5 { return "0" }
        let text = DecimalText.fixed(value, decimals: decimals)
        let cleaned = text == "-0" || text.hasPrefix("-0.") && Double(text) == 0 ? String(text.dropFirst()) : text
        return DecimalText.withMinusSigns(cleaned)
    }

    /// A range end such as xMax or yMax, written the way tick labels are, so a corner label never reads
    /// `2.193e+04` beside a tick `50000`: plain decimals from 1e−5 up to 1e7 (the tick labels' range),
    /// with four significant digits but every digit before the point (`4`, `129.7`, `0.25`, `21935`),
    /// and exponent form beyond (`−1e−06`, `2.5e+07`). Public/js/graph/ticks.js `endLabel` is the same.
    public static func endLabel(_ value: Double) -> String {
        let magnitude = Swift.abs(value)
        if magnitude == 0 { return "0" }  // and −0
        guard value.isFinite, magnitude >= 1e-5, magnitude < 1e7 else {
            return DecimalText.withMinusSigns(DecimalText.significant(value, digits: 4))
        }
        let text = DecimalText.fixed(value, decimals: max(0, 3 - decimalExponent(of: magnitude)))
        return DecimalText.withMinusSigns(DecimalText.withoutTrailingZeros(text))
    }

    /// The powers of ten from 1e−5 to 1e7, as literals (exact to the last bit, like the JS's `1e${n}`).
    private static let powersOfTen: [Double] = [1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7]

    /// n with 10ⁿ ≤ magnitude < 10ⁿ⁺¹, for 1e−5 ≤ magnitude < 1e7, by comparison rather than a
    /// logarithm, whose last bit may differ between Swift's and JS's libraries next to a power of ten.
    private static func decimalExponent(of magnitude: Double) -> Int {
        let index = powersOfTen.lastIndex { $0 <= magnitude } ?? 0
        return index - 5
    }
}
