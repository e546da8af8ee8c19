import Foundation
import Testing
@testable import PlotCore

/// Solutions of dy/dx = f(x, y) (docs/sampling.md#differential-equations) scored in device pixels against the closed forms
/// of Tests/Fixtures/ode-solutions.json, which the JS twin meets too (Tests/JS/ode-solution.test.mjs).
@Suite struct ODESolutionTests {
    struct Frame: Decodable {
        let xMin: Double, xMax: Double, yMin: Double, yMax: Double, width: Double, height: Double
    }
    struct ExpectedEnd: Decodable {
        let reason: String
        let x: Double
        let y: Double?
        let limit: Double?
    }
    struct Solution: Decodable {
        let name: String
        let f: String
        let through: [Double]
        let frame: Frame
        let closedForm: String
        let ends: [ExpectedEnd]
    }
    struct Euler: Decodable {
        let name: String
        let f: String
        let start: [Double]
        let step: Double
        let to: Double
        let points: [[Double]]
        let end: String
    }
    struct TooMany: Decodable {
        let f: String
        let start: [Double]
        let step: Double
        let to: Double
        let steps: Int
    }
    struct File: Decodable {
        let solutions: [Solution]
        let euler: [Euler]
        let eulerTooMany: [TooMany]
    }

    static let fixture: File = {
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("ode-solutions.json"))
        return try! JSONDecoder().decode(File.self, from: data)
    }()

    /// What the drawing promises: each point and chord within a quarter pixel of the true curve. The slack covers the closed
    /// form's own rounding and the sampled true curve (pieces 1/64 px long), as in the JS test.
    static let quarterPixel = 0.25 + 1e-3

    @Test(arguments: fixture.solutions.map(\.name))
    func solutionIsWithinAQuarterPixel(_ name: String) throws {
        let c = try #require(Self.fixture.solutions.first { $0.name == name })
        let frame = try Viewport(xMin: c.frame.xMin, xMax: c.frame.xMax, yMin: c.frame.yMin, yMax: c.frame.yMax,
                                 width: c.frame.width, height: c.frame.height)
        let solution = ODESolution.solve(try ODERightSide(c.f).slope(), through: Point(x: c.through[0], y: c.through[1]), in: frame)
        let scorer = ODEScorer(frame: c.frame, closedForm: try Expression(c.closedForm).compiled())
        try #require(solution.segments.count == 1)
        let points = solution.segments[0]
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.x < $1.x }, "drawn left to right")
        #expect(points.contains(Point(x: c.through[0], y: c.through[1])))
        let height = c.frame.yMax - c.frame.yMin
        let near = { (p: Point) in p.y >= c.frame.yMin - height && p.y <= c.frame.yMax + height }
        var (worstPoint, worstChord) = (0.0, 0.0)
        for i in points.indices where near(points[i]) {
            worstPoint = max(worstPoint, scorer.toCurve(points[i]))
            if i > 0, near(points[i - 1]) { worstChord = max(worstChord, scorer.chord(points, i)) }
        }
        #expect(worstPoint <= Self.quarterPixel, "a point is \(worstPoint) px from \(c.closedForm)")
        #expect(worstChord <= Self.quarterPixel, "a chord is \(worstChord) px from \(c.closedForm)")
        for (side, expected) in c.ends.enumerated() {
            let end = solution.ends[side]
            let last = side == 0 ? points[0] : points[points.count - 1]
            #expect(Point(x: end.x, y: end.y) == last, "the end is the last point")
            switch expected.reason {
            case "edge":
                #expect(end.reason == .edge && end.x == expected.x)
            case "margin":
                let margin = Double(PlotLimits.odeMarginHeights) * height
                let direction: Double = side == 0 ? -1 : 1
                #expect(end.reason == .margin)
                #expect(end.y > c.frame.yMax + margin || end.y < c.frame.yMin - margin, "\(end.y) is within the margin")
                let limit = try #require(expected.limit)
                #expect(direction * (end.x - expected.x) >= 0 && direction * (limit - end.x) > 0, "\(end.x)")
            case "vertical":
                let endY = try #require(expected.y)
                let distance = scorer.pixels(Point(x: end.x, y: end.y), Point(x: expected.x, y: endY))
                #expect(end.reason == .blowUp)
                #expect(distance <= 1, "the end (\(end.x), \(end.y)) is \(distance) px from (\(expected.x), \(endY))")
            default:
                Issue.record("unknown end \(expected.reason)")
            }
        }
    }

    @Test func whereFIsUndefinedAtThePointThereIsNoSolution() throws {
        let frame = try Viewport(xMin: -3, xMax: 3, yMin: -3, yMax: 3, width: 600, height: 600)
        let solution = ODESolution.solve(try ODERightSide("-x/y").slope(), through: Point(x: 1, y: 0), in: frame)
        #expect(solution.segments.isEmpty)
        #expect(solution.ends == [.init(x: 1, y: 0, reason: .undefined), .init(x: 1, y: 0, reason: .undefined)])
    }

    @Test func aSolutionEndsOpenJustBeforeFTurnsUndefined() throws {
        let frame = try Viewport(xMin: -2, xMax: 2, yMin: -2, yMax: 2, width: 400, height: 400)
        let solution = ODESolution.solve(try ODERightSide("sqrt(x)").slope(), through: Point(x: 1, y: 0), in: frame)
        #expect(solution.ends[0].reason == .undefined)
        #expect(solution.ends[0].x >= 0 && solution.ends[0].x * 100 < 1e-3, "\(solution.ends[0].x)")
        #expect(solution.ends[1].reason == .edge && solution.ends[1].x == 2)
    }

    @Test func aSolutionLeavingTheFrameAndComingBackIsDrawnOn() throws {
        // y = 4 sin x leaves −1 … 1 and returns, within the margin of four frame heights.
        let frame = try Viewport(xMin: -6, xMax: 6, yMin: -1, yMax: 1, width: 600, height: 100)
        let solution = ODESolution.solve(try ODERightSide("4cos(x)").slope(), through: Point(x: 0, y: 0), in: frame)
        #expect(solution.ends.map(\.x) == [-6, 6] && solution.ends.map(\.reason) == [.edge, .edge])
        #expect(solution.segments[0].contains { $0.y > 3.9 } && solution.segments[0].contains { $0.y < -3.9 })
    }

    @Test func theStepCapEndsADirection() throws {
        let frame = try Viewport(xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 20000, height: 20000)
        let solution = ODESolution.solve(try ODERightSide("1000sin(1000000x)").slope(), through: Point(x: 0, y: 0), in: frame)
        #expect(solution.ends.map(\.reason) == [.stepCap, .stepCap])
    }

    @Test func theRightSideReadsXYParametersAndNamedFunctions() throws {
        let functions = try NamedFunctions(["g": "x^2 + a"], parameters: ["a"])
        let f = try ODERightSide("a·y − g(x)", parameters: ["a"], functions: functions).slope(parameters: ["a": 2])
        #expect(f.value(x: 1, y: 3) == 3)
        #expect(throws: ExpressionError.self) { try ODERightSide("x - z") }
        do { _ = try ODERightSide("x - z") } catch { #expect(error.offset == 4) }
        do { _ = try ODERightSide("y = x") } catch { #expect(error.offset == 2) }
    }
}

/// Distances in device pixels to a closed form, sampled finely (the JS test's scorer, line for line).
struct ODEScorer {
    let xScale: Double, yScale: Double
    let closedForm: CompiledExpression

    init(frame: ODESolutionTests.Frame, closedForm: CompiledExpression) {
        xScale = frame.width / (frame.xMax - frame.xMin)
        yScale = frame.height / (frame.yMax - frame.yMin)
        self.closedForm = closedForm
    }

    func px(_ p: Point) -> Point { Point(x: p.x * xScale, y: p.y * yScale) }
    func pixels(_ a: Point, _ b: Point) -> Double { hypot((a.x - b.x) * xScale, (a.y - b.y) * yScale) }
    func sample(_ x: Double) -> Point { Point(x: x, y: closedForm.evaluate(at: x)) }

    func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let squared = dx * dx + dy * dy
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (squared == 0 ? 1 : squared)))
        return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
    }

    /// From a point to the true curve within a pixel across: samples every 1/64 px, refined by halving until neighbours are
    /// within 1/64 px, and where F stops being defined its last defined x found by bisection.
    func toCurve(_ point: Point) -> Double {
        let samples = (-64...64).map { sample(point.x + Double($0) / 64 / xScale) }
        var refined = [samples[0]]
        func refine(_ a: Point, _ b: Point, _ depth: Int) {
            guard depth < 40, a.y.isFinite != b.y.isFinite || (a.y.isFinite && pixels(a, b) > 1.0 / 64) else { return }
            let m = sample(a.x + (b.x - a.x) / 2)
            if m.x == a.x || m.x == b.x { return }
            refine(a, m, depth + 1)
            refined.append(m)
            refine(m, b, depth + 1)
        }
        for i in 1..<samples.count {
            refine(samples[i - 1], samples[i], 0)
            refined.append(samples[i])
        }
        let curve = refined.filter { $0.y.isFinite }.map(px)
        let p = px(point)
        var best = Double.infinity
        for i in curve.indices {
            best = min(best, i == 0 ? hypot(p.x - curve[0].x, p.y - curve[0].y) : segmentDistance(p, curve[i - 1], curve[i]))
        }
        return best
    }

    /// Chord i both ways: 15 points along it to the true curve, and 31 points of the true curve between its ends' x to the
    /// nearest of the chords around it.
    func chord(_ points: [Point], _ i: Int) -> Double {
        let (a, b) = (points[i - 1], points[i])
        var worst = 0.0
        for k in 1..<16 {
            let t = Double(k) / 16
            worst = max(worst, toCurve(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)))
        }
        let around = points[max(0, i - 4)..<min(points.count, i + 4)].map(px)
        for k in 1..<32 {
            let x = a.x + (b.x - a.x) * Double(k) / 32
            let y = closedForm.evaluate(at: x)
            guard y.isFinite else { continue }
            var nearest = Double.infinity
            for j in 1..<around.count { nearest = min(nearest, segmentDistance(px(Point(x: x, y: y)), around[j - 1], around[j])) }
            worst = max(worst, nearest)
        }
        return worst
    }
}

/// f(x, y) compiled once in two variables computes what f with y's value written in its place computes, bit for bit.
@Suite struct SlopeFunctionTests {
    @Test func theTwoVariableProgramIsTheTreeWithYWrittenIn() throws {
        var generator = RandomExpression(seed: 0x0DE5_2026, inRelation: true)
        let values: [Double] = [-2.5, -1, -0.0, 0, 0.3, 1, 2, 7.25, 1e-300, -1e300]
        var (checked, withY) = (0, 0)
        while checked < 1500 {
            let source = generator.next()
            guard let rightSide = try? ODERightSide(source), !rightSide.root.containsSeries else { continue }
            checked += 1
            if rightSide.root.parameters.contains(Relation.y) { withY += 1 }
            let f = rightSide.slope()
            for y in values {
                let written = SlopeFunction.compiled(rightSide.root, y: y)
                for x in values {
                    let (fast, slow) = (f.value(x: x, y: y), written.evaluate(at: x))
                    #expect(fast.bitPattern == slow.bitPattern || (fast.isNaN && slow.isNaN), "\(source) at (\(x), \(y)): \(fast) ≠ \(slow)")
                }
            }
        }
        #expect(withY > 500, "\(withY) of the sources use y")
    }
}
