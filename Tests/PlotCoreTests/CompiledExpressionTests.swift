import Testing
@testable import PlotCore

@Suite struct CompiledExpressionTests {
    @Test func divisionByAConstantRoundsLikeDivision() throws {
        // Multiplying by 0.1 instead would give 0.37000000000000005.
        #expect(try Expression("x/10").compiled().value(at: 3.7) == 0.37)
    }

    @Test func blockAndSingleEvaluationAgreeExactlyOverManyPoints() throws {
        for source in ["x³-2.5x²+3.1x-13.3", "sin(x)+cos(2x)-tan(3x)", "√(x³+x²+2.5x+23)", "ln(x²+2πx+23)",
                       "x^sin(x)", "(x+1)(x-1)/(x^2+1)", "2^x - x^(1/3)", "floor(3x) + abs(x-1)"] {
            let f = try Expression(source).compiled()
            let xs = (0..<1000).map { -5 + 10 * Double($0) / 999 }
            let block = f.evaluate(xs)
            for (x, y) in zip(xs, block) {
                let single = f.evaluate(at: x)
                #expect(single == y || (single.isNaN && y.isNaN), "\(source) at \(x): \(single) vs \(y)")
            }
        }
    }

    @Test func polynomialFastPathMatchesTheWrittenFormula() throws {
        let f = try Expression("x^3 - 2.5x^2 + 3.1x - 13.3").compiled()
        for x in stride(from: -4.0, through: 4.0, by: 0.37) {
            let written = x * x * x - 2.5 * x * x + 3.1 * x - 13.3
            #expect(abs(f.evaluate(at: x) - written) <= 1e-13 * max(1, abs(written)))
        }
    }

    @Test func productsOfSumsAreNotExpanded() throws {
        // Expanded, (x−1)¹⁰ would lose every digit near x = 1 to cancellation.
        let f = try Expression("(x-1)^10").compiled()
        let x = 1 + 1e-3
        #expect(abs(f.evaluate(at: x) - 1e-30) < 1e-40)
    }

    @Test func emptyBlockIsFine() throws {
        #expect(try Expression("x").compiled().evaluate([]) == [])
    }
}
