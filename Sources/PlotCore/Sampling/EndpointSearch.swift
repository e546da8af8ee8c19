/// Finds the endpoints of a sampled curve (docs/sampling.md#endpoints): the places where it may jump
/// or have a hole — jumps the sampling bisected down to adjacent doubles, zeros of the function's
/// ``SampledFunction/candidateFunctions`` located to the last bit — each examined by comparing f there
/// with its one-sided limits. The same steps as Public/js/sampling/endpoint-search.js.
struct EndpointSearch {
    let curve: CountedCurve
    let frame: SamplingFrame

    /// One-sided limits are read this far from the place, and twice as far, in device pixels: a value
    /// right next to it may have lost its digits to cancellation ((√(x + 1) − 1)/x at 0).
    private static let limitReach = 1.0 / 256
    /// Values closer than this, in device pixels, are one point of the curve.
    private static let samePoint = 1.0
    /// Sides and value closer than this share of their size are rounding, not a jump: zoomed far into
    /// (x² − 1)/(x − 1) next to its hole, the computed values step by a few units in the last place,
    /// which fill pixels there (a jump a course draws is many orders larger).
    private static let roundingStep = 1e-7
    /// Candidate functions that change sign more often than this in view are not examined (a divisor
    /// such as sin x zoomed out: its zeros are poles, and there is no dot to find).
    private static let maximumCandidates = 4 * Endpoint.jumpLimit

    /// The endpoints at `jumps` (brackets where the sampling found f jump) and at the zeros of the
    /// candidate functions (``candidateZeros(at:)``), in increasing x; none where more than
    /// ``Endpoint/jumpLimit`` places have any, counting `hiddenJumps` (steps inside columns drawn as
    /// bands) among them.
    func endpoints(jumps: [(left: Double, right: Double)], hiddenJumps: Int,
                   candidateZeros: [Double]) -> (dots: [Endpoint], loneValues: [LoneValue]) {
        guard hiddenJumps <= Endpoint.jumpLimit else { return ([], []) }
        // The candidates' zeros first: where the sampling's jumps lie within the reach of the limits
        // of one (cancellation next to a hole, (√(x + 1) − 1)/x at 0), they are the same place.
        let places = candidateZeros + jumps.map { place(ofJumpBetween: $0.left, and: $0.right) }
        let nearby = 2 * Self.limitReach / frame.xScale
        var found: [(boundary: Double, dots: [Endpoint], lone: LoneValue?)] = []
        for place in places {
            guard !found.contains(where: { Swift.abs($0.boundary - place) <= nearby }),
                  let (boundary, dots, lone) = examine(place) else { continue }
            found.append((boundary, dots, lone))
            if found.count + hiddenJumps > Endpoint.jumpLimit { return ([], []) }
        }
        found.sort { $0.boundary < $1.boundary }
        return (found.flatMap(\.dots), found.compactMap(\.lone))
    }

    // MARK: - Candidate zeros

    /// Where each candidate function changes sign (or is 0) between the viewport's column edges `xs`
    /// (auto mode's grid), to the last bit, in increasing x; none when there are more than
    /// ``maximumCandidates``.
    func candidateZeros(at xs: [Double]) -> [Double] {
        let functions = curve.function.candidateFunctions
        guard !functions.isEmpty else { return [] }
        var gs = [Double](repeating: 0, count: xs.count)
        var zeros: [Double] = []
        for g in functions {
            xs.withUnsafeBufferPointer { xs in gs.withUnsafeMutableBufferPointer { g.evaluate(xs, into: $0) } }
            for k in xs.indices {
                let sign = Self.sign(gs[k])
                if sign == 0 {
                    zeros.append(xs[k])
                } else if k + 1 < xs.count, sign * Self.sign(gs[k + 1]) < 0 {
                    zeros.append(Self.zero(of: g, between: xs[k], sign, and: xs[k + 1]))
                }
                if zeros.count > Self.maximumCandidates { return [] }
            }
        }
        return zeros.sorted()
    }

    /// −1, 0 or 1 as g is negative, zero or positive; NaN for an undefined value (never a zero).
    private static func sign(_ g: Double) -> Double {
        g < 0 ? -1 : g > 0 ? 1 : g == 0 ? 0 : .nan
    }

