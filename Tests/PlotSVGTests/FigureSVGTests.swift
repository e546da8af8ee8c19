import Testing
import PlotCore
@testable import PlotSVG

/// Figures at build time (docs/manifest.md#figures, docs/architecture.md#the-drawing): several curves in the palette's colours and
/// dash patterns, areas, reference lines, marked points, their labels and the legend.
@Suite struct FigureSVGTests {
    /// x −4 … 4 and y −2.5 … 2.5 on 800×500 CSS px: 100 px per unit, (0, 0) at (400, 250).
    private let viewport = try! Viewport(xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 800, height: 500)

    private func curve(_ index: Int, label: String? = nil, style: LineStyle = .solid) -> PlotDrawing.Curve {
        // A straight line per curve, each a little higher than the one before.
        let y = Double(index) / 4
        return PlotDrawing.Curve(expression: "x/4 + \(y)", label: label, style: style, colorIndex: index,
                                 segments: [[Point(x: -4, y: y - 1), Point(x: 4, y: y + 1)]])
    }

    private func figure(_ curves: [PlotDrawing.Curve], areas: [PlotDrawing.Area] = [], points: [MarkedPoint] = [],
                        lines: [ReferenceLine] = []) -> PlotDrawing {
        PlotDrawing(description: "A figure", viewport: viewport, curves: curves, areas: areas, points: points, lines: lines)
    }

    private func render(_ plot: PlotDrawing, sourceLocation: SourceLocation = #_sourceLocation) -> SVGNode {
        SVGNode.parse(SVGRenderer().standalone(plot), sourceLocation: sourceLocation)
    }

    // MARK: - Curves

