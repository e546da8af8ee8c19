/// Bisection to the last defined x before the edge of a function's domain: the one definition the
/// sampler (a curve ends exactly where it stops being defined), the fit (the value a function reaches
/// there), the points of interest (a root at a domain edge) and the areas' reasons (`not defined for
/// x < 0`) share. The same steps as Public/js/sampling/domain-edge-bisection.js.
///
/// ```swift
/// let f = { (x: Double) in (1 - x * x).squareRoot() }
/// var edge = DomainEdgeBisection(inside: 0.5, insideValue: f(0.5), outside: 2, outsideValue: f(2))
/// edge.narrow(steps: 64, f)
/// edge.inside   // 1, the last x where f is defined (edge.outside: the next double)
/// ```
struct DomainEdgeBisection {
    /// The defined end and f there (finite).
    private(set) var inside: Double
    private(set) var insideValue: Double
    /// The undefined end and f there (NaN or ±∞).
    private(set) var outside: Double
    private(set) var outsideValue: Double
    /// Whether midpoints are measured from the undefined end, `outside + (inside − outside) / 2`, rather
    /// than from the defined one: the two round differently, and each caller keeps the doubles it has
    /// always found.
    let measuredFromOutside: Bool

    init(inside: Double, insideValue: Double, outside: Double, outsideValue: Double = .nan,
         measuredFromOutside: Bool = false) {
        self.inside = inside
        self.insideValue = insideValue
        self.outside = outside
        self.outsideValue = outsideValue
        self.measuredFromOutside = measuredFromOutside
    }

    /// Evaluates f at the bracket's midpoint and keeps the half where f changes from defined to
    /// undefined; false, with nothing evaluated, where the ends are adjacent doubles.
    @inline(__always)
    mutating func halve(_ f: (Double) -> Double) -> Bool {
        let middle = measuredFromOutside ? outside + (inside - outside) / 2 : inside + (outside - inside) / 2
        guard middle != inside && middle != outside else { return false }
        let y = f(middle)
        if y.isFinite {
            (inside, insideValue) = (middle, y)
        } else {
            (outside, outsideValue) = (middle, y)
        }
        return true
    }

    /// Halves the bracket up to `steps` times, until its ends are adjacent doubles.
    @inline(__always)
    mutating func narrow(steps: Int, _ f: (Double) -> Double) {
        for _ in 0..<steps {
            guard halve(f) else { break }
        }
    }
}