    /// The zero of g between `left` (where g has the sign `leftSign`) and `right` (the other sign), by
    /// bisection on the sign: an x where g is 0 (or undefined), or the left of two adjacent doubles
    /// where it changes sign. (Points of interest find piecewise boundaries with it: SimpleNumbers.)
    static func zero(of g: any SampledFunction, between left: Double, _ leftSign: Double, and right: Double) -> Double {
        var (left, right) = (left, right)
        while let middle = DoubleOrdinals.middle(left, right) {
            let sign = Self.sign(g.evaluate(at: middle))
            if sign == 0 || sign.isNaN { return middle }
            if sign == leftSign { left = middle } else { right = middle }
        }
        return left
    }

    /// Narrows the bracket of a jump the sampling found down to adjacent doubles, following the larger
    /// change as the sampler's jump bisection does (which stops after 64 halvings, short of adjacent
    /// doubles next to 0); returns the left one, or an x inside where f is undefined.
    private func place(ofJumpBetween left: Double, and right: Double) -> Double {
        var (left, right) = (left, right)
        var (leftRow, rightRow) = (frame.pixelY(value(left)), frame.pixelY(value(right)))
        while let middle = DoubleOrdinals.middle(left, right) {
            let row = frame.pixelY(value(middle))
            guard row.isFinite else { return middle }
            if Swift.abs(row - leftRow) >= Swift.abs(rightRow - row) {
                (right, rightRow) = (middle, row)
            } else {
                (left, leftRow) = (middle, row)
            }
        }
        return left
    }

    // MARK: - One place

    /// What happens to the curve on one side of a place, read a little away from it.
    private enum Side {
        /// Undefined there: a domain edge, not a jump.
        case undefined
        /// Defined, but the values do not settle (a pole).
        case unbounded
        /// The values settle: the line through them reaches this value at the place.
        case settles(Double)
    }

    /// f at x, counted; NaN beyond the curve's from … to.
    private func value(_ x: Double) -> Double { curve.value(within: x) }

    /// Whether the curve changes between two values by more than ``samePoint`` (or is defined at one
    /// of them only).
    private func differs(_ a: Double, _ b: Double) -> Bool {
        switch (a.isFinite, b.isFinite) {
        case (true, true): return Swift.abs(frame.pixelY(a) - frame.pixelY(b)) > Self.samePoint
        case (false, false): return false
        default: return true
        }
    }

    /// The jump or hole at `place` (or between it and a neighbouring double): where it is and its dots
    /// — the left side's open dot, the value's closed dot, the right side's open dot, each where it
    /// applies — and its value where a side does not join it (``LoneValue``), or nil where f is
    /// continuous there, at a domain edge, or unbounded on both sides.
    private func examine(_ place: Double) -> (Double, [Endpoint], LoneValue?)? {
        let (before, after) = (place.nextDown, place.nextUp)
        let (yBefore, yPlace, yAfter) = (value(before), value(place), value(after))
        let (stepBefore, stepAfter) = (differs(yBefore, yPlace), differs(yPlace, yAfter))
        // Undefined at the place and next to it (x·x^(−1) at 0: 1/x overflows there) is a hole if both
        // sides have one limit; a single value differing from both neighbours is one too.
        if !stepBefore && !stepAfter && yPlace.isFinite { return nil }
        // The sides are read before the boundary is settled (the simpler of two doubles costs a text
        // each): a pole on both sides, or a domain edge, has no dots.
        let (left, right) = (side(of: place, towards: -1), side(of: place, towards: 1))
        var (leftSettles, rightSettles) = (Double.nan, Double.nan)
        switch (left, right) {
        case (.undefined, _), (_, .undefined), (.unbounded, .unbounded): return nil
        default:
            if case .settles(let y) = left { leftSettles = y }
            if case .settles(let y) = right { rightSettles = y }
        }
        let boundary = stepBefore && !stepAfter ? Self.simpler(before, place)
            : stepAfter && !stepBefore ? Self.simpler(place, after) : place
        let y = boundary == place ? yPlace : boundary == before ? yBefore : yAfter
        let l = leftSettles.isNaN ? nil : limit(settling: leftSettles, adjacent: boundary.nextDown)
        let r = rightSettles.isNaN ? nil : limit(settling: rightSettles, adjacent: boundary.nextUp)
        let value: Double? = y.isFinite ? y : nil
        if let l, let r, let value, Self.isRounding([l, value, r]) { return nil }
        let belongs = { (limit: Double) in value.map { !differs($0, limit) } ?? false }
        var dots: [Endpoint] = []
        if let l, let r, !differs(l, r) {
            // Equal limits: a hole where f is undefined or has another value there.
            guard !belongs(l) else { return nil }
            dots.append(Endpoint(x: boundary, y: l, isOpen: true))
            if let value { dots.append(Endpoint(x: boundary, y: value, isOpen: false)) }
        } else {
            if let l, !belongs(l) { dots.append(Endpoint(x: boundary, y: l, isOpen: true)) }
            if let value { dots.append(Endpoint(x: boundary, y: value, isOpen: false)) }
            if let r, !belongs(r) { dots.append(Endpoint(x: boundary, y: r, isOpen: true)) }
        }
        var lone: LoneValue?
        if let value {
            let (joinsLeft, joinsRight) = (l.map(belongs) ?? false, r.map(belongs) ?? false)
            if !(joinsLeft && joinsRight) {
                lone = LoneValue(x: boundary, y: value, leftLimit: joinsLeft ? nil : l, rightLimit: joinsRight ? nil : r,
                                 joinsLeft: joinsLeft, joinsRight: joinsRight)
            }
        }
        return (boundary, dots.filter { frame.isInClipBand($0.y) }, lone)
    }

