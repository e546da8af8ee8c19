import Foundation
import Testing
@testable import PlotCLI

@Suite struct EvalCommandTests {
    @Test func printsDescriptionAndValueOfTheSeedCubic() {
        let result = runCLI("eval", "x³-2.5x²+3.1x-13.3", "--at", "2")
        #expect(result.code == .success)
        #expect(result.out == "x³ − 2.5x² + 3.1x − 13.3\nx = 2: -9.1\n")
    }

    @Test func printsEveryRequestedX() {
        let result = runCLI("eval", "1/x", "--at", "-2", "--at", "0", "--at", "4")
        #expect(result.out == "1/x\nx = -2: -0.5\nx = 0: undefined\nx = 4: 0.25\n")
    }

    @Test func negativeZeroKeepsItsSign() {
        // At −0, 3x is −0 and 1/(3x) is −∞: "x = 0" beside −π/2 would mislead.
        #expect(runCLI("eval", "atan(1/(3x))", "--at", "-0", "--at", "0").out
                == "atan(1/(3x))\nx = -0: -1.57079632679\nx = 0: 1.57079632679\n")
    }

    @Test func aValueOfMinusZeroIsPrintedAsZeroForPeople() {
        // (x² − 1)/(x − 1) at −1 is −0 in IEEE arithmetic; the JSON keeps the sign for programs.
        #expect(runCLI("eval", "(x^2-1)/(x-1)", "--at", "-1").out == "(x² − 1)/(x − 1)\nx = -1: 0\n")
        #expect(runCLI("eval", "(x^2-1)/(x-1)", "--at", "-1", "--format", "json").out.contains("\"y\": -0.0"))
    }

    @Test func anAmbiguousExponentIsEvaluatedAsReadAndWarnedAbout() {
        let result = runCLI("eval", "e^-2x", "--at", "1")
        #expect(result.code == .success)
        #expect(result.out == "e^(−2)·x\nx = 1: 0.135335283237\n")
        #expect(result.err == "warning: read as e^(−2)·x: write e^(−2x) or e^(−2)·x to say which you mean\n  e^-2x\n   ^\n")
        let json = runCLI("eval", "e^-2x", "--at", "1", "--format", "json")
        #expect(json.err.isEmpty, "the JSON carries the warning; stderr stays quiet")
        #expect(json.out.contains("\"warnings\": [{\"kind\": \"ambiguousExponent\", \"offset\": 1, "))
        #expect(json.out.contains("\"alternatives\": [\"e^(−2x)\", \"e^(−2)·x\"]"))
    }

    @Test func aFunctionWithoutParenthesesSuggestsTheCallMeant() {
        #expect(runCLI("eval", "sin^2 x").err.hasPrefix("error: 'sin' needs parentheses: write sin(x)^2\n"))
        #expect(runCLI("eval", "sin x").err.hasPrefix("error: 'sin' needs parentheses: write sin(x)\n"))
    }

    @Test func constantExpressionPrintsItsValue() {
        #expect(runCLI("eval", "ln(-1)").out == "ln(−1)\nundefined\n")
        #expect(runCLI("eval", "2π").out == "2π\n6.28318530718\n")
    }

    @Test func expressionWithXAndNoAtExplainsWhatIsMissing() {
        let result = runCLI("eval", "x^2")
        #expect(result.code == .success)
        #expect(result.out == "x²\n")
        #expect(result.err.contains("--at"))
    }

    @Test func badExpressionShowsACaretAndFails() {
        let result = runCLI("eval", "2*(3+")
        #expect(result.code == .failure)
        #expect(result.out.isEmpty)
        #expect(result.err == "error: expression is incomplete: '+' needs a right operand\n  2*(3+\n       ^\n")
    }

    @Test func usageErrorsNameTheProblem() {
        let missing = runCLI("eval")
        #expect(missing.code == .usage)
        #expect(missing.err.contains("missing expression"))
        let badNumber = runCLI("eval", "x", "--at", "two")
        #expect(badNumber.code == .usage)
        #expect(badNumber.err.contains("--at needs a finite number, not 'two'"))
        let unknown = runCLI("eval", "x", "--at", "1", "--bogus", "3")
        #expect(unknown.code == .usage)
        #expect(unknown.err.contains("unknown option '--bogus'"))
        #expect(runCLI("eval", "x", "--at").code == .usage)
    }

    @Test func negativeNumbersAndLeadingMinusAreValuesNotOptions() {
        #expect(runCLI("eval", "-x^2", "--at", "-3").out == "−x²\nx = -3: -9\n")
    }

    @Test func helpAndVersion() {
        #expect(runCLI("--help").out.contains("eval"))
        #expect(runCLI("help", "eval").out.hasPrefix("Usage: plotsite eval"))
        #expect(runCLI("eval", "--help").out.hasPrefix("Usage: plotsite eval"))
        #expect(runCLI("--version").out == "plotsite \(PlotCommandLine.version)\n")
        #expect(runCLI("frobnicate").code == .usage)
    }

    @Test func realExecutableExitsNonZeroWithCaretAndNoStackTrace() throws {
        let bad = try runProcess(["eval", "sin(x))"])
        #expect(bad.status == 1)
        #expect(bad.errText == "error: unexpected ')'\n  sin(x))\n        ^\n")
        let good = try runProcess(["eval", "x^3 - 2.5x^2 + 3.1x - 13.3", "--at", "2"])
        #expect(good.status == 0)
        #expect(good.outText == "x³ − 2.5x² + 3.1x − 13.3\nx = 2: -9.1\n")
    }
}
