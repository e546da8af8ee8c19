import Foundation
import Testing
@testable import PlotCore

/// The fit rule with parametric and polar curves among a figure's (docs/sampling.md#the-fit-rule): a path counts with its
/// y where its x is in the plot's x-range, beside the curves y = f(x).
@Suite struct FitOfParametricCurvesTests {
    private let none: [RestrictedCurve<CompiledExpression>] = []
    private func compiled(_ source: String) -> CompiledExpression { try! Expression(source, variable: .t).compiled() }

    @Test func aCircleAloneIsFramedAsSinIs() {
        let circle = ParametricCurve(x: compiled("cos(t)"), y: compiled("sin(t)"), from: 0, to: 2 * .pi)
        let range = Fit.yRange(ofCurves: [RestrictedCurve(function: try! Expression("0/0").compiled())], paths: [circle],
                               xMin: -2, xMax: 2, samples: 1000, yMin: nil, yMax: nil)
        #expect(range == (-1.2, 1.2))
    }

    @Test func onlyWhatLiesInTheXRangeCountsAndTheCurvesInXCountToo() {
        // (t, 10t) reaches y = 10 only at x = 1; on −0.5 … 0.5 it reaches 5, beside 3x's 1.5.
        let steep = ParametricCurve(x: compiled("t"), y: compiled("10t"), from: -1, to: 1)
        let line = RestrictedCurve(function: try! Expression("3x").compiled())
        let nowhere = RestrictedCurve(function: try! Expression("0/0").compiled())
        let range = Fit.yRange(ofCurves: [nowhere, line], paths: [steep, nil], xMin: -0.5, xMax: 0.5, samples: 1000, yMin: nil, yMax: nil)
        #expect(range == (-6, 6), "10t up to 5 at x = 0.5, framed")
        let wide = Fit.yRange(ofCurves: [nowhere, RestrictedCurve(function: try! Expression("30x").compiled())], paths: [steep, nil],
                              xMin: -0.5, xMax: 0.5, samples: 1000, yMin: nil, yMax: nil)
        #expect(wide == (-20, 20), "30x reaches 15: the larger wins")
        let above = Fit.yRange(ofCurves: [nowhere], paths: [steep], xMin: -0.5, xMax: 0.5, samples: 1000, yMin: 0, yMax: nil)
        #expect(above.yMin == 0 && above.yMax >= 5 / 0.95 && above.yMax <= 6)
    }
}
