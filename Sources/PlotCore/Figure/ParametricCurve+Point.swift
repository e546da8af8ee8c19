extension ParametricCurve {
    /// The curve's point at `t`, nil where either coordinate is NaN or ±∞ (the curve is undefined there): what the
    /// fit, the intercepts and the coverage warning read, one point at a time.
    public func point(at t: Double) -> Point? {
        let point = Point(x: x.evaluate(at: t), y: y.evaluate(at: t))
        return point.x.isFinite && point.y.isFinite ? point : nil
    }
}
