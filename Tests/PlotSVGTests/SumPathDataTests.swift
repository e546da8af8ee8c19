import PlotCore
@testable import PlotSVG
import Testing

/// A Riemann sum's three paths (docs/hooks.md#the-graphs-drawing): the same case, and the same text, as
/// Tests/JS/sum-path-data.test.mjs for Public/js/graph/sum-path-data.js.
@Suite struct SumPathDataTests {
    @Test func piecesGoAboveOrBelowByTheirSignAndATrapezoidCrossingTheAxisIsTwoTriangles() throws {
        // 100 px per unit both ways, the x-axis at y = 200.
        let viewport = try Viewport(xMin: 0, xMax: 4, yMin: -2, yMax: 2, width: 400, height: 400)
        let parts = [RiemannSum.Part(x0: 0, x1: 1, y0: 1, y1: 1), RiemannSum.Part(x0: 1, x1: 2, y0: -0.5, y1: -0.5),
                     RiemannSum.Part(x0: 2, x1: 4, y0: 1, y1: -1), RiemannSum.Part(x0: 5, x1: 6, y0: 1, y1: 1)]
        let paths = SumPathData.make(parts, viewport: viewport, density: 1)
        #expect(paths.positive == "M0 200V100H100V200ZM200 200L200 100L300 200Z")
        #expect(paths.negative == "M100 200V250H200V200ZM300 200L400 300L400 200Z")
        // The piece beyond the frame is left out.
        #expect(paths.outline == "M0 200V100H100V200ZM100 200V250H200V200ZM200 200L200 100L400 300L400 200Z")
    }
}
