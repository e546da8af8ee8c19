import Foundation

/// Where a plot page's table of values has its rows (the manifest's `"table": {"from", "to", "step"}`,
/// each optional). Without a step the rows lie on round numbers: the smallest step of 1, 2, 2.5 or
/// 5 × 10ⁿ that gives at most ``defaultRows`` intervals, at its multiples within the range, so x = −3 …
/// 3 is listed at −3, −2.5, … 3 (x = 2 among them), never at −2.675.
public struct TableOfValues: Sendable, Equatable {
    /// The first x (default: the plot's left end, rounded up to the step).
    public var from: Double?
    /// The last x at most (default: the plot's right end).
    public var to: Double?
    /// The distance between rows (default: a round step, see above).
    public var step: Double?

    public init(from: Double? = nil, to: Double? = nil, step: Double? = nil) {
        self.from = from
        self.to = to
        self.step = step
    }

    /// The most intervals a default step gives: about 20 rows fit a phone's screen or two.
    public static let defaultRows = 20
    /// The most rows a table may have.
    public static let maximumRows = 200

    /// The xs of the rows for a plot whose x-range is `lower … upper`.
    public func xs(lower: Double, upper: Double) -> [Double] {
        let low = from ?? lower, high = to ?? upper
        guard low < high else { return [low] }
        let width = high - low
        if let step {
            // from + k·step, each x on its own (no sum that drifts); the last within the range. The count is
            // capped as a double first: a step the manifest reader did not see (a default range) may give any number.
            let count = (width / step * (1 + 1e-12)).rounded(.down)
            guard count >= 0 else { return [low] }
            return (0...Int(min(count, Double(Self.maximumRows - 1)))).map { low + Double($0) * step }
        }
        guard width.isFinite else { return [low] }
        let (multiple, exponent) = Self.roundStep(for: width)
        let unit = Self.decimal(multiple, exponent)
        let first = (low / unit).rounded(.up)
        // Multiples k·m·10ⁿ of the step, read as decimals, so that 0.1·3 is 0.3, not 0.30000000000000004; far
        // from 0 (|k·m| beyond what an Int and a short decimal hold) the first multiple plus i steps, in doubles.
        let readsAsDecimal = Swift.abs(first) * Double(multiple) < 1e15 && Swift.abs(high / unit) * Double(multiple) < 1e15
        let row = { (i: Int) -> Double in
            readsAsDecimal ? Self.decimal((Int(first) + i) * multiple, exponent) : first * unit + Double(i) * unit
        }
        var xs: [Double] = []
        // A round step gives at most defaultRows intervals, so the rows end long before this bound.
        for i in 0...(2 * Self.maximumRows) where xs.count < Self.maximumRows {
            let x = row(i)
            if x < low { continue }
            guard x <= high else { break }
            if xs.last != x { xs.append(x) }
        }
        return xs.isEmpty ? [low] : xs
    }

    /// The round step for a range of `width`: m × 10ⁿ with m ∈ {10, 20, 25, 50} (in tenths), the
    /// smallest that gives at most ``defaultRows`` intervals.
    static func roundStep(for width: Double) -> (multiple: Int, exponent: Int) {
        var exponent = Int(log10(width / Double(defaultRows)).rounded(.down)) - 2
        while true {
            for multiple in [10, 20, 25, 50] where width / decimal(multiple, exponent) <= Double(defaultRows) * (1 + 1e-12) {
                return (multiple, exponent)
            }
            exponent += 1
        }
    }

    /// The double nearest to k × 10^e, read from its decimal text (correctly rounded).
    private static func decimal(_ k: Int, _ e: Int) -> Double { Double("\(k)e\(e)")! }
}
