import Testing
@testable import PlotCore

/// The shaded region of an area as drawn (docs/sampling.md#area-outlines): the outlines of
/// `Tests/Fixtures/area-vectors.json`, on viewports 8 pixels wide whose polygons are written out by
/// hand, and which Tests/JS/area-outline.test.mjs checks too.
@Suite struct AreaOutlineTests {
    private let frame = try! Viewport(xMin: 0, xMax: 8, yMin: -4, yMax: 4, width: 8, height: 8)

    @Test(arguments: AreaVectors.fixture.outlines)
    func outlineIsAsWrittenByHand(_ vector: AreaVectors.Outline) throws {
        let frame = vector.viewport
        let viewport = try Viewport(xMin: frame.xMin, xMax: frame.xMax, yMin: frame.yMin, yMax: frame.yMax,
                                    width: frame.width, height: frame.height)
        let g = try vector.g.map { try Expression($0).compiled() }
        let polygons = AreaOutline.polygons(of: try Expression(vector.f).compiled(), minus: g,
                                            from: vector.from, to: vector.to, in: viewport)
        let flattened = polygons.map { $0.flatMap { [$0.x, $0.y] } }
        try #require(flattened.count == vector.polygons.count, "\(flattened)")
        for (actual, expected) in zip(flattened, vector.polygons) {
            try #require(actual.count == expected.count, "\(actual)")
            for (a, e) in zip(actual, expected) {
                #expect(Swift.abs(a - e) <= 1e-12, "\(actual), expected \(expected)")
            }
        }
    }

    @Test func nothingOutsideTheVisiblePartOfTheIntervalIsEvaluated() {
        let seen = Seen()
        let f = ClosureFunction { x in seen.add(x); return 1 }
        _ = AreaOutline.polygons(of: f, from: -3, to: 2.5, in: frame)
        #expect(seen.xs == [0, 1, 2, 2.5])
    }

    @Test func aFullWidthAreaHasOneColumnPerDevicePixelPlusBothEnds() throws {
        let viewport = try Viewport(xMin: -10, xMax: 10, yMin: -1, yMax: 1, width: 1440, height: 900)
        let xs = AreaOutline.columns(from: -10, to: 10, in: viewport)
        #expect(xs.count == 1441)
        #expect(xs.first == -10 && xs.last == 10)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func aPoleIsShadedToEightPixelsBeyondTheFrameWithFiniteCoordinates() throws {
        let viewport = try Viewport(xMin: -1, xMax: 1, yMin: -2, yMax: 2, width: 200, height: 100)
        let polygons = AreaOutline.polygons(of: try Expression("1/x^2").compiled(), from: 0.001, to: 1, in: viewport)
        let ys = try #require(polygons.first).map(\.y)
        let clamp: Double = 2 + 8.0 * 4 / 100  // 8 of the 100 pixels that show 4 units
        #expect(ys.max() == clamp)
        #expect(ys.allSatisfy { $0.isFinite })
    }
}

/// The xs a test function was called at, in order (the sampler's protocol requires Sendable).
private final class Seen: @unchecked Sendable {
    private(set) var xs: [Double] = []
    func add(_ x: Double) { xs.append(x) }
}
