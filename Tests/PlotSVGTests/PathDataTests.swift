import Foundation
import PlotCore
@testable import PlotSVG
import Testing

/// Curves are written relative to their first point, and an area's outline with the points that matter (the same cases as Tests/JS/path-data.test.mjs
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
        #expect(PathData.closed([top + bottom], viewport: viewport, density: 2) == "M0 25l500 0 0 25-500 0Z")
    }

    @Test(arguments: [(1.0, 1), (2.0, 1), (3.0, 2)])
    func aCurveIsWrittenRelativeToItsFirstPointAndTheRoundingDoesNotAddUp(density: Double, decimals: Int) throws {
        // A wiggly curve of 2000 points whose every coordinate has more decimals than are written; up
        // to 2× one decimal moves no point by more than a tenth of a device pixel, at 3× two.
        let viewport = try Viewport(xMin: 0, xMax: 1, yMin: -1.5, yMax: 1.5, width: 1600, height: 1000)
        let points = (0..<2000).map { i -> Point in
            let x = Double(i) / 1999
            return Point(x: x, y: Foundation.sin(40 * x) + 0.3 * Foundation.cos(977 * x))
        }
        let d = PathData.make([points], viewport: viewport, density: density)
        let parts = d.dropFirst().split(separator: "l")
        #expect(d.hasPrefix("M") && parts.count == 2)
        let unit = Foundation.pow(10, Double(decimals))
        let numbers = { (text: Substring) in
            text.matches(of: /-?(?:\d+\.?\d*|\.\d+)/).map { Int64((Double($0.output)! * unit).rounded()) }
        }
        #expect(parts[1].matches(of: /\.\d+/).allSatisfy { $0.output.count <= decimals + 1 })
        var (x, y) = (numbers(parts[0])[0], numbers(parts[0])[1])
        let deltas = numbers(parts[1])
        #expect(deltas.count == 2 * 1999)
        // Summed in whole units of the last decimal, each point lands exactly where its absolute coordinate rounds to.
        for i in 1..<2000 {
            x += deltas[2 * i - 2]
            y += deltas[2 * i - 1]
            #expect(x == SVGNumber.units(viewport.pixelX(points[i].x) / density, decimals: decimals))
            #expect(y == SVGNumber.units(viewport.pixelY(points[i].y) / density, decimals: decimals))
        }
    }

    @Test func unitsAndTheirTextRoundAsTextDoes() {
        for value in [0, -0.0, 0.125, -0.125, 12.35, 250.5, -0.004, 0.005, 799.995, 123456.789, -3.14159] {
            for decimals in 0...3 {
                #expect(SVGNumber.text(units: SVGNumber.units(value, decimals: decimals), decimals: decimals) == SVGNumber.text(value, decimals: decimals))
            }
        }
        #expect(SVGNumber.units(.nan, decimals: 2) == 0)
        #expect(SVGNumber.units(1e300, decimals: 2) == 100_000_000_000)
    }
}
