/// Deciding one pixel of a region (docs/sampling.md#certified-drawing): inside where every comparison holds on all of
/// it, outside where one fails on all of it, on the boundary where points of both kinds are proved in it, undecided
/// where neither is shown within the budget.
extension ImplicitRun {
    func decideRegionPixel(_ pixel: Int) {
        let (i, r) = (pixel % grid.columns, pixel / grid.columns)
        let (x, y) = grid.box(i, i + 1, r, r + 1)
        switch truth(x, y) {
        case .everywhere: states[pixel] = State.inside
        case .nowhere: states[pixel] = State.empty
        case .undecided:
            var found = Found()
            for (ci, cr) in [(i, r), (i + 1, r), (i + 1, r + 1), (i, r + 1)] { found.note(vertexTruth(ci, cr)) }
            if !found.both {
                switch truth(x, y, refined: true) {
                case .everywhere: return states[pixel] = State.inside
                case .nowhere: return states[pixel] = State.empty
                case .undecided: break
                }
            }
            for px in ShortestNumbers.candidates(x.lower, x.upper) where !found.both {
                for py in ShortestNumbers.candidates(y.lower, y.upper) where !found.both { found.note(pointTruth(px, py)) }
            }
            if !found.both { found = subdivideRegion(x, y, found: found) }
            if found.both {
                states[pixel] = State.crossed
                for k in parts.comparisons.indices {
                    addPieces(i, r, comparison: k, isContinuous: difference(k, x, y).isContinuous, proof: nil)
                }
            } else if found.isUnresolved {
                states[pixel] = State.undecided
            } else {
                states[pixel] = found.holds ? State.inside : State.empty
            }
        }
    }

    /// What a region's pixel is shown to hold: points where the region holds, points where it fails, parts not decided.
    struct Found {
        var holds = false, fails = false, isUnresolved = false
        var both: Bool { holds && fails }

        mutating func note(_ truth: Int8) {
            if truth == PointTruth.holds { holds = true }
            if truth == PointTruth.fails { fails = true }
        }
    }

    /// Halves the pixel, breadth first, as a curve's is: a part decided everywhere or nowhere shows points of that kind,
    /// as do the halving points; the rest is halved again, down to the budget.
    private func subdivideRegion(_ x: Interval, _ y: Interval, found start: Found) -> Found {
        var found = start
        let begin = evaluations
        var queue = [(x, y, 0)]
        var head = 0
        while head < queue.count && !found.both {
            if evaluations - begin >= SharedLimits.implicitPixelEvaluations {
                found.isUnresolved = true
                return found
            }
            let (x, y, depth) = queue[head]
            head += 1
            let (xm, ym) = (x.lower + (x.upper - x.lower) / 2, y.lower + (y.upper - y.lower) / 2)
            for (px, py) in [(xm, y.lower), (x.upper, ym), (xm, y.upper), (x.lower, ym), (xm, ym)] where !found.both {
                found.note(pointTruth(px, py))
            }
            let children = [(Interval(x.lower, xm), Interval(y.lower, ym)), (Interval(xm, x.upper), Interval(y.lower, ym)),
                            (Interval(xm, x.upper), Interval(ym, y.upper)), (Interval(x.lower, xm), Interval(ym, y.upper))]
            for (cx, cy) in children where !found.both {
                switch truth(cx, cy, refined: true) {
                case .everywhere: found.holds = true
                case .nowhere: found.fails = true
                case .undecided:
                    if depth + 1 < SharedLimits.implicitSubpixelDepth { queue.append((cx, cy, depth + 1)) } else { found.isUnresolved = true }
                }
            }
        }
        return found
    }
}
