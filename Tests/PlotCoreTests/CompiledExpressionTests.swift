import Foundation
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

    @Test func polynomialsAreEvaluatedAsWrittenNotInHornerForm() throws {
        let f = try Expression("x^3 - 2.5x^2 + 3.1x - 13.3").compiled()
        for x in stride(from: -4.0, through: 4.0, by: 0.37) {
            let written = x * x * x - 2.5 * (x * x) + 3.1 * x - 13.3
            #expect(f.evaluate(at: x).bitPattern == written.bitPattern, "at \(x)")
        }
    }

    @Test func sumsOfFallingPowersRoundAsTheWrittenOrderDoes() throws {
        // These take the one-pass `powerSum` instruction; a plain walk of the tree is the reference.
        let sources = ["x³ - 2.5x² + 3.1x - 13.3", "-x^3 + x", "x² + 2πx + 23", "2.5x - 0.1", "-x³ - x² - x - 1",
                       "x^3 + 1e-300", "0.1x^2 - 0.3", "x³+x", "-(2x)^3 + x"]
        let xs: [Double] = [-0.0, 0, 1e-300, -1e-300, 1e200, -1e200, 1e103, .infinity, -.infinity, .nan, 0.1, -3.7, 1e-8]
        for source in sources {
            let expression = try Expression(source)
            let f = expression.compiled()
            let block = f.evaluate(xs + xs)  // more than four lanes, and a remainder
            for (index, x) in xs.enumerated() {
                let reference = ReferenceEvaluator(nudge: { $0 }).value(expression.root, at: x)
                let single = f.evaluate(at: x)
                #expect(single.bitPattern == reference.bitPattern || (single.isNaN && reference.isNaN), "\(source) at \(x)")
                #expect(block[index].bitPattern == reference.bitPattern || (block[index].isNaN && reference.isNaN), "\(source) at \(x), block")
                #expect(block[index + xs.count].bitPattern == block[index].bitPattern || block[index].isNaN, "\(source) at \(x), lane")
            }
        }
    }

    @Test func sumsKeepTheWrittenOrderInsteadOfCancellingOrMergingTerms() throws {
        // Written order in IEEE double; a rewriting compiler gives 0, undefined and −10.
        #expect(try Expression("x-1+0.00000000000000000001").compiled().evaluate(at: 1) == 1e-20)
        #expect(try Expression("x*10^200*10^200").compiled().evaluate(at: 1e-300) == 1e100)
        #expect(try Expression("x-7-x-3").compiled().evaluate(at: -1e300) == -3)
        #expect(try Expression("x+2+3").compiled().evaluate(at: 0.1) == (0.1 + 2) + 3)
        #expect(try Expression("2+3+x").compiled().evaluate(at: 0.1) == 5 + 0.1)
        #expect(try Expression("x*0.1*3").compiled().evaluate(at: 3) == (3 * 0.1) * 3)
    }

    @Test func negativeZeroKeepsItsSignThroughFoldedCalls() throws {
        #expect(try Expression("atan(1/(3x))").compiled().evaluate(at: -0.0) == -Double.pi / 2)
        #expect(try Expression("atan(1/(3x))").compiled().evaluate([-0.0]) == [-Double.pi / 2])
        #expect(try Expression("1/sin(2x)").compiled().evaluate(at: -0.0) == -.infinity)
        #expect(try Expression("1/tan(x+0)").compiled().evaluate(at: -0.0) == .infinity)
    }

    @Test func linearArgumentsOfCallsRoundAsWritten() throws {
        let f = try Expression("sin(0.1x - 0.3) + cos(x·3) + tan(2πx)").compiled()
        for x in stride(from: -3.0, through: 3.0, by: 0.173) {
            let written = sin(0.1 * x - 0.3) + cos(x * 3) + tan(2 * Double.pi * x)
            #expect(f.evaluate(at: x).bitPattern == written.bitPattern, "at \(x)")
            #expect(f.evaluate([x])[0].bitPattern == written.bitPattern, "block at \(x)")
        }
    }

    @Test func productsOfSumsAreNotExpanded() throws {
        // Expanded, (x−1)¹⁰ would lose every digit near x = 1 to cancellation.
        let f = try Expression("(x-1)^10").compiled()
        let x = 1 + 1e-3
        #expect(abs(f.evaluate(at: x) - 1e-30) < 1e-40)
    }

    @Test func piecewiseFunctionsTakeTheFirstBranchThatHoldsInBothEvaluators() throws {
        // Each is compiled to comparisons, `and` and selections; a select is the last instruction of
        // most (written straight into the output) and an operand of others.
        let sources = ["{x < 1: x², 3 − x}", "x² {0 ≤ x ≤ 2}", "{x < 0: -1, x = 0: 0, 1}", "{x < 1: 1, 2}",
                       "{-1 ≤ x < 2: sin(x), x < 4: 2x, ln(x)}", "2{x < 0: -x, x}^2 + max(x, 0)",
                       "min(x, 1, {x > 3: 0.5, 2})", "{sin(x) > 0: x, cos(x) < 0: -x}", "{x < 1: x, 2} {x > -3}",
                       "{x² < x: 1, x > 2 > x - 1: 2}", "{1 < 2 < x: x, 0}", "{x < 2: {x < 1: 1, 2}, 3} + {2 < 1: x, 5}"]
        let specials: [Double] = [-0.0, 0, .nan, .infinity, -.infinity, 1, 2, 3, -1]
        let xs = specials + (0..<600).map { (i: Int) -> Double in -5 + 10 * Double(i) / 599 }
        for source in sources {
            let expression = try Expression(source)
            let f = expression.compiled()
            let block = f.evaluate(xs)
            for (x, y) in zip(xs, block) {
                let reference = ReferenceEvaluator(nudge: { $0 }).value(expression.root, at: x)
                let single = f.evaluate(at: x)
                #expect(single.bitPattern == reference.bitPattern || (single.isNaN && reference.isNaN), "\(source) at \(x)")
                #expect(y.bitPattern == single.bitPattern || (y.isNaN && single.isNaN), "\(source) at \(x), block")
            }
        }
        // Where the first branch holds the second is not taken, even where it holds too.
        #expect(try Expression("{x < 1: 10, x < 2: 20, 30}").compiled().evaluate([0.5, 1.5, 2.5]) == [10, 20, 30])
        #expect(try Expression("{x > 0: x}").compiled().value(at: -1) == nil)
    }

    @Test func minMaxAndSignKeepTheSignOfZeroAsJSDoes() throws {
        let minimum = try Expression("min(x, 0)").compiled()
        let maximum = try Expression("max(0, x)").compiled()
        #expect(minimum.evaluate(at: -0.0).sign == .minus && minimum.evaluate(at: 0).sign == .plus)
        #expect(maximum.evaluate(at: -0.0).sign == .plus)
        #expect(try Expression("max(x, -0)").compiled().evaluate([-0.0])[0].sign == .minus)
        #expect(minimum.evaluate(at: .nan).isNaN && maximum.evaluate([.nan])[0].isNaN)
        #expect(try Expression("sign(x)").compiled().evaluate([-0.0, 3, -2]).map(\.sign) == [.minus, .plus, .minus])
    }

    @Test func emptyBlockIsFine() throws {
        #expect(try Expression("x").compiled().evaluate([]) == [])
    }
}
