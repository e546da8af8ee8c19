@testable import PlotCore

extension ParametricCurve {
    /// A curve as the parametric fixtures write it: `r` in θ (polar), else `x` and `y` in t.
    static func fixture(x: String?, y: String?, r: String?, from: Double, to: Double) throws -> ParametricCurve {
        if let r { return .polar(r: try Expression(r, variable: .theta).compiled(), from: from, to: to) }
        return ParametricCurve(x: try Expression(x ?? "", variable: .t).compiled(), y: try Expression(y ?? "", variable: .t).compiled(),
                               from: from, to: to)
    }
}
