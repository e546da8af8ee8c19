/// The frame one sampling pass draws into, in the units the sampler judges in: device pixels. The
/// same arithmetic as Public/js/sampling/sampling-frame.js, so both languages round alike.
struct SamplingFrame {
    let viewport: Viewport
    /// How far outside the frame, in device pixels, lines are clipped.
    let margin: Double
    /// How many device-pixel columns auto mode samples: every started one.
    let columns: Int
    /// Pixels per data unit.
    let xScale: Double
    let yScale: Double
    /// The rows ``clippedRow(_:)`` clamps to: the clip band's edges.
    let clipTop: Double
    let clipBottom: Double
    /// The values a band that reaches beyond the frame is drawn to: the middle of the clip band, so its
    /// lines end beyond the frame without being cut there.
    let bandCeiling: Double
    let bandFloor: Double

    /// Pixel ys are clamped this far outside the frame, so huge values near poles stay harmless.
    private static let clampDistance = 1e6

    init(viewport: Viewport, margin: Double) {
        self.viewport = viewport
        self.margin = margin
        columns = Int(viewport.width.rounded(.up))
        xScale = viewport.width / (viewport.xMax - viewport.xMin)
        yScale = viewport.height / (viewport.yMax - viewport.yMin)
        clipTop = -margin
        clipBottom = viewport.height + margin
        bandCeiling = viewport.dataY(-margin / 2)
        bandFloor = viewport.dataY(viewport.height + margin / 2)
    }

    func pixelX(_ x: Double) -> Double { viewport.pixelX(x) }

    /// Pixel y, clamped far outside the frame; NaN where undefined.
    func pixelY(_ y: Double) -> Double {
        guard y.isFinite else { return .nan }
        return min(max(viewport.pixelY(y), -Self.clampDistance), viewport.height + Self.clampDistance)
    }

    /// The pixel row of y, clamped to the band just outside the frame where lines are clipped.
    func clippedRow(_ y: Double) -> Double {
        min(max(pixelY(y), clipTop), clipBottom)
    }

    /// Both pixel ys beyond the same edge of the clip band: nothing between them shows.
    func isHidden(_ a: Double, _ b: Double) -> Bool {
        (a < clipTop && b < clipTop) || (a > clipBottom && b > clipBottom)
    }

    /// Whether the pixel rows a and b lie beyond opposite edges of the clip band: a pole between them.
    func spansClipBand(_ a: Double, _ b: Double) -> Bool {
        (a < clipTop && b > clipBottom) || (a > clipBottom && b < clipTop)
    }

    /// Whether y is defined and its row lies within the clip band (a line to it is not cut).
    func isInClipBand(_ y: Double) -> Bool {
        let row = pixelY(y)
        return row >= clipTop && row <= clipBottom
    }

    /// Whether y lies within the frame's y-range.
    func isVisible(_ y: Double) -> Bool {
        y >= viewport.yMin && y <= viewport.yMax
    }

    /// The edge of device-pixel column k (k = 0 … ``columns``) in data units, computed the same way for
    /// every restriction, so a restricted curve keeps the unrestricted one's columns.
    func columnEdge(_ k: Int) -> Double {
        k == columns ? viewport.xMax : viewport.xMin + (viewport.xMax - viewport.xMin) * Double(k) / Double(columns)
    }
}
