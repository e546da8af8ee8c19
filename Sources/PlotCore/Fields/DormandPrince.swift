/// One step of the Dormand–Prince 5(4) pair (docs/sampling.md#differential-equations): the fifth-order value at the
/// step's end, the difference to the embedded fourth-order one (the error estimate), and the dense output between.
///
/// Every coefficient is written as the fraction of the published tableau, so Swift and JS (`fields/dormand-prince.js`)
/// hold the same doubles, and every sum runs in the order written here.
struct DormandPrince {
    let x: Double
    let y: Double
    let h: Double
    /// The fifth-order value at x + h.
    let yEnd: Double
    /// y5 − y4 over the step, in units of y.
    let error: Double
    /// f at the end: the next step's first stage (first same as last).
    let slopeAtEnd: Double
    /// The dense output's coefficients (Hairer's continuous extension of order 4).
    private let rise: Double, first: Double, second: Double, third: Double

    static let c2 = 1.0 / 5.0, c3 = 3.0 / 10.0, c4 = 4.0 / 5.0, c5 = 8.0 / 9.0
    static let a21 = 1.0 / 5.0
    static let a31 = 3.0 / 40.0, a32 = 9.0 / 40.0
    static let a41 = 44.0 / 45.0, a42 = -56.0 / 15.0, a43 = 32.0 / 9.0
    static let a51 = 19372.0 / 6561.0, a52 = -25360.0 / 2187.0, a53 = 64448.0 / 6561.0, a54 = -212.0 / 729.0
    static let a61 = 9017.0 / 3168.0, a62 = -355.0 / 33.0, a63 = 46732.0 / 5247.0, a64 = 49.0 / 176.0, a65 = -5103.0 / 18656.0
    static let b1 = 35.0 / 384.0, b3 = 500.0 / 1113.0, b4 = 125.0 / 192.0, b5 = -2187.0 / 6784.0, b6 = 11.0 / 84.0
    static let e1 = 71.0 / 57600.0, e3 = -71.0 / 16695.0, e4 = 71.0 / 1920.0, e5 = -17253.0 / 339200.0, e6 = 22.0 / 525.0,
               e7 = -1.0 / 40.0
    static let d1 = -12715105075.0 / 11282082432.0, d3 = 87487479700.0 / 32700410799.0, d4 = -10690763975.0 / 1880347072.0,
               d5 = 701980252875.0 / 199316789632.0, d6 = -1453857185.0 / 822651844.0, d7 = 69997945.0 / 29380423.0

    /// The step of size `h` (negative: backwards) from (x, y), where f is `k1`; nil where f is undefined at a stage
    /// (NaN or ±∞) or the values overflow.
    init?(_ f: SlopeFunction, x: Double, y: Double, k1: Double, h: Double) {
        typealias D = DormandPrince
        let k2 = f.value(x: x + D.c2 * h, y: y + h * (D.a21 * k1))
        guard k2.isFinite else { return nil }
        let k3 = f.value(x: x + D.c3 * h, y: y + h * (D.a31 * k1 + D.a32 * k2))
        guard k3.isFinite else { return nil }
        let k4 = f.value(x: x + D.c4 * h, y: y + h * (D.a41 * k1 + D.a42 * k2 + D.a43 * k3))
        guard k4.isFinite else { return nil }
        let k5 = f.value(x: x + D.c5 * h, y: y + h * (D.a51 * k1 + D.a52 * k2 + D.a53 * k3 + D.a54 * k4))
        guard k5.isFinite else { return nil }
        let k6 = f.value(x: x + h, y: y + h * (D.a61 * k1 + D.a62 * k2 + D.a63 * k3 + D.a64 * k4 + D.a65 * k5))
        guard k6.isFinite else { return nil }
        let yEnd = y + h * (D.b1 * k1 + D.b3 * k3 + D.b4 * k4 + D.b5 * k5 + D.b6 * k6)
        guard yEnd.isFinite else { return nil }
        let k7 = f.value(x: x + h, y: yEnd)
        guard k7.isFinite else { return nil }
        let error = h * (D.e1 * k1 + D.e3 * k3 + D.e4 * k4 + D.e5 * k5 + D.e6 * k6 + D.e7 * k7)
        let rise = yEnd - y
        let first = h * k1 - rise
        (self.x, self.y, self.h, self.yEnd, self.error, slopeAtEnd) = (x, y, h, yEnd, error, k7)
        (self.rise, self.first) = (rise, first)
        second = rise - h * k7 - first
        third = h * (D.d1 * k1 + D.d3 * k3 + D.d4 * k4 + D.d5 * k5 + D.d6 * k6 + D.d7 * k7)
    }

    /// The dense output at x + θh, 0 ≤ θ ≤ 1.
    func value(at theta: Double) -> Double {
        let rest = 1 - theta
        return y + theta * (rise + rest * (first + theta * (second + rest * third)))
    }
}
