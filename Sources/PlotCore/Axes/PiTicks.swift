import Foundation

/// How an axis is ticked (docs/manifest.md#axes): at decimal steps (1, 2 or 5 × 10ⁿ), or at multiples of π.
public enum TickKind: String, Sendable, CaseIterable {
    case decimal = "auto"
    case pi
}

/// A step of π ticks as a fraction of π: π/12, π/6, π/4, π/2, then π, 2π, 4π, ….
public struct PiFraction: Equatable, Sendable {
    public let numerator: Int
    public let denominator: Int

    /// The finest step π ticks take, whatever the room for labels; zoomed in so far that fewer than
    /// ``fewestFinestTicks`` of its multiples are in view, the axis turns decimal.
    static let finest = PiFraction(numerator: 1, denominator: 12)
    static let fewestFinestTicks = 2
    /// A range reaching further than this many π from 0 is ticked in decimals: `3183100π` reads worse
    /// than `10000000`. So is the coarsest step.
    static let largestMultiple = 1024

    /// The step's length, computed as Public/js/graph/ticks.js does (π × numerator / denominator).
    public var step: Double { Double.pi * Double(numerator) / Double(denominator) }

    /// The smallest π step that is at least `minimumStep` (π/12 for any step below it: a wide screen's labels
    /// need little room); nil where π ticks do not suit: a step beyond ``largestMultiple`` π.
    static func atLeast(_ minimumStep: Double) -> PiFraction? {
        guard minimumStep.isFinite, minimumStep > 0 else { return nil }
        for denominator in [12, 6, 4, 2] where PiFraction(numerator: 1, denominator: denominator).step >= minimumStep * (1 - 1e-12) {
            return PiFraction(numerator: 1, denominator: denominator)
        }
        var numerator = 1
        while numerator <= largestMultiple {
            if PiFraction(numerator: numerator, denominator: 1).step >= minimumStep * (1 - 1e-12) {
                return PiFraction(numerator: numerator, denominator: 1)
            }
            numerator *= 2
        }
        return nil
    }

    /// The label of the `index`th multiple of this step: `π/6`, `2π/3`, `3π/2`, `−π`, `2π` (0 for 0).
    func label(index: Int) -> String {
        let multiple = index * numerator
        if multiple == 0 { return "0" }
        let divisor = PiFraction.greatestCommonDivisor(Swift.abs(multiple), denominator)
        let (top, bottom) = (Swift.abs(multiple) / divisor, denominator / divisor)
        return (multiple < 0 ? "\u{2212}" : "") + (top == 1 ? "" : String(top)) + "π" + (bottom == 1 ? "" : "/\(bottom)")
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : greatestCommonDivisor(b, a % b)
    }
}
