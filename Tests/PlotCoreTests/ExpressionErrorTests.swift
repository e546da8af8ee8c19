import Testing
@testable import PlotCore

@Suite struct ExpressionErrorTests {
    private func error(_ source: String) -> ExpressionError? {
        #expect(throws: ExpressionError.self) { try Expression(source) }
    }

    @Test func messagesMatchTheSpecExamples() {
        #expect(error("sin(x))")?.description == "unexpected ')' (character 7)")
        #expect(error("sn(x)")?.description == "unknown function 'sn' (character 1)")
        #expect(error("x+")?.message == "expression is incomplete: '+' needs a right operand")
    }

    @Test func caretStandsUnderTheOffendingCharacter() throws {
        let annotated = try #require(error("sin(x))")).annotated(source: "sin(x))")
        #expect(annotated == "error: unexpected ')'\n  sin(x))\n        ^")
    }

    @Test func caretCountsCharactersNotBytes() throws {
        let source = "√(x²)) "
        let annotated = try #require(error(source)).annotated(source: source)
        let lines = annotated.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "       ^")
    }

    @Test func longSourcesShowAWindowAroundTheError() throws {
        let source = String(repeating: "x+", count: 200) + ")" + String(repeating: "+x", count: 200)
        let annotated = try #require(error(source)).annotated(source: source)
        let lines = annotated.split(separator: "\n").map(String.init)
        #expect(lines[1].count < 80)
        let caretColumn = lines[2].count - 1
        let marked = Array(lines[1])[caretColumn]
        #expect(marked == ")")
    }

    @Test func unknownNamesGetAHint() {
        #expect(error("Sin(x)")?.message == "unknown function 'Sin' (names are lower case: 'sin')")
        #expect(error("y")?.message == "unknown name 'y' (the variable is x)")
    }

    @Test func usualSlipsGetAHintAtTheirCharacter() {
        #expect(error("|x")?.description == "expected '|' before end of expression (character 3)")
        #expect(error("3,5x")?.description == "unexpected character ',' (the decimal point is '.') (character 2)")
        #expect(error("log_2(x)")?.description == "unknown function 'log_2' (log is base 10; write ln(x)/ln(2)) (character 1)")
        #expect(error("log2(x)")?.description == "unknown function 'log2' (log is base 10; write ln(x)/ln(2)) (character 1)")
        #expect(error("x**2")?.description == "unexpected '*' (write x^2 for a power) (character 3)")
        // A comma that is no decimal comma gets no hint.
        #expect(error("x,2")?.message == "unexpected character ','")
    }

    @Test func comparisonsOutsideBracesArePointedAtWithTheFormThatWorks() throws {
        #expect(error("x = 1")?.description == "'=' compares only inside braces, as in {x = 1: 3, x²} (character 3)")
        let equation = try #require(error("y = x^2"))
        #expect(equation.kind == .misplacedComparison)
        #expect(equation.annotated(source: "y = x^2")
                == "error: '=' compares only inside braces; write only the right side: x^2\n  y = x^2\n    ^")
        // Inside braces but in parentheses: the parentheses are what is wrong.
        #expect(error("{(x < 1): 2}")?.message == "expected ')' before '<'")
    }

    @Test func bracesThatMakeNoFunctionSayWhatIsMissing() {
        #expect(error("{x: 1}")?.description == "a condition needs a comparison such as x < 1 (character 2)")
        #expect(error("{x < 1: }")?.kind == .badPiecewise)
        #expect(error("{}")?.message == "nothing inside the braces")
        #expect(error("{x < 1: 2")?.message == "expected '}' before end of expression")
        #expect(error("x² {x > 0} + 1")?.message == "a restriction ends what it restricts: write (x² {x > 0}) + 1")
        #expect(error("min(x)")?.description == "min needs two or more arguments, as in min(x, 1) (character 1)")
    }

    @Test func deeplyNestedBracesReachTheDepthLimitCleanly() {
        let source = String(repeating: "{x < 1: ", count: 250) + "x"
        #expect(error(source)?.kind == .tooDeep)
        #expect(error(String(repeating: "x {x < ", count: 250) + "1")?.kind == .tooDeep)
    }

    @Test func overflowingLiteralsAreErrorsAtTheNumber() {
        #expect(error("x+1e400")?.description == "number is too large (the largest is about 1.8e308) (character 3)")
        #expect(error("2e3.5")?.description == "the power of ten after 'e' must be a whole number (character 4)")
    }
}
