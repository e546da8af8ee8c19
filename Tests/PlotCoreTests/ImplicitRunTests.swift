import Testing
@testable import PlotCore

/// The certified drawing as a live view runs it (docs/sampling.md#certified-drawing): in steps, each a budget of
/// evaluations, with what is decided so far drawable in between; the finished drawing the same however the steps were
/// cut; a relation no proof can settle bounded by the budget, its pixels undecided. `Tests/JS/implicit-run.test.mjs`
/// holds the JS run to the same.
@Suite struct ImplicitRunTests {
    static let viewport = try! Viewport(xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 320, height: 200)

    static func curve(_ drawing: ImplicitDrawing) throws -> ImplicitCurve {
        guard case .curve(let curve) = drawing else { throw Expectation.notACurve }
        return curve
    }

    enum Expectation: Error { case notACurve, notARegion }

    @Test func drawnInStepsTheDrawingIsTheSameAsDrawnAtOnce() throws {
        let relation = try Relation("x^3 + y^3 = 3x·y")
        let whole = try Self.curve(ImplicitDrawing.of(relation, in: Self.viewport))
        let run = ImplicitRun(relation, in: Self.viewport)
        var (pending, crossedBefore, steps) = (Int.max, 0, 0)
        while !run.advance(by: 500) {
            steps += 1
            let blocks = run.pendingBlocks.reduce(0) { $0 + $1.width * $1.height }
            let drawing = try Self.curve(run.drawing())
            #expect(blocks <= pending, "pending pixels only ever fewer")
            #expect(drawing.crossed.count >= crossedBefore, "crossed pixels stay crossed")
            (pending, crossedBefore) = (blocks, drawing.crossed.count)
        }
        #expect(steps > 10)
        #expect(run.pendingBlocks.isEmpty)
        let stepped = try Self.curve(run.drawing())
        #expect(stepped.crossed == whole.crossed && stepped.undecided == whole.undecided)
        #expect(stepped.segments == whole.segments && stepped.dots == whole.dots)
    }

    @Test func anIsolatedPointIsADotAndACrossingKeepsBothBranches() throws {
        let point = try Self.curve(ImplicitDrawing.of(try Relation("x^2 + y^2 = 0"), in: Self.viewport))
        #expect(point.dots == [Point(x: 0, y: 0)])
        #expect(point.segments.isEmpty)
        #expect(point.crossed.count == 4, "the origin is a corner of four pixels")
        let axes = try Self.curve(ImplicitDrawing.of(try Relation("x·y = 0"), in: Self.viewport))
        #expect(Set(axes.crossed.runs.map(\.row)).count == 200)
        #expect(axes.crossed.runs.contains { $0.count == 320 })
    }

    @Test func aRegionSaysWhichOfItsBoundariesAreStrict() throws {
        guard case .region(let region) = ImplicitDrawing.of(try Relation("y > x^2 - 2 and y ≤ 1"), in: Self.viewport) else {
            throw Expectation.notARegion
        }
        #expect(region.edges.map(\.comparison) == [.greater, .lessOrEqual])
        #expect(region.edges.map(\.isStrict) == [true, false])
        #expect(region.edges.allSatisfy { !$0.segments.isEmpty })
        #expect(region.inside.count > 0 && region.boundary.count > 0)
    }

    @Test func parametersTakeTheirValuesAndExplicitCurvesDrawAsCurvesToo() throws {
        let relation = try Relation("x^2 + y^2 = r^2", parameters: ["r"])
        let small = try Self.curve(ImplicitDrawing.of(relation, parameters: ["r": 1], in: Self.viewport))
        let large = try Self.curve(ImplicitDrawing.of(relation, parameters: ["r": 2], in: Self.viewport))
        #expect(Double(large.crossed.count) > 1.8 * Double(small.crossed.count))
        _ = try Self.curve(ImplicitDrawing.of(try Relation("y = x^2"), in: Self.viewport))
    }

    @Test func whatNoProofSettlesIsUndecidedWithinABoundedNumberOfSteps() throws {
        // sin(1/x) = y oscillates without end near x = 0: no interval evaluation there excludes 0 or proves a crossing.
        let viewport = try Viewport(xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 160, height: 100)
        let run = ImplicitRun(try Relation("sin(1/x) = y"), in: viewport)
        let drawing = try Self.curve(run.finish())
        #expect(drawing.undecided.count > 0)
        #expect(drawing.crossed.count > 100)
        #expect(run.evaluations < 160 * 100 * 800)
    }

    @Test func theSimplestNumbersOfASpan() {
        #expect(ShortestNumbers.dyadic(-0.3, 0.2) == 0)
        #expect(ShortestNumbers.dyadic(0.9, 1.2) == 1)
        #expect(ShortestNumbers.dyadic(0.26, 0.3) == 0.28125)
        #expect(ShortestNumbers.decimal(0.26, 0.31) == 0.3)
        #expect(ShortestNumbers.decimal(-0.31, -0.26) == -0.3)
        #expect(ShortestNumbers.decimal(0.12341, 0.12359) == 0.1235)
        #expect(ShortestNumbers.decimal(0.1234, 0.1236) == 0.1234, "an end is in the span")
    }
}
