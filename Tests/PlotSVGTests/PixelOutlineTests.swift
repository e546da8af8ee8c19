import PlotCore
@testable import PlotSVG
import Testing

/// A region's pixels as their outline (PixelOutline): the same cases as Tests/JS/pixel-outline.test.mjs for
/// Public/js/graph/pixel-outline.js, which writes the same text (and checks random sets fill exactly their pixels).
@Suite struct PixelOutlineTests {
    private func runs(_ list: [(row: Int, column: Int, count: Int)]) -> PixelRuns {
        PixelRuns(runs: list.map { PixelRuns.Run(row: $0.row, column: $0.column, count: $0.count) })
    }

    @Test func aBlockOfPixelsIsOneRectangleItsSidesOneHOrVEach() {
        #expect(PixelOutline.path(runs([(0, 1, 2), (1, 1, 2)]), width: 2, height: 2) == "M2 0h4v4h-4z")
        #expect(PixelOutline.path(runs([(5, 3, 1)]), width: 0.5, height: 0.5) == "M1.5 2.5h.5v.5h-.5z")
        #expect(PixelOutline.path(runs([]), width: 0.5, height: 0.5) == "")
    }

    @Test func aRingIsItsOuterLoopAndItsHoleAndPixelsTouchingAtACornerAreOneLoop() {
        #expect(PixelOutline.path(runs([(0, 0, 3), (1, 0, 1), (1, 2, 1), (2, 0, 3)]), width: 1, height: 1) == "M0 0h3v3h-3zM2 1h-1v1h1z")
        #expect(PixelOutline.path(runs([(0, 0, 1), (1, 1, 1)]), width: 1, height: 1) == "M0 0h1v1h1v1h-1v-1h-1z")
        // A staircase, as a region's slanted edge is drawn: a step a row.
        #expect(PixelOutline.path(runs([(0, 2, 1), (1, 1, 2), (2, 0, 3)]), width: 0.5, height: 0.5) == "M1 0h.5v1.5h-1.5v-.5h.5v-.5h.5z")
    }

    @Test func theRunsMayComeInAnyOrder() {
        let ordered = [(0, 0, 3), (1, 0, 1), (1, 2, 1), (2, 0, 3)]
        #expect(PixelOutline.path(runs(ordered.reversed()), width: 1, height: 1) == PixelOutline.path(runs(ordered), width: 1, height: 1))
    }
}
