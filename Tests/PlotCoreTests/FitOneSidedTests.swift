import Foundation
import Testing
@testable import PlotCore

/// A plot that gives one end of its y-range has the other fitted to its curves (the "oneSided" cases of
/// Tests/Fixtures/fit-vectors.json, which Tests/JS/fit.test.mjs checks too: the same doubles).
@Suite struct FitOneSidedTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        struct Curve: Decodable, Sendable {
            let expression: String
            let from: Double?
            let to: Double?
        }
        let curves: [Curve]
        let xMin: Double
        let xMax: Double
        let samples: FitVectorTests.Case.Samples
        let yMin: Double?
        let yMax: Double?
        let expected: [Double]
        let why: String
        var testDescription: String { why }
    }

    static let cases: [Case] = {
        struct File: Decodable { let oneSided: [Case] }
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("fit-vectors.json"))
        return try! JSONDecoder().decode(File.self, from: data).oneSided
    }()

    @Test func theFixtureHasCases() {
        #expect(Self.cases.count >= 8)
    }

    @Test(arguments: cases)
    func sameRangeAsJS(_ vector: Case) throws {
        let curves = try vector.curves.map {
            RestrictedCurve(function: try Expression($0.expression).compiled(), from: $0.from, to: $0.to)
        }
        let range = Fit.yRange(ofCurves: curves, xMin: vector.xMin, xMax: vector.xMax,
                               samples: vector.samples.intervals, yMin: vector.yMin, yMax: vector.yMax)
        #expect([range.yMin, range.yMax] == vector.expected)
    }

    @Test func theGivenEndIsKeptAndTheCurveFitsWithAMargin() throws {
        let square = RestrictedCurve(function: try Expression("x^2").compiled())
        let range = Fit.yRange(ofCurves: [square], xMin: -0.5, xMax: 2.5, samples: 1000, yMin: 0, yMax: nil)
        #expect(range.yMin == 0)
        // The top 6.25 lies below the frame's top by at least 5 % of the height.
        #expect(6.25 <= range.yMax - 0.05 * (range.yMax - range.yMin))
        #expect(range.yMax < 8, "not much taller than needed")
    }

    @Test func bothOrNeitherEndGivenIsAsBefore() throws {
        let sine = RestrictedCurve(function: try Expression("sin(x)").compiled())
        #expect(Fit.yRange(ofCurves: [sine], xMin: -5, xMax: 5, samples: 1000, yMin: -2, yMax: 3) == (-2, 3))
        let symmetric = Fit.yRange(ofCurves: [sine], xMin: -5, xMax: 5, samples: 1000, yMin: nil, yMax: nil)
        #expect(symmetric == (-1.2, 1.2))
    }

    @Test func aFittedEndEndsOnAStepReadAsADecimal() {
        #expect(Fit.fittedEnd(from: 0, reach: 6.25, upwards: true) == 7)
        #expect(Fit.fittedEnd(from: 0, reach: 0.2009, upwards: true) == 0.25)
        #expect(Fit.fittedEnd(from: 1, reach: 0.31, upwards: false) == 0.65)
        #expect(Fit.fittedEnd(from: 0.3, reach: 0, upwards: true) == 2.5, "nothing to show: 2 high, on a step")
        // Far from zero the step is below the doubles' spacing: no rounding, and no trap.
        #expect(Fit.fittedEnd(from: 1e300, reach: 5, upwards: true) > 1e300, "far from 0, a frame is still tall enough to draw")
        #expect(Fit.fittedEnd(from: -1e300, reach: .greatestFiniteMagnitude, upwards: false) == -1.8e300, "no taller than a graph draws")
        #expect(Fit.fittedEnd(from: -1e300, reach: 1e308, upwards: false) == -1.8e300)
    }
}