    @Test func aOneCurvePlotIsDrawnAsBeforeWithItsCurveIndex() {
        let plot = PlotDrawing(description: "x", viewport: viewport, segments: [[Point(x: -4, y: -2.5), Point(x: 0, y: 0)]])
        let svg = SVGRenderer().element(plot)
        #expect(svg.contains("<path class=\"plot-curve plot-curve-0\" data-curve=\"0\" d=\"M0 500l400-250\" fill=\"none\" stroke=\"#0b62d6\""
            + " stroke-width=\"2\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"))
        #expect(SVGNode.parse(svg).structure == ["title", "desc", "rect.plot-background", "path.plot-grid", "path.plot-axes",
                                                 "path.plot-curve plot-curve-0", "g.plot-labels"])
    }

    @Test func threeCurvesAreDrawnInOrderInTheirColoursAndDashPatterns() {
        let root = render(figure([curve(0), curve(1, style: .dashed), curve(2, style: .dotted)]))
        let paths = root.all(class: "plot-curve")
        #expect(paths.map { $0["data-curve"] } == ["0", "1", "2"])
        #expect(paths.map { $0["class"] } == ["plot-curve plot-curve-0", "plot-curve plot-curve-1", "plot-curve plot-curve-2"])
        #expect(paths.map { $0["stroke"] } == ["#0b62d6", "#f06c4e", "#248a7e"])
        #expect(paths.map { $0["stroke-dasharray"] } == [nil, "7 5", "0.1 4"])
        #expect(paths.allSatisfy { $0["stroke-linecap"] == "round" && $0["stroke-width"] == "2" && $0["fill"] == "none" })
        // Each path is its own curve's segments: y = x/4 + i/4 from −4 to 4.
        #expect(paths.map { $0["d"] } == ["M0 350l800-200", "M0 325l800-200", "M0 300l800-200"])
    }

    @Test func eightCurvesUseTheWholePaletteInOrder() {
        let root = render(figure((0..<8).map { curve($0) }))
        let paths = root.all(with: "data-curve")
        #expect(paths.map { $0["data-curve"] } == (0..<8).map(String.init))
        #expect(paths.map { $0["stroke"] } == SVGRenderer.curveColors)
        #expect(paths.map { $0["class"] ?? "" } == (0..<8).map { "plot-curve plot-curve-\($0)" })
    }

    /// Curves 8–23 take the 8 colours again, each round in a dash pattern of its own, so that curve 0 and curve 8
    /// differ without colour; their theme classes name the colour, their hook classes the curve.
    @Test func twentyFourCurvesRepeatThePaletteInRoundsOfTheirOwnDashPattern() {
        let labelled = (0..<24).map { curve($0, label: "c\($0)") }
        let root = render(figure(labelled))
        let paths = root.all(with: "data-curve")
        #expect(paths.map { $0["stroke"] } == Array(repeating: SVGRenderer.curveColors, count: 3).flatMap { $0 })
        #expect(paths.map { $0["class"] ?? "" } == (0..<24).map { "plot-curve plot-curve-\($0)" })
        #expect(paths.map { $0["stroke-dasharray"] } == [nil, "12 5", "10 4 0.1 4"].flatMap { Array(repeating: $0, count: 8) })
        #expect(paths[0]["stroke-dasharray"] != paths[8]["stroke-dasharray"])
        let swatches = root.all(class: "plot-legend-swatch")
        #expect(swatches.map { $0["stroke-dasharray"] } == paths.map { $0["stroke-dasharray"] }, "the legend shows each curve's pattern")
    }

    /// A declared dashed or dotted style wins over the round's pattern; a solid curve takes its round's.
    @Test func aDeclaredStyleWinsOverItsRoundsPattern() {
        let curves = (0..<17).map { curve($0, style: $0 == 9 ? .dotted : $0 == 16 ? .dashed : .solid) }
        let paths = render(figure(curves)).all(with: "data-curve")
        #expect(paths[8]["stroke-dasharray"] == "12 5")
        #expect(paths[9]["stroke-dasharray"] == "0.1 4")
        #expect(paths[16]["stroke-dasharray"] == "7 5")
        #expect(SVGRenderer.curveSwatch(colorIndex: 10, style: .solid).contains("class=\"swatch-2\" d=\"M2 6h24\" stroke=\"#248a7e\""))
        #expect(SVGRenderer.curveSwatch(colorIndex: 10, style: .solid).contains("stroke-dasharray=\"12 5\""))
    }

    @Test func aFigureIsBuiltFromTheFigureModel() throws {
        let model = Figure(curves: [FigureCurve(try Expression("x^2")), FigureCurve(try Expression("2x"), label: "f′", from: -1, to: 1, style: .dashed)],
                           areas: [FigureArea(.under(1), from: 0, to: 1)], points: [MarkedPoint(x: 1, y: 1)])
        let plot = PlotDrawing(description: "f and f′", viewport: viewport, figure: model,
                               segments: [[[Point(x: 0, y: 0)]], [[Point(x: -1, y: -2), Point(x: 1, y: 2)]]],
                               areaPolygons: [[[Point(x: 0, y: 0), Point(x: 1, y: 2), Point(x: 1, y: 0)]]])
        #expect(plot.curves.map(\.colorIndex) == [0, 1])
        #expect(plot.curves.map(\.style) == [.solid, .dashed])
        #expect(plot.curves[1].label == "f′" && plot.curves[1].from == -1 && plot.curves[1].to == 1)
        #expect(plot.curves[0].expression == "x²")
        #expect(plot.areas.first?.colorIndex == 1)
        #expect(plot.points.count == 1)
    }

    // MARK: - The legend

    @Test func theLegendHasARowForEachLabelledCurveOnly() throws {
        let root = render(figure([curve(0, label: "f(x)"), curve(1), curve(2, label: "tangent", style: .dotted)]))
        let legend = try #require(root.all(class: "plot-legend").first)
        let swatches = legend.all(class: "plot-legend-swatch")
        #expect(swatches.map { $0["data-curve-swatch"] } == ["0", "2"])
        #expect(swatches.map { $0["stroke"] } == ["#0b62d6", "#248a7e"])
        #expect(swatches.map { $0["stroke-dasharray"] } == [nil, "0.1 4"])
        #expect(legend.all(class: "plot-legend-label").map(\.text) == ["f(x)", "tangent"])
        // Drawn from (0, 0) and moved into the top-left corner, which nothing else needs here.
        #expect(legend["transform"] == "translate(8 8)" && legend["data-corner"] == "top-left" && legend["display"] == nil)
        let background = try #require(legend.all(class: "plot-legend-background").first)
        #expect(background["x"] == nil && background["y"] == nil && background["rx"] == "6")
        // Two rows of 18 px and the padding; wide enough for "tangent" (7 characters at 0.6 × 12 px).
        #expect(background["height"] == "46")
        let width = try #require(background["width"].flatMap(Double.init))
        let tangentWidth = 7 * 0.6 * 12.0
        #expect(width >= 22 + tangentWidth)
        // Rows 18 px apart, swatches 22 px long.
        #expect(swatches.map { $0["d"] } == ["M8 14h22", "M8 32h22"])
    }

    @Test func unlabelledCurvesHaveNoLegend() {
        let svg = SVGRenderer().element(figure([curve(0), curve(1)]))
        #expect(!svg.contains("plot-legend"))
    }

    // MARK: - Areas

    @Test func areasAreClosedPolygonsInTheirCurvesColourUnderTheAxes() throws {
        let triangle = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 1, y: 0)]
        let square = [Point(x: -2, y: 0), Point(x: -2, y: -1), Point(x: -1, y: -1), Point(x: -1, y: 0)]
        let root = render(figure([curve(0), curve(1), curve(2)], areas: [
            PlotDrawing.Area(FigureArea(.under(1), from: -2, to: 1), polygons: [square, triangle]),
            PlotDrawing.Area(FigureArea(.between(2, 0), from: 0, to: 1), polygons: [triangle]),
        ]))
        let areas = root.all(class: "plot-area")
        #expect(areas.map { $0["data-area"] } == ["0", "1"])
        #expect(areas.map { $0["d"] } == ["M200 250l0 100 100 0 0-100ZM400 250l100-100 0 100Z", "M400 250l100-100 0 100Z"])
        #expect(areas.map { $0["fill"] } == ["#f06c4e", "#248a7e"])
        #expect(areas.allSatisfy { $0["fill-opacity"] == "0.18" && $0["stroke"] == "none" })
        let order = root.structure
        #expect(order.firstIndex(of: "g.plot-areas")! < order.firstIndex(of: "path.plot-axes")!)
    }

    // MARK: - Reference lines

    @Test func referenceLinesInsideTheFrameAreDrawnAcrossIt() {
        let root = render(figure([curve(0)], lines: [
            ReferenceLine(.vertical(x: 1), label: "x = 1"), ReferenceLine(.vertical(x: 10), label: "far right"),
            ReferenceLine(.horizontal(y: -3), label: "below"), ReferenceLine(.horizontal(y: 2), style: .dotted),
            ReferenceLine(.horizontal(y: -1), label: "y = −1", style: .solid),
        ]))
        let lines = root.all(class: "plot-line")
        #expect(lines.map { $0["data-line"] } == ["0", "3", "4"])
        #expect(lines.map { $0["d"] } == ["M500 0l0 500", "M0 50l800 0", "M0 350l800 0"])
        #expect(lines.map { $0["stroke-dasharray"] } == ["7 5", "0.1 4", nil])
        #expect(lines.map { $0["stroke-linecap"] } == [nil, "round", nil])
        #expect(lines.allSatisfy { $0["stroke"] == "#5b616b" && $0["stroke-width"] == "1.25" && $0["fill"] == "none" })
        // Labels of the lines drawn only: at the top of a vertical line, at the right end of a horizontal
        // one (its descenders a quarter of the font size under the baseline, 4 px above the line).
        let labels = root.all(with: "data-line-label")
        #expect(labels.map { $0["data-line-label"] } == ["0", "4"])
        #expect(labels.map(\.text) == ["x = 1", "y = −1"])
        #expect(labels.map { [$0["x"], $0["y"], $0["text-anchor"]] } == [["504", "16", "start"], ["796", "343", "end"]])
    }

    /// A vertical line in the frame's left half is labelled left of it, away from the y-axis between
    /// x = −1 and x = 1 (the live view places it alike: Tests/JS/figure-drawing.test.mjs).
    @Test func aVerticalLineInTheLeftHalfIsLabelledOutwards() {
        let root = render(figure([curve(0)], lines: [ReferenceLine(.vertical(x: -1), label: "x = −1")]))
        let label = root.all(with: "data-line-label").map { [$0["x"], $0["y"], $0["text-anchor"]] }
        #expect(label == [["296", "16", "end"]])
    }

    // MARK: - Marked points

    @Test func pointsOutsideTheFrameAreNotDrawn() {
        let root = render(figure([curve(0)], points: [
            MarkedPoint(x: 1, y: 1, label: "A"), MarkedPoint(x: 5, y: 0, label: "B"), MarkedPoint(x: 0, y: -3, label: "C"),
            MarkedPoint(x: -1, y: 0),
        ]))
        let circles = root.all(class: "plot-point")
        #expect(circles.map { $0["data-point"] } == ["0", "3"])
        #expect(circles.map { [$0["cx"], $0["cy"]] } == [["500", "150"], ["300", "250"]])
        #expect(circles.allSatisfy { $0.name == "circle" && $0["r"] == "4" && $0["fill"] == "#16181d" && $0["stroke"] == "#ffffff" })
        #expect(root.all(with: "data-point-label").map(\.text) == ["A"])
    }

    @Test func aPointLabelFlipsToTheLeftAtTheRightEdge() {
        let root = render(figure([curve(0)], points: [MarkedPoint(x: 0, y: 0, label: "origin"), MarkedPoint(x: 3.9, y: 1, label: "(3.9, 1)")]))
        let labels = root.all(with: "data-point-label")
        #expect(labels.map { [$0["x"], $0["y"], $0["text-anchor"]] } == [["407", "243", "start"], ["783", "143", "end"]])
    }

    // MARK: - Structure, escaping, thumbnails

    @Test func aFullFigureKeepsTheSharedElementOrder() {
        let root = render(figure([curve(0, label: "f"), curve(1, style: .dashed), curve(2)],
                                 areas: [PlotDrawing.Area(FigureArea(.under(0), from: 0, to: 1), polygons: [])],
                                 points: [MarkedPoint(x: 1, y: 1, label: "P")], lines: [ReferenceLine(.vertical(x: 2))]))
        #expect(root.structure == ["title", "desc", "rect.plot-background", "path.plot-grid", "g.plot-areas", "path.plot-axes",
                                   "g.plot-lines", "path.plot-curve plot-curve-0", "path.plot-curve plot-curve-1",
                                   "path.plot-curve plot-curve-2", "g.plot-points", "g.plot-labels", "g.plot-annotations",
                                   "g.plot-legend"])
        // An area whose outline is empty keeps its element, so the live view can fill it in when panned.
        #expect(root.all(class: "plot-area").first?["d"] == "")
    }

    @Test func labelsFromTheManifestAreEscapedEverywhere() {
        let hostile = "<script>alert(\"x\")</script> & 'q'"
        let plot = figure([curve(0, label: hostile)], points: [MarkedPoint(x: 0, y: 0, label: hostile)],
                          lines: [ReferenceLine(.horizontal(y: 1), label: hostile)])
        let svg = SVGRenderer().element(plot)
        #expect(!svg.contains("<script>"))
        let root = SVGNode.parse(svg)
        #expect(root.all(class: "plot-legend-label").map(\.text) == [hostile])
        #expect(root.all(with: "data-point-label").map(\.text) == [hostile])
        #expect(root.all(with: "data-line-label").map(\.text) == [hostile])
        #expect(root.all { $0.name == "desc" }.first?.text.contains(hostile) == true)
    }

    @Test func thumbnailsDrawMarksButNoLabelsOrLegend() {
        var plot = figure([curve(0, label: "f")], points: [MarkedPoint(x: 0, y: 0, label: "O")],
                          lines: [ReferenceLine(.vertical(x: 1), label: "a")])
        plot.showsLabels = false
        let structure = render(plot).structure
        #expect(structure.contains("g.plot-points") && structure.contains("g.plot-lines"))
        #expect(!structure.contains("g.plot-annotations") && !structure.contains("g.plot-legend") && !structure.contains("g.plot-labels"))
    }

    // MARK: - The text alternative

    @Test func theTextAlternativeNamesEveryCurveAndMark() {
        let curves = [
            PlotDrawing.Curve(expression: "x³/3 − x", label: "f(x)", segments: []),
            PlotDrawing.Curve(expression: "x² − 1", label: "f′(x)", style: .dashed, colorIndex: 1, segments: []),
            PlotDrawing.Curve(expression: "2/3 + 3(x − 2)", style: .dotted, colorIndex: 2, from: 1, to: 3, segments: []),
        ]
        let plot = figure(curves, areas: [
            PlotDrawing.Area(FigureArea(.under(0), from: -1, to: 1), polygons: []),
            PlotDrawing.Area(FigureArea(.between(0, 2), from: 1, to: 2), polygons: []),
        ], points: [MarkedPoint(x: 2, y: 2.0 / 3, label: "(2, 2/3)")],
           lines: [ReferenceLine(.vertical(x: .pi / 2), label: "asymptote", style: .dotted), ReferenceLine(.horizontal(y: -1))])
        #expect(SVGRenderer().textAlternative(plot) == "Graph of 3 curves for x from −4 to 4, y shown from −2.5 to 2.5: "
            + "f(x): y = x³/3 − x (blue, solid); f′(x): y = x² − 1 (orange, dashed); "
            + "y = 2/3 + 3(x − 2) (teal, dotted, only for x from 1 to 3). "
            + "Shaded: the area under f(x) from −1 to 1; the area between f(x) and y = 2/3 + 3(x − 2) from 1 to 2. "
            + "Marked point: (2, 0.666667) labelled (2, 2/3). "
            + "Reference lines: x = 1.5708 (asymptote, dotted); y = −1 (dashed).")
    }

    @Test func labelsThatStateTheEquationAreNotReadTwice() {
        let plot = figure([PlotDrawing.Curve(expression: "x²", label: "f(x) = x²", segments: []),
                           PlotDrawing.Curve(expression: "2x", label: "y = 2x", style: .dashed, colorIndex: 1, segments: [])],
                          lines: [ReferenceLine(.vertical(x: -1), label: "x = -1"), ReferenceLine(.horizontal(y: 2), label: "y=2 ")])
        #expect(SVGRenderer().textAlternative(plot) == "Graph of 2 curves for x from −4 to 4, y shown from −2.5 to 2.5: "
            + "f(x) = x² (blue, solid); y = 2x (orange, dashed). Reference lines: x = −1 (dashed); y = 2 (dashed).")
    }

    /// Curves 8 and up are described as drawn: their colour again, and their round's pattern unless they declare one.
    @Test func theTextAlternativeNamesEachCurvesRoundPattern() {
        let curves = (0..<17).map { curve($0, label: "c\($0)", style: $0 == 9 ? .dotted : .solid) }
        let text = SVGRenderer().textAlternative(figure(curves))
        #expect(text.contains("c0: y = x/4 + 0.0 (blue, solid); "))
        #expect(text.contains("c8: y = x/4 + 2.0 (blue, long-dashed); c9: y = x/4 + 2.25 (orange, dotted); "))
        #expect(text.contains("c16: y = x/4 + 4.0 (blue, dash-dotted)."))
    }

    @Test func aLoneLabelledCurveIsDescribedWithoutItsColour() {
        let plot = figure([PlotDrawing.Curve(expression: "x²", label: "f", style: .dashed, from: 0, segments: [])])
        #expect(SVGRenderer().textAlternative(plot) == "Graph of f: y = x² (dashed, only for x ≥ 0) for x from −4 to 4, y shown from −2.5 to 2.5.")
    }
}
