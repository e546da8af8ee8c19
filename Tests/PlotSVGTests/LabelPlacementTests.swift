import Foundation
import Testing
import PlotCore
@testable import PlotSVG

/// Nothing covered (issue #28, #34): the legend keeps off tick labels, turning points and marks, in
/// the emptiest free corner, hidden on a page and below the drawing in a standalone file when no corner
/// is free; a line's label keeps 6 px off the curves; range labels keep off curves and tick labels.
/// Tests/JS/label-placement.test.mjs holds the live view to the same rules.
@Suite struct LabelPlacementTests {
    /// x −4 … 4 and y −2.5 … 2.5 on 800×500 CSS px: 100 px per unit, (0, 0) at (400, 250).
    private let viewport = try! Viewport(xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 800, height: 500)

    /// y = f(x) sampled every 0.01 across the frame (where it is a number), as one curve labelled `label`.
    private func curve(_ label: String?, index: Int = 0, _ f: (Double) -> Double) -> PlotDrawing.Curve {
        let points = stride(from: -4.0, through: 4.0, by: 0.01).map { Point(x: $0, y: f($0)) }.filter { $0.y.isFinite }
        return PlotDrawing.Curve(expression: "f", label: label, colorIndex: index, segments: [points])
    }

    private func legend(of svg: String) throws -> SVGNode {
        try #require(SVGNode.parse(svg).all(class: "plot-legend").first)
    }

    /// The legend's box in the frame, from its transform and its background's size.
    private func box(of legend: SVGNode) throws -> LabelBox {
        let numbers = try #require(legend["transform"]).split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
        let background = try #require(legend.all(class: "plot-legend-background").first)
        let (width, height) = (Double(background["width"] ?? "") ?? 0, Double(background["height"] ?? "") ?? 0)
        return LabelBox(left: numbers[0], top: numbers[1], right: numbers[0] + width, bottom: numbers[1] + height)
    }

    // MARK: - The legend

    @Test func aLegendOverTheTickLabelsGoesToAnotherCorner() throws {
        // x and y from 0: the y-axis runs along the left edge with its labels inside, up to the top-left corner.
        let viewport = try Viewport(xMin: 0, xMax: 10, yMin: 0, yMax: 10, width: 800, height: 500)
        let line = [Point(x: 0, y: 1), Point(x: 10, y: 2)]
        let plot = PlotDrawing(description: "f", viewport: viewport, curves: [PlotDrawing.Curve(expression: "f", label: "a line", segments: [line])])
        let legend = try legend(of: SVGRenderer().element(plot))
        #expect(legend["data-corner"] == "top-right")
        let axes = AxesLayout(plot: plot, fontSize: 12)
        let legendBox = try box(of: legend)
        #expect(axes.labels.contains { $0.x < 100 && $0.y < 40 }, "the top-left corner holds tick labels")
        #expect(axes.labels.allSatisfy { !AxesLayout.box(of: $0, 12).overlaps(legendBox) })
    }

    @Test func aLegendKeepsOffACurvesTurningPoint() throws {
        // A peak at (−3.5, 2.2): 30 px from the top, 50 from the left, under the top-left corner.
        let peak = curve("a peak") { 2.2 - 4 * ($0 + 3.5) * ($0 + 3.5) }
        let legend = try legend(of: SVGRenderer().element(PlotDrawing(description: "f", viewport: viewport, curves: [peak])))
        #expect(legend["data-corner"] == "top-right")
    }

    @Test func theLegendTakesTheFreeCornerWithTheLeastCurveUnderIt() throws {
        // A rising line through the top-right and bottom-left corners: the top-left is as free and empty.
        let rising = curve("rising") { $0 * 0.75 }
        #expect(try legend(of: SVGRenderer().element(PlotDrawing(description: "f", viewport: viewport, curves: [rising])))["data-corner"] == "top-left")
        // A falling one through the top-left: the bottom-left is free and empty, the top-right (tried before it) is not empty.
        let falling = curve("falling") { -$0 * 0.6 + 0.5 }
        let drawing = PlotDrawing(description: "f", viewport: viewport, curves: [falling, curve("low", index: 1) { _ in 2.3 }])
        #expect(try legend(of: SVGRenderer().element(drawing))["data-corner"] == "bottom-left")
    }

