import Foundation

/// Evenly spaced axis ticks at "nice" steps: 1, 2 or 5 × 10ⁿ.
public struct Ticks: Equatable, Sendable {
    /// Distance between ticks, in data units.
    public let step: Double
    /// Tick positions within the range, in increasing order.
    public let values: [Double]

    /// The smallest nice step that is at least `minimumStep`.
    public static func niceStep(atLeast minimumStep: Double) -> Double {
        guard minimumStep > 0, minimumStep.isFinite else { return 1 }
        let power = Foundation.pow(10, (Foundation.log10(minimumStep)).rounded(.down))
        for multiple in [1.0, 2, 5, 10] where multiple * power >= minimumStep * (1 - 1e-12) {
            return multiple * power
        }
        return 10 * power
    }

    /// Ticks on `low … high` spaced at least `minimumSpacing` data units apart.
    public init(low: Double, high: Double, minimumSpacing: Double) {
        let step = Ticks.niceStep(atLeast: minimumSpacing)
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

    /// The text for a tick value: as many decimals as the step needs, no more.
    public func label(_ value: Double) -> String {
        Ticks.label(value, step: step)
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

    /// A range end such as xMax or yMax, to four significant digits: `4`, `129.7`, `0.25`.
    public static func endLabel(_ value: Double) -> String {
        DecimalText.withMinusSigns(DecimalText.significant(value, digits: 4))
    }
}
