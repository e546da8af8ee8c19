import Foundation
import Testing
@testable import PlotCore

/// Tangents and secants (docs/manifest.md#tangents-and-secants) against `Tests/Fixtures/construction-lines.json`,
/// which Tests/JS/construction-line.test.mjs reads too: the same equations and points on both sides.
@Suite struct ConstructionLineTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let f: String
        let tangentAt: Double?
        let secantFrom: Double?
        let secantTo: Double?
        let equation: String?
        /// The line as the page states it (`y = 9x − 16`, `x = 0`); where absent, `y = ` and the equation.
        let statement: String?
        /// A vertical tangent's x.
        let vertical: Double?
        let points: [[Double]]?
        let noDerivativeAt: Double?
        let undefinedAt: Double?
        let samePoint: Bool?

        var testDescription: String {
            tangentAt.map { "tangent to \(f) at \($0)" } ?? "secant of \(f) from \(secantFrom ?? .nan) to \(secantTo ?? .nan)"
        }
    }

    static let cases: [Case] = {
        struct File: Decodable { let cases: [Case] }
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("construction-lines.json"))
        return try! JSONDecoder().decode(File.self, from: data).cases
    }()

    @Test(arguments: cases)
    func givesTheEquationOrWhyThereIsNone(_ c: Case) throws {
        let expression = try Expression(c.f)
        let f = expression.compiled()
        let line: ConstructionLine
        if let a = c.tangentAt {
            let slope = try #require(expression.derivative()).compiled()
            line = .tangent(f.evaluate(at:), derivative: slope.evaluate(at:), at: a)
        } else {
            line = .secant(f.evaluate(at:), from: try #require(c.secantFrom), to: try #require(c.secantTo))
        }
        #expect(line.equation == c.equation)
        #expect(line.statement == c.statement ?? c.equation.map { "y = " + $0 })
        if let x = c.vertical {
            // No function of x: the line x = a through the point it marks.
            #expect(line == .vertical(x0: x, y0: try #require(c.points?.first?.last)))
            #expect(line.points.map { [$0.x, $0.y] } == c.points)
            #expect(line.value(at: x).isNaN)
        } else if let points = c.points {
            guard case .line(_, _, _, let marked) = line else { Issue.record("no line"); return }
            #expect(marked.map { [$0.x, $0.y] } == points && line.points == marked)
            for point in marked { #expect(abs(line.value(at: point.x) - point.y) <= 1e-12 * max(1, abs(point.y))) }
        } else {
            #expect(line.value(at: 0).isNaN)
            if let x = c.noDerivativeAt { #expect(line == .noDerivativeAt(x)) }
            if let x = c.undefinedAt { #expect(line == .undefinedAt(x)) }
            if c.samePoint == true { #expect(line == .samePoint) }
        }
    }
}
