import Foundation
import Testing
@testable import PlotCore

/// Scores certified drawings in pixel space (`Tests/Fixtures/implicit-drawings.json`; `Tests/JS/implicit-scoring.test.mjs`
/// scores the JS ones alike): every pixel a dense sampling of a curve's closed form falls in is drawn, no drawn point is
/// farther than half a pixel from the curve, crossings and isolated points are kept; a region's pixels are inside,
/// outside or on the boundary as 17 × 17 samples of each closed pixel show, and few pixels stay undecided.
@Suite struct ImplicitScoringTests {
    struct Fixture: Decodable {
        let curves: [Curve]
        let regions: [Region]
    }

    struct Curve: Decodable, Sendable, CustomTestStringConvertible {
        let name, relation: String
        let frame: [Double]
        let size: [Int]
        let undecidedAtMost: Int
        let pieces: [Piece]
        var testDescription: String { "\(name), \(relation)" }

        struct Piece: Decodable, Sendable {
            let x, y, from, to: String
            let samples: Int
        }
    }

    struct Region: Decodable, Sendable, CustomTestStringConvertible {
        let name, relation: String
        let frame: [Double]
        let size: [Int]
        let undecidedAtMost: Int
        var testDescription: String { "\(name), \(relation)" }
    }

    static let fixture: Fixture = {
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("implicit-drawings.json"))
        return try! JSONDecoder().decode(Fixture.self, from: data)
    }()

    /// A drawing's frame: data ↔ pixel coordinates (x right, y down from the top), and pixel keys.
    struct Frame {
        let xMin, xMax, yMin, yMax: Double
        let width, height: Int

        init(_ frame: [Double], _ size: [Int]) {
            (xMin, xMax, yMin, yMax, width, height) = (frame[0], frame[1], frame[2], frame[3], size[0], size[1])
        }

        var viewport: Viewport { try! Viewport(xMin: xMin, xMax: xMax, yMin: yMin, yMax: yMax, width: Double(width), height: Double(height)) }
        func pixel(_ x: Double, _ y: Double) -> (Double, Double) {
            ((x - xMin) / (xMax - xMin) * Double(width), (yMax - y) / (yMax - yMin) * Double(height))
        }
        func edgeX(_ i: Int) -> Double { i == width ? xMax : xMin + (xMax - xMin) * Double(i) / Double(width) }
        func edgeY(_ r: Int) -> Double { r == height ? yMax : yMin + (yMax - yMin) * Double(r) / Double(height) }
        func key(_ column: Int, _ row: Int) -> Int { column + row * width }

        func pixels(_ runs: PixelRuns) -> Set<Int> {
            Set(runs.runs.flatMap { run in (run.column..<(run.column + run.count)).map { key($0, run.row) } })
        }

        /// Whether the pixel or one of its eight neighbours is in `set`.
        func near(_ set: Set<Int>, _ key: Int) -> Bool {
            let (column, row) = (key % width, key / width)
            return (-1...1).contains { dc in (-1...1).contains { dr in set.contains(self.key(column + dc, row + dr)) } }
        }
    }

    static func number(_ text: String) throws -> Double { try #require(try Expression(text).compiled().value(at: 0)) }

    @Test(arguments: fixture.curves)
    func curveIsDrawnThroughEveryPixelItCrossesAndNoFartherThanHalfAPixel(_ vector: Curve) throws {
        let frame = Frame(vector.frame, vector.size)
        guard case .curve(let drawing) = ImplicitDrawing.of(try Relation(vector.relation), in: frame.viewport) else {
            Issue.record("not drawn as a curve")
            return
        }
        let crossed = frame.pixels(drawing.crossed)
        var samples: [(Double, Double)] = []
        var truth = Set<Int>()
        var spacing = 0.0
        for piece in vector.pieces {
            let (x, y) = (try Expression(piece.x, variable: .t).compiled(), try Expression(piece.y, variable: .t).compiled())
            let (from, to) = (try Self.number(piece.from), try Self.number(piece.to))
            var previous: (Double, Double)?
            for s in 0..<piece.samples {
                let t = piece.samples == 1 ? from : from + (to - from) * Double(s) / Double(piece.samples - 1)
                let point = frame.pixel(try #require(x.value(at: t)), try #require(y.value(at: t)))
                if let previous { spacing = max(spacing, hypot(point.0 - previous.0, point.1 - previous.1)) }
                previous = point
                samples.append(point)
                let onEdge = { (v: Double) in Swift.abs(v - v.rounded()) < 1e-9 }
                let columns = onEdge(point.0) ? [Int(point.0.rounded()) - 1, Int(point.0.rounded())] : [Int(point.0.rounded(.down))]
                let rows = onEdge(point.1) ? [Int(point.1.rounded()) - 1, Int(point.1.rounded())] : [Int(point.1.rounded(.down))]
                for column in columns where column >= 0 && column < frame.width {
                    for row in rows where row >= 0 && row < frame.height { truth.insert(frame.key(column, row)) }
                }
            }
        }
        #expect(truth.subtracting(crossed).isEmpty, "true pixels not drawn: \(truth.subtracting(crossed).map { ($0 % frame.width, $0 / frame.width) })")
        #expect(crossed.allSatisfy { frame.near(truth, $0) }, "crossed pixels far from the curve")
        #expect(drawing.undecided.count <= vector.undecidedAtMost, "\(drawing.undecided.count) undecided")
        // Every drawn point: the polylines' points, three points inside each of their pieces, the dots.
        var drawn = drawing.dots
        for line in drawing.segments {
            for (index, point) in line.enumerated() {
                drawn.append(point)
                guard index > 0 else { continue }
                let before = line[index - 1]
                for f in [0.25, 0.5, 0.75] { drawn.append(Point(x: before.x + (point.x - before.x) * f, y: before.y + (point.y - before.y) * f)) }
            }
        }
        #expect(!drawn.isEmpty, "something is drawn")
        let buckets = Dictionary(grouping: samples) { [Int($0.0.rounded(.down)), Int($0.1.rounded(.down))] }
        let farthest = drawn.map { point -> Double in
            let (px, py) = frame.pixel(point.x, point.y)
            var best = Double.infinity
            for dx in -2...2 {
                for dy in -2...2 {
                    for sample in buckets[[Int(px.rounded(.down)) + dx, Int(py.rounded(.down)) + dy]] ?? [] {
                        best = min(best, hypot(px - sample.0, py - sample.1))
                    }
                }
            }
            return best
        }.max() ?? 0
        #expect(farthest <= 0.5 + spacing / 2, "a drawn point \(farthest) px from the curve")
    }

    @Test(arguments: fixture.regions)
    func regionIsShadedWhereItHoldsAndBoundedWhereItIsMixed(_ vector: Region) throws {
        let frame = Frame(vector.frame, vector.size)
        let relation = try Relation(vector.relation)
        guard case .region(let drawing) = ImplicitDrawing.of(relation, in: frame.viewport) else {
            Issue.record("not drawn as a region")
            return
        }
        let (inside, boundary, undecided) = (frame.pixels(drawing.inside), frame.pixels(drawing.boundary), frame.pixels(drawing.undecided))
        // 17 × 17 points of each closed pixel from corner to corner (16 × 16 parts, the edges among them): how many hold.
        var xs: [Double] = []
        for column in 0..<frame.width {
            let (x0, x1) = (frame.edgeX(column), frame.edgeX(column + 1))
            for a in 0...16 { xs.append(a == 16 ? x1 : x0 + (x1 - x0) * Double(a) / 16) }
        }
        var counts = [Int](repeating: 0, count: frame.width * frame.height)
        for r in 0..<frame.height {
            let (y0, y1) = (frame.edgeY(r), frame.edgeY(r + 1))
            for b in 0...16 {
                let holds = Self.holds(relation, xs, y: b == 16 ? y1 : y0 + (y1 - y0) * Double(b) / 16)
                for column in 0..<frame.width {
                    counts[frame.key(column, frame.height - 1 - r)] += holds[(column * 17)..<(column * 17 + 17)].filter { $0 }.count
                }
            }
        }
        var mixed = Set<Int>()
        var wrong: [String] = []
        for (key, count) in counts.enumerated() {
            let (column, row) = (key % frame.width, key / frame.width)
            if count > 0 && count < 289 { mixed.insert(key) }
            if inside.contains(key) && count < 289 { wrong.append("inside at \(column), \(row): \(count) of 289 hold") }
            if !inside.contains(key) && !boundary.contains(key) && !undecided.contains(key) && count > 0 {
                wrong.append("outside at \(column), \(row): \(count) hold")
            }
        }
        for key in mixed where !boundary.contains(key) && !undecided.contains(key) { wrong.append("mixed at \(key % frame.width), \(key / frame.width) not on the boundary") }
        for key in boundary where !frame.near(mixed, key) { wrong.append("boundary at \(key % frame.width), \(key / frame.width) far from a mixed pixel") }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(undecided.count <= vector.undecidedAtMost, "\(undecided.count) undecided")
        #expect(!inside.isEmpty && !boundary.isEmpty)
        #expect(drawing.edges.allSatisfy { $0.isStrict == ($0.comparison == .less || $0.comparison == .greater) })
    }

    /// Whether the relation holds at each (x, y) of a row, in doubles: every comparison of its sides, each side compiled
    /// with this y.
    static func holds(_ relation: Relation, _ xs: [Double], y: Double) -> [Bool] {
        var holds = [Bool](repeating: true, count: xs.count)
        let parameters = [Relation.y]
        for link in relation.comparisons {
            let left = Expression(root: link.left, parameters: parameters).compiled(parameters: [Relation.y: y]).evaluate(xs)
            let right = Expression(root: link.right, parameters: parameters).compiled(parameters: [Relation.y: y]).evaluate(xs)
            for index in xs.indices where !link.comparison.holds(left[index], right[index]) { holds[index] = false }
        }
        return holds
    }
}
