/// The short reasons the page gives for an area without a value (`a pole at x ≈ 1.5708`,
/// `not defined for x < 0`, `not defined for −1 < x < 1`, `too large to compute for x > 26.641`), found by probing the integrand around the
/// place where the quadrature failed. The same probes and words as Public/js/figure/area-integral.js.
struct UndefinedAreaReasons {
    let h: (Double) -> Double
    let from: Double
    let to: Double

    /// Probes from an undefined point towards each end of the range, looking for where h is defined.
    static let probes = 16
    /// Halvings from a probe to the edge of the domain: 2⁻⁶⁴ of a probe step is below one ulp.
    static let bisections = 64
    /// An ∞ whose neighbours this fraction of the piece away are finite is a pole at a point.
    static let neighbourFraction = 0x1p-20
    /// …and at least this fraction of |x| (2 to 4 doubles).
    static let neighbourRelativeStep = 0x1p-51
    /// A position within this fraction of the range's width of 0 is written 0 (bisection noise).
    static let zeroFraction = 1e-9

    /// Why h is NaN or ±∞ (`value`) at the node `x` of the piece `piece`.
    func atUndefinedNode(_ x: Double, value: Double, in piece: ClosedRange<Double>) -> String {
        if value.isNaN { return stretch(around: x, "not defined") }
        // Neighbours a few doubles away at least: at the finest pieces, the nodes fall on the pole's own double.
        let step = Swift.max((piece.upperBound - piece.lowerBound) * Self.neighbourFraction, Swift.abs(x) * Self.neighbourRelativeStep)
        let (left, right) = (h(x - step), h(x + step))
        if left.isNaN || right.isNaN { return stretch(around: x, "not defined") }  // ln x at exactly 0: the domain's edge
        if left.isFinite && right.isFinite { return pole(at: x) }  // 1/x² at exactly 0
        return stretch(around: x, "too large to compute")  // exp(x²) beyond 26.64: ∞ all around
    }

    func pole(at x: Double) -> String {
        "a pole at x ≈ \(position(x))"
    }

    /// Every node is finite but their sum overflows.
    func overflow(near x: Double) -> String {
        "too large to compute near x ≈ \(position(x))"
    }

    /// `what` (`not defined`) for the stretch around `x` where h is NaN or ±∞, as far as the probes see it.
    func stretch(around x: Double, _ what: String) -> String {
        switch (edge(from: x, towards: from), edge(from: x, towards: to)) {
        case let (left?, right?):
            let (low, high) = (position(left), position(right))
            return low == high ? "\(what) at x = \(low)" : "\(what) for \(low) < x < \(high)"
        case (nil, let right?):
            return "\(what) for x < \(position(right))"
        case (let left?, nil):
            return "\(what) for x > \(position(left))"
        case (nil, nil):
            return "\(what) for \(position(from)) < x < \(position(to))"
        }
    }

    /// The defined point nearest the domain's edge between the undefined `x` and `end`: the first of
    /// `probes` evenly spaced points towards `end` where h is defined, bisected back towards `x`;
    /// nil when h is undefined at every probe.
    private func edge(from x: Double, towards end: Double) -> Double? {
        var undefined = x
        for k in 1...Self.probes {
            let probe = x + (end - x) * Double(k) / Double(Self.probes)
            let value = h(probe)
            guard value.isFinite else {
                undefined = probe
                continue
            }
            // Midpoints measured from the undefined end, as this search has always taken them.
            var edge = DomainEdgeBisection(inside: probe, insideValue: value, outside: undefined, measuredFromOutside: true)
            edge.narrow(steps: Self.bisections, h)
            return edge.inside
        }
        return nil
    }

    /// A position for the page: 5 significant digits, true minus sign, 0 for bisection noise around 0.
    private func position(_ x: Double) -> String {
        let snapped = Swift.abs(x) < Self.zeroFraction * (to - from) ? 0 : x
        return DecimalText.withMinusSigns(DecimalText.significant(snapped, digits: 5))
    }
}
