import Foundation
import Testing
import PlotCore
@testable import PlotSVG
@testable import PlotSiteGenerator

/// Nothing covered in the default gallery (issue #28): in every plot's drawings, the page's and the
/// phone's, no two labels overlap (tick and range labels, point and line labels, the legend), and the
/// legend covers no marked point. Boxes are the estimates label placement works with (LabelBox);
/// Tests/Browser/test_labels.py measures the real ones in Chromium.
@Suite struct GalleryLabelTests {
    /// A drawing's labels as written: (what, box).
    private func labelBoxes(_ svg: String) -> [(String, LabelBox)] {
        var boxes: [(String, LabelBox)] = []
        let attribute = { (element: String, name: String) -> String? in
            guard let range = element.range(of: " \(name)=\"[^\"]*\"", options: .regularExpression) else { return nil }
            return String(element[range].dropFirst(name.count + 3).dropLast())
        }
        // <text …>content</text> of the axes (in g.plot-labels) and of the annotations.
        var rest = svg[...]
        while let start = rest.range(of: "<text "), let close = rest[start.upperBound...].range(of: ">"),
              let end = rest[close.upperBound...].range(of: "</text>") {
            let element = String(rest[start.lowerBound..<close.upperBound])
            let text = String(rest[close.upperBound..<end.lowerBound])
                .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            rest = rest[end.upperBound...]
            guard let x = attribute(element, "x").flatMap(Double.init), let y = attribute(element, "y").flatMap(Double.init),
                  !element.contains("plot-legend-label") else { continue }
            let anchor = attribute(element, "text-anchor") ?? "start"
            if element.contains("data-point-label") || element.contains("data-line-label") {
                let box = LabelBox.text(x: x, y: y, anchor: anchor, width: LabelPlacement.width(of: text, 12), fontSize: 12)
                boxes.append((text, box))
            } else {
                let label = AxesLayout.Label(text: text, x: x, y: y, anchor: anchor, isRangeEnd: element.contains("plot-range-label"))
                boxes.append((text, AxesLayout.box(of: label, 12).inflated(by: -LabelPlacement.gap)))
            }
        }
        if let legend = legendBox(svg) { boxes.append(("the legend", legend)) }
        return boxes
    }

    /// The legend's box where it is shown in the frame.
    private func legendBox(_ svg: String) -> LabelBox? {
        guard let range = svg.range(of: "<g class=\"plot-legend\" transform=\"translate\\([^)]*\\)\" data-corner=\"[a-z-]+\">",
                                    options: .regularExpression) else { return nil }
        let numbers = svg[range].split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
        guard let size = svg.range(of: "class=\"plot-legend-background\" width=\"[0-9.]+\" height=\"[0-9.]+\"", options: .regularExpression) else { return nil }
        let wh = svg[size].split { !"0123456789.".contains($0) }.compactMap { Double($0) }
        return LabelBox(left: numbers[0], top: numbers[1], right: numbers[0] + wh[0], bottom: numbers[1] + wh[1])
    }

    @Test func noTwoLabelsOverlapInAnyDrawingOfTheGallery() throws {
        var legends = 0
        for plot in DefaultGallery.manifest().plots {
            let rendering = try PlotRendering(plot)
            for svg in [SVGRenderer().element(rendering.drawing), try rendering.compactDrawing()] {
                let boxes = labelBoxes(svg)
                #expect(boxes.count > 2, "\(plot.slug): tick labels expected")
                for i in boxes.indices {
                    for j in boxes.indices where j > i {
                        #expect(!boxes[i].1.overlaps(boxes[j].1), "\(plot.slug): \"\(boxes[i].0)\" covers \"\(boxes[j].0)\"")
                    }
                }
                guard let legend = legendBox(svg) else { continue }
                legends += 1
                let v = rendering.drawing.viewport
                for point in plot.figure.points {
                    let (x, y) = (v.pixelX(point.x), v.pixelY(point.y))
                    let scale = svg.contains("plot-svg-compact") ? PlotRendering.compactWidth / PlotRendering.width : 1
                    let dot = LabelBox.around(x: x / 2 * scale, y: y / 2 * scale, radius: 4)
                    #expect(!dot.overlaps(legend), "\(plot.slug): the legend covers a marked point")
                }
            }
        }
        // Figures whose curves are named: the page's drawing, and some of the phone's.
        #expect(legends >= 5)
    }

    @Test func theDefaultGalleryHidesNoLegendOnThePagesDrawing() throws {
        // At 800 × 500 there is room for every legend of the gallery; a phone's 360 × 225 may have none. A field has no row
        // in the graph's legend: a plot whose only labelled curve is a field has none.
        for plot in DefaultGallery.manifest().plots where plot.figure.curves.count > 1 && plot.figure.curves.contains(where: { $0.field == nil })
            || plot.figure.curves[0].label != nil && plot.figure.curves[0].field == nil {
            let svg = SVGRenderer().element(try PlotRendering(plot).drawing)
            #expect(legendBox(svg) != nil, "\(plot.slug)")
        }
    }
}
