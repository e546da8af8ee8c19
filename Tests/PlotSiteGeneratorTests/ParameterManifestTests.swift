import Foundation
import Testing
import PlotCore
@testable import PlotSiteGenerator

/// A plot's `parameters` in gallery.json (docs/manifest.md#parameters): the sliders' letters and ranges, the
/// curves read with them, and every problem at its place.
@Suite struct ParameterManifestTests {
    @Test func specExampleDeclaresThreeSlidersInAlphabeticalOrder() throws {
        let plot = try TestManifest.plots("""
        { "expression": "a sin(bx + c)",
          "parameters": { "c": { "value": 0, "min": "-π", "max": "π" },
                          "a": { "value": 1, "min": 0, "max": 3, "step": 0.1 },
                          "b": { "value": 1, "min": 0.5, "max": 4 } } }
        """)[0]
        #expect(plot.parameters == [
            Parameter(name: "a", value: 1, min: 0, max: 3, step: 0.1),
            Parameter(name: "b", value: 1, min: 0.5, max: 4, step: 0.02),
            Parameter(name: "c", value: 0, min: -.pi, max: .pi, step: 0.05, minDescription: "−π", maxDescription: "π"),
        ])
        #expect(plot.expression.declaredParameters == ["a", "b", "c"])
        #expect(plot.expression.usedParameters == ["a", "b", "c"])
        #expect(plot.parameters.map(\.minText) == ["0", "0.5", "−π"])
    }

    @Test func theDefaultStepIsARoundNumberGivingAtLeastAHundredSteps() {
        let cases: [(ClosedRange<Double>, Double)] = [(0...1, 0.01), (0.5...4, 0.02), (-.pi ... .pi, 0.05), (0...100, 1),
                                                      (0...3, 0.02), (-1e-3...1e-3, 2e-5), (0...7e5, 5000), (1...1.5, 0.005)]
        for (range, step) in cases {
            #expect(Parameter.defaultStep(min: range.lowerBound, max: range.upperBound) == step, "\(range)")
        }
    }

    @Test func everyCurveOfThePlotIsReadWithItsParameters() throws {
        let plot = try TestManifest.plots("""
        { "curves": [{ "expression": "a x^2" }, { "expression": "sin(x) + k" }],
          "parameters": { "a": { "value": 2, "min": -1, "max": 3 }, "k": { "value": 0.5, "min": 0, "max": 1 } } }
        """)[0]
        #expect(plot.figure.curves.map(\.expression.usedParameters) == [["a"], ["k"]])
        let curves = plot.compiledCurves
        #expect(curves[0].value(at: 3) == 18, "a = 2")
        #expect(curves[1].value(at: 0) == 0.5, "k = 0.5")
    }

    @Test func namesThatCannotBeParametersAreErrorsAtTheirKeys() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"expression": "x", "parameters": {"x": {"value": 1, "min": 0, "max": 2}, "e": {"value": 1, "min": 0, "max": 2},
                                           "A": {"value": 1, "min": 0, "max": 2}, "ab": {"value": 1, "min": 0, "max": 2}, "": {}}}
        """) == [
            "gallery.json:2:36: plots[0].parameters: \"x\" cannot be a parameter (x is the variable)",
            "gallery.json:2:75: plots[0].parameters: \"e\" cannot be a parameter (e is the constant 2.71828…)",
            "gallery.json:3:36: plots[0].parameters: \"A\" cannot be a parameter (parameters are lower case: \"a\")",
            "gallery.json:3:75: plots[0].parameters: \"ab\" cannot be a parameter (a parameter is one letter a–z other than x and e)",
            "gallery.json:3:115: plots[0].parameters: \"\" cannot be a parameter (a parameter is one letter a–z other than x and e)",
        ])
    }

    @Test func rangesValuesAndStepsThatASliderCannotHaveAreErrorsAtTheirFields() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"expression": "a + b + c + d + f",
         "parameters": {"a": {"value": 1, "min": 3, "max": 1},
                        "b": {"value": 5, "min": 0, "max": "π"},
                        "c": {"value": 0.5, "min": 0, "max": 1, "step": 0},
                        "d": {"value": 0.5, "min": 0, "max": 1, "step": 2},
                        "f": {"value": 0.5, "min": 1, "max": "1 + 2^-52"}}}
        """) == [
            "gallery.json:3:42: plots[0].parameters.a.min: must be less than max (1), not 3",
            "gallery.json:4:32: plots[0].parameters.b.value: must be within min … max (0 … π), not 5",
            "gallery.json:5:65: plots[0].parameters.c.step: must be greater than 0, not 0",
            "gallery.json:6:65: plots[0].parameters.d.step: must be at most max − min (1), not 2: the slider could not move",
            "gallery.json:7:44: plots[0].parameters.f.min: the range 1 … 1 + 2^(−52) is too narrow to draw in double precision",
        ])
    }

    @Test func missingUnknownAndMistypedFieldsAreErrorsWhereTheyAreWritten() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"expression": "a + b + c",
         "parameters": {"a": {"value": 1, "min": 0}, "b": 3, "c": {"value": "x", "min": "pi/0", "max": 1, "Step": 1}}}
        """) == [
            "gallery.json:3:22: plots[0].parameters.a: \"max\" is missing (a parameter needs value, min and max, as in {\"value\": 1, \"min\": 0, \"max\": 3})",
            "gallery.json:3:51: plots[0].parameters.b: must be an object such as {\"value\": 1, \"min\": 0, \"max\": 3}, not a number",
            "gallery.json:3:69: plots[0].parameters.c.value: must be a number or a constant expression, not an expression in x",
            "gallery.json:3:81: plots[0].parameters.c.min: \"pi/0\" has no finite value (a number is needed here)",
            "gallery.json:3:99: plots[0].parameters.c: unknown key \"Step\" (did you mean \"step\"?)",
        ])
    }

    @Test func theParametersMustBeAnObjectOfOneToEightLetters() {
        let nine = "abcdfghij".map { "\"\($0)\": {\"value\": 0, \"min\": 0, \"max\": 1}" }.joined(separator: ", ")
        #expect(TestManifest.problemLines(ofPlots: """
        {"expression": "x", "parameters": [1]},
        {"expression": "x", "parameters": {}},
        {"expression": "x", "parameters": {\(nine)}}
        """) == [
            "gallery.json:2:35: plots[0].parameters: must be an object such as {\"a\": {\"value\": 1, \"min\": 0, \"max\": 3}}, not a list",
            "gallery.json:3:35: plots[1].parameters: is empty: declare 1 to 8 parameters, or leave it out",
            "gallery.json:4:35: plots[2].parameters: declares 9 parameters; a plot may have at most 8 (one slider each)",
        ])
    }

    @Test func anUndeclaredLetterIsTheExpressionErrorAtItsColumnWithAdviceToDeclareIt() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"expression": "x"}, {"expression": "a x + q"}], "parameters": {"a": {"value": 1, "min": 0, "max": 2}}}
        """) == [
            "gallery.json:2:56: plots[0].curves[1].expression: unknown name 'q' (the variable is x) (character 7); "
                + "to use q as a slider, declare it in plots[0].parameters\n  a x + q\n        ^",
        ])
        // Without parameters, too: the plot may simply lack them.
        #expect(TestManifest.problemLines(ofPlots: #"{"expression": "b x"}"#) == [
            "gallery.json:2:17: plots[0].expression: unknown name 'b' (the variable is x) (character 1); "
                + "to use b as a slider, declare it in plots[0].parameters\n  b x\n  ^",
        ])
    }

    /// `inf` starts with i, but only a one-letter name could be a slider: the advice is the notation's own.
    @Test func aLongerUnknownNameIsNotAdvisedToBeASlider() {
        #expect(TestManifest.problemLines(ofPlots: #"{"expression": "x", "areas": [{"under": 0, "from": 0, "to": "inf"}]}"#) == [
            "gallery.json:2:62: plots[0].areas[0].to: unknown name 'inf' (infinity is not a number here: write a large one, as in 1e6) (character 1)\n  inf\n  ^",
        ])
    }

    /// The d of `d/dx` and the y of `y′ = …` are notations, not letters waiting for a slider.
    @Test func aLetterWithANotationsAdviceIsNotAdvisedToBeASlider() {
        #expect(TestManifest.problemLines(ofPlots: #"{"expression": "d/dx(x^3)"}"#) == [
            "gallery.json:2:17: plots[0].expression: unknown name 'd' (for a derivative, name the function in functions, f(x) = …, and write f′(x)) (character 1)\n  d/dx(x^3)\n  ^",
        ])
    }

    @Test func aLetterWithBadNumbersIsStillDeclaredSoItsCurvesReportNothingMore() {
        #expect(TestManifest.problemLines(ofPlots: #"{"expression": "a x", "parameters": {"a": {"value": 9, "min": 0, "max": 2}}}"#) == [
            "gallery.json:2:53: plots[0].parameters.a.value: must be within min … max (0 … 2), not 9",
        ])
    }

    /// An area's end, a point or a line may follow a declared parameter (FollowingMarksManifestTests), not an undeclared letter.
    @Test func marksMayUseOnlyDeclaredParameters() {
        #expect(TestManifest.problemLines(ofPlots: #"{"expression": "a x", "parameters": {"a": {"value": 1, "min": 0, "max": 2}}, "areas": [{"under": 0, "to": "b"}]}"#) == [
            "gallery.json:2:108: plots[0].areas[0].to: unknown name 'b' (the variable is x) (character 1); to use b as a slider, declare it in plots[0].parameters\n  b\n  ^",
        ])
    }

    @Test func aParameterNoCurveUsesIsAWarningAtItsName() throws {
        #expect(try TestManifest.warningLines(ofPlots: """
        {"curves": [{"expression": "a x"}, {"expression": "x^2"}],
         "parameters": {"a": {"value": 1, "min": 0, "max": 3}, "b": {"value": 1, "min": 0.5, "max": 4}}}
        """) == ["gallery.json:3:56: plots[0].parameters.b: no curve uses b: its slider would change nothing"])
    }

    @Test func aCurveUndefinedAtTheParametersValuesIsWarnedAboutWithThem() throws {
        #expect(try TestManifest.warningLines(ofPlots: """
        {"expression": "√(x - c)", "parameters": {"c": {"value": 9, "min": 0, "max": 10}}}
        """) == ["gallery.json:2:16: plots[0].expression: \"√(x - c)\" is undefined everywhere from -5 to 5 with c = 9: nothing is drawn"])
        #expect(try TestManifest.warningLines(ofPlots: #"{"expression": "√(x - c)", "parameters": {"c": {"value": 1, "min": 0, "max": 10}}}"#).isEmpty)
    }

    @Test func thePlainListHasNoParametersAndSaysSo() {
        do {
            _ = try ManifestReader.parse("a sin(x) | parameters=1\nb x", file: "plots.txt", format: .plainList)
            Issue.record("read a plain list with parameters")
        } catch {
            #expect(error.problems.map(\.description) == [
                "plots.txt:1:12: line 1.parameters: parameters (sliders) are for gallery.json, as "
                    + "\"parameters\": {\"a\": {\"value\": 1, \"min\": 0, \"max\": 3}}; the plain-text list has none",
                // No advice to declare what the format cannot declare.
                "plots.txt:2:1: line 2.expression: unknown name 'b' (the variable is x) (character 1)\n  b x\n  ^",
            ])
        }
    }

    @Test func theDefaultGalleryHasAFigureWithSliders() throws {
        let reading = try ManifestReader.parseWithWarnings(DefaultGallery.manifestText, file: "default gallery", format: .json)
        #expect(reading.warnings.isEmpty)
        let plot = try #require(reading.manifest.plots.first { $0.slug == "sine-with-sliders" })
        #expect(plot.parameters.map(\.name) == ["a", "b", "c"])
        #expect(plot.parameters[2].step == .pi / 12 && plot.parameters[2].minText == "−π")
        #expect(plot.figure.curves.count == 3 && plot.figure.areas.count == 1)
        #expect(plot.yMax != nil, "a fixed y-range: the sliders move the curve, not the frame")
    }
}
