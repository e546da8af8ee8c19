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
    /// Candidate functions that change sign more often than this in view are not examined (a divisor
    /// such as sin x zoomed out: its zeros are poles, and there is no dot to find).
    private static let maximumCandidates = 4 * Endpoint.jumpLimit

    /// The endpoints on `low … high`: at `jumps` (brackets where the sampling found f jump) and at the
    /// zeros of the candidate functions, in increasing x; none where more than ``Endpoint/jumpLimit``
    /// places have any, counting `hiddenJumps` (steps inside columns drawn as bands) among them.
    func endpoints(from low: Double, to high: Double, jumps: [(left: Double, right: Double)],
                   hiddenJumps: Int) -> [Endpoint] {
        guard hiddenJumps <= Endpoint.jumpLimit else { return [] }
        // The candidates' zeros first: where the sampling's jumps lie within the reach of the limits
        // of one (cancellation next to a hole, (√(x + 1) − 1)/x at 0), they are the same place.
        let places = candidateZeros(from: low, to: high).sorted() + jumps.map { place(ofJumpBetween: $0.left, and: $0.right) }
        let nearby = 2 * Self.limitReach / frame.xScale
        var found: [(boundary: Double, dots: [Endpoint])] = []
        for place in places {
            guard !found.contains(where: { Swift.abs($0.boundary - place) <= nearby }),
                  let (boundary, dots) = examine(place) else { continue }
            found.append((boundary, dots))
            if found.count + hiddenJumps > Endpoint.jumpLimit { return [] }
        }
        return found.sorted { $0.boundary < $1.boundary }.flatMap(\.dots)
    }

    // MARK: - Candidate zeros

    /// Where each candidate function changes sign (or is 0) between the viewport's column edges on
    /// `low … high`, to the last bit; none when there are more than ``maximumCandidates``.
    private func candidateZeros(from low: Double, to high: Double) -> [Double] {
        let functions = curve.function.candidateFunctions
        guard !functions.isEmpty else { return [] }
        let xs = ColumnGrid(columnsOf: frame, from: low, to: high).xs
        var gs = [Double](repeating: 0, count: xs.count)
        var zeros: [Double] = []
        for g in functions {
            xs.withUnsafeBufferPointer { xs in gs.withUnsafeMutableBufferPointer { g.evaluate(xs, into: $0) } }
            for k in xs.indices {
                let sign = Self.sign(gs[k])
                if sign == 0 {
                    zeros.append(xs[k])
                } else if k + 1 < xs.count, sign * Self.sign(gs[k + 1]) < 0 {
                    zeros.append(zero(of: g, between: xs[k], sign, and: xs[k + 1]))
                }
                if zeros.count > Self.maximumCandidates { return [] }
            }
        }
        return zeros
    }

    /// −1, 0 or 1 as g is negative, zero or positive; NaN for an undefined value (never a zero).
    private static func sign(_ g: Double) -> Double {
        g < 0 ? -1 : g > 0 ? 1 : g == 0 ? 0 : .nan
    }

    /// The zero of g between `left` (where g has the sign `leftSign`) and `right` (the other sign), by
    /// bisection on the sign: an x where g is 0 (or undefined), or the left of two adjacent doubles
    /// where it changes sign.
    private func zero(of g: any SampledFunction, between left: Double, _ leftSign: Double, and right: Double) -> Double {
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

    /// What happens to the curve where a side's values are read.
    private enum Side {
        /// Undefined beside the place: a domain edge, not a jump.
        case undefined
        /// Defined, but the values do not settle (a pole).
        case unbounded
        /// The one-sided limit.
        case limit(Double)

        var limit: Double? {
            if case .limit(let y) = self { return y }
            return nil
        }
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
    /// applies — or nil where f is continuous there, at a domain edge, or unbounded on both sides.
    private func examine(_ place: Double) -> (Double, [Endpoint])? {
        let (before, after) = (place.nextDown, place.nextUp)
        let (yBefore, yPlace, yAfter) = (value(before), value(place), value(after))
        let (stepBefore, stepAfter) = (differs(yBefore, yPlace), differs(yPlace, yAfter))
        let boundary: Double
        switch (stepBefore, stepAfter) {
        case (false, false):
            // Undefined at the place and next to it (x·x^(−1) at 0: 1/x overflows there): a hole if
            // both sides have one limit.
            guard !yPlace.isFinite else { return nil }
            boundary = place
        case (true, false): boundary = Self.simpler(before, place)
        case (false, true): boundary = Self.simpler(place, after)
        case (true, true): boundary = place  // a single point differs from both neighbours
        }
        let y = boundary == place ? yPlace : boundary == before ? yBefore : yAfter
        let left = side(of: boundary, towards: -1)
        let right = side(of: boundary, towards: 1)
        if case .undefined = left { return nil }
        if case .undefined = right { return nil }
        let value: Double? = y.isFinite ? y : nil
        let belongs = { (limit: Double) in value.map { !differs($0, limit) } ?? false }
        var dots: [Endpoint] = []
        if let l = left.limit, let r = right.limit, !differs(l, r) {
            // Equal limits: a hole where f is undefined or has another value there.
            guard !belongs(l) else { return nil }
            dots.append(Endpoint(x: boundary, y: l, isOpen: true))
            if let value { dots.append(Endpoint(x: boundary, y: value, isOpen: false)) }
        } else {
            guard left.limit != nil || right.limit != nil else { return nil }
            if let l = left.limit, !belongs(l) { dots.append(Endpoint(x: boundary, y: l, isOpen: true)) }
            if let value { dots.append(Endpoint(x: boundary, y: value, isOpen: false)) }
            if let r = right.limit, !belongs(r) { dots.append(Endpoint(x: boundary, y: r, isOpen: true)) }
        }
        return (boundary, dots.filter { frame.isInClipBand($0.y) })
    }

    /// The side of `boundary` towards `direction` (−1 left, 1 right): its limit, read at the double
    /// next to the boundary where that agrees with the values a little farther off, else extrapolated
    /// from those.
    private func side(of boundary: Double, towards direction: Double) -> Side {
        let reach = Self.limitReach / frame.xScale
        let near = value(boundary + direction * reach)
        let far = value(boundary + direction * 2 * reach)
        guard near.isFinite && far.isFinite else { return .undefined }
        guard !differs(near, far) else { return .unbounded }
        let adjacent = value(direction < 0 ? boundary.nextDown : boundary.nextUp)
        let extrapolated = 2 * near - far
        return .limit(adjacent.isFinite && !differs(adjacent, extrapolated) ? adjacent : extrapolated)
    }

    /// Of two adjacent doubles, the one whose shortest decimal text has fewer significant digits (1
    /// rather than 0.9999999999999999 or 1.0000000000000002): where a jump is, as a person wrote it;
    /// the left one on a tie.
    static func simpler(_ left: Double, _ right: Double) -> Double {
        significantDigits(right) < significantDigits(left) ? right : left
    }

    /// The number of significant digits of the shortest text that reads back as x (1 for 100 and 1e-7,
    /// 0 for 0).
    static func significantDigits(_ x: Double) -> Int {
        let text = Swift.abs(x).description
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }.filter { $0 != "." }
        let digits = mantissa.drop { $0 == "0" }
        return digits.count - digits.reversed().prefix { $0 == "0" }.count
    }
}
