import PlotCore
@testable import PlotSVG
import Testing

/// An area's outline is written with the points that matter (the same cases as Tests/JS/path-data.test.mjs
/// for Public/js/graph/path-data.js).
@Suite struct PathDataTests {
    @Test func aStraightRunKeepsItsEndsAndAPointEvery33() {
        let xs = (0..<100).map(Double.init)
        #expect(PathData.keptOutlinePoints(xs, xs.map { _ in 5 }, tolerance: 0.05) == [0, 33, 66, 99])
    }

    @Test func aCornerIsKeptAndThePointsAlongItsSidesAreNot() {
        #expect(PathData.keptOutlinePoints([0, 1, 2, 2, 2], [0, 0, 0, 1, 2], tolerance: 0.05) == [0, 2, 4])
    }

    @Test func aPointOffTheChordByMoreThanTheToleranceStays() {
        #expect(PathData.keptOutlinePoints([0, 1, 2], [0, 0.04, 0], tolerance: 0.05) == [0, 2])
        #expect(PathData.keptOutlinePoints([0, 1, 2], [0, 0.06, 0], tolerance: 0.05) == [0, 1, 2])
    }

    @Test func aGentleArcKeepsEnoughPointsThatNoDroppedPointStrays() {
        let xs = (0..<400).map { Double($0) / 4 }
        let ys = xs.map { 50 - ($0 - 50) * ($0 - 50) / 100 }
        let kept = PathData.keptOutlinePoints(xs, ys, tolerance: 0.05)
        #expect(kept.count < xs.count / 4)
        for (a, b) in zip(kept, kept.dropFirst()) {
            let (dx, dy) = (xs[b] - xs[a], ys[b] - ys[a])
            for j in (a + 1)..<b {
                let off = abs(dx * (ys[j] - ys[a]) - dy * (xs[j] - xs[a])) / (dx * dx + dy * dy).squareRoot()
                #expect(off <= 0.05 + 1e-12, "point \(j) is \(off) off the chord \(a)–\(b)")
            }
        }
    }

    @Test func anAreaUnderAConstantIsARectangleOfFourCorners() throws {
        let viewport = try Viewport(xMin: 0, xMax: 10, yMin: -1, yMax: 1, width: 1000, height: 200)
        let top = (0...10).map { Point(x: Double($0), y: 0.5) }
        let bottom = (0...10).map { Point(x: Double(10 - $0), y: 0) }
        #expect(PathData.closed([top + bottom], viewport: viewport, density: 2) == "M0 25 500 25 500 50 0 50Z")
    }
}
