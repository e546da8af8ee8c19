/// A Riemann sum of f over `from … to` in `n` equal pieces (docs/manifest.md#sums), and the pieces it is
/// drawn as. The same steps, in the same order of operations, as Public/js/figure/riemann-sum.js; both
/// run Tests/Fixtures/riemann-sums.json.
///
/// The ends of the pieces are x_i = from + ((to − from) · i) / n, with x_n = to exactly. `lower` and
/// `upper` take each piece's true infimum and supremum: its ends and the extrema inside it, located by
/// ``ExtremumSearch`` from the candidates of a finer grid, not the grid's values alone.
///
/// ```swift
/// let square = ClosureFunction { $0 * $0 }
/// RiemannSum.compute(square, rule: .left, from: 0, to: 2, n: 8).value  // 2.1875
/// ```
public enum RiemannSum {
    /// How each piece's height is chosen.
    public enum Rule: String, Sendable, CaseIterable, Equatable {
        case left, right, midpoint, trapezoid, lower, upper
    }

    /// The most pieces a sum may have: beyond it no one sees a rectangle, and a frame gets slow.
    public static let maximumPieces = 1000
    /// `lower` and `upper` look for extrema on a grid of at least this many pieces over the whole
    /// range, at least two per piece of the sum, so an extremum near a piece's end is bracketed.
    static let searchPieces = 1000

    /// One piece as drawn: from `x0` to `x1`, at height `y0` on the left and `y1` on the right (equal
    /// for a rectangle; a trapezoid's heights are f at its ends).
    public struct Part: Sendable, Equatable {
        public var x0: Double
        public var x1: Double
        public var y0: Double
        public var y1: Double

        public init(x0: Double, x1: Double, y0: Double, y1: Double) {
            self.x0 = x0
            self.x1 = x1
            self.y0 = y0
            self.y1 = y1
        }
    }

    /// The sum and its pieces, or the first x where f has no value it needs.
    public struct Result: Sendable, Equatable {
        /// The sum; nil when undefined.
        public var value: Double?
        /// The pieces, in order; empty when undefined.
        public var parts: [Part]
        /// Where f is undefined (NaN or ±∞) at a point the sum needs; nil when it has a value.
        public var undefinedAt: Double?
    }

    /// The sum of f over `from … to` (from < to) in `n` pieces (1 … ``maximumPieces``).
    public static func compute(_ f: some SampledFunction, rule: Rule, from: Double, to: Double, n: Int) -> Result {
        precondition(from < to && (1...maximumPieces).contains(n), "a sum needs from < to and 1 ≤ n ≤ \(maximumPieces)")
        let ends = EvenGrid.values(from: from, to: to, intervals: n)
        let value = { (x: Double) in f.evaluate(at: x) }
        var heights: [(Double, Double)] = []
        heights.reserveCapacity(n)
        switch rule {
        case .left, .right, .trapezoid:
            let ys = ends.map(value)
            for i in 0..<n {
                let y: (Double, Double)
                switch rule {
                case .left: y = (ys[i], ys[i])
                case .right: y = (ys[i + 1], ys[i + 1])
                default: y = (ys[i], ys[i + 1])
                }
                guard y.0.isFinite else { return undefined(at: rule == .right ? ends[i + 1] : ends[i]) }
                guard y.1.isFinite else { return undefined(at: ends[i + 1]) }
                heights.append(y)
            }
        case .midpoint:
            for i in 0..<n {
                let x = ends[i] + (ends[i + 1] - ends[i]) / 2
                let y = value(x)
                guard y.isFinite else { return undefined(at: x) }
                heights.append((y, y))
            }
        case .lower, .upper:
            let bounds = Bounds(f, ends: ends)
            for i in 0..<n {
                if let x = bounds.undefinedAt[i] { return undefined(at: x) }
                let y = rule == .lower ? bounds.lowest[i] : bounds.highest[i]
                heights.append((y, y))
            }
        }
        var sum = 0.0
        var parts: [Part] = []
        parts.reserveCapacity(n)
        for i in 0..<n {
            let (y0, y1) = heights[i]
            let width = ends[i + 1] - ends[i]
            sum += rule == .trapezoid ? (y0 + y1) / 2 * width : y0 * width
            parts.append(Part(x0: ends[i], x1: ends[i + 1], y0: y0, y1: y1))
        }
        guard sum.isFinite else { return undefined(at: from) }
        return Result(value: sum, parts: parts, undefinedAt: nil)
    }

