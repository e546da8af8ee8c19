/// The grid a sampling pass starts from: in auto mode every device-pixel column edge, with the columns
/// whose curve is smooth enough to draw as their chord; in uniform mode N + 1 evenly spaced xs. The same
/// steps as Public/js/sampling/column-grid.js.
struct ColumnGrid {
    /// The grid's xs, the function's values there (``evaluate(_:)``) and their pixel rows
    /// (``findSmooth(frame:tolerance:)``).
    let xs: [Double]
    private(set) var ys: [Double] = []
    private(set) var py: [Double] = []
    /// Whether interval i … i+1 needs no refinement (``findSmooth(frame:tolerance:)``).
    private(set) var smooth: [Bool] = []
    /// Whether the first and last intervals are only parts of columns (a restricted curve's from, to).
    let firstIsPartial: Bool
    let lastIsPartial: Bool

    /// One smooth column in this many is checked for aliasing.
    static let aliasCheckSpacing = 8

    /// Auto mode's xs: `low`, the column edges strictly inside `low … high`, and `high`. Unrestricted,
    /// that is every column edge from xMin to xMax. Where `low` (or `high`) is not a column edge, the
    /// first (last) column is only part of one.
    init(columnsOf frame: SamplingFrame, from low: Double, to high: Double) {
        let (columns, viewport) = (frame.columns, frame.viewport)
        // The first edge beyond low: a guess from the pixel position, settled by exact comparisons
        // with the edges themselves (rounding may put the guess one off).
        let guess = ((low - viewport.xMin) / (viewport.xMax - viewport.xMin) * Double(columns)).rounded(.down)
        var k = Int(min(max(guess, 0), Double(columns)))
        while k > 0 && frame.columnEdge(k - 1) > low { k -= 1 }
        while k <= columns && frame.columnEdge(k) <= low { k += 1 }
        firstIsPartial = k == 0 || frame.columnEdge(k - 1) != low
        var xs = [low]
        xs.reserveCapacity(columns + 1)
        while k <= columns && frame.columnEdge(k) < high {
            xs.append(frame.columnEdge(k))
            k += 1
        }
        lastIsPartial = k > columns || frame.columnEdge(k) != high
        xs.append(high)
        self.xs = xs
    }

    /// Uniform mode's xs: `count` equal intervals from `low` to `high`.
    init(evenly count: Int, from low: Double, to high: Double) {
        xs = EvenGrid.values(from: low, to: high, intervals: count)
        (firstIsPartial, lastIsPartial) = (false, false)
    }

    /// The number of intervals.
    var count: Int { xs.count - 1 }

    /// The curve's values at the grid's xs.
    mutating func evaluate(_ curve: CountedCurve) {
        ys = curve.values(at: xs)
    }

    /// Marks the intervals that need no refinement: the second differences around one show its chord
    /// is already close enough (its deviation is about |Δ²y| / 8), or both ends are off the same edge
    /// of the frame. Undefined neighbours (NaN) make an interval not smooth, and so does a neighbour at
    /// the end of a partial column (a restricted curve's `from` or `to`): the uneven spacing there
    /// would make a second difference measure the slope as well as the curvature.
    mutating func findSmooth(frame: SamplingFrame, tolerance: Double) {
        py = ys.map { frame.pixelY($0) }
        let limit = 8 * tolerance * 0.5
        let count = self.count
        // The intervals whose second differences use only even spacing.
        let (first, last) = (firstIsPartial ? 2 : 1, lastIsPartial ? count - 3 : count - 2)
        var smooth = [Bool](repeating: false, count: count)
        py.withUnsafeBufferPointer { y in
            smooth.withUnsafeMutableBufferPointer { smooth in
                for i in 0..<count {
                    if frame.isHidden(y[i], y[i + 1]) {
                        smooth[i] = true
                    } else if i >= first, i <= last {
                        let before = y[i - 1] - 2 * y[i] + y[i + 1]
                        let after = y[i] - 2 * y[i + 1] + y[i + 2]
                        smooth[i] = Swift.abs(before) <= limit && Swift.abs(after) <= limit
                    }
                }
            }
        }
        self.smooth = smooth
    }

    /// A curve that repeats about a whole number of times per column (sin x on ±10 000, two periods a
    /// column) looks smooth at the column edges alone: the grid samples a slow alias of it. Every run
    /// of smooth columns is checked inside, at the golden-ratio fraction of one visible column in
    /// ``aliasCheckSpacing`` (at least one a run): a value there farther than the witness distance from
    /// the chord, or undefined, makes the whole run not smooth, so its columns are refined (and drawn
    /// as bands where they turn more than once).
    mutating func refuseAliasedRuns(frame: SamplingFrame, curve: CountedCurve) {
        var start = 0
        while start < smooth.count {
            guard smooth[start] else {
                start += 1
                continue
            }
            var end = start
            while end + 1 < smooth.count && smooth[end + 1] { end += 1 }
            if runIsAliased(from: start, to: end, frame: frame, curve: curve) {
                for i in start...end where !frame.isHidden(py[i], py[i + 1]) { smooth[i] = false }
            }
            start = end + 1
        }
    }

    /// Whether the checks inside the smooth columns start … end show a curve the grid does not.
    private func runIsAliased(from start: Int, to end: Int, frame: SamplingFrame, curve: CountedCurve) -> Bool {
        let spacing = Self.aliasCheckSpacing
        let length = end - start + 1
        var i = start + (length < spacing ? length / 2 : spacing / 2)
        while i <= end {
            if !frame.isHidden(py[i], py[i + 1]) {
                let x = xs[i] + (xs[i + 1] - xs[i]) * Witnesses.goldenRatioConjugate
                let y = curve.value(at: x)
                guard y.isFinite else { return true }
                let chord = py[i] + (py[i + 1] - py[i]) * Witnesses.goldenRatioConjugate
                if Swift.abs(frame.pixelY(y) - chord) > Witnesses.witnessDistance { return true }
            }
            i += spacing
        }
        return false
    }
}
