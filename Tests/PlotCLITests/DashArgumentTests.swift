import Testing
@testable import PlotCLI
import PlotSiteGenerator

/// An expression may start with '-' or '--'; options are still recognised, and a mistyped one
/// is named with the closest real one.
@Suite struct DashArgumentTests {
    @Test func expressionStartingWithMinusIsTheExpression() {
        let result = runCLI("eval", "-x^2", "--at", "2")
        #expect(result.code == .success)
        #expect(result.out == "−x²\nx = 2: -4\n")
    }

    @Test func doubleNegationIsAnExpressionNotAnUnknownOption() {
        let result = runCLI("eval", "--x", "--at", "3")
        #expect(result.code == .success, "stderr: \(result.err)")
        #expect(result.out == "−(−x)\nx = 3: 3\n")
        #expect(runCLI("eval", "--at", "-3", "--x").out == "−(−x)\nx = -3: -3\n")
    }

    @Test func sampleTakesANegatedExpression() {
        let single = runCLI("sample", "-x", "--from", "0", "--to", "1", "--ymin", "-1", "--ymax", "1", "--samples", "2")
        #expect(single.out == "{\"segments\": [[[0,0],[1,-1]]], \"endpoints\": []}\n", "stderr: \(single.err)")
        // `--x` is sample's option of a parametric curve: the expression --x comes after '--'.
        let double = runCLI("sample", "--from", "0", "--to", "1", "--ymin", "-1", "--ymax", "1", "--samples", "2", "--", "--x")
        #expect(double.out == "{\"segments\": [[[0,0],[1,1]]], \"endpoints\": []}\n", "stderr: \(double.err)")
    }

    @Test func realOptionsAreStillOptions() {
        // --format is an option of eval even though "--format" alone is no expression either way.
        #expect(runCLI("eval", "--format", "json", "--x", "--at", "1").out
                == "{\"description\": \"−(−x)\", \"values\": [{\"x\": 1.0, \"y\": 1.0}]}\n")
        #expect(runCLI("eval", "x", "--at=-0.5").out == "x\nx = -0.5: -0.5\n")
    }

    @Test func doubleDashEndsTheOptions() {
        let result = runCLI("eval", "--at", "2", "--", "--x")
        #expect(result.out == "−(−x)\nx = 2: 2\n")
        // After '--' even --help is an argument, here a bad expression.
        let help = runCLI("eval", "--", "--help")
        #expect(help.code == .failure)
        #expect(help.err.hasPrefix("error: unknown name 'help'"))
    }

    @Test func unknownOptionNamesTheClosestKnownOne() {
        let build = runCLI("build", "--outt", "site")
        #expect(build.code == .usage)
        #expect(build.out.isEmpty)
        #expect(build.err == "plotsite: unknown option '--outt' (did you mean --out?)\nRun 'plotsite help build' for usage.\n")
        #expect(runCLI("eval", "x", "--xt", "1").err.hasPrefix("plotsite: unknown option '--xt' (did you mean --at?)\n"))
        #expect(runCLI("sample", "x", "--fromat", "csv").err.hasPrefix("plotsite: unknown option '--fromat' (did you mean --format?)\n"))
        #expect(runCLI("sample", "x", "--widht", "3").err.contains("(did you mean --width?)"))
        #expect(runCLI("serve", "--hlep").err.contains("(did you mean --help?)"))
    }

    @Test func farFetchedOptionsGetNoSuggestion() {
        let result = runCLI("eval", "x", "--bogus", "3")
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("plotsite: unknown option '--bogus'\n"))
    }

    @Test func unknownCommandNamesTheClosestOne() {
        let result = runCLI("biuld")
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("plotsite: unknown command 'biuld' (did you mean 'build'?)\n"))
        #expect(runCLI("frobnicate").err.hasPrefix("plotsite: unknown command 'frobnicate'\n"))
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(Suggestion.distance("widht", "width") == 1)
        #expect(Suggestion.distance("outt", "out") == 1)
        #expect(Suggestion.distance("", "at") == 2)
        #expect(Suggestion.closest(to: "OUT", among: ["out", "theme"]) == "out")
        #expect(Suggestion.closest(to: "x", among: ["at", "format"]) == nil)
    }

    @Test func wrongCommandLinesExitWithTwoAndBadInputWithOne() {
        #expect(runCLI("eval", "x", "--at", "two").code == .usage)
        #expect(runCLI("eval", "x", "--format", "xml").code == .usage)
        #expect(runCLI("eval", "x", "--format", "xml").err.hasPrefix("plotsite: option --format needs text or json, not 'xml'\n"))
        #expect(runCLI("eval", "2+*x").code == .failure)
        #expect(runCLI("eval", "2+*x").out.isEmpty)
    }
}
