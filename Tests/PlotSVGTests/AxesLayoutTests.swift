import Testing
import PlotCore
@testable import PlotSVG

/// Axes of windows that do not contain the origin (x from 2 to 10), range labels that stay on screen
/// and never cover a tick label, and labels drawn over the curve with a halo (issue 17).
/// Tests/JS/axes-layout.test.mjs holds the JS port to the same rules.
@Suite struct AxesLayoutTests {
    private func drawing(x: ClosedRange<Double>, y: ClosedRange<Double>, density: Double = 2) throws -> PlotDrawing {
        let viewport = try Viewport(xMin: x.lowerBound, xMax: x.upperBound, yMin: y.lowerBound, yMax: y.upperBound,
                                    width: 800 * density, height: 500 * density)
        var plot = PlotDrawing(description: "x", viewport: viewport, segments: [])
        plot.density = density
        return plot
    }

    /// Every label inside the frame, and no two labels on top of each other.
    private func expectReadable(_ layout: AxesLayout, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let boxes = layout.labels.map { label -> (left: Double, right: Double, top: Double, bottom: Double) in
            let width = AxesLayout.width(of: label.text, 11)
            let left = label.anchor == "start" ? label.x : label.anchor == "end" ? label.x - width : label.x - width / 2
            return (left, left + width, label.y - 11 * 0.75, label.y)
        }
        for (label, box) in zip(layout.labels, boxes) {
            #expect(box.left >= 0 && box.right <= 800 && box.top >= 0 && box.bottom <= 500,
                    "\(name): \"\(label.text)\" leaves the frame", sourceLocation: sourceLocation)
        }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let (a, b) = (boxes[i], boxes[j])
                #expect(!(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
                        "\(name): \"\(layout.labels[i].text)\" covers \"\(layout.labels[j].text)\"", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aWindowBesideTheOriginHasItsAxesAlongTheLeftAndBottomEdges() throws {
        let layout = AxesLayout(plot: try drawing(x: 2...10, y: 3...7), fontSize: 11)
        // The y-axis on the first device column, the x-axis on the last device row.
        #expect(layout.axesPath.hasPrefix("M0 499.75H800M.25 0V500"))
        // Tick marks point inwards from the edge: from the axis up (x) and to the right (y), 4 px long.
        #expect(layout.axesPath.contains("M100.25 496v4"))
        #expect(layout.axesPath.contains("M0 375.25h4"))
        let ticks = layout.labels.filter { !$0.isRangeEnd }
        #expect(ticks.contains { $0.text == "4" && $0.anchor == "middle" && $0.y < 499.75 })
        #expect(ticks.contains { $0.text == "5.0" && $0.anchor == "start" && $0.x > 0.25 })
        #expect(layout.labels.filter(\.isRangeEnd).map(\.text) == ["10", "7"])
        expectReadable(layout, "2…10 × 3…7")
    }

    @Test func everyWindowKeepsItsLabelsInsideTheFrameAndApart() throws {
        let windows: [(ClosedRange<Double>, ClosedRange<Double>)] = [
            (-10 ... -2, -7 ... -3), (-10...10, -7 ... -3), (-10 ... -2, -1...1), (0...10, -6...6), (-3...3, 0...15),
            (2...10, -120...120), (-5...5, 3...7), (1e5...1.0001e5, 0.001...0.002),
        ]
        for (x, y) in windows {
            let layout = AxesLayout(plot: try drawing(x: x, y: y), fontSize: 11)
            #expect(layout.labels.filter(\.isRangeEnd).count == 2)
            expectReadable(layout, "\(x) × \(y)")
        }
    }