    private static func undefined(at x: Double) -> Result {
        Result(value: nil, parts: [], undefinedAt: x)
    }

    /// Each piece's infimum and supremum: the least and greatest of f at its ends, at the points of a
    /// grid `k` times finer, and at the extrema the grid brackets. The grid runs one step beyond
    /// either end, so an extremum just inside an end is bracketed too; an extremum found is counted
    /// in the piece it lies in.
    private struct Bounds {
        var lowest: [Double]
        var highest: [Double]
        var undefinedAt: [Double?]

        init(_ f: some SampledFunction, ends: [Double]) {
            let n = ends.count - 1
            let k = Swift.max(2, (RiemannSum.searchPieces + n - 1) / n)
            // Grid index j = i·k + m (m < k) lies in piece i; the extra points are j = −1 and j = n·k + 1.
            let count = n * k + 1
            var xs = [Double](repeating: 0, count: count + 2)
            for i in 0..<n {
                for m in 0..<k {
                    xs[1 + i * k + m] = m == 0 ? ends[i] : ends[i] + ((ends[i + 1] - ends[i]) * Double(m)) / Double(k)
                }
            }
            xs[count] = ends[n]
            xs[0] = ends[0] - (xs[2] - xs[1])
            xs[count + 1] = ends[n] + (xs[count] - xs[count - 1])
            let ys = xs.map { f.evaluate(at: $0) }
            lowest = [Double](repeating: .infinity, count: n)
            highest = [Double](repeating: -.infinity, count: n)
            undefinedAt = [Double?](repeating: nil, count: n)
            // xs[j] is grid point g = j − 1, in piece g / k; a piece's right end (g = i·k) is its own too.
            func note(_ y: Double, _ x: Double, piece i: Int) {
                guard y.isFinite else {
                    if undefinedAt[i] == nil { undefinedAt[i] = x }
                    return
                }
                lowest[i] = Swift.min(lowest[i], y)
                highest[i] = Swift.max(highest[i], y)
            }
            for j in 1...count {
                let g = j - 1
                if g / k < n { note(ys[j], xs[j], piece: g / k) }
                if g % k == 0 && g > 0 { note(ys[j], xs[j], piece: g / k - 1) }
            }
            let step = (ends[n] - ends[0]) / Double(n * k)
            for j in 1...count {
                let (p, c, q) = (ys[j - 1], ys[j], ys[j + 1])
                guard p.isFinite, c.isFinite, q.isFinite, (p < c && c > q) || (p > c && c < q) else { continue }
                let candidate = ExtremumSearch.Candidate(isMaximum: c > p, left: xs[j - 1], right: xs[j + 1], value: c,
                                                         spread: Swift.max(Swift.abs(c - p), Swift.abs(c - q)))
                guard let (x, y) = ExtremumSearch.refine({ f.evaluate(at: $0) }, candidate, step: step),
                      x >= ends[0], x <= ends[n] else { continue }
                // The piece that holds x: the grid's pieces beside j are those of j − 1 and j.
                var piece = Swift.min((j - 1) / k, n - 1)
                if x < ends[piece] { piece -= 1 } else if x > ends[piece + 1] { piece += 1 }
                note(y, x, piece: Swift.max(0, Swift.min(piece, n - 1)))
            }
        }
    }
}
