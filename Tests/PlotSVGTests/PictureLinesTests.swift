import PlotCore
@testable import PlotSVG
import Testing

/// An implicit curve's line is drawn through the points that matter (ImplicitShading.pictureLines; the same case as
/// Tests/JS/live-implicit.test.mjs for Public/js/implicit/live-implicit.js `pictureLines`).
@Suite struct PictureLinesTests {
    static let viewport = try! Viewport(xMin: -2, xMax: 2, yMin: -1, yMax: 1, width: 1600, height: 800)

    @Test func aCircleIsDrawnThroughAFewOfItsPointsAndNoneOfTheOthersStraysAFifthOfAPixel() throws {
        guard case .curve(let circle) = ImplicitDrawing.of(try Relation("x^2 + y^2 = 1"), in: Self.viewport) else {
            Issue.record("an equation draws a curve")
            return
        }
        let lines = ImplicitShading.pictureLines(circle.segments, in: Self.viewport)
        // A circle 800 device px across, a point on every pixel edge it crosses: chords of ~18 px stay within 0.2 px of it.
        let (all, kept) = (circle.segments.map(\.count).reduce(0, +), lines.map(\.count).reduce(0, +))
        #expect(all > 3000 && kept < all / 8, "\(all) points, \(kept) kept")
        let pixel = { (p: Point) in (Self.viewport.pixelX(p.x), Self.viewport.pixelY(p.y)) }
        for (line, drawn) in zip(circle.segments, lines) {
            #expect(drawn.first == line.first && drawn.last == line.last)
            var k = 0
            for point in line {
                if k < drawn.count && point == drawn[k] {
                    k += 1
                    continue
                }
                let ((px, py), (ax, ay), (bx, by)) = (pixel(point), pixel(drawn[k - 1]), pixel(drawn[k]))
                let off = abs((bx - ax) * (py - ay) - (by - ay) * (px - ax)) / ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
                #expect(off <= SharedDrawing.pictureLineTolerancePx, "(\(point.x), \(point.y)) is \(off) px off the line drawn")
            }
            #expect(k == drawn.count, "the kept points are points of the line, in its order")
        }
    }

    @Test func theSiteDrawsTheLineThroughTheKeptPointsAndKeepsItsDots() throws {
        let relation = try Relation("x^2 + y^2 = 1")
        let drawing = ImplicitDrawing.of(relation, in: Self.viewport)
        let parts = ImplicitShading.curveParts(of: drawing, relation: relation, in: Self.viewport)
        guard case .curve(let circle) = drawing else { return }
        #expect(parts.segments == ImplicitShading.pictureLines(circle.segments, in: Self.viewport) + circle.dots.map { [$0, $0] })
        // A lone point (x² + y² = 0) is a dot: a piece of no length, both its points kept.
        let point = try Relation("x^2 + y^2 = 0")
        let dot = ImplicitShading.curveParts(of: ImplicitDrawing.of(point, in: Self.viewport), relation: point, in: Self.viewport)
        #expect(dot.segments == [[Point(x: 0, y: 0), Point(x: 0, y: 0)]])
    }
}
