import Testing
import PlotCore
@testable import PlotSVG

/// Endpoint dots at build time (docs/hooks.md#endpoint-dots, docs/architecture.md#the-drawing): circles in
/// screen units over the curves, in the curve's colour, open ones filled with the background, with
/// their hooks; none outside the frame.
@Suite struct EndpointDotsSVGTests {
    /// x −4 … 4 and y −2.5 … 2.5 on 800×500 device px at density 2: 400×250 CSS px, 50 px per unit.
    private let viewport = try! Viewport(xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5, width: 800, height: 500)

    private func drawing(_ endpoints: [[Endpoint]]) -> PlotDrawing {
        let curves = endpoints.enumerated().map { i, dots in
            PlotDrawing.Curve(expression: "floor(x)", colorIndex: i, segments: [[Point(x: -4, y: -1), Point(x: 1, y: -1)]], endpoints: dots)
        }
        var plot = PlotDrawing(description: "steps", viewport: viewport, curves: curves)
        plot.density = 2
        return plot
    }

    @Test func dotsAreCirclesInTheCurvesColourOpenOnesFilledWithTheBackground() {
        let root = SVGNode.parse(SVGRenderer().standalone(drawing([
            [Endpoint(x: 1, y: 1, isOpen: false), Endpoint(x: 1, y: 0, isOpen: true)],
            [Endpoint(x: -0.5, y: 0.1, isOpen: true)],
        ])))
        let dots = root.all(class: "plot-endpoint")
        #expect(dots.map { $0["data-endpoint"] } == ["closed", "open", "open"])
        #expect(dots.map { $0["data-curve"] } == ["0", "0", "1"])
        #expect(dots.map { $0["data-x"] } == ["1", "1", "-0.5"])
        #expect(dots.map { $0["data-y"] } == ["1", "0", "0.1"])
        // 50 CSS px per unit, (0, 0) at (200, 125): a radius of 4 CSS px whatever the scale.
        #expect(dots.map { $0["cx"] } == ["250", "250", "175"])
        #expect(dots.map { $0["cy"] } == ["75", "125", "120"])
        #expect(dots.allSatisfy { $0["r"] == "4" && $0["class"] == "plot-endpoint" && $0["stroke"] == nil })
        // A closed dot takes its curve's colour from its group, an open one is filled with the background.
        #expect(dots.map { $0["fill"] } == [nil, "#ffffff", "#ffffff"])
        let layer = root.all(class: "plot-endpoints")
        #expect(layer.count == 1 && layer.first?["stroke-width"] == "1.5")
        let curves = layer.first?.children ?? []
        #expect(curves.map { $0["class"] } == ["plot-fill-0 plot-stroke-0", "plot-fill-1 plot-stroke-1"])
        #expect(curves.map { $0["fill"] } == ["#0b62d6", "#f06c4e"] && curves.map { $0["stroke"] } == ["#0b62d6", "#f06c4e"])
        #expect(curves.map { $0.children.map { $0["data-endpoint"] ?? "" } } == [["closed", "open"], ["open"]])
    }

    @Test func aCentreIsWrittenToATenthOfADevicePixelAsACurvesPointsAre() {
        // (0.1234, −0.456): 206.17, 147.8 CSS px; at 2× one decimal moves it by at most 0.05 CSS px (a tenth of a device pixel).
        let dot = SVGNode.parse(SVGRenderer().standalone(drawing([[Endpoint(x: 0.1234, y: -0.456, isOpen: false)]])))
            .all(class: "plot-endpoint")
        #expect(dot.map { [$0["cx"], $0["cy"], $0["data-x"], $0["data-y"]] } == [["206.2", "147.8", "0.1234", "-0.456"]])
    }

    @Test func theDotsLieOverTheCurvesAndUnderTheLabels() {
        let structure = SVGNode.parse(SVGRenderer().element(drawing([[Endpoint(x: 1, y: 1, isOpen: false)]]))).structure
        let curve = structure.firstIndex(of: "path.plot-curve plot-curve-0")
        let dots = structure.firstIndex(of: "g.plot-endpoints")
        let labels = structure.firstIndex(of: "g.plot-labels")
        #expect(curve != nil && dots != nil && labels != nil)
        if let curve, let dots, let labels { #expect(curve < dots && dots < labels) }
    }

    @Test func theTextAlternativeSaysWhichPointsTheCurveHoldsAndWhichItLeavesOut() {
        let plot = drawing([[Endpoint(x: 1, y: 1, isOpen: false), Endpoint(x: 1, y: 0, isOpen: true), Endpoint(x: 9, y: 0, isOpen: true)]])
        let text = SVGRenderer().textAlternative(plot)
        #expect(text.hasSuffix(" Filled dots, points the curve holds: (1, 1). Open dots, points the curve leaves out: (1, 0)."))
        #expect(!SVGRenderer().textAlternative(drawing([[]])).contains("dots"))
    }

    @Test func dotsOutsideTheFrameAreLeftOutAndNoDotsNoLayer() {
        let outside = SVGRenderer().element(drawing([[Endpoint(x: 5, y: 0, isOpen: true), Endpoint(x: 0, y: 3, isOpen: false)]]))
        #expect(!outside.contains("plot-endpoint"))
        #expect(!SVGRenderer().element(drawing([[]])).contains("plot-endpoints"))
    }
}