    /// Whether `values` lie within ``roundingStep`` of their size of each other: steps between them
    /// are rounding, not jumps.
    static func isRounding(_ values: [Double]) -> Bool {
        let size = values.map(Swift.abs).max() ?? 0
        return values.max()! - values.min()! <= roundingStep * size
    }

    /// The side of `place` towards `direction` (−1 left, 1 right), read at ``limitReach`` and twice
    /// that from it.
    private func side(of place: Double, towards direction: Double) -> Side {
        let reach = Self.limitReach / frame.xScale
        let near = value(place + direction * reach)
        let far = value(place + direction * 2 * reach)
        guard near.isFinite && far.isFinite else { return .undefined }
        guard !differs(near, far) else { return .unbounded }
        return .settles(2 * near - far)
    }

    /// A side's limit: f at the double next to the boundary where that agrees with where the values
    /// settle, else that value (the double next to it may have lost its digits to cancellation).
    private func limit(settling extrapolated: Double, adjacent x: Double) -> Double {
        let adjacent = value(x)
        return adjacent.isFinite && !differs(adjacent, extrapolated) ? adjacent : extrapolated
    }

    /// Of two adjacent doubles, the one whose shortest decimal text has fewer significant digits (1
    /// rather than 0.9999999999999999 or 1.0000000000000002): where a jump is, as a person wrote it;
    /// the left one on a tie.
    static func simpler(_ left: Double, _ right: Double) -> Double {
        // A whole number below 10¹⁵ has at most 15 digits, its neighbours 16 or more: no text needed.
        switch (isShortWholeNumber(left), isShortWholeNumber(right)) {
        case (true, false): return left
        case (false, true): return right
        default: return significantDigits(right) < significantDigits(left) ? right : left
        }
    }

    private static func isShortWholeNumber(_ x: Double) -> Bool {
        Swift.abs(x) < 1e15 && x == x.rounded(.towardZero)
    }

    /// The number of significant digits of the shortest text that reads back as x (1 for 100 and 1e-7,
    /// 0 for 0).
    static func significantDigits(_ x: Double) -> Int {
        // Whole numbers below 10¹⁵ (most boundaries people write) without formatting a text: their
        // shortest text is their digits.
        if isShortWholeNumber(x) {
            var (digits, rest) = (0, Int(Swift.abs(x)))
            while rest != 0 && rest % 10 == 0 { rest /= 10 }
            while rest != 0 { (digits, rest) = (digits + 1, rest / 10) }
            return digits
        }
        let text = Swift.abs(x).description
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }.filter { $0 != "." }
        let digits = mantissa.drop { $0 == "0" }
        return digits.count - digits.reversed().prefix { $0 == "0" }.count
    }
}