    @Test func aWindowBelowTheOriginPutsYMaxALineUnderTheXTickLabels() throws {
        // The x-axis is held at the top edge; its tick labels are the top row, and yMax (−96.71) is not among them.
        let layout = AxesLayout(plot: try drawing(x: -4...4, y: -150 ... -96.71), fontSize: 11)
        let xTicks = layout.labels.filter { !$0.isRangeEnd && $0.anchor == "middle" }
        let yMax = try #require(layout.labels.first { $0.isRangeEnd && $0.text == "−96.71" })
        #expect(!xTicks.isEmpty && xTicks.allSatisfy { $0.y == 0.25 + 11 + 3 })
        #expect(yMax.y == 0.25 + 2 * 11 + 7, "a line under the tick labels' row")
        expectReadable(layout, "±4 × −150…−96.71")
    }

    @Test func aWindowThroughTheOriginKeepsItsAxesThroughIt() throws {
        let layout = AxesLayout(plot: try drawing(x: -5...5, y: -1.2...1.2), fontSize: 11)
        #expect(layout.axesPath.hasPrefix("M0 250.25H800M400.25 0V500M"))
        #expect(layout.axesPath.contains(" 248.25v4"), "tick marks straddle the x-axis")
        expectReadable(layout, "±5 × ±1.2")
    }

    @Test func cornerLabelsAreWrittenLikeTheTickLabelsBesideThem() throws {
        let layout = AxesLayout(plot: try drawing(x: -21952 ... 21952, y: -50000...50000), fontSize: 11)
        let texts = layout.labels.map(\.text)
        #expect(!texts.contains { $0.contains("e") }, "\(texts)")
        #expect(texts.contains("21952") && texts.contains("50000"))
    }

    @Test func labelsAreDrawnOverTheCurveWithAHaloOfTheBackground() throws {
        var plot = try drawing(x: -5...5, y: -1.2...1.2)
        plot.segments = [[Point(x: -5, y: 0), Point(x: 5, y: 0.5)]]
        let svg = SVGRenderer().element(plot)
        let curve = try #require(svg.range(of: "class=\"plot-curve plot-curve-0\""))
        let labels = try #require(svg.range(of: "<g class=\"plot-labels\""))
        #expect(curve.lowerBound < labels.lowerBound, "the labels come after (over) the curve")
        // Inline, the page's style sheet paints the ring under the glyphs (an HTML checker knows no
        // paint-order attribute); a standalone file says it itself.
        #expect(svg.contains("<g class=\"plot-labels\" fill=\"#4f5560\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\">"))
        #expect(SVGRenderer().standalone(plot).contains(
            "<g class=\"plot-labels\" fill=\"#4f5560\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">"))
    }

    @Test func tickLabelsAreAtLeastTwelvePixelsHigh() throws {
        let svg = SVGRenderer().element(try drawing(x: -5...5, y: -1.2...1.2))
        #expect(svg.contains("font-size=\"12\""))
    }
}

/// ``Ticks/endLabel(_:)``: range ends read like tick labels (Public/js/graph/ticks.js gives the same strings).
@Suite struct EndLabelTests {
    @Test func rangeEndsUsePlainDecimalsWhereTickLabelsDo() {
        let cases: [(Double, String)] = [
            (12345.678, "12346"), (21934.5, "21934"), (-21934.56, "−21935"), (99999, "99999"), (100000, "100000"),
            (9999999, "9999999"), (9999.5, "10000"), (0.99996, "1"), (1.2, "1.2"), (129.7, "129.7"), (0.25, "0.25"),
            (0.00012345, "0.0001234"), (2.5e-5, "0.000025"), (1e-5, "0.00001"), (-0.0, "0"), (0, "0"),
        ]
        for (value, text) in cases { #expect(Ticks.endLabel(value) == text, "endLabel(\(value))") }
    }

    @Test func rangeEndsBeyondThePlainRangeUseExponents() {
        #expect(Ticks.endLabel(1e7) == "1e+07")
        #expect(Ticks.endLabel(2.5e7) == "2.5e+07")
        #expect(Ticks.endLabel(-1e-6) == "−1e−06")
        #expect(Ticks.endLabel(7.5e-7) == "7.5e−07")
    }
}
