/// Evaluates a `powerSum` instruction, `c₃·x³ + c₂·x² + c₁·x + c₀` (see ``PowerSum`` for why this is
/// the written order's value, rounding for rounding).
enum PowerSumKernel {
    /// One x.
    @inline(__always)
    static func value(_ sum: PowerSum, at x: Double) -> Double {
        var s = -0.0
        if let c = sum.cube { s += c * (x * x * x) }
        if let c = sum.square { s += c * (x * x) }
        if let c = sum.linear { s += c * x }
        if let c = sum.constant { s += c }
        return s
    }

    /// `count` lanes, four at a time: the loop is written with SIMD types because the compiler
    /// does not vectorise it by itself (the absent terms are branches); the branches are the same
    /// for every lane, so they cost nothing. About 1.3–1.8× the formula written by hand, where one
    /// pass per term took 2.2–3× (`plotsite-benchmarks expressions`).
    static func evaluate(_ sum: PowerSum, t: UnsafeMutablePointer<Double>, x: UnsafeMutablePointer<Double>, count: Int) {
        let (hasCube, hasSquare, hasLinear, hasConstant) = (sum.cube != nil, sum.square != nil, sum.linear != nil, sum.constant != nil)
        let (c3, c2, c1, c0) = (sum.cube ?? 0, sum.square ?? 0, sum.linear ?? 0, sum.constant ?? 0)
        var i = 0
        while i + 4 <= count {
            let v = UnsafeRawPointer(x + i).loadUnaligned(as: SIMD4<Double>.self)
            let v2 = v * v
            var s = SIMD4<Double>(repeating: -0.0)
            if hasCube { s += c3 * (v2 * v) }
            if hasSquare { s += c2 * v2 }
            if hasLinear { s += c1 * v }
            if hasConstant { s += SIMD4(repeating: c0) }
            UnsafeMutableRawPointer(t + i).storeBytes(of: s, as: SIMD4<Double>.self)
            i += 4
        }
        while i < count {
            t[i] = value(sum, at: x[i])
            i += 1
        }
    }
}
