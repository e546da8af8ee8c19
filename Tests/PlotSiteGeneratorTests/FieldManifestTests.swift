import Foundation
import Testing
import PlotCore
import PlotSVG
@testable import PlotSiteGenerator

/// Slope and vector fields as curves of a figure (docs/manifest.md#slope-and-vector-fields): read with their sliders,
/// drawn in the SVG under the curves (one path for a slope field, a path per shade for a vector field), named in the
/// text alternative, handed to the page's script; what does not apply to them is a located error.
@Suite struct FieldManifestTests {
    @Test func fieldsAreCurvesOfAFigureWithTheirSliders() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"slopeField": "a x - y", "label": "y′ = ax − y"}, {"vectorField": ["-y", "x"]}, {"expression": "x"}],
         "parameters": {"a": {"value": 1, "min": 0, "max": 2}}}
        """)[0]
        let curves = plot.figure.curves
        #expect(curves.map(\.fieldKindName) == ["slope field", "vector field", nil])
        #expect(curves.map(\.description) == ["dy/dx = a·x − y", "(−y, x)", "x"])
        #expect(curves[0].label == "y′ = ax − y" && curves[0].usedParameters == ["a"])
        #expect(plot.calculatorCurve == 2, "Open in Calculator skips the fields")
        #expect(PlotRendering.fieldMarks(plot, in: try Viewport(xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 96, height: 96))
            .map { $0?.isEmpty } == [false, false, nil])
    }

    @Test func whatAFieldCannotDoIsALocatedError() {
        let drawnOnCurves = "areas, sums, tangents and secants are drawn on curves y = f(x)"
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"slopeField": "x - z"}, {"expression": "x"}]},
        {"curves": [{"vectorField": ["-y"]}]},
        {"curves": [{"vectorField": "-y, x"}]},
        {"curves": [{"slopeField": "x - y"}, {"expression": "x"}, {"tangent": {"of": 0, "at": 1}}], "areas": [{"under": 0}],
         "sums": [{"of": 0, "from": 0, "to": 1, "n": 4, "rule": "left"}]},
        {"curves": [{"slopeField": "x - y", "vectorField": ["-y", "x"]}]},
        {"curves": [{"slopeField": "x - y", "style": "dashed"}]},
        {"curves": [{"vectorField": ["-y", "x + b"]}], "parameters": {"a": {"value": 1, "min": 0, "max": 2}}},
        {"curves": [{"slopeField": "x - y"}], "parameters": {"y": {"value": 1, "min": 0, "max": 2}}},
        {"curves": [{"slopeField": 3}]}
        """) == [
            "gallery.json:2:33: plots[0].curves[0].slopeField: unknown name 'z' (the variables are x and y) (character 5)\n  x - z\n      ^",
            "gallery.json:3:29: plots[1].curves[0].vectorField: must be a pair of strings such as [\"-y\", \"x\"] (the vector's x and y "
                + "parts in x and y), not a list",
            "gallery.json:4:29: plots[2].curves[0].vectorField: must be a pair of strings such as [\"-y\", \"x\"] (the vector's x and y "
                + "parts in x and y), not \"-y, x\"",
            "gallery.json:5:78: plots[3].curves[2].tangent.of: names curves[0], the slope field dy/dx = x − y: \(drawnOnCurves)",
            "gallery.json:5:113: plots[3].areas[0].under: names curves[0], the slope field dy/dx = x − y: \(drawnOnCurves)",
            "gallery.json:6:18: plots[3].sums[0].of: names curves[0], the slope field dy/dx = x − y: \(drawnOnCurves)",
            "gallery.json:7:13: plots[4].curves[0]: give either \"slopeField\" or \"vectorField\", not both",
            "gallery.json:8:37: plots[5].curves[0]: unknown key \"style\" (known keys: slopeField, vectorField, label)",
            "gallery.json:9:41: plots[6].curves[0].vectorField[1]: unknown name 'b' (the variables are x and y) (character 5)\n  x + b\n      ^",
            "gallery.json:10:28: plots[7].curves[0].slopeField: y is a coordinate of the field \"x - y\", and the plot also has a slider y: "
                + "rename the slider",
            "gallery.json:11:28: plots[8].curves[0].slopeField: must be a string such as \"x - y\" (dy/dx in x and y), not 3",
        ])
    }

    @Test func theSVGDrawsTheFieldsUnderTheCurvesAndNamesThem() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"vectorField": ["-y", "x"]}, {"slopeField": "x - y"}, {"expression": "x^2 + y^2 = 4"}],
         "xMax": 5, "yMin": -3.5, "yMax": 3.5, "aspect": "equal"}
        """)[0]
        let rendering = try PlotRendering(plot)
        let svg = SVGRenderer().element(rendering.drawing)
        let fields = try #require(svg.range(of: "<g class=\"plot-fields\">"))
        #expect(fields.lowerBound < svg.range(of: "class=\"plot-axes\"")!.lowerBound, "under the axes and the curves")
        #expect(svg.components(separatedBy: "<path class=\"plot-field plot-slope-field\" data-curve=\"1\"").count == 2, "one path")
        #expect(svg.contains("<g class=\"plot-field plot-vector-field\" data-curve=\"0\" data-magnitudes=\"0 "))
        for shade in 0..<VectorField.shades { #expect(svg.contains("<path data-shade=\"\(shade)\" stroke-opacity=\"")) }
        #expect(svg.contains("stroke-opacity=\".3\"") && svg.contains("stroke-opacity=\"1\""))
        // The strongest arrow in view is at the corner cell (16 · 0.336, 10 · 0.336): √(5.376² + 3.36²) ≈ 6.34.
        let summary = rendering.summary
        #expect(summary.contains("Vector field (−y, x), magnitudes 0 to 6.3 in view; Slope field of dy/dx = x − y; x² + y² = 4 (teal, solid)."),
                "\(summary)")
        #expect(svg.contains("<text class=\"plot-legend-label\"") && !svg.contains(">(−y, x)</text>"), "no legend row for a field")
    }

    @Test func slidersThatMakeAFieldUndefinedEverywhereGiveANoteNotABrokenFigure() throws {
        let plot = try TestManifest.plots("""
        {"curves": [{"slopeField": "√(a - x^2 - y^2)"}, {"expression": "sin(x)"}], "xMax": 3, "yMin": -3, "yMax": 3,
         "parameters": {"a": {"value": -1, "min": -1, "max": 4}}}
        """)[0]
        let svg = SVGRenderer().element(try PlotRendering(plot).drawing)
        #expect(svg.contains("<text class=\"plot-field-note\" data-curve=\"0\" x=\"8\" y=\"492\" fill=\"#16181d\">"
            + "Slope field of dy/dx = √(a − x² − y²), undefined everywhere in view</text>"))
        #expect(svg.contains("<path class=\"plot-field plot-slope-field\" data-curve=\"0\" d=\"\""))
    }

    @Test func thePageHandsTheFieldsToItsScript() throws {
        let page = try TestBuild.plotPage("""
        {"plots": [{"title": "Rotation", "slug": "rotation", "curves": [{"vectorField": ["-y", "x"]}, {"slopeField": "x - y", "label": "y′"}]}]}
        """, slug: "rotation")
        #expect(page.contains(#"{&quot;vectorField&quot;:[&quot;-y&quot;,&quot;x&quot;],&quot;description&quot;:&quot;(−y, x)&quot;"#))
        #expect(page.contains(#"{&quot;slopeField&quot;:&quot;x - y&quot;,&quot;description&quot;:&quot;dy/dx = x − y&quot;,&quot;name&quot;:&quot;y′&quot;"#))
        #expect(page.contains("<path class=\"plot-field\" d=\"M2 9l5-6M11.5 9l5-6M21 9l5-6\""), "the page's legend shows a field's swatch")
    }
}
