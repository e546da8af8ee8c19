/// The roots and local extrema of one function over its grid — a curve, or the difference of two
/// curves, whose roots are where they cross — taken in the order the grid meets them, up to a cap.
/// The same candidates, decisions and order as Public/js/reading/grid-search.js.
///
/// A grid value is *zero* when it is within rounding of 0 (``SampleGrid/zeroTolerance(scale:)``).
/// The candidates, scanning k = 0 … N:
/// 1. a maximal run of zeros starting at k: with exactly one value exactly 0, a root there; with two
///    or more, f is 0 on a stretch (floor(x) on 0 … 1): nothing; with none, a root by bisection
///    when the values on either side have opposite signs (x⁷ near 0, sin at π), else a root at x_k
///    when the run is one value at an end of the range or beside an undefined value (sin at 2π),
///    else nothing (f stays within rounding of 0 on a stretch, or touches 0: rule 4);
/// 2. a local extremum at k: y_{k−1} < y_k > y_{k+1} (a maximum) or y_{k−1} > y_k < y_{k+1}, or a
///    pair y_k == y_{k+1} between smaller (larger) values; three equal values are flat. Its
///    differences to its neighbours must exceed rounding (a plateau's noise is no extremum);
/// 3. a sign change between nonzero finite y_k, y_{k+1} (``RootBracketing/signChange(_:from:to:_:_:)``),
///    or an edge of the domain between a nonzero finite value and an undefined one
///    (``RootBracketing/domainEdge(_:defined:undefined:_:scale:)``);
/// 4. an extremum found where f is within `touchingFraction` of the scale from 0 is also a root
///    (x² at 0, a tangent touching its curve) when no sign change or exact 0 lies in its bracket
///    (those roots are found by 1 and 3). Where f stays within rounding of 0 along a stretch there
///    (eˣ against its Taylor polynomial near 0), the touch and its extremum are put inside it by
///    ``FlatTouch``: at a simple number there, else at its middle.
///
/// Every root and extremum refined is then put on a simple number nearby where f is as good there
/// (``SimpleNumbers``): a kink's minimum at 0, not 9.8e−06.
struct GridSearch {
    /// An extremum this close to 0 (relative to the scale) touches the axis: a root.
    static let touchingFraction = 1e-10
    /// A root's x this close to 0 (relative to the range) is 0: bisection towards 0 stops at 10⁻⁶⁰.
    static let rootSnapFraction = 1e-12
    /// An extremum's x this close to 0 (relative to the range) is 0: its x is exact to about 10⁻¹¹
    /// of the range, so a maximum at 0 must not print as 3e−11.
    static let extremumSnapFraction = 1e-9
    /// A value this close to 0 (relative to the scale) is 0.
    static let valueSnapFraction = 1e-12

    /// What the search found: a root, a minimum or a maximum, x and y snapped.
    struct Found {
        var kind: PointOfInterest.Kind
        var x: Double
        var y: Double
    }

    private enum Candidate {
        case zeros(first: Int, last: Int)
        case extremum(ExtremumSearch.Candidate, first: Int, last: Int)
        case signChange(Int)
        case domainEdge(defined: Int, undefined: Int)
    }

    let f: (Double) -> Double
    let grid: SampleGrid
    /// What "small" is measured against: the curve's scale; for a difference, the larger of the two
    /// curves' (its rounding comes from theirs).
    let scale: Double
    /// Whether extrema are listed (a curve) or only looked for as touching roots (a difference).
    let listsExtrema: Bool
    /// Whose zeros are f's piecewise boundaries (``SampledFunction/candidateFunctions``; a difference's, both curves').
    var candidates: [any SampledFunction] = []

    /// The simple numbers a root or extremum found on this grid may move to.
    private var exact: SimpleNumbers { SimpleNumbers(reach: grid.step * SimpleNumbers.reachFraction, candidates: candidates) }

    /// `x` as 0 when |x| ≤ tolerance.
    static func snapped(_ x: Double, within tolerance: Double) -> Double {
        Swift.abs(x) <= tolerance ? 0 : x
    }

    /// The points in the grid's order, at most `cap`, and how many candidates were left over.
    func run(cap: Int) -> (found: [Found], omitted: Int) {
        let candidates = scan()
        let exact = self.exact
        var found: [Found] = []
        var omitted = 0
        var next = 0
        while next < candidates.count && found.count < cap {
            switch candidates[next] {
            case .zeros(let first, let last):
                if let x = root(inZerosFrom: first, to: last) { found.append(rootAt(x, exact)) }
            case .signChange(let k):
                if let x = RootBracketing.signChange(f, from: grid.xs[k], to: grid.xs[k + 1], grid.ys[k], grid.ys[k + 1]) {
                    found.append(rootAt(x, exact))
                }
            case .domainEdge(let defined, let undefined):
                if let x = RootBracketing.domainEdge(f, defined: grid.xs[defined], undefined: grid.xs[undefined], grid.ys[defined], scale: scale) {
                    found.append(rootAt(x, exact))
                }
            case .extremum(let candidate, let first, let last):
                guard let (located, value) = ExtremumSearch.refine(f, candidate, step: grid.step) else { break }
                var (x, y) = exact.extremum(located, value, isMaximum: candidate.isMaximum,
                                            change: ExtremumSearch.poleSpreadFactor * candidate.spread, of: f)
                let touches = Swift.abs(y) <= Self.touchingFraction * scale && mayTouch(from: first, to: last)
                if touches {
                    x = FlatTouch.place(f, at: x, within: candidate.left, candidate.right, zero: SampleGrid.zeroTolerance(scale: scale))
                    y = f(x)
                }
                let snappedX = Self.snapped(x, within: Self.extremumSnapFraction * (grid.hi - grid.lo))
                if listsExtrema {
                    found.append(Found(kind: candidate.isMaximum ? .maximum : .minimum, x: snappedX,
                                       y: Self.snapped(y, within: Self.valueSnapFraction * scale)))
                }
                guard touches else { break }
                if found.count < cap {
                    found.append(Found(kind: .root, x: snappedX, y: 0))
                } else {
                    omitted += 1
                }
            }
            next += 1
        }
        return (found, omitted + candidates.count - next)
    }

