import Foundation
import Testing
@testable import PlotCLI

/// `--define NAME=EXPR` of `eval` and `sample` (docs/language.md#named-functions).
@Suite struct DefineOptionTests {
    @Test func evalComputesADerivativeOfADefinedFunction() {
        let result = runCLI("eval", "f'(x)", "--define", "f=x^3-3x", "--at", "2")
        #expect(result.code == .success)
        #expect(result.out == "3x² − 3\nx = 2: 9\n")
    }

    @Test func definitionsMayCallEachOtherAndBeRepeated() {
        let result = runCLI("eval", "g(x) + f″(x)", "--define", "f=x^3-3x", "--define", "g = f(x − 1)", "--at", "2")
        #expect(result.code == .success)
        #expect(result.out.hasSuffix("x = 2: 10\n"))
    }

    @Test func sampleDrawsACallOfADefinedFunction() {
        let called = runCLI("sample", "f(x) + 1", "--define", "f=x^2", "--samples", "4", "--from", "0", "--to", "2", "--format", "csv")
        let written = runCLI("sample", "x^2 + 1", "--samples", "4", "--from", "0", "--to", "2", "--format", "csv")
        #expect(called.code == .success)
        #expect(called.out == written.out)
    }

    @Test func badDefinitionsAreLocatedErrors() {
        let cycle = runCLI("eval", "f(x)", "--define", "f=g(x)", "--define", "g=2f(x)")
        #expect(cycle.code == .failure)
        #expect(cycle.err == "error: --define f: defined in terms of itself: f → g → f\n")
        let bad = runCLI("eval", "f(x)", "--define", "f=x^2 + k(x)")
        #expect(bad.code == .failure)
        #expect(bad.err == "error: --define f: unknown function 'k' (did you mean f?)\n  x^2 + k(x)\n        ^\n")
        let clash = runCLI("eval", "x", "--define", "e=2")
        #expect(clash.err == "error: --define e: 'e' is the number e; name the function with another letter, as f\n")
        let unknown = runCLI("eval", "h(x)", "--define", "f=x")
        #expect(unknown.err == "error: unknown function 'h' (did you mean f?)\n  h(x)\n  ^\n")
    }

    @Test func aDefineWithoutEqualsOrGivenTwiceIsAUsageError() {
        let missing = runCLI("eval", "x", "--define", "fx")
        #expect(missing.code == .usage)
        #expect(missing.err.contains("option --define needs NAME=EXPR, as in --define f='x^2', not 'fx'"))
        let twice = runCLI("eval", "x", "--define", "f=x", "--define", "f=2x")
        #expect(twice.code == .usage)
        #expect(twice.err.contains("--define defines 'f' twice"))
    }
}
