import Testing
import PlotCore
@testable import PlotSVG

/// Riemann sums told apart (docs/site.md#sums): each sum of a figure in a colour of its own, the palette's
/// colours after the curves' (so CurvePaletteTests' pairs hold for them: tellable apart under protanopia and
/// deuteranopia too), and shaded with its rule's pattern, so that lower and upper differ without colour.
@Suite struct SumPatternsSVGTests {
    private let viewport = try! Viewport(xMin: -1, xMax: 5, yMin: -1, yMax: 3, width: 800, height: 500)
    private let rules = RiemannSum.Rule.allCases

    /// A figure of one curve with a sum by each rule, each one piece above the axis and one below.
    private func drawing(idPrefix: String = "plot") -> PlotDrawing {
        let curve = PlotDrawing.Curve(expression: "f(x)", colorIndex: 0, segments: [[Point(x: -1, y: 1), Point(x: 5, y: 1)]])
        var plot = PlotDrawing(description: "six sums", viewport: viewport, curves: [curve])
        plot.density = 2
        plot.idPrefix = idPrefix
        plot.sums = rules.indices.map { i in
            PlotDrawing.Sum(parts: [RiemannSum.Part(x0: 0, x1: 1, y0: 1, y1: 1), RiemannSum.Part(x0: 1, x1: 2, y0: -0.5, y1: -0.5)],
                            colorIndex: SVGRenderer.sumColorIndex(i, curveCount: 1), rule: rules[i])
        }
        return plot
    }

    @Test func eachSumOfAFigureHasAColourOfItsOwnAfterTheCurves() {
        #expect((0..<6).map { SVGRenderer.sumColorIndex($0, curveCount: 1) } == [1, 2, 3, 4, 5, 6])
        #expect((0..<3).map { SVGRenderer.sumColorIndex($0, curveCount: 7) } == [7, 0, 1], "past the palette's end it repeats")
        let outlines = SVGNode.parse(SVGRenderer().standalone(drawing())).all(class: "plot-sum-outline")
        #expect(outlines.map { $0["stroke"] } == (1...6).map { SVGRenderer.curveColors[$0] })
        #expect(outlines.map { $0["class"] } == (1...6).map { "plot-sum-outline plot-stroke-\($0)" })
    }

    @Test func eachSumIsShadedWithItsRulesPatternInItsColour() throws {
        let svg = SVGNode.parse(SVGRenderer().standalone(drawing()))
        let patterns = svg.all { $0.name == "pattern" }
        #expect(patterns.count == 12, "one above and one below the axis per sum")
        for (i, rule) in rules.enumerated() {
            for (shade, tint, lines) in [("positive", "0.16", "0.8"), ("negative", "0.06", "0.45")] {
                let pattern = try #require(patterns.first { $0["data-sum-pattern"] == String(i) && $0["data-shade"] == shade })
                #expect(pattern["id"] == "plot-sum-\(i)-\(shade)")
                #expect(pattern["patternUnits"] == "userSpaceOnUse" && pattern["width"] == "8" && pattern["height"] == "8",
                        "in screen units: the same at any zoom")
                let colour = SVGRenderer.curveColors[i + 1]
                let tile = pattern.all { $0.name == "rect" }, hatch = pattern.all { $0.name == "path" }
                #expect(tile.map { [$0["fill"], $0["fill-opacity"], $0["class"]] } == [[colour, tint, "plot-fill-\(i + 1)"]])
                #expect(hatch.map { [$0["stroke"], $0["stroke-opacity"], $0["class"], $0["d"]] }
                        == [[colour, lines, "plot-stroke-\(i + 1)", SVGRenderer.sumPatternPath(rule)]])
                let shaded = try #require(svg.all { $0["data-sum-part"] == String(i) && $0["data-shade"] == shade }.first)
                #expect(shaded["fill"] == "url(#plot-sum-\(i)-\(shade))")
                #expect(shaded["class"] == "plot-sum plot-sum-\(shade)", "no colour class, which a stylesheet would let outrank the pattern")
            }
        }
        // Every rule's lines are its own: lower's level lines are not upper's cross-hatch.
        #expect(Set(rules.map(SVGRenderer.sumPatternPath)).count == rules.count)
        #expect(SVGRenderer.sumPatternPath(.lower) == "M0 4h8")
    }

    @Test func theSumsShadingComesBeforeEveryOutline() {
        let parts = SVGNode.parse(SVGRenderer().standalone(drawing())).all(with: "data-sum-part")
        #expect(parts.map { $0["data-shade"]! } == Array(repeating: ["positive", "negative"], count: 6).flatMap { $0 }
                + Array(repeating: "outline", count: 6))
    }

    @Test func twoDrawingsOfOnePageNameTheirPatternsApart() {
        let compact = SVGRenderer().element(drawing(idPrefix: "plot-compact"))
        #expect(compact.contains("id=\"plot-compact-sum-0-positive\"") && compact.contains("fill=\"url(#plot-compact-sum-0-positive)\""))
        #expect(!compact.contains("\"plot-sum-0-positive\""))
    }

    @Test func theListsSwatchShowsTheSumsPatternInItsColour() {
        let swatch = SVGNode.parse(SVGRenderer.sumSwatch(index: 4, colorIndex: 5, rule: .lower))
        let pattern = swatch.all { $0.name == "pattern" }
        #expect(pattern.map { $0["id"] } == ["sum-swatch-4"])
        #expect(pattern.first?.all { $0.name == "path" }.map { $0["d"] } == ["M0 4h8"])
        #expect(swatch.all { $0["fill"] == "url(#sum-swatch-4)" }.count == 1)
        #expect(swatch.all(class: "swatch-5").count == 3, "the tint, the lines and the outline take the colour in dark mode")
    }
}
