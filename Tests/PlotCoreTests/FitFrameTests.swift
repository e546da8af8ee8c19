import Foundation
import Testing
@testable import PlotCore

/// The fit rule (docs/sampling.md#the-fit-rule): frames leave a margin around the curve's extremes and end on a nice value;
/// bounded functions keep their extremes at steep domain edges; poles do not blow the frame up.
/// Tests/Fixtures/fit-vectors.json holds frames JS (Tests/JS/fit.test.mjs) must give too.
@Suite struct FitFrameTests {
    private func fit(_ source: String, _ xMin: Double, _ xMax: Double, samples: Int = Fit.autoSampleCount) throws -> Double {
        Fit.yMax(of: try Expression(source).compiled(), xMin: xMin, xMax: xMax, samples: samples)
    }

    private func largest(_ source: String, _ xMin: Double, _ xMax: Double, samples: Int) throws -> Double {
        Fit.largestMagnitude(of: try Expression(source).compiled(), xMin: xMin, xMax: xMax, samples: samples)
    }

    /// Whether the frame −yMax … yMax leaves at least 5 % of its height free beyond `largest`.
    private func hasMargin(_ yMax: Double, around largest: Double) -> Bool {
        (yMax - largest) / (2 * yMax) >= 0.05
    }

    // MARK: - Margin

    @Test(arguments: [("cos(x)^2+sin(x)^2", 1.0), ("3", 3), ("-3", 3), ("abs(x)/x", 1), ("floor(x)", 5), ("sin(x)", 1)])
    func extremesAreNotOnTheFramesEdge(source: String, extreme: Double) throws {
        for samples in [Fit.autoSampleCount, 50, 7] {
            let yMax = try fit(source, -5, 5, samples: samples)
            #expect(hasMargin(yMax, around: extreme), "\(source), \(samples) samples: \(extreme) in ±\(yMax)")
        }
    }

    @Test func theMarginHoldsAtEveryMagnitudeAndTheFrameIsAtMostAThirdTallerThanNeeded() {
        var largest = 1e-12
        while largest < 1e12 {
            let yMax = Fit.frame(around: largest)
            #expect(hasMargin(yMax, around: largest), "\(largest) in ±\(yMax)")
            #expect(yMax <= largest / 0.9 * 4 / 3, "frame(around: \(largest)) = \(yMax)")
            largest *= 1.37
        }
    }

    // MARK: - Nice values

    @Test func aFrameEndsOnANiceValue() {
        #expect(NiceFrame.atLeast(3.34) == 4)
        #expect(NiceFrame.atLeast(1.12) == 1.2)
        #expect(NiceFrame.atLeast(1) == 1)
        #expect(NiceFrame.atLeast(1.0000001) == 1.2)
        #expect(NiceFrame.atLeast(0.30000000000000004) == 0.4)
        #expect(NiceFrame.atLeast(0.3) == 0.3)
        #expect(NiceFrame.atLeast(8.01) == 10)
        #expect(NiceFrame.atLeast(99.99) == 100)
        #expect(NiceFrame.atLeast(2.2e-7) == 2.5e-7)
        #expect(NiceFrame.atLeast(5.5e300) == 6e300)
        #expect(NiceFrame.atLeast(8.1e307) == 1e308)
    }

    @Test func niceValuesPrintAsBrieflyAsTheyRead() {
        var value = 1e-15
        while value < 1e15 {
            let text = "\(NiceFrame.atLeast(value))"
            // The significant digits: without the exponent, the point and the zeros around them.
            let digits = String(text.split(separator: "e")[0].filter(\.isNumber).drop { $0 == "0" })
            #expect(digits.reversed().drop { $0 == "0" }.count <= 2, "NiceFrame.atLeast(\(value)) prints as \(text)")
            value *= 1.9
        }
    }

    @Test func withoutAFiniteNiceValueTheValueItselfIsTheFrameUpToTheTallestAGraphDraws() {
        #expect(NiceFrame.atLeast(1.7e308) == 1.7e308)
        #expect(Fit.frame(around: 1.7e308) == Fit.tallestFrame)
        #expect(Fit.tallestFrame == 4e299 && 2 * Fit.tallestFrame < PlotLimits.widestSpan)
        #expect(Fit.fittedEnd(from: -1e300, reach: 1e308, upwards: true) + 1e300 < PlotLimits.widestSpan)
        #expect(NiceFrame.atLeast(0) == 0)
        #expect(Fit.frame(around: 0) == 1)
        #expect(Fit.frame(around: .nan) == 1)
    }