    @Test func aLegendKeepsOffMarkedPointsAndPointsOfInterest() throws {
        var plot = PlotDrawing(description: "f", viewport: viewport, curves: [curve("flat") { _ in -1 }],
                               points: [MarkedPoint(x: -3.6, y: 2.1)])
        #expect(try legend(of: SVGRenderer().element(plot))["data-corner"] == "top-right")
        // Where the live view will mark a point of interest, as if a dot were drawn there.
        plot.pointsOfInterest = [Point(x: 3.5, y: 2.1)]
        #expect(try legend(of: SVGRenderer().element(plot))["data-corner"] == "bottom-left")
    }

    @Test func aLegendKeepsOffEndpointDots() throws {
        var flat = curve("flat") { _ in -1 }
        let plot = PlotDrawing(description: "f", viewport: viewport, curves: [flat])
        #expect(try legend(of: SVGRenderer().element(plot))["data-corner"] == "top-left")
        // A closed dot where a step ends, under the top-left corner's legend.
        flat.endpoints = [Endpoint(x: -3.6, y: 2.1, isOpen: false)]
        let dotted = PlotDrawing(description: "f", viewport: viewport, curves: [flat])
        #expect(try legend(of: SVGRenderer().element(dotted))["data-corner"] != "top-left")
    }

    /// A sine turning in every corner: no corner is free.
    private var crowded: PlotDrawing {
        PlotDrawing(description: "f", viewport: viewport, curves: [curve("a sine that turns everywhere") { 2.3 * sin(6 * $0) }])
    }

    @Test func withNoCornerFreeAPageHidesTheLegend() throws {
        let legend = try legend(of: SVGRenderer().element(crowded))
        #expect(legend["display"] == "none" && legend["data-corner"] == nil)
        #expect(SVGRenderer().element(crowded).contains("viewBox=\"0 0 800 500\""))
    }

    @Test func withNoCornerFreeAStandaloneFileHasItsLegendBelowTheDrawing() throws {
        let file = SVGRenderer().standalone(crowded)
        let legend = try legend(of: file)
        #expect(legend["data-corner"] == "below" && legend["display"] == nil)
        // One row: 28 px tall, 8 px of margin above and below it.
        #expect(file.contains("viewBox=\"0 0 800 544\" width=\"800\" height=\"544\""))
        let box = try box(of: legend)
        #expect(box.top == 508 && box.bottom == 536)
        // The background reaches the new bottom, and a strip hides what the curve draws beyond the frame.
        #expect(file.contains("<rect class=\"plot-background\" width=\"800\" height=\"544\""))
        #expect(file.contains("<rect x=\"-8\" y=\"-8\" width=\"800\" height=\"44\" fill=\"#ffffff\"/>"))
    }

    // MARK: - Reference lines

    /// A line's label's text box as the renderer wrote it.
    private func lineLabelBox(_ svg: String) throws -> LabelBox {
        let label = try #require(SVGNode.parse(svg).all(with: "data-line-label").first)
        let text = label.text
        return LabelBox.text(x: Double(label["x"] ?? "") ?? .nan, y: Double(label["y"] ?? "") ?? .nan, anchor: label["text-anchor"] ?? "",
                             width: LabelPlacement.width(of: text, 12), fontSize: 12)
    }

    @Test func aHorizontalLinesLabelMovesOffACurveThatPassesThroughItsFirstPlace() throws {
        // Approaching y = 2 from above, as the asymptote's curve does: 2.15 at the right end.
        let plot = PlotDrawing(description: "f", viewport: viewport, curves: [curve(nil) { 2 + 0.6 / ($0 + 8) }],
                               lines: [ReferenceLine(.horizontal(y: 2), label: "y = 2")])
        let box = try lineLabelBox(SVGRenderer().element(plot))
        #expect(CurveIndex(plot).distance(from: box, upTo: 100) >= LabelPlacement.clearance)
        // Below the line at its right end: the first place with no curve near.
        #expect(box.top > 50 + 4 && box.right == 796)
    }

