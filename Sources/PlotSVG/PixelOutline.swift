import PlotCore

/// The outline of a set of pixels (docs/sampling.md#certified-drawing): the edges between a pixel of the set and one
/// outside it, joined into closed loops, each run of edges along one line written as one `h` or `v`. Filled with the
/// nonzero rule it covers exactly the pixels, as a rectangle per run would, in a fraction of the text: a region's
/// boundary a staircase of pixel steps. Public/js/graph/pixel-outline.js writes the same text.
enum PixelOutline {
    /// A directed edge between two corners of the pixel grid (column, row from the top): along the outline clockwise
    /// on screen, the pixels of the set on its right.
    private struct Edge {
        var from: (column: Int, row: Int)
        var to: (column: Int, row: Int)
    }

    /// The `d` of the outline of `pixels`, each pixel `width` × `height` SVG units, written to two decimals.
    static func path(_ pixels: PixelRuns, width: Double, height: Double) -> String {
        let edges = outlineEdges(pixels)
        var d = ""
        for loop in loops(edges) {
            let corners = turns(loop)
            let units = corners.map { (x: SVGNumber.units(Double($0.column) * width, decimals: 2),
                                       y: SVGNumber.units(Double($0.row) * height, decimals: 2)) }
            d += "M" + SVGNumber.text(units: units[0].x, decimals: 2) + " " + SVGNumber.text(units: units[0].y, decimals: 2)
            // Each side to the next corner; the last one back to the first is the `z`.
            for k in 1..<units.count {
                d += units[k].x != units[k - 1].x ? "h" + SVGNumber.text(units: units[k].x - units[k - 1].x, decimals: 2)
                                                  : "v" + SVGNumber.text(units: units[k].y - units[k - 1].y, decimals: 2)
            }
            d += "z"
        }
        return d
    }

    /// The outline's edges, row boundary by row boundary from the top: along the top of each row, where it has pixels
    /// the row above has not (left to right), and where the row above has pixels it has not (right to left); then
    /// down each run's right end and up its left end.
    private static func outlineEdges(_ pixels: PixelRuns) -> [Edge] {
        var rows: [Int: [(first: Int, end: Int)]] = [:]
        for run in pixels.runs { rows[run.row, default: []].append((run.column, run.column + run.count)) }
        guard let lastRow = rows.keys.max(), let firstRow = rows.keys.min() else { return [] }
        var edges: [Edge] = []
        for row in firstRow...(lastRow + 1) {
            let (above, here) = ((rows[row - 1] ?? []).sorted { $0.first < $1.first }, (rows[row] ?? []).sorted { $0.first < $1.first })
            for (first, end) in uncovered(here, by: above) { edges.append(Edge(from: (first, row), to: (end, row))) }
            for (first, end) in uncovered(above, by: here) { edges.append(Edge(from: (end, row), to: (first, row))) }
            for (first, end) in here {
                edges.append(Edge(from: (end, row), to: (end, row + 1)))
                edges.append(Edge(from: (first, row + 1), to: (first, row)))
            }
        }
        return edges
    }

    /// The parts of the spans `runs` that no span of `other` covers, left to right (both sorted, neither overlapping itself).
    private static func uncovered(_ runs: [(first: Int, end: Int)], by other: [(first: Int, end: Int)]) -> [(Int, Int)] {
        var parts: [(Int, Int)] = []
        var k = 0
        for (first, end) in runs {
            var start = first
            while k < other.count && other[k].end <= start { k += 1 }
            var j = k
            while start < end {
                guard j < other.count, other[j].first < end else {
                    parts.append((start, end))
                    break
                }
                if other[j].first > start { parts.append((start, other[j].first)) }
                start = max(start, other[j].end)
                j += 1
            }
        }
        return parts
    }

    /// The edges joined into closed loops of corners, each from an edge not yet taken, in the order made: at a corner
    /// where two loops touch (pixels meeting at a corner only), the first edge made from there goes on.
    private static func loops(_ edges: [Edge]) -> [[(column: Int, row: Int)]] {
        var leaving: [Int: [Int]] = [:]
        let key = { (point: (column: Int, row: Int)) in point.row &* 1_048_576 &+ point.column }
        for (index, edge) in edges.enumerated() { leaving[key(edge.from), default: []].append(index) }
        var taken = [Bool](repeating: false, count: edges.count)
        var loops: [[(column: Int, row: Int)]] = []
        for start in edges.indices where !taken[start] {
            var loop = [edges[start].from]
            var index = start
            while true {
                taken[index] = true
                let corner = edges[index].to
                if key(corner) == key(edges[start].from) { break }
                loop.append(corner)
                guard let next = leaving[key(corner)]?.first(where: { !taken[$0] }) else { break }
                index = next
            }
            loops.append(loop)
        }
        return loops
    }

    /// The corners of a loop where it turns, from its first turn on: the points along a straight side are left out.
    private static func turns(_ loop: [(column: Int, row: Int)]) -> [(column: Int, row: Int)] {
        let count = loop.count
        let isTurn = { (k: Int) -> Bool in
            let (before, here, after) = (loop[(k + count - 1) % count], loop[k], loop[(k + 1) % count])
            return (before.row == here.row) != (here.row == after.row)
        }
        let first = (0..<count).first(where: isTurn) ?? 0
        return (0..<count).map { (first + $0) % count }.filter(isTurn).map { loop[$0] }
    }
}
