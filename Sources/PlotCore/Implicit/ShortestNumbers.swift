/// The simplest numbers of a span (docs/sampling.md#certified-drawing): where a curve passes through a point with simple
/// coordinates — an isolated point at the origin, at (1, 2) or at (0.1, 0.3) — its value there is exactly 0, which
/// proves the pixel holding the point is crossed though no sign changes around it.
enum ShortestNumbers {
    /// The number of low … high with the fewest binary digits (0 where 0 lies in the span).
    static func dyadic(_ low: Double, _ high: Double) -> Double {
        if low <= 0 && 0 <= high { return 0 }
        if high < 0 { return -dyadic(-high, -low) }
        var step = high.binade
        while true {
            let candidate = (low / step).rounded(.up) * step
            if candidate <= high { return candidate }
            step /= 2
        }
    }

    /// The number of low … high with the fewest decimal digits after the point (up to 17), or nil.
    static func decimal(_ low: Double, _ high: Double) -> Double? {
        if low <= 0 && 0 <= high { return 0 }
        if high < 0 { return decimal(-high, -low).map { -$0 } }
        var scale = 1.0
        for _ in 0...17 {
            let whole = (low * scale).rounded(.up)
            var candidate = whole / scale
            if candidate < low { candidate = (whole + 1) / scale }
            if candidate <= high { return candidate }
            scale *= 10
        }
        return nil
    }

    /// The simplest numbers of the span: the dyadic one, and the decimal one where it differs.
    static func candidates(_ low: Double, _ high: Double) -> [Double] {
        let binary = dyadic(low, high)
        guard let decimal = decimal(low, high), decimal != binary else { return [binary] }
        return [binary, decimal]
    }
}
