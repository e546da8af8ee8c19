/// Cuts a polyline to a horizontal band just outside the frame.
///
/// Where a curve leaves the frame, its line is cut at the band's edge, so the visible part keeps
/// its exact direction while coordinates stay small; stretches wholly outside are dropped and the
/// segment splits there (nothing visible is lost, since the band lies outside the frame).
struct PolylineClipper {
    let viewport: Viewport
    let margin: Double

    func clip(_ segment: Segment) -> [Segment] {
        let top = -margin
        let bottom = viewport.height + margin
        var result: [Segment] = []
        var current: Segment = []
        func pixelY(_ p: Point) -> Double { viewport.pixelY(p.y) }
        func inside(_ y: Double) -> Bool { y >= top && y <= bottom }
        /// The point where the line p→q crosses the pixel row `row`.
        func crossing(_ p: Point, _ q: Point, row: Double) -> Point {
            let (yp, yq) = (pixelY(p), pixelY(q))
            let t = (row - yp) / (yq - yp)
            return Point(x: p.x + (q.x - p.x) * t, y: viewport.dataY(row))
        }

        guard let first = segment.first else { return [] }
        if segment.count == 1 {
            return inside(pixelY(first)) ? [segment] : []
        }
        if inside(pixelY(first)) { current.append(first) }
        for (p, q) in zip(segment, segment.dropFirst()) {
            let (yp, yq) = (pixelY(p), pixelY(q))
            switch (inside(yp), inside(yq)) {
            case (true, true):
                current.append(q)
            case (true, false):
                current.append(crossing(p, q, row: yq < top ? top : bottom))
                result.append(current)
                current = []
            case (false, true):
                current.append(crossing(p, q, row: yp < top ? top : bottom))
                current.append(q)
            case (false, false):
                // From above to below (or back) the line crosses the whole frame.
                if (yp < top && yq > bottom) || (yp > bottom && yq < top) {
                    let entry = crossing(p, q, row: yp < top ? top : bottom)
                    let exit = crossing(p, q, row: yq < top ? top : bottom)
                    result.append([entry, exit])
                }
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
