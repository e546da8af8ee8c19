import Testing
@testable import PlotCore

/// Slope and vector fields (docs/sampling.md#slope-and-vector-fields): the grid's cells, 24 CSS px square with centres at
/// whole multiples of a cell, stay put while the frame pans; a slope field's segments have the slope at their centre and
/// one length on screen, vertical where the slope is infinite, none where it is undefined; a vector field's arrows have
/// one length on screen and a shade from the frame's weakest magnitude to its strongest, a dot for a zero vector.
@Suite struct FieldTests {
    /// −6.4 … 6.4 × −4 … 4 at 800 × 500 CSS px (1600 × 1000 device px at 2×): 62.5 CSS px per unit both ways.
    static func grid(xMin: Double = -6.4, xMax: Double = 6.4, yMin: Double = -4, yMax: Double = 4,
                     width: Double = 1600, height: Double = 1000, density: Double = 2) throws -> FieldGrid {
        FieldGrid(try Viewport(xMin: xMin, xMax: xMax, yMin: yMin, yMax: yMax, width: width, height: height), density: density)
    }

    /// A segment's or arrow's length on screen, in CSS px, from its first point to its second.
    static func screenLength(_ a: Point, _ b: Point, _ grid: FieldGrid) -> Double {
        let (dx, dy) = ((b.x - a.x) * grid.pixelsPerX, (b.y - a.y) * grid.pixelsPerY)
        return (dx * dx + dy * dy).squareRoot()
    }

    @Test func cellsAre24CSSPixelsWithCentresAtMultiplesOfTheirSize() throws {
        let grid = try Self.grid()
        #expect(grid.pixelsPerX == 62.5 && grid.pixelsPerY == 62.5)
        #expect(grid.cellX == 0.384 && grid.cellY == 0.384)
        #expect(grid.xs.count == 33 && grid.ys.count == 21, "k = −16 … 16 and −10 … 10")
        #expect(grid.xs.first == -16 * 0.384 && grid.xs.last == 16 * 0.384 && grid.xs.contains(0))
        #expect(grid.ys.first == -10 * 0.384 && grid.ys.contains(0))
        // The same at 1× in a frame of 1440 × 900 CSS px: 60 × 37 cells (and the origin's row and column).
        let desktop = try Self.grid(xMin: -7.2, xMax: 7.2, yMin: -4.5, yMax: 4.5, width: 1440, height: 900, density: 1)
        #expect(desktop.xs.count == 61 && desktop.ys.count == 37)
    }

