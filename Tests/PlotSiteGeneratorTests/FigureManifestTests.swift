import Foundation
import Testing
import PlotCore
@testable import PlotSiteGenerator

/// gallery.json's figures (docs/manifest.md#figures): `curves`, `areas`, `points` and `lines`, their
/// defaults, numbers written as constant expressions, and every problem at its place.
@Suite struct FigureManifestTests {
    @Test func specExampleParses() throws {
        let plot = try TestManifest.plots("""
        { "title": "A function, its derivative, a tangent", "xMax": 3, "yMax": 4,
          "curves": [
            { "expression": "x^3/3 - x", "label": "f(x)" },
            { "expression": "x^2 - 1", "label": "f′(x)", "style": "dashed" },
            { "expression": "2/3 + 3(x-2)", "label": "tangent at x = 2", "from": 1, "to": 3 }
          ],
          "areas":  [ { "under": 0, "from": -1, "to": 1 }, { "between": [0, 1], "from": 1, "to": 2 } ],
          "points": [ { "x": 2, "y": "2/3", "label": "(2, 2/3)" } ],
          "lines":  [ { "x": "π/2", "label": "asymptote", "style": "dotted" }, { "y": 1 } ] }
        """)[0]
        let curves = plot.figure.curves
        #expect(curves.map(\.expression.source) == ["x^3/3 - x", "x^2 - 1", "2/3 + 3(x-2)"])
        #expect(curves.map(\.label) == ["f(x)", "f′(x)", "tangent at x = 2"])
        #expect(curves.map(\.style) == [.solid, .dashed, .solid])
        #expect(curves.map(\.from) == [nil, nil, 1])
        #expect(curves.map(\.to) == [nil, nil, 3])
        #expect(plot.figure.areas == [FigureArea(.under(0), from: -1, to: 1), FigureArea(.between(0, 1), from: 1, to: 2)])
        #expect(plot.figure.points == [MarkedPoint(x: 2, y: 2.0 / 3.0, label: "(2, 2/3)")])
        #expect(plot.figure.lines == [ReferenceLine(.vertical(x: .pi / 2), label: "asymptote", style: .dotted),
                                      ReferenceLine(.horizontal(y: 1), label: nil, style: .dashed)])
        #expect(plot.expression.source == "x^3/3 - x", "the first curve is the plot's expression")
        #expect(plot.slug == "a-function-its-derivative-a-tangent")
    }

    @Test func theExpressionKeyIsAFigureOfOneSolidUnlabelledCurve() throws {
        let plot = try TestManifest.plots("{\"expression\": \"sin(x)\"}")[0]
        #expect(plot.figure.curves.count == 1)
        #expect(plot.figure.curves[0].label == nil && plot.figure.curves[0].from == nil && plot.figure.curves[0].style == .solid)
        #expect(plot.figure.areas.isEmpty && plot.figure.points.isEmpty && plot.figure.lines.isEmpty)
        #expect(plot.slug == "sin-x")
    }

    @Test func numbersMayBeConstantExpressions() throws {
        let points = try TestManifest.plots("""
        {"expression": "x", "points": [{"x": "π/2", "y": "-2/3"}, {"x": "√2", "y": "pi/4"}, {"x": "2^-1", "y": -0.25},
                                       {"x": "sin(π/6)", "y": "e"}]}
        """)[0].figure.points
        #expect(points.map(\.x) == [Double.pi / 2, 2.0.squareRoot(), 0.5, sin(Double.pi / 6)])
        #expect(points.map(\.y) == [-2.0 / 3.0, Double.pi / 4, -0.25, M_E])
    }

    @Test func areasRunOverTheXRangeUnlessTheySayOtherwise() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"expression": "x"}, {"expression": "x^2"}], "xMin": -1, "xMax": 4,
         "areas": [{"under": 1}, {"between": [1, 0], "from": 0.5}, {"under": 0, "to": "π/2"}]}
        """)[0]
        #expect(plot.figure.areas == [FigureArea(.under(1), from: -1, to: 4), FigureArea(.between(1, 0), from: 0.5, to: 4),
                                      FigureArea(.under(0), from: -1, to: .pi / 2, toDescription: "π/2")])
    }

    @Test func anAreaWithinItsCurvesRangeIsAccepted() throws {
        let areas = try TestManifest.plots("""
        {"curves": [{"expression": "x", "from": -1, "to": 1}, {"expression": "x^2", "from": 0}],
         "areas": [{"under": 0, "from": -1, "to": 1}, {"between": [0, 1], "from": 0, "to": 1}]}
        """)[0].figure.areas
        #expect(areas.count == 2)
    }

    @Test func titlesComeFromTheFirstLabelOrTheCurvesDescriptions() throws {
        let found = try TestManifest.plots("""
        {"curves": [{"expression": "sin(x)"}, {"expression": "cos(x)"}]},
        {"curves": [{"expression": "x^2", "label": "parabola"}, {"expression": "x"}]},
        {"curves": [{"expression": "x^2", "label": "parabola"}], "title": "Given"},
        {"expression": "x^3-2x"}
        """)
        #expect(found.map(\.displayTitle) == ["sin(x), cos(x)", "parabola", "Given", "x³ − 2x"])
        #expect(found.map(\.slug) == ["sin-x-cos-x", "parabola", "given", "x-3-2x"])
    }

    // MARK: - Problems

    @Test func expressionAndCurvesTogetherOrNeitherAreProblems() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"expression": "x", "curves": [{"expression": "x"}]},
        {"xMax": 3}
        """) == [
            "gallery.json:2:21: plots[0]: give either \"expression\" (one curve) or \"curves\" (several), not both",
            "gallery.json:3:1: plots[1]: the expression is missing (every plot needs \"expression\", or \"curves\" for several)",
        ])
    }

    @Test func limitsOfCurvesAndMarksAreProblems() {
        let tooManyCurves = Array(repeating: "{\"expression\": \"x\"}", count: 25).joined(separator: ",")
        let tooManyPoints = Array(repeating: "{\"x\": 1, \"y\": 1}", count: 201).joined(separator: ",")
        let lines = Array(repeating: "{\"x\": 1}", count: 17).joined(separator: ",")
        let areas = Array(repeating: "{\"under\": 0}", count: 17).joined(separator: ",")
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [\(tooManyCurves)]},
        {"curves": []},
        {"expression": "x", "points": [\(tooManyPoints)]},
        {"expression": "x", "lines": [\(lines)]},
        {"expression": "x", "areas": [\(areas)]}
        """) == [
            "gallery.json:2:12: plots[0].curves: has 25 curves; a plot may have at most 24",
            "gallery.json:3:12: plots[1].curves: the list is empty: give 1 to 24 curves",
            "gallery.json:4:31: plots[2].points: has 201 points; a plot may have at most 200",
            "gallery.json:5:30: plots[3].lines: has 17 lines; a plot may have at most 16",
            "gallery.json:6:30: plots[4].areas: has 17 areas; a plot may have at most 16",
        ])
    }

    @Test func curveFieldsAreCheckedAtTheirPlace() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"expression": "x", "colour": "red"}, {"expression": "x", "Label": "f"}]},
        {"curves": [{"expression": "x", "style": "dash"}, {"expression": "x", "style": 2}]},
        {"curves": [{"label": "f"}, "sin(x)", {"expression": 3}, {"expression": "x", "label": ""}]},
        {"curves": [{"expression": "x", "from": 2, "to": 1}, {"expression": "x", "from": "3x"}]},
        {"curves": {"expression": "x"}},
        {"curves": [{"expression": "sin(x", "to": "2*"}, {"expression": "cos(x))"}]}
        """) == [
            "gallery.json:2:33: plots[0].curves[0]: unknown key \"colour\" (known keys: expression, label, from, to, style, endpoints, x, y, t, r, θ, theta)",
            "gallery.json:2:71: plots[0].curves[1]: unknown key \"Label\" (did you mean \"label\"?)",
            "gallery.json:3:42: plots[1].curves[0].style: must be \"solid\", \"dashed\" or \"dotted\", not \"dash\"",
            "gallery.json:3:80: plots[1].curves[1].style: must be \"solid\", \"dashed\" or \"dotted\", not 2",
            "gallery.json:4:13: plots[2].curves[0]: the expression is missing (every curve needs one)",
            "gallery.json:4:29: plots[2].curves[1]: must be an object such as {\"expression\": \"sin(x)\", \"label\": \"f(x)\"}, not a string",
            "gallery.json:4:54: plots[2].curves[2].expression: must be a string, not 3",
            "gallery.json:4:87: plots[2].curves[3].label: must not be empty",
            "gallery.json:5:41: plots[3].curves[0].from: must be less than to (1), not 2",
            "gallery.json:5:82: plots[3].curves[1].from: must be a number or a constant expression, not an expression in x",
            "gallery.json:6:12: plots[4].curves: must be a list such as [{\"expression\": \"sin(x)\"}], not an object",
            // Inside a string, the error points at the character, as for a plot's expression.
            "gallery.json:7:46: plots[5].curves[0].to: expression is incomplete: '*' needs a right operand (character 3)\n  2*\n    ^",
            "gallery.json:7:72: plots[5].curves[1].expression: unexpected ')' (character 7)\n  cos(x))\n        ^",
        ])
    }

    @Test func areaProblemsNameTheAreaAndTheField() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"expression": "x"}, {"expression": "x^2"}], "areas": [{"under": 2}, {"under": 0}, {"between": [0, 0]}]},
        {"expression": "x", "areas": [{"under": 1}, {"under": -1}, {"under": 0.5}, {"between": [0, 1]}, {"between": 0}]},
        {"expression": "x", "areas": [{"from": 0}, {"under": 0, "between": [0, 0]}, {"under": 0, "form": 1}]},
        {"expression": "x", "areas": [{"under": 0, "from": 1, "to": 1}, {"under": 0, "to": -6}, {"under": 0, "from": 6}]}
        """) == [
            "gallery.json:2:78: plots[0].areas[0].under: must be the index of a curve, 0 to 1, not 2",
            "gallery.json:2:112: plots[0].areas[2].between: names curves[0] twice: give two different curves",
            "gallery.json:3:41: plots[1].areas[0].under: must be 0 (the plot has one curve), not 1",
            "gallery.json:3:55: plots[1].areas[1].under: must be a curve's index (0 for the first curve), not -1",
            "gallery.json:3:70: plots[1].areas[2].under: must be a curve's index (0 for the first curve), not 0.5",
            "gallery.json:3:92: plots[1].areas[3].between: must be 0 (the plot has one curve), not 1",
            "gallery.json:3:109: plots[1].areas[4].between: must be two curves' indices such as [0, 1], not a number",
            "gallery.json:4:31: plots[2].areas[0]: needs \"under\" (a curve's index) or \"between\" (two curves' indices, such as [0, 1])",
            "gallery.json:4:44: plots[2].areas[1]: give either \"under\" (one curve) or \"between\" (two curves), not both",
            "gallery.json:4:90: plots[2].areas[2]: unknown key \"form\" (did you mean \"from\"?)",
            "gallery.json:5:52: plots[3].areas[0].from: must be less than to (1), not 1",
            // An end outside the plot's x-range would shade part and state the integral of all.
            "gallery.json:5:84: plots[3].areas[1].to: must lie within the plot's x-range -5 … 5, not -6 (widen the range with xMin/xMax, or move the end)",
            "gallery.json:5:110: plots[3].areas[2].from: must lie within the plot's x-range -5 … 5, not 6 (widen the range with xMin/xMax, or move the end)",
        ])
    }

    @Test func anAreaBeyondWhereItsCurveExistsNamesTheCurve() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"expression": "x", "from": 1, "to": 3}], "areas": [{"under": 0, "from": 0, "to": 2}, {"under": 0}]},
        {"curves": [{"expression": "x"}, {"expression": "1/x", "to": -1, "label": "h"}], "areas": [{"between": [0, 1], "to": 2}]},
        {"curves": [{"expression": "x", "from": "1"}], "areas": [{"under": 0, "to": "π"}]}
        """) == [
            "gallery.json:2:86: plots[0].areas[0].from: the area starts at 0, but curves[0] (\"x\") exists only from 1 to 3",
            "gallery.json:3:118: plots[1].areas[0].to: the area ends at 2, but curves[1] (\"h\") exists only up to -1",
        ])
    }

    /// An area without `from` or `to` covers its curves where they exist within the x-range.
    @Test func anAreasOmittedEndsFollowItsCurves() throws {
        let manifest = try ManifestReader.parse("""
            {"plots": [{"curves": [{"expression": "x", "from": 1, "to": 3}, {"expression": "x^2", "from": "1/2"}],
                        "areas": [{"under": 0}, {"between": [0, 1]}, {"under": 1, "to": 2}]}]}
            """, file: "gallery.json", format: .json)
        let areas = manifest.plots[0].figure.areas
        #expect(areas.map(\.from) == [1, 1, 0.5])
        #expect(areas.map(\.to) == [3, 3, 2])
    }

    @Test func pointAndLineProblemsNameTheMarkAndTheField() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"expression": "x", "points": [{"x": 1}, {"x": "2x", "y": 0}, {"x": "2+", "y": "ln(0)"}, {"x": 1, "y": 1, "label": 7}]},
        {"expression": "x", "points": [{"x": true, "y": null}, [1, 2]]},
        {"expression": "x", "lines": [{"x": 1, "y": 1}, {"label": "a"}, {"x": 1, "style": "bold"}, {"y": "x^2"}]}
        """) == [
            "gallery.json:2:32: plots[0].points[0]: \"y\" is missing (a point needs x and y)",
            "gallery.json:2:48: plots[0].points[1].x: must be a number or an expression in constants and parameters, not an expression in x",
            "gallery.json:2:72: plots[0].points[2].x: expression is incomplete: '+' needs a right operand (character 3)\n  2+\n    ^",
            "gallery.json:2:80: plots[0].points[2].y: \"ln(0)\" has no finite value (a number is needed here)",
            "gallery.json:2:116: plots[0].points[3].label: must be a non-empty string, not 7",
            "gallery.json:3:38: plots[1].points[0].x: must be a number or a constant expression such as \"π/2\", not true",
            "gallery.json:3:49: plots[1].points[0].y: must be a number or a constant expression such as \"π/2\", not null",
            "gallery.json:3:56: plots[1].points[1]: must be an object such as {\"x\": 2, \"y\": \"2/3\"}, not a list",
            "gallery.json:4:31: plots[2].lines[0]: give either \"x\" (a vertical line) or \"y\" (a horizontal line), not both",
            "gallery.json:4:49: plots[2].lines[1]: needs \"x\" (a vertical line) or \"y\" (a horizontal line)",
            "gallery.json:4:83: plots[2].lines[2].style: must be \"solid\", \"dashed\" or \"dotted\", not \"bold\"",
            "gallery.json:4:98: plots[2].lines[3].y: must be a number or an expression in constants and parameters, not an expression in x",
        ])
    }

    @Test func aPlotWithAProblemInItsFigureIsNotMadeAndItsOtherProblemsAreStillReported() {
        // One run reports the figure's problem and the window's, in file order.
        #expect(TestManifest.problemLines(ofPlots: """
        {"xMax": -1, "curves": [{"expression": "x", "style": "wavy"}]}
        """) == [
            "gallery.json:2:10: plots[0].xMax: must be greater than 0 and at most 100000, not -1",
            "gallery.json:2:54: plots[0].curves[0].style: must be \"solid\", \"dashed\" or \"dotted\", not \"wavy\"",
        ])
    }
}
