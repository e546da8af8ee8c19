import Foundation
import Testing
@testable import PlotCore

/// The sampler's endpoint guarantees at every zoom (docs/sampling.md#endpoints): zoomed in 1×, 10×, 10³×
/// and 10⁶× about the jump, the hole and the lone value of `{x < 1: x², x = 2: 3, 3 − x}`, in a phone's
/// and a laptop's live view, no line joins the hole at (2, 1) to the value (2, 3), nor the jump's two
/// sides at x = 1. Each frame is drawn as a pinch leaves it and moved so that a device-pixel column edge
/// lies exactly on the place (the sampling lands on it). Tests/JS/deep-zoom-endpoints.test.mjs holds the
/// JS sampler to the same.
@Suite struct DeepZoomEndpointTests {
    private let function = try! Expression("{x < 1: x^2, x = 2: 3, 3 - x}").compiled()
    private static let discontinuities = [1.0, 2.0]
    private static let centres = [(1.0, 1.0), (1, 2), (2, 1), (2, 3)]
    /// The graph's size in device pixels: a phone's (356 × 222.5 CSS px at 3) and a laptop's.
    private static let screens = [(1068.0, 667.0), (2270, 1418)]

    private func f(_ x: Double) -> Double { x < 1 ? x * x : x == 2 ? 3 : 3 - x }

    /// The lines that stray more than a device pixel from f between their ends (read at a quarter, half
    /// and three quarters of the way, not at a discontinuity itself); with `onlyAcross`, only the lines
    /// that reach a discontinuity (a fixed count's chords cut corners elsewhere).
    private func falseLines(_ segments: [Segment], in viewport: Viewport, onlyAcross: Bool) -> [String] {
        let row = { (y: Double) in (viewport.yMax - y) / (viewport.yMax - viewport.yMin) * viewport.height }
        var found: [String] = []
        for segment in segments {
            for (a, b) in zip(segment, segment.dropFirst()) {
                if onlyAcross && !Self.discontinuities.contains(where: { a.x <= $0 && $0 <= b.x }) { continue }
                for t in [0.25, 0.5, 0.75] {
                    let x = a.x + t * (b.x - a.x)
                    if Self.discontinuities.contains(x) { continue }
                    let drawn = row(a.y + t * (b.y - a.y))
                    let truth = min(max(row(f(x)), -20), viewport.height + 20)
                    if abs(drawn - truth) > 1 {
                        found.append("(\(a.x), \(a.y)) → (\(b.x), \(b.y))")
                        break
                    }
                }
            }
        }
        return found
    }

    /// The frame 5/zoom wide about the centre (three fifths across, half way up), and the same moved by
    /// less than a column so that a column edge is exactly the centre's x (a binary fraction).
    private func frames(about centre: (Double, Double), zoom: Double, screen: (Double, Double)) throws -> [Viewport] {
        let width = 5 / zoom
        let height = width * screen.1 / screen.0
        let pinched = try Viewport(xMin: centre.0 - 0.6 * width, xMax: centre.0 + 0.4 * width,
                                   yMin: centre.1 - 0.5 * height, yMax: centre.1 + 0.5 * height, width: screen.0, height: screen.1)
        let column = pow(2, (log2(width / screen.0)).rounded(.down))
        let k = ((centre.0 - pinched.xMin) / column).rounded()
        let xMin = centre.0 - k * column
        let landed = try Viewport(xMin: xMin, xMax: xMin + screen.0 * column, yMin: pinched.yMin, yMax: pinched.yMax,
                                  width: screen.0, height: screen.1)
        #expect(landed.xMin + (landed.xMax - landed.xMin) * k / screen.0 == centre.0, "a column edge at the place")
        return [pinched, landed]
    }

    @Test func zoomedInAboutAJumpAHoleOrALoneValueNoLineJoinsThem() throws {
        for screen in Self.screens {
            for centre in Self.centres {
                for zoom in [1.0, 10, 1e3, 1e6] {
                    for viewport in try frames(about: centre, zoom: zoom, screen: screen) {
                        for mode in [SamplingMode.auto, .uniform(50)] {
                            let segments = try Sampler().sample(function, in: viewport, mode: mode).segments
                            #expect(falseLines(segments, in: viewport, onlyAcross: mode != .auto) == [],
                                    "\(screen) about \(centre) at \(zoom)×, \(viewport.xMin)…\(viewport.xMax), \(mode)")
                        }
                    }
                }
            }
        }
    }

    @Test func theReportedFrameOnAPhoneHasNoLineUpFromTheHole() throws {
        let viewport = try Viewport(xMin: 1.4, xMax: 2.2, yMin: 0.85, yMax: 1.33, width: 1068, height: 667)
        let result = try Sampler().sample(function, in: viewport)
        #expect(falseLines(result.segments, in: viewport, onlyAcross: false) == [])
        #expect(result.endpoints == [Endpoint(x: 2, y: 1.0000000000000002, isOpen: true)])
        // The right side starts at the last bit of its piece, x = 2's next double.
        #expect(result.segments.contains { $0.first!.x == 2.0.nextUp && abs($0.first!.y - 1) < 1e-15 })
    }
}
