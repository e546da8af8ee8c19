import Testing
import PlotCore
@testable import PlotSVG

/// A plot's own axes in the build-time SVG: ticks at multiples of π, the axes' titles beside their
/// ends (inside the frame, covering no other label, words rather than numbers), and in the text alternative.
/// Tests/JS/pi-ticks.test.mjs and axes-layout.test.mjs hold the live view to the same.
@Suite struct AxisSettingsSVGTests {
    private func drawing(x: ClosedRange<Double>, y: ClosedRange<Double>, width: Double = 800, height: Double = 500,
                         axes: AxisSettings) throws -> PlotDrawing {
        let viewport = try Viewport(xMin: x.lowerBound, xMax: x.upperBound, yMin: y.lowerBound, yMax: y.upperBound,
                                    width: width * 2, height: height * 2)
        var plot = PlotDrawing(description: "x", viewport: viewport, segments: [])
        plot.density = 2
        plot.axes = axes
        return plot
    }

    @Test func piTicksAreLabelledAsFractionsOfPi() throws {
        let layout = AxesLayout(plot: try drawing(x: -7...7, y: -1.5...1.5, axes: AxisSettings(xTicks: .pi)), fontSize: 12)
        let texts = layout.labels.filter { !$0.isRangeEnd }.map(\.text)
        for expected in ["π/2", "π", "3π/2", "2π", "−π/2", "−2π"] { #expect(texts.contains(expected), "\(expected) in \(texts)") }
        #expect(!texts.contains("0"))
        // The y-axis keeps its decimals.
        #expect(texts.contains("0.4") && texts.contains("−1.0"))
        let zoomed = AxesLayout(plot: try drawing(x: -4.5...4.5, y: -1.5...1.5, axes: AxisSettings(xTicks: .pi)), fontSize: 12)
        #expect(zoomed.labels.map(\.text).contains("3π/4"))
    }

    @Test func titlesStayInsideTheFrameAndCoverNoOtherLabel() throws {
        let axes = AxisSettings(xTicks: .pi, xTitle: "angle θ in radians (rad)", yTitle: "height above the ground (m)")
        let windows: [(ClosedRange<Double>, ClosedRange<Double>)] = [
            (-7...7, -1.5...1.5), (0...10, -6...6), (2...10, 3...7), (-10 ... -2, -7 ... -3), (-10...10, 0...15), (-3...3, -120 ... -2),
        ]
        for (width, height) in [(800.0, 500.0), (360, 225)] {
            for (x, y) in windows {
                let layout = AxesLayout(plot: try drawing(x: x, y: y, width: width, height: height, axes: axes), fontSize: 12)
                let titles = layout.labels.filter(\.isTitle)
                #expect(titles.map(\.text) == [axes.xTitle, axes.yTitle], "\(x) × \(y)")
                let boxes = layout.labels.map { AxesLayout.box(of: $0, 12) }
                for (label, box) in zip(layout.labels, boxes) where label.isTitle {
                    #expect(box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height,
                            "\(width)×\(height) \(x) × \(y): \"\(label.text)\" leaves the frame")
                    for (other, otherBox) in zip(layout.labels, boxes) where other.text != label.text {
                        #expect(!box.overlaps(otherBox), "\(width)×\(height) \(x) × \(y): \"\(label.text)\" covers \"\(other.text)\"")
                    }
                }
            }
        }
    }

    @Test func titlesAreEscapedWordsAndReadOutInTheTextAlternative() throws {
        var plot = try drawing(x: -5...5, y: -2...2, axes: AxisSettings(xTitle: "t <s> 2.5", yTitle: "v & a"))
        plot.words = SVGWords(texts: SVGWords.english.texts, decimalSeparator: ",")
        let svg = SVGRenderer().element(plot)
        #expect(svg.contains("class=\"plot-axis-title\">t &lt;s&gt; 2.5</text>"))
        #expect(svg.contains("class=\"plot-axis-title\">v &amp; a</text>"))
        #expect(SVGRenderer().textAlternative(plot).contains("x-axis: t <s> 2.5. y-axis: v & a."))
        #expect(!SVGRenderer().textAlternative(try drawing(x: -5...5, y: -2...2, axes: AxisSettings())).contains("axis"))
    }

    @Test func anEqualAspectGrowsTheWindowAboutItsCentre() {
        let square = Aspect.equal.frame(around: (-1.5, 1.5, -1.2, 1.2), width: 800, height: 500)
        #expect(square.yMin == -1.2 && square.yMax == 1.2)
        #expect(Swift.abs((square.xMax - square.xMin) / 800 - 2.4 / 500) < 1e-15)
        #expect(Swift.abs(square.xMin + square.xMax) < 1e-15)
        let wide = Aspect.equal.frame(around: (0, 10, 1, 2), width: 800, height: 500)
        #expect(wide.xMin == 0 && wide.xMax == 10 && wide.yMin == 1.5 - 3.125 && wide.yMax == 1.5 + 3.125)
        let auto = Aspect.auto.frame(around: (0, 10, 1, 2), width: 800, height: 500)
        #expect(auto.xMin == 0 && auto.xMax == 10 && auto.yMin == 1 && auto.yMax == 2)
    }
}
