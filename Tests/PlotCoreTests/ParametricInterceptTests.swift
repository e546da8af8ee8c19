import Foundation
import Testing
@testable import PlotCore

/// `Tests/Fixtures/parametric-intercepts.json`: where parametric and polar curves cross the axes, in closed form, read
/// by the JS tests too (Tests/JS/parametric-reading.test.mjs).
struct ParametricInterceptVectors: Decodable, Sendable {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let name: String
        let x: String?
        let y: String?
        let r: String?
        let from: Double
        let to: Double
        let xRange: [Double]
        /// `[kind, x, y]` each, in the order of the parameter.
        let points: [[Value]]

        var testDescription: String { name }

        var curve: ParametricCurve { try! .fixture(x: x, y: y, r: r, from: from, to: to) }
    }

    enum Value: Decodable, Sendable {
        case text(String), number(Double)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
        }
        var text: String? { if case .text(let text) = self { return text }; return nil }
        var number: Double? { if case .number(let number) = self { return number }; return nil }
    }

    let cases: [Case]

    static let fixture: ParametricInterceptVectors = {
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("parametric-intercepts.json"))
        return try! JSONDecoder().decode(ParametricInterceptVectors.self, from: data)
    }()
}

/// The intercepts of parametric and polar curves (docs/sampling.md#points-of-interest): each crossing of an axis found
/// once, a break in t no root, only those within the x-range, the cap counted.
@Suite struct ParametricInterceptTests {
    @Test(arguments: ParametricInterceptVectors.fixture.cases)
    func theClosedFormsAreFound(_ c: ParametricInterceptVectors.Case) {
        let (points, omitted) = ParametricIntercepts.find(c.curve, index: 3, from: c.xRange[0], to: c.xRange[1], cap: 50)
        #expect(omitted == 0)
        #expect(points.count == c.points.count, "\(points)")
        for (point, expected) in zip(points, c.points) {
            #expect(point.kind.rawValue == expected[0].text)
            #expect(abs(point.x - expected[1].number!) <= 1e-12 && abs(point.y - expected[2].number!) <= 1e-12, "\(point)")
            #expect(point.curves == [3])
        }
    }

    @Test func theCapKeepsTheFirstAlongTheParameterAndCountsTheRest() {
        // The Lissajous figure (sin 3t, sin 2t) crosses the axes at many places.
        let lissajous = ParametricCurve(x: try! Expression("sin(3t)", variable: .t).compiled(), y: try! Expression("sin(2t)", variable: .t).compiled(),
                                        from: 0, to: 2 * .pi)
        let all = PointsOfInterest(points: [], omitted: []).adding(interceptsOf: [nil, lissajous], from: -2, to: 2)
        let capped = PointsOfInterest(points: [], omitted: []).adding(interceptsOf: [nil, lissajous], from: -2, to: 2, cap: 2)
        #expect(all.points.count > 2 && all.omitted.isEmpty)
        #expect(capped.points == Array(all.points.prefix(2)))
        #expect(capped.omitted == [PointsOfInterest.Omission(curves: [1], count: all.points.count - 2)])
    }
}
