/// The 15-point Gauss–Kronrod rule with its embedded 7-point Gauss rule on one interval, with
/// QUADPACK's error estimate (QK15). Public/js/figure/gauss-kronrod.js is the same rule with the same
/// constants and the same order of additions, so both give the same doubles.
enum GaussKronrod15 {
    /// Kronrod nodes on [−1, 1], from the outside in; the odd ones (1, 3, 5) and the centre (7) are the
    /// Gauss nodes too. Each node but the centre stands for a pair ±x.
    static let nodes: [Double] = [
        0.991455371120812639206854697526329,
        0.949107912342758524526189684047851,
        0.864864423359769072789712788640926,
        0.741531185599394439863864773280788,
        0.586087235467691130294144845693013,
        0.405845151377397166906606412076961,
        0.207784955007898467600689403773245,
        0.000000000000000000000000000000000,
    ]
    /// The Kronrod weights of `nodes`.
    static let kronrodWeights: [Double] = [
        0.022935322010529224963732008058970,
        0.063092092629978553290700663189204,
        0.104790010322250183839876322541518,
        0.140653259715525918745189590510238,
        0.169004726639267902826583426598550,
        0.190350578064785409913256402421014,
        0.204432940075298892414161999234649,
        0.209482141084727828012999174891714,
    ]
    /// The Gauss weights of nodes 1, 3, 5 and 7.
    static let gaussWeights: [Double] = [
        0.129484966168869693270611432679082,
        0.279705391489276667901467771423780,
        0.381830050505118944950369775488975,
        0.417959183673469387755102040816327,
    ]

    /// The rule's result on one interval `a … b`.
    struct Estimate: Equatable {
        var a: Double
        var b: Double
        /// The Kronrod estimate of ∫ h.
        var integral: Double
        /// QUADPACK's estimate of the integral's absolute error.
        var error: Double
        /// The Kronrod estimate of ∫ |h|: the scale that says what is negligible, and where a pole is.
        var absoluteIntegral: Double
        /// The Kronrod estimate of ∫ |h − mean h|: 0 (up to rounding) where h is constant.
        var spread: Double

        /// Whether h is constant on the piece, as far as the nodes see (its spread is rounding noise):
        /// then no placement of nodes can be fooled.
        var isFlat: Bool { spread <= 50 * Double.ulpOfOne * absoluteIntegral }
    }

    /// What applying the rule to an interval gives.
    enum Outcome {
        case estimate(Estimate)
        /// h is NaN or ±∞ at the node `x` (the leftmost such node): the caller says why.
        case undefined(at: Double, value: Double)
        /// Every node is finite but a sum overflows.
        case overflow(at: Double)
    }

    /// Applies the rule to `a … b`; every node lies strictly inside, so an end where h is undefined
    /// (√x at 0, 1/√x at 0) is never evaluated.
    static func apply(to h: (Double) -> Double, from a: Double, to b: Double) -> Outcome {
        let centre = 0.5 * (a + b)
        let halfLength = 0.5 * (b - a)
        // values[j] at centre − halfLength·nodes[j], values[14 − j] at centre + halfLength·nodes[j]:
        // left to right, so "the leftmost undefined node" means the same in Swift and JS.
        var values = [Double](repeating: 0, count: 15)
        var xs = [Double](repeating: centre, count: 15)
        for j in 0..<7 {
            let offset = halfLength * nodes[j]
            xs[j] = centre - offset
            xs[14 - j] = centre + offset
        }
        for i in 0..<15 {
            values[i] = h(xs[i])
        }
        for i in 0..<15 where !values[i].isFinite {
            return .undefined(at: xs[i], value: values[i])
        }

        let centreValue = values[7]
        var kronrod = kronrodWeights[7] * centreValue
        var gauss = gaussWeights[3] * centreValue
        var absolute = Swift.abs(kronrod)
        for j in 0..<7 {
            let (left, right) = (values[j], values[14 - j])
            kronrod += kronrodWeights[j] * (left + right)
            absolute += kronrodWeights[j] * (Swift.abs(left) + Swift.abs(right))
            if j % 2 == 1 { gauss += gaussWeights[j / 2] * (left + right) }
        }
        let mean = kronrod * 0.5
        var spread = kronrodWeights[7] * Swift.abs(centreValue - mean)
        for j in 0..<7 {
            spread += kronrodWeights[j] * (Swift.abs(values[j] - mean) + Swift.abs(values[14 - j] - mean))
        }

        let length = Swift.abs(halfLength)
        let integral = kronrod * halfLength
        absolute *= length
        spread *= length
        var error = Swift.abs((kronrod - gauss) * halfLength)
        // QUADPACK's scaling: |K − G| overstates the error of a smooth integrand by orders of
        // magnitude, so it is replaced by spread·(200|K − G|/spread)^1.5 (t·√t: correctly rounded in
        // both languages, unlike pow), and never below 50 ulps of ∫ |h|.
        if spread != 0, error != 0 {
            let ratio = 200 * error / spread
            error = spread * Swift.min(1, ratio * ratio.squareRoot())
        }
        if absolute > Double.leastNormalMagnitude / (50 * Double.ulpOfOne) {
            error = Swift.max(50 * Double.ulpOfOne * absolute, error)
        }
        guard integral.isFinite, error.isFinite, absolute.isFinite else { return .overflow(at: centre) }
        return .estimate(Estimate(a: a, b: b, integral: integral, error: error, absoluteIntegral: absolute, spread: spread))
    }
}