    // MARK: - Bounded functions keep their extremes

    @Test(arguments: [Fit.autoSampleCount, 50, 7, 2])
    func asinAndAcosKeepTheirExtremesAtTheDomainEdges(samples: Int) throws {
        #expect(try largest("asin(x)", -3, 3, samples: samples) >= Double.pi / 2 - 1e-7)
        #expect(try fit("asin(x)", -3, 3, samples: samples) >= Double.pi / 2 / 0.9)
        #expect(try largest("acos(x)", -1.5, 1.5, samples: samples) >= Double.pi - 1e-7)
        #expect(try fit("acos(x)", -1.5, 1.5, samples: samples) >= Double.pi / 0.9)
    }

    @Test func aDomainEdgeHasALimitAPoleAndAnOverflowDoNot() throws {
        func limits(_ source: String, _ xs: [Double]) throws -> [Double] {
            let f = try Expression(source).compiled()
            return DomainEdges.limits(of: f, xs: xs, ys: xs.map { f.evaluate(at: $0) }, scale: 1)
        }
        // A bisection step lands exactly on asin's edge at 1: the limit is still found.
        let top = try limits("asin(x)", [0.5, 1.5])
        #expect(top.count == 1 && abs(top[0] - Double.pi / 2) < 1e-7, "\(top)")
        #expect(try limits("ln(x)", [-1, 1]).isEmpty, "ln x at 0 goes to −∞")
        #expect(try limits("1/x", [-1, 0, 1]).isEmpty, "1/x at 0 is a pole on both sides")
        #expect(try limits("exp(x)", [700, 720]).isEmpty, "exp x overflows to +∞: not a bounded end")
        #expect(try limits("sin(x)/x", [-1, 0, 1]).map { ($0 * 1e6).rounded() / 1e6 } == [1, 1], "a removable gap")
    }

    // MARK: - Poles stay readable

    @Test func polesDoNotBlowTheFrameUp() throws {
        #expect(try fit("tan(x)", -10, 10) <= 30)
        #expect(try fit("tan(x)", -10, 10, samples: 50) <= 20)
        #expect(try fit("1/x", -5, 5) <= 10)
        #expect(try fit("1/(x-1)^2", -5, 5) <= 20)
        #expect(try fit("ln(x)", -5, 5) <= 6)
        #expect(try fit("ln(x)", 0, 10) <= 6)
    }

    // MARK: - Any window

    @Test func theFitSamplesTheWindowItIsGiven() throws {
        #expect(try fit("x", 0, 1) == 1.2)
        #expect(try fit("x", -10, 1) == 12)
        #expect(try fit("x", -1, 10) == 12)
        #expect(try fit("1/x", 1, 5) == 1.2)
        #expect(try fit("x^2", -10, -2, samples: 40) == 120)
        #expect(try fit("sqrt(x)", 2, 10) == 4)
    }
}

/// The frames of Tests/Fixtures/fit-vectors.json, which Tests/JS/fit.test.mjs checks too: Swift and
/// JS fit the same plots to the same doubles.
@Suite struct FitVectorTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        /// `Fit.autoSampleCount` for "auto", else a whole number.
        enum Samples: Decodable, Sendable {
            case auto, count(Int)
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let count = try? container.decode(Int.self) { self = .count(count); return }
                let text = try container.decode(String.self)
                guard text == "auto" else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "samples must be a number or \"auto\", not \(text)")
                }
                self = .auto
            }
            var intervals: Int { if case .count(let n) = self { n } else { Fit.autoSampleCount } }
        }
        let expression: String
        let xMin: Double
        let xMax: Double
        let samples: Samples
        let yMax: Double
        let why: String
        var testDescription: String { "\(expression) on \(xMin)…\(xMax): \(why)" }
    }

    static let cases: [Case] = {
        struct File: Decodable { let cases: [Case] }
        let data = try! Data(contentsOf: Fixtures.folder.appendingPathComponent("fit-vectors.json"))
        return try! JSONDecoder().decode(File.self, from: data).cases
    }()

    @Test func theFixtureHasEnoughCases() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func sameFrameAsJS(_ c: Case) throws {
        let f = try Expression(c.expression).compiled()
        #expect(Fit.yMax(of: f, xMin: c.xMin, xMax: c.xMax, samples: c.samples.intervals) == c.yMax)
    }
}
