import Foundation
import Testing
import PlotCore
@testable import PlotSVG

/// Tests/Fixtures/label-placement.json: scenes (a frame, its labels' boxes, marks, dots, curves as
/// polylines in SVG units) and the places Swift's ``LabelPlacement`` and ``AxesLayout`` choose for
/// them, which Tests/JS/label-placement.test.mjs requires of label-placement.js and axes-layout.js.
/// This test writes the fixture from the cases below and fails when the file differs from it; run
/// `PLOTSITE_WRITE_FIXTURES=1 swift test --filter LabelPlacementFixtureTests` to rewrite it after a
/// change of the rules (then see the JS test agree).
@Suite struct LabelPlacementFixtureTests {
    private static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/label-placement.json")

    @Test func theFixtureHoldsWhatSwiftChooses() throws {
        let text = Self.fixture()
        if ProcessInfo.processInfo.environment["PLOTSITE_WRITE_FIXTURES"] != nil {
            try text.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(stored == text, "Tests/Fixtures/label-placement.json is not what Swift chooses: rewrite it with PLOTSITE_WRITE_FIXTURES=1")
    }

    // MARK: - Cases

    /// A scene's parts, as the fixture writes them.
    private struct Case {
        var name: String
        var width = 360.0, height = 225.0
        var axisLabels: [LabelBox] = []
        var points: [LabelPlacement.Mark?] = []
        var lines: [LabelPlacement.Line?] = []
        var legend: (width: Double, height: Double)?
        var dots: [(x: Double, y: Double)] = []
        var curves: [[Double]] = []
        var keptCorner: LabelPlacement.Corner?
    }

    /// y = f(x) for x from `from` to `to` in steps of `step`, SVG units rounded to hundredths as the
    /// fixture writes them.
    private static func polyline(from: Double, to: Double, step: Double, _ f: (Double) -> Double) -> [Double] {
        stride(from: from, through: to, by: step).flatMap { [rounded($0), rounded(f($0))] }
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private static let placementCases: [Case] = [
        Case(name: "tick labels fill the top-left corner: the legend goes to the top-right",
             axisLabels: [LabelBox(left: 4, top: 4, right: 24, bottom: 19), LabelBox(left: 4, top: 40, right: 24, bottom: 55)],
             legend: (130, 46), curves: [[0, 200, 360, 180]]),
        Case(name: "a turning point under the top-left corner", legend: (130, 46),
             curves: [polyline(from: 0, to: 200, step: 2) { 25 + 0.05 * ($0 - 40) * ($0 - 40) }]),
        Case(name: "of the free corners, the one with the least curve under it", width: 800, height: 500, legend: (150, 64),
             curves: [[0, 30, 800, 60], [0, 470, 400, 470]]),
        Case(name: "a kept corner stays while it is free", width: 800, height: 500, legend: (150, 64),
             curves: [[0, 30, 800, 60], [0, 470, 400, 470]], keptCorner: .topLeft),
        Case(name: "a kept corner with a dot in it is left", width: 800, height: 500, legend: (150, 64),
             dots: [(50, 30)], curves: [[0, 30, 800, 60], [0, 470, 400, 470]], keptCorner: .topLeft),
        Case(name: "a marked point and its label keep the legend out of a corner", width: 800, height: 500,
             axisLabels: [LabelBox(left: 4, top: 4, right: 24, bottom: 19)],
             points: [LabelPlacement.Mark(x: 760, y: 40, label: "(3.6, 2.1)")], legend: (150, 46)),
        Case(name: "no corner is free of turning points", legend: (130, 46),
             curves: [polyline(from: 0, to: 360, step: 1) { 112.5 + 100 * sin($0 / 10) }]),
        Case(name: "a legend larger than the frame", legend: (400, 50)),
        Case(name: "point labels flip off a tick label, another point's label and the frame's edge",
             axisLabels: [LabelBox(left: 100, top: 80, right: 130, bottom: 95)],
             points: [LabelPlacement.Mark(x: 100, y: 100, label: "first"), LabelPlacement.Mark(x: 80, y: 100, label: "second"),
                      LabelPlacement.Mark(x: 355, y: 50, label: "edge"), nil, LabelPlacement.Mark(x: 200, y: 150, label: nil)]),
        Case(name: "line labels keep off curves, other labels and the legend", width: 800, height: 500,
             axisLabels: [LabelBox(left: 10, top: 470, right: 40, bottom: 490)],
             lines: [LabelPlacement.Line(isVertical: false, position: 50, label: "y = 2"),
                     LabelPlacement.Line(isVertical: true, position: 500, label: "x = 1"),
                     LabelPlacement.Line(isVertical: true, position: 300, label: "x = −1"),
                     LabelPlacement.Line(isVertical: false, position: 250, label: "y = 0"),
                     nil, LabelPlacement.Line(isVertical: true, position: 700, label: nil),
                     LabelPlacement.Line(isVertical: false, position: 470, label: "under the legend")],
             legend: (150, 46),
             curves: [polyline(from: 0, to: 800, step: 4) { 42 - $0 / 200 },
                      polyline(from: 505, to: 560, step: 5) { 5 + ($0 - 505) / 2 },
                      polyline(from: 0, to: 800, step: 8) { 250 + (Int($0 / 8) % 2 == 0 ? 20 : -20) },
                      [0, 300, 300, 300]]),
    ]

    /// A viewport of ±4 × ±2.5 on 800 × 500 CSS px at 2 device px per CSS px, and the curves near its range labels.
    private static let axesCases: [(name: String, curves: [[Double]])] = [
        ("no curve near the range labels", [[0, 400, 800, 450]]),
        ("a curve over yMax's place: it goes left of the axis", [[410, 10, 800, 10]]),
        ("a curve over xMax's place: it goes below the axis", [[700, 240, 800, 240]]),
        ("curves by both places of xMax: it stays", [[790, 200, 790, 300]]),
    ]

    // MARK: - Writing

    private static func fixture() -> String {
        var json = "{\n  \"about\": \"Label placement (docs/site.md#labels) on scenes in SVG units: what Swift's LabelPlacement and AxesLayout choose (written by Tests/PlotSVGTests/LabelPlacementFixtureTests.swift), which Public/js/graph/label-placement.js and axes-layout.js must choose too (Tests/JS/label-placement.test.mjs). placements: a scene (axisLabels as [left, top, right, bottom], points and lines null outside the frame, curves as [x0, y0, x1, y1, …]) and keptCorner, then the places chosen: [x, y, anchor, choice] per label (null: none), x and y as the SVG writes them, and the legend's corner (null: none free). axes: a ±4 × ±2.5 window on 800 × 500 at density 2 with curves, and its labels [text, x, y, anchor, isRangeEnd].\",\n"
        json += "  \"placements\": [\n"
        json += placementCases.map { "    " + placement($0) }.joined(separator: ",\n")
        json += "\n  ],\n  \"axes\": [\n"
        json += axesCases.map { "    " + axes($0.name, $0.curves) }.joined(separator: ",\n")
        return json + "\n  ]\n}\n"
    }

    private static func placement(_ c: Case) -> String {
        let index = CurveIndex(polylines: c.curves, width: c.width, height: c.height)
        var scene = LabelPlacement.Scene(width: c.width, height: c.height, fontSize: 12, axisLabels: c.axisLabels, legend: c.legend, curves: index)
        scene.points = c.points
        scene.lines = c.lines
        scene.dots = c.dots
        let placed = LabelPlacement(scene, keptCorner: c.keptCorner)
        let sceneJSON = object([
            ("width", number(c.width)), ("height", number(c.height)), ("fontSize", "12"),
            ("axisLabels", list(c.axisLabels.map { list([$0.left, $0.top, $0.right, $0.bottom].map(number)) })),
            ("points", list(c.points.map { $0.map { object([("x", number($0.x)), ("y", number($0.y)), ("label", string($0.label))]) } ?? "null" })),
            ("lines", list(c.lines.map { $0.map { object([("vertical", $0.isVertical ? "true" : "false"), ("position", number($0.position)), ("label", string($0.label))]) } ?? "null" })),
            ("legend", c.legend.map { object([("width", number($0.width)), ("height", number($0.height))]) } ?? "null"),
            ("dots", list(c.dots.map { object([("x", number($0.x)), ("y", number($0.y))]) })),
            ("curves", list(c.curves.map { list($0.map(number)) })),
        ])
        let expected = object([
            ("pointLabels", list(placed.pointLabels.map(text))), ("legend", string(placed.legend?.rawValue)),
            ("lineLabels", list(placed.lineLabels.map(text))),
        ])
        return object([("name", string(c.name)), ("scene", sceneJSON), ("keptCorner", string(c.keptCorner?.rawValue)), ("expected", expected)])
    }

    private static func axes(_ name: String, _ curves: [[Double]]) -> String {
        let viewport = try! Viewport(xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 1600, height: 1000)
        var plot = PlotDrawing(description: name, viewport: viewport, segments: [])
        plot.density = 2
        let layout = AxesLayout(plot: plot, fontSize: 12, curves: CurveIndex(polylines: curves, width: 800, height: 500))
        let labels = layout.labels.map { label in
            list([string(label.text), string(SVGNumber.text(label.x, decimals: 2)), string(SVGNumber.text(label.y, decimals: 2)),
                  string(label.anchor), label.isRangeEnd ? "true" : "false"])
        }
        return object([("name", string(name)), ("curves", list(curves.map { list($0.map(number)) })), ("labels", list(labels))])
    }

    private static func text(_ place: LabelPlacement.Text?) -> String {
        guard let place else { return "null" }
        return list([string(SVGNumber.text(place.x, decimals: 2)), string(SVGNumber.text(place.y, decimals: 2)), string(place.anchor), String(place.choice)])
    }

    private static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : "\(value)" }
    private static func string(_ value: String?) -> String {
        guard let value else { return "null" }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