    @Test func aVerticalLinesLabelGoesToTheOtherSideOfACurveBesideIt() throws {
        // x = 1 with a curve rising just right of it near the top: outwards (right) is crowded, inwards is free.
        let plot = PlotDrawing(description: "f", viewport: viewport, curves: [curve(nil) { $0 > 1.1 ? 2.45 - ($0 - 1.1) * 0.3 : .nan }],
                               lines: [ReferenceLine(.vertical(x: 1), label: "x = 1")])
        let label = try #require(SVGNode.parse(SVGRenderer().element(plot)).all(with: "data-line-label").first)
        #expect([label["x"], label["y"], label["text-anchor"]] == ["496", "16", "end"])
        #expect(CurveIndex(plot).distance(from: try lineLabelBox(SVGRenderer().element(plot)), upTo: 100) >= 6)
    }

    @Test func aLinesLabelWithNoFreePlaceStaysAtItsFirst() throws {
        // The sine crosses the line everywhere along it.
        let plot = PlotDrawing(description: "f", viewport: viewport, curves: [curve(nil) { 0.3 * sin(40 * $0) }],
                               lines: [ReferenceLine(.horizontal(y: 0), label: "y = 0")])
        let label = try #require(SVGNode.parse(SVGRenderer().element(plot)).all(with: "data-line-label").first)
        #expect([label["x"], label["y"], label["text-anchor"]] == ["796", "243", "end"])
    }

    @Test func aLinesLabelKeepsOffTheLegend() throws {
        // y = 2.2 at the right end would put its label under a legend in the top-right corner.
        let plot = PlotDrawing(description: "f", viewport: viewport,
                               curves: [curve("a legend with a long label", index: 0) { 2.2 - 4 * ($0 + 3.5) * ($0 + 3.5) }],
                               lines: [ReferenceLine(.horizontal(y: 2.2), label: "y = 2.2")])
        let svg = SVGRenderer().element(plot)
        let node = try legend(of: svg)
        #expect(node["data-corner"] == "top-right")
        #expect(!(try lineLabelBox(svg)).overlaps(try box(of: node)))
    }

    // MARK: - Points and range labels

    @Test func aPointsLabelFlipsOffAnotherLabel() {
        // Two points side by side: the second's label, up and to the right, would cover the first's.
        let plot = PlotDrawing(description: "f", viewport: viewport, curves: [curve(nil) { _ in -2 }],
                               points: [MarkedPoint(x: 1, y: 1, label: "first"), MarkedPoint(x: 1.2, y: 1, label: "second")])
        let labels = SVGNode.parse(SVGRenderer().element(plot)).all(with: "data-point-label")
        #expect(labels.map { [$0["x"], $0["y"], $0["text-anchor"]] } == [["507", "143", "start"], ["527", "166", "start"]])
    }

    @Test func theRangeLabelOfYGoesToTheOtherSideOfTheAxisWhereACurvePassesIt() throws {
        // A curve running just right of the top of the y-axis, where yMax's label goes.
        let plot = PlotDrawing(description: "f", viewport: viewport, curves: [curve(nil) { $0 > 0.1 ? 2.4 : .nan }])
        let axes = AxesLayout(plot: plot, fontSize: 12, curves: CurveIndex(plot))
        let yEnd = try #require(axes.labels.last)
        #expect(yEnd.isRangeEnd && yEnd.text == "2.5" && yEnd.anchor == "end" && yEnd.x == 394.5, "\(yEnd)")
        #expect(AxesLayout(plot: plot, fontSize: 12).labels.last?.anchor == "start", "without curves: right of the axis")
    }

    @Test func tickLabelsKeepABerthFromTheRangeLabels() throws {
        // The y-axis on the left edge: yMax's label over the tick labels, on their side.
        let viewport = try Viewport(xMin: 0, xMax: 10, yMin: 0, yMax: 250, width: 800, height: 500)
        let axes = AxesLayout(plot: PlotDrawing(description: "f", viewport: viewport, segments: []), fontSize: 12)
        let yEnd = try #require(axes.labels.last)
        let below = axes.labels.filter { !$0.isRangeEnd && $0.anchor == yEnd.anchor }.map(\.y).min() ?? .infinity
        // The digits' tops (three quarters of the font size over the baseline) at least 8 px under yMax's baseline.
        #expect(below - 9 - yEnd.y >= 8, "\(below) under \(yEnd.y)")
    }
}
