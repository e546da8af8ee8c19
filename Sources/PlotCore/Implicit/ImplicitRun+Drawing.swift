/// What a run has drawn so far (docs/sampling.md#certified-drawing).
extension ImplicitRun {
    /// The drawing as decided so far; pixels not yet decided are in none of its lists (``pendingBlocks``).
    public func drawing() -> ImplicitDrawing {
        let runs = pixelRuns()
        if parts.isCurve {
            return .curve(ImplicitCurve(segments: SegmentChains.join(pieces[0]), dots: uniqueDots,
                                        crossed: runs[Int(State.crossed)], undecided: runs[Int(State.undecided)]))
        }
        let edges = parts.comparisons.indices.map { RegionEdge(comparison: parts.comparisons[$0], segments: SegmentChains.join(pieces[$0])) }
        return .region(ImplicitRegion(inside: runs[Int(State.inside)], boundary: runs[Int(State.crossed)],
                                      undecided: runs[Int(State.undecided)], edges: edges))
    }

    /// The pixels not decided yet, as runs along rows counted from the top: none once the run is finished.
    public var pendingBlocks: [PixelBlock] {
        pixelRuns()[Int(State.pending)].runs.map { PixelBlock(column: $0.column, row: $0.row, width: $0.count, height: 1) }
    }

    /// The pixels of every state, as runs along rows counted from the top, in one pass.
    private func pixelRuns() -> [PixelRuns] {
        var runs = [PixelRuns](repeating: PixelRuns(), count: 5)
        states.withUnsafeBufferPointer { states in
            for row in 0..<grid.rows {
                let base = (grid.rows - 1 - row) * grid.columns
                var column = 0
                while column < grid.columns {
                    let state = states[base + column]
                    let first = column
                    while column < grid.columns && states[base + column] == state { column += 1 }
                    runs[Int(state)].runs.append(.init(row: row, column: first, count: column - first))
                }
            }
        }
        return runs
    }

    /// The dots, each once, in the order found, but for those where a line ends: they are drawn already.
    private var uniqueDots: [Point] {
        var seen = Set<Point>(pieces[0].flatMap { [$0.0, $0.1] })
        return dots.filter { seen.insert($0).inserted }
    }
}

extension ImplicitDrawing {
    /// The certified drawing of `relation` in `viewport`, to the end (docs/sampling.md#certified-drawing).
    public static func of(_ relation: Relation, parameters: [Character: Double] = [:], in viewport: Viewport) -> ImplicitDrawing {
        ImplicitRun(relation, parameters: parameters, in: viewport).finish()
    }
}