    @Test func panningKeepsTheCentresWhereTheyWere() throws {
        let before = try Self.grid()
        let after = try Self.grid(xMin: -6.4 + 1.234, xMax: 6.4 + 1.234, yMin: -4 - 0.5, yMax: 4 - 0.5)
        let shared = after.xs.filter { $0 <= before.xs.last! + 1e-9 }
        #expect(shared.count == 30)
        for x in shared { #expect(before.xs.contains { Swift.abs($0 - x) < 1e-12 }, "column \(x) moved") }
        for y in after.ys.filter({ $0 >= before.ys.first! - 1e-9 }) { #expect(before.ys.contains { Swift.abs($0 - y) < 1e-12 }) }
    }

    @Test func aSlopeFieldsSegmentsHaveTheSlopeAndOneScreenLength() throws {
        let grid = try Self.grid()
        let segments = SlopeField.segments(of: try FieldExpression("x - y"), parameters: [:], grid: grid)
        #expect(segments.count == 33 * 21, "x − y is defined in every cell")
        for segment in segments {
            let (a, b) = (segment[0], segment[1])
            let (x, y) = ((a.x + b.x) / 2, (a.y + b.y) / 2)
            #expect(Swift.abs(Self.screenLength(a, b, grid) - 16.8) < 1e-9, "0.7 of a 24 px cell")
            #expect(Swift.abs((b.y - a.y) / (b.x - a.x) - (x - y)) < 1e-9 * max(1, Swift.abs(x - y)))
        }
        // Slope 1 on equal axes is 45° on screen; where y is twice as stretched, its screen slope is 2.
        let flat = try #require(SlopeField.segment(slope: 1, at: 0, 0, grid))
        #expect(flat[1].x - flat[0].x == flat[1].y - flat[0].y)
        let tall = try Self.grid(yMin: -2, yMax: 2)
        let steep = try #require(SlopeField.segment(slope: 1, at: 0, 0, tall))
        let screen = ((steep[1].y - steep[0].y) * tall.pixelsPerY) / ((steep[1].x - steep[0].x) * tall.pixelsPerX)
        #expect(Swift.abs(screen - 2) < 1e-12)
    }

    @Test func anInfiniteSlopeIsVerticalAndAnUndefinedOneLeavesTheCellEmpty() throws {
        let grid = try Self.grid()
        let segments = SlopeField.segments(of: try FieldExpression("-x/y"), parameters: [:], grid: grid)
        // At the origin −0/0 is undefined: one cell fewer. Along y = 0 −x/0 is infinite: 32 vertical segments.
        #expect(segments.count == 33 * 21 - 1)
        let vertical = segments.filter { $0[0].x == $0[1].x }
        #expect(vertical.count == 32)
        #expect(vertical.allSatisfy { ($0[0].y + $0[1].y) / 2 == 0 && Swift.abs(Self.screenLength($0[0], $0[1], grid) - 16.8) < 1e-9 })
        #expect(!segments.contains { ($0[0].x + $0[1].x) / 2 == 0 && ($0[0].y + $0[1].y) / 2 == 0 })
        // √(4 − x² − y²) is defined only in the disc of radius 2.
        let disc = SlopeField.segments(of: try FieldExpression("√(4 - x^2 - y^2)"), parameters: [:], grid: grid)
        let centres = disc.map { (($0[0].x + $0[1].x) / 2, ($0[0].y + $0[1].y) / 2) }
        #expect(!centres.isEmpty && centres.allSatisfy { $0.0 * $0.0 + $0.1 * $0.1 <= 4 + 1e-9 })
        #expect(centres.count == grid.xs.reduce(0) { count, x in count + grid.ys.filter { x * x + $0 * $0 <= 4 }.count })
        #expect(SlopeField.segment(slope: .nan, at: 1, 1, grid) == nil)
        #expect(SlopeField.segment(slope: 1e300, at: 1, 1, grid)![0].x == 1, "steeper than the screen tells: vertical")
    }

    @Test func slidersSetTheFieldAndCanMakeItUndefinedEverywhere() throws {
        let grid = try Self.grid()
        let f = try FieldExpression("√(a - x^2 - y^2)", parameters: ["a"])
        #expect(SlopeField.segments(of: f, parameters: ["a": 4], grid: grid).count > 50)
        #expect(PlaneField.slope(f).marks(parameters: ["a": -1], grid: grid).isEmpty)
        #expect(PlaneField.slope(f).usedParameters == ["a"] && PlaneField.slope(f).description == "dy/dx = √(a − x² − y²)")
    }

    @Test func aVectorFieldsArrowsHaveOneLengthAndAShadeByMagnitude() throws {
        let grid = try Self.grid()
        let drawing = VectorField.drawing(of: try FieldExpression("-y"), try FieldExpression("x"), parameters: [:], grid: grid)
        #expect(drawing.arrows.count == 33 * 21)
        let dot = try #require(drawing.arrows.first { $0.points.count == 1 })
        #expect(dot.points == [Point(x: 0, y: 0)] && dot.magnitude == 0, "the zero vector at the origin is a dot")
        let corner = 16 * 0.384, top = 10 * 0.384
        #expect(drawing.magnitudes?.low == 0 && drawing.magnitudes?.high == (corner * corner + top * top).squareRoot())
        for arrow in drawing.arrows where arrow.points.count == 4 {
            let (tail, tip) = (arrow.points[0], arrow.points[1])
            #expect(Swift.abs(Self.screenLength(tail, tip, grid) - 16.8) < 1e-9)
            let (x, y) = ((tail.x + tip.x) / 2, (tail.y + tip.y) / 2)
            // Along (−y, x): perpendicular to the radius, counter-clockwise.
            #expect(Swift.abs((tip.x - tail.x) * x + (tip.y - tail.y) * y) < 1e-9)
            #expect((tip.x - tail.x) * -y + (tip.y - tail.y) * x > 0)
            #expect(Swift.abs(arrow.magnitude - (x * x + y * y).squareRoot()) < 1e-12)
        }
        #expect(drawing.shade(of: dot) == 0)
        let strongest = try #require(drawing.arrows.max { $0.magnitude < $1.magnitude })
        #expect(drawing.shade(of: strongest) == VectorField.shades - 1)
        let shades = Set(drawing.arrows.map(drawing.shade(of:)))
        #expect(shades == Set(0..<VectorField.shades))
        // A constant field: every arrow the same, in the top shade.
        let wind = VectorField.drawing(of: try FieldExpression("1"), try FieldExpression("0"), parameters: [:], grid: grid)
        #expect(wind.magnitudes?.low == 1 && wind.magnitudes?.high == 1 && wind.arrows.allSatisfy { wind.shade(of: $0) == VectorField.shades - 1 })
        #expect(VectorField.arrow(.infinity, 1, at: 0, 0, grid) == nil && VectorField.arrow(.nan, 0, at: 0, 0, grid) == nil)
    }

    @Test func aFieldReadsXYAndSlidersAndNamesAnyOtherLetter() throws {
        #expect(try FieldExpression("x y - 2y").description == "x·y − 2y")
        #expect(throws: ExpressionError.self) { try FieldExpression("x - z") }
        #expect(try FieldExpression("a x - y", parameters: ["a"]).usedParameters == ["a"])
    }
}
