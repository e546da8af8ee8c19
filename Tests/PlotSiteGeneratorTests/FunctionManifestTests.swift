import Foundation
import Testing
import PlotCore
@testable import PlotSiteGenerator

/// `functions` in gallery.json (docs/manifest.md#named-functions): named functions for every plot or for one,
/// the curves that call them, and every problem at the place it was written.
@Suite struct FunctionManifestTests {
    @Test func curvesCallTheManifestsAndThePlotsFunctions() throws {
        let manifest = try TestManifest.read("""
        {"functions": {"f": "x^3 - 3x", "g": "sin(x)/x"},
         "plots": [
          {"expression": "f'(x)"},
          {"curves": [{"expression": "f(x − 1) + 2"}, {"expression": "2g(x) + h(x)"}], "functions": {"h": "f''(x)"}},
          {"expression": "f(x)", "functions": {"f": "x^2"}}
        ]}
        """)
        let curves = manifest.plots.map(\.compiledCurves)
        #expect(curves[0][0].value(at: 2) == 9)
        #expect(curves[1][0].value(at: 2) == 0)
        #expect(curves[1][1].value(at: 2) == 2 * sin(2) / 2 + 12)
        // A plot's own definition wins over the manifest's.
        #expect(curves[2][0].value(at: 3) == 9)
        // The page compiles the curves without the definitions: it is given them written out.
        #expect(manifest.plots[0].figure.curves[0].expression.standaloneSource == "3x² − 3")
    }

    @Test func aConstantOfTheFigureMayCallThem() throws {
        let plot = try TestManifest.plots(#"""
        {"expression": "f(x)", "functions": {"f": "x^2 - 1"}, "points": [{"x": 2, "y": "f(2)"}], "lines": [{"y": "f'(1)"}]}
        """#)[0]
        #expect(plot.figure.points.map(\.y) == [3])
        #expect(plot.figure.lines.map(\.position) == [.horizontal(y: 2)])
    }

    @Test func aFunctionMayUseThePlotsParameters() throws {
        let plot = try TestManifest.plots("""
        {"expression": "f(x) + f'(x)", "functions": {"f": "a x^2"}, "parameters": {"a": {"value": 2, "min": 0, "max": 3}}}
        """)[0]
        #expect(plot.expression.usedParameters == ["a"])
        #expect(plot.compiledCurves[0].value(at: 1) == 6)
    }

    @Test func thePlainListHasNoFunctionsAndSaysSo() {
        #expect(TestManifest.problems("f(x) | functions=1", .plainList).map(\.description) == [
            "plots.txt:1:8: line 1.functions: named functions are for gallery.json, as "
                + "\"functions\": {\"f\": \"x^3 - 3x\"}; the plain-text list has none",
        ])
    }

    /// Columns count from 1; a curve calling a function whose definition failed is not also called unknown.
    @Test func everyProblemIsReportedWhereTheDefinitionIsWritten() {
        func problems(_ plot: String, functions: String? = nil) -> [String] {
            let top = functions.map { "\"functions\": \($0),\n" } ?? ""
            return TestManifest.problems("{\(top)\"plots\": [\n\(plot)\n]}").map(\.description)
        }
        #expect(problems(#"{"expression": "f(x)", "functions": {"f": "g(x)", "g": "f(x) + 1"}}"#)
                == ["gallery.json:2:38: plots[0].functions.f: defined in terms of itself: f → g → f"])
        #expect(problems(#"{"expression": "h(x) + 1"}"#, functions: #"{"f": "x^2", "g": "x"}"#)
                == ["gallery.json:3:17: plots[0].expression: unknown function 'h' (did you mean f or g?) (character 1)\n  h(x) + 1\n  ^"])
        #expect(problems(#"{"expression": "a x", "functions": {"a": "x"}, "parameters": {"a": {"value": 1, "min": 0, "max": 2}}}"#)
                == ["gallery.json:2:37: plots[0].functions.a: 'a' is a parameter; name the function with another letter"])
        #expect(problems(#"{"expression": "x"}, {"expression": "2x"}"#, functions: #"{"x": "2"}"#)
                == ["gallery.json:1:16: functions.x: 'x' is the variable; name the function with another letter, as f"])
        #expect(problems(#"{"expression": "f(x)", "functions": {"f": "x^2 + k(x)"}}"#)
                == ["gallery.json:2:50: plots[0].functions.f: unknown function 'k' (did you mean f?)\n  x^2 + k(x)\n        ^"])
        #expect(problems(#"{"expression": "f(x, 2)", "functions": {"f": "x"}}"#)
                == ["gallery.json:2:20: plots[0].expression: f takes one argument, as in f(x) (character 4)\n  f(x, 2)\n     ^"])
        #expect(problems(#"{"expression": "x", "functions": ["x^2"]}"#)
                == ["gallery.json:2:34: plots[0].functions: must be an object such as {\"f\": \"x^2\"}, not a list"])
        #expect(problems(#"{"expression": "x", "functions": {"f": 2}}"#)
                == ["gallery.json:2:40: plots[0].functions.f: must be an expression in quotes, such as \"x^2\", not a number"])
    }
}