    private func rootAt(_ x: Double, _ exact: SimpleNumbers) -> Found {
        Found(kind: .root, x: Self.snapped(exact.root(x, of: f), within: Self.rootSnapFraction * (grid.hi - grid.lo)), y: 0)
    }

    /// Rule 1: the root a run of zero values stands for, if any.
    private func root(inZerosFrom first: Int, to last: Int) -> Double? {
        let (xs, ys) = (grid.xs, grid.ys)
        var exactZero: Int?
        for k in first...last where ys[k] == 0 {
            guard exactZero == nil else { return nil }  // 0 on a stretch
            exactZero = k
        }
        if let k = exactZero { return xs[k] }
        // The run's neighbours are nonzero (the run is maximal) where they are finite.
        let before = first > 0 && ys[first - 1].isFinite ? ys[first - 1] : nil
        let after = last < SampleGrid.intervals && ys[last + 1].isFinite ? ys[last + 1] : nil
        if let before, let after {
            guard (before < 0) != (after < 0) else { return nil }
            return RootBracketing.signChange(f, from: xs[first - 1], to: xs[last + 1], before, after)
        }
        return first == last ? xs[first] : nil
    }

    /// Rule 4's condition: no exact 0, and one sign among the nonzero values of the bracket.
    private func mayTouch(from first: Int, to last: Int) -> Bool {
        let zero = SampleGrid.zeroTolerance(scale: scale)
        var negative: Bool?
        for y in grid.ys[first...last] {
            if y == 0 { return false }
            guard Swift.abs(y) > zero else { continue }
            if let negative, negative != (y < 0) { return false }
            negative = y < 0
        }
        return true
    }

    /// The candidates in the grid's order.
    private func scan() -> [Candidate] {
        let ys = grid.ys
        let n = SampleGrid.intervals
        let zero = SampleGrid.zeroTolerance(scale: scale)
        func isZero(_ k: Int) -> Bool { ys[k].isFinite && Swift.abs(ys[k]) <= zero }
        func isNonzero(_ k: Int) -> Bool { ys[k].isFinite && Swift.abs(ys[k]) > zero }
        var candidates: [Candidate] = []
        for k in 0...n {
            if isZero(k) && (k == 0 || !isZero(k - 1)) {
                var last = k
                while last < n && isZero(last + 1) { last += 1 }
                candidates.append(.zeros(first: k, last: last))
            }
            if k >= 1 && k < n, let candidate = extremum(at: k, zero: zero) {
                candidates.append(candidate)
            }
            guard k < n else { continue }
            if isNonzero(k) && isNonzero(k + 1) {
                if (ys[k] < 0) != (ys[k + 1] < 0) { candidates.append(.signChange(k)) }
            } else if isNonzero(k) && !ys[k + 1].isFinite {
                candidates.append(.domainEdge(defined: k, undefined: k + 1))
            } else if isNonzero(k + 1) && !ys[k].isFinite {
                candidates.append(.domainEdge(defined: k + 1, undefined: k))
            }
        }
        return candidates
    }

    /// Rule 2: the extremum candidate centred at k, if any (for a difference, only one that may
    /// touch 0: rule 4 needs |f| ≤ touchingFraction · scale, and f ends within poleSpreadFactor ×
    /// spread of the grid's value).
    private func extremum(at k: Int, zero: Double) -> Candidate? {
        let ys = grid.ys
        let (p, c, q) = (ys[k - 1], ys[k], ys[k + 1])
        guard p.isFinite, c.isFinite, q.isFinite else { return nil }
        var isMaximum: Bool
        var last = k + 1
        var spread: Double
        if p < c && c > q {
            (isMaximum, spread) = (true, Swift.max(Swift.abs(c - p), Swift.abs(c - q)))
        } else if p > c && c < q {
            (isMaximum, spread) = (false, Swift.max(Swift.abs(c - p), Swift.abs(c - q)))
        } else if c == q && k + 2 <= SampleGrid.intervals && ys[k + 2].isFinite
                    && ((p < c && ys[k + 2] < q) || (p > c && ys[k + 2] > q)) {
            (isMaximum, spread) = (p < c, Swift.max(Swift.abs(c - p), Swift.abs(q - ys[k + 2])))
            last = k + 2
        } else {
            return nil
        }
        // Differences within rounding of 0 are a plateau's noise.
        guard spread > 2 * zero else { return nil }
        if !listsExtrema {
            let reach = Self.touchingFraction * scale + ExtremumSearch.poleSpreadFactor * spread
            guard Swift.abs(c) <= 2 * reach, mayTouch(from: k - 1, to: last) else { return nil }
        }
        let candidate = ExtremumSearch.Candidate(isMaximum: isMaximum, left: grid.xs[k - 1], right: grid.xs[last], value: c, spread: spread)
        return .extremum(candidate, first: k - 1, last: last)
    }
}
