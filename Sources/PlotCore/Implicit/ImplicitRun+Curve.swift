/// Deciding one pixel of an implicit curve (docs/sampling.md#certified-drawing): crossed where a sign change on a
/// continuous stretch or an exact 0 is proved inside it, not crossed where no part of it can hold a zero, undecided
/// where neither is shown within the budget.
extension ImplicitRun {
    /// A box of a pixel's sub-division with its corners' point signs: bottom-left, bottom-right, top-right, top-left.
    struct Cell {
        var x0, x1, y0, y1: Double
        var depth: Int
        var corners: (Int8, Int8, Int8, Int8)

        var cornerPoints: [Point] {
            [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        }

        var cornerCodes: [Int8] { [corners.0, corners.1, corners.2, corners.3] }
    }

    func decideCurvePixel(_ pixel: Int) {
        let (i, r) = (pixel % grid.columns, pixel / grid.columns)
        let (x, y) = grid.box(i, i + 1, r, r + 1)
        let e = difference(0, x, y)
        if e.excludesZero {
            states[pixel] = State.empty
            return
        }
        let cell = Cell(x0: x.lower, x1: x.upper, y0: y.lower, y1: y.upper, depth: 0,
                        corners: (vertexSign(i, r), vertexSign(i + 1, r), vertexSign(i + 1, r + 1), vertexSign(i, r + 1)))
        var proof = zip(cell.cornerPoints, cell.cornerCodes).first { $0.1 == PointSign.zero }?.0
        let changesSign = e.isContinuous && cell.cornerCodes.contains(PointSign.positive) && cell.cornerCodes.contains(PointSign.negative)
        if proof == nil && !changesSign && isZeroFree(x, y, natural: e, corners: cell.cornerCodes) {
            states[pixel] = State.empty
            return
        }
        if proof == nil && !changesSign { proof = simpleZero(x, y) }
        if proof == nil && !changesSign {
            switch subdivide(cell) {
            case .crossed(let point): proof = point
            case .empty:
                states[pixel] = State.empty
                return
            case .unresolved:
                states[pixel] = State.undecided
                return
            }
        }
        states[pixel] = State.crossed
        addPieces(i, r, comparison: 0, isContinuous: e.isContinuous, proof: proof)
    }

    /// An exact zero at a point of the box with the simplest coordinates (an isolated point at the origin, at (1, 2)).
    private func simpleZero(_ x: Interval, _ y: Interval) -> Point? {
        for px in ShortestNumbers.candidates(x.lower, x.upper) {
            for py in ShortestNumbers.candidates(y.lower, y.upper) where pointSign(0, px, py) == PointSign.zero {
                return Point(x: px, y: py)
            }
        }
        return nil
    }

    enum Verdict {
        case crossed(Point)
        case empty
        case unresolved
    }

    /// Halves the pixel, breadth first: a part whose enclosure excludes 0 is dropped; one that is continuous with a
    /// sign change among its corners, or a point where the value is exactly 0, proves a crossing.
    private func subdivide(_ pixel: Cell) -> Verdict {
        let start = evaluations
        var queue = [pixel]
        var head = 0
        var unresolved = false
        while head < queue.count {
            if evaluations - start >= SharedLimits.implicitPixelEvaluations {
                unresolved = true
                break
            }
            let cell = queue[head]
            head += 1
            let (xm, ym) = (cell.x0 + (cell.x1 - cell.x0) / 2, cell.y0 + (cell.y1 - cell.y0) / 2)
            let middles = [Point(x: xm, y: cell.y0), Point(x: cell.x1, y: ym), Point(x: xm, y: cell.y1), Point(x: cell.x0, y: ym),
                           Point(x: xm, y: ym)]
            let signs = middles.map { pointSign(0, $0.x, $0.y) }
            if let zero = zip(middles, signs).first(where: { $0.1 == PointSign.zero }) { return .crossed(zero.0) }
            let (bottom, right, top, left, centre) = (signs[0], signs[1], signs[2], signs[3], signs[4])
            let children = [
                Cell(x0: cell.x0, x1: xm, y0: cell.y0, y1: ym, depth: cell.depth + 1, corners: (cell.corners.0, bottom, centre, left)),
                Cell(x0: xm, x1: cell.x1, y0: cell.y0, y1: ym, depth: cell.depth + 1, corners: (bottom, cell.corners.1, right, centre)),
                Cell(x0: xm, x1: cell.x1, y0: ym, y1: cell.y1, depth: cell.depth + 1, corners: (centre, right, cell.corners.2, top)),
                Cell(x0: cell.x0, x1: xm, y0: ym, y1: cell.y1, depth: cell.depth + 1, corners: (left, centre, top, cell.corners.3)),
            ]
            for child in children {
                let (cx, cy) = (Interval(child.x0, child.x1), Interval(child.y0, child.y1))
                let e = difference(0, cx, cy)
                if e.excludesZero { continue }
                let codes = child.cornerCodes
                if e.isContinuous, let plus = codes.firstIndex(of: PointSign.positive), let minus = codes.firstIndex(of: PointSign.negative) {
                    let points = child.cornerPoints
                    return .crossed(zeroBetween(points[plus], points[minus], comparison: 0))
                }
                if isZeroFree(cx, cy, natural: e, corners: codes) { continue }
                if child.depth < SharedLimits.implicitSubpixelDepth { queue.append(child) } else { unresolved = true }
            }
        }
        return unresolved ? .unresolved : .empty
    }
}
