// MARK: - The fit rule over values already computed

extension Fit {
    /// The y-range the fit rule gives values already computed (a sequence's terms and partial sums), as
    /// ``yRange(ofCurves:xMin:xMax:samples:yMin:yMax:)`` gives sampled curves: the symmetric −yMax … yMax, or
    /// fitted from the end given. NaN and ±∞ are ignored; no value to show gives the rule's frame for nothing.
    ///
    ///     Fit.yRange(ofValues: [2, 2.25, 2.37], yMin: nil, yMax: nil)   // (−3, 3)
    ///     Fit.yRange(ofValues: [2, 2.25, 2.37], yMin: 1.5, yMax: nil)   // (1.5, 2.5)
    public static func yRange(ofValues values: [Double], yMin: Double?, yMax: Double?) -> (yMin: Double, yMax: Double) {
        let finite = values.filter(\.isFinite)
        switch (yMin, yMax) {
        case let (bottom?, top?):
            return (bottom, top)
        case let (bottom?, nil):
            return (bottom, fittedEnd(from: bottom, reach: finite.map { $0 - bottom }.max() ?? 0, upwards: true))
        case let (nil, top?):
            return (fittedEnd(from: top, reach: finite.map { top - $0 }.max() ?? 0, upwards: false), top)
        case (nil, nil):
            let top = Self.yMax(ofValues: finite)
            return (-top, top)
        }
    }
}
