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
}
