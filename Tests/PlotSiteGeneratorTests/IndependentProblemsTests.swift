import Testing
@testable import PlotSiteGenerator

/// `check` tells each mistake on its own: one never hides another, and none invents another.
@Suite struct IndependentProblemsTests {
    private func lines(_ json: String) -> [String] {
        TestManifest.problems(json).map { "\($0.subject): \($0.message)" }
    }

    @Test func aFunctionNamedEHidesNoLaterProblem() {
        let problems = lines(TestManifest.gallery("""
            {"functions": {"e": "exp(x)", "g": "x +", "h": "g(x) + 1", "f": "x^2"},
             "curves": [{"expression": "f(x) + h(x)"}, {"expression": "k(x)"}, {"expression": "integral(x)"}]}
            """))
        #expect(problems == [
            "plots[0].functions.e: 'e' is the number e; name the function with another letter, as f",
            "plots[0].functions.g: expression is incomplete: '+' needs a right operand",
            "plots[0].curves[1].expression: unknown function 'k' (did you mean f?) (character 1)",
            "plots[0].curves[2].expression: unknown function 'integral' (character 1)",
        ])
    }

    @Test func everyProblemOfTheManifestsFunctionsIsToldOnce() {
        let problems = lines("""
            {"functions": {"e": "exp(x)", "ab": "x", "f": "f(x)"}, "plots": [{"expression": "x"}, {"expression": "2x"}]}
            """)
        #expect(problems == [
            "functions.e: 'e' is the number e; name the function with another letter, as f",
            "functions.ab: a function's name is one letter, as in f, not 'ab'",
            "functions.f: defined in terms of itself: f → f",
        ])
    }

    @Test func aMisspelledKeyOfACurveInventsNoProblemOfItsTangent() {
        let problems = lines(TestManifest.gallery("""
            {"functions": {"f": "x^2"}, "curves": [{"expression": "f(x)", "lable": "f"}, {"tangent": {"of": "f", "at": 1}}]}
            """))
        #expect(problems == [#"plots[0].curves[0]: unknown key "lable" (did you mean "label"?)"#])
    }

    @Test func aTangentOfAFunctionNoCurveDrawsIsStillAProblem() {
        let problems = lines(TestManifest.gallery("""
            {"functions": {"f": "x^2"}, "curves": [{"expression": "x"}, {"tangent": {"of": "f", "at": 1}}]}
            """))
        #expect(problems == [#"plots[0].curves[1].tangent.of: names f, which no curve of this plot draws: add the curve "f(x)" or give a curve's index"#])
    }
}
