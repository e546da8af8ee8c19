import PlotCore
import PlotSVG

/// Slope and vector fields of a figure (docs/manifest.md#slope-and-vector-fields), drawn at build time on the grid the
/// live view lays (docs/sampling.md#slope-and-vector-fields), at the parameters' values.
extension PlotRendering {
    /// Each curve's field marks in `viewport` (device px at ``density``); nil for curves that are no field.
    static func fieldMarks(_ plot: PlotEntry, in viewport: Viewport) -> [FieldMarks?] {
        let grid = FieldGrid(viewport, density: PlotRendering.density)
        return plot.figure.curves.map { curve in
            curve.field?.marks(parameters: plot.parameters.values, grid: grid)
        }
    }

    /// The text alternative's phrase: "the solution of dy/dx = x − y through (0, 1)".
    static func odePhrase(_ ode: ODECurve, _ words: Words) -> String {
        SVGRenderer.solutionPhrase(equation: words.localNumber(ode.rightSide.description), point: words.localNumber(ode.pointText), words.svg)
    }

    /// A solution's y at the table's rows `xs` at the parameters' values, nil where it does not reach (``ODESolution/values(_:through:at:frame:)``).
    static func odeValues(_ ode: ODECurve, _ plot: PlotEntry, at xs: [Double], frame: Viewport) -> [Double?] {
        ODESolution.values(ode.slope(parameters: plot.parameters.values), through: Point(x: ode.x0.value, y: ode.y0.value), at: xs, frame: frame)
    }

    /// A solution's line and dots in `viewport` at the parameters' values (docs/sampling.md#differential-equations): a
    /// filled dot at its point, an open one where it blows up or f turns undefined.
    static func odeParts(_ ode: ODECurve, _ plot: PlotEntry, in viewport: Viewport) -> ([Segment], [Endpoint], ImplicitShading?) {
        let solution = ode.solution(parameters: plot.parameters.values, in: viewport)
        return (solution.segments, solution.endpoints(through: Point(x: ode.x0.value, y: ode.y0.value)), nil)
    }
}
