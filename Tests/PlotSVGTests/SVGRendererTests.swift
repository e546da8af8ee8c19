import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import PlotCore
@testable import PlotSVG

@Suite struct SVGRendererTests {
    private func drawing(_ source: String, xMax: Double, yMax: Double, density: Double = 1) throws -> PlotDrawing {
        let expression = try Expression(source)
        let viewport = try Viewport(xMin: -xMax, xMax: xMax, yMin: -yMax, yMax: yMax, width: 800 * density, height: 500 * density)
        let result = try Sampler().sample(expression.compiled(), in: viewport)
        var plot = PlotDrawing(description: expression.description, viewport: viewport, segments: result.segments)
        plot.density = density
        return plot
    }

    /// Parses the SVG as XML; fails the test when it is not well-formed.
    private func parse(_ svg: String) -> [String: [[String: String]]] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [String: [[String: String]]] = [:]
            var text: [String: String] = [:]
            var current: String?
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                elements[name, default: []].append(attributes)
                current = name
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                if let current { text[current, default: ""] += string }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        var result = collector.elements
        for (name, value) in collector.text { result["#text:" + name] = [["text": value]] }
        return result
    }

    @Test func standaloneSVGIsWellFormedWithTitleDescAndOnePath() throws {
        let svg = SVGRenderer().standalone(try drawing("x^3 - 2.5x^2 + 3.1x - 13.3", xMax: 4, yMax: 129.7))
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let parsed = parse(svg)
        #expect(parsed["#text:title"]?.first?["text"] == "x³ − 2.5x² + 3.1x − 13.3")
        #expect(parsed["#text:desc"]?.first?["text"]?.contains("x from −4 to 4") == true)
        #expect(parsed["svg"]?.first?["role"] == "img")
        let curves = parsed["path"]?.filter { $0["class"] == "plot-curve plot-curve-0" } ?? []
        #expect(curves.count == 1)
        #expect(curves.first?["d"]?.hasPrefix("M") == true)
        #expect(curves.first?["data-curve"] == "0")
    }

    @Test func rangeEndsAreLabelled() throws {
        let svg = SVGRenderer().standalone(try drawing("x^3 - 2.5x^2 + 3.1x - 13.3", xMax: 4, yMax: 129.7))
        #expect(svg.contains(">4</text>"))
        #expect(svg.contains(">129.7</text>"))
    }

    @Test func aFreeWindowIsDescribedAndLabelledAsItIs() throws {
        let expression = try Expression("ln(x)")
        let viewport = try Viewport(xMin: 0, xMax: 10, yMin: -6, yMax: 6, width: 800, height: 500)
        let plot = PlotDrawing(description: expression.description, viewport: viewport,
                               segments: try Sampler().sample(expression.compiled(), in: viewport).segments)
        let parsed = parse(SVGRenderer().standalone(plot))
        #expect(parsed["#text:desc"]?.first?["text"] == "Graph of y = ln(x) for x from 0 to 10, y shown from −6 to 6.")
        let svg = SVGRenderer().standalone(plot)
        #expect(svg.contains(">10</text>") && svg.contains(">6</text>"))
    }

    @Test func everythingFromOutsideIsEscaped() throws {
        var plot = try drawing("x", xMax: 1, yMax: 1)
        plot.description = "<script>alert(\"x\")</script> & 'q'"
        plot.idPrefix = "a\"b"
        let svg = SVGRenderer().standalone(plot)
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"))
        #expect(svg.contains("id=\"a&quot;b-title\""))
        _ = parse(svg)
    }

    @Test func axesSitOnDevicePixelCentres() throws {
        let plot = try drawing("sin(x)", xMax: 5, yMax: 1.2, density: 2)
        let axes = SVGRenderer().element(plot)
        // With density 2 a device-pixel centre is at k/2 + 0.25 CSS px; the x-axis of ±1.2 in
        // 1000 device px sits at device row 500 → 250.25 CSS px.
        #expect(axes.contains("M0 250.25H800"))
        #expect(axes.contains("stroke-width=\".5\""))
    }

    @Test func tickLabelsDoNotOverlap() throws {
        for (source, xMax) in [("x", 1e-6), ("x", 0.25), ("x", 7), ("x", 123_456), ("x", 1e6)] {
            let plot = try drawing(source, xMax: xMax, yMax: 1)
            let layout = AxesLayout(plot: plot, fontSize: 11)
            let below = layout.labels.filter { $0.anchor == "middle" }.sorted { $0.x < $1.x }
            for (a, b) in zip(below, below.dropFirst()) {
                let room = (AxesLayout.width(of: a.text, 11) + AxesLayout.width(of: b.text, 11)) / 2
                #expect(b.x - a.x >= room, "labels \(a.text) and \(b.text) overlap for xMax \(xMax)")
            }
            #expect(below.count >= 2, "some x tick labels for xMax \(xMax)")
        }
    }

    @Test func pathNumbersAreShort() throws {
        let d = PathData.make([[Point(x: -1, y: 0.5), Point(x: 0.25, y: -0.125)]],
                              viewport: try Viewport(xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 200, height: 200), density: 1)
        #expect(d == "M0 50l125 62.5")
        let dot = PathData.make([[Point(x: 0, y: 0)]],
                                viewport: try Viewport(xMin: -1, xMax: 1, yMin: -1, yMax: 1, width: 200, height: 200), density: 2)
        #expect(dot == "M50 50h0")
    }
}

@Suite struct SVGNumberTests {
    /// The byte-by-byte writer of path data says what the general one (by way of DecimalText.fixed) says.
    @Test func theFastWriterAgreesWithTheGeneralOne() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let magnitude = Double.random(in: 0..<1, using: &generator) * Foundation.pow(10, Double(Int.random(in: -8...14, using: &generator)))
            let value = Bool.random(using: &generator) ? -magnitude : magnitude
            // Halves and exact ties too: 12.35, 0.125, 2.5.
            let tie = (value * 8).rounded() / 8
            for candidate in [value, tie] {
                let decimals = Int.random(in: 0...6, using: &generator)
                #expect(SVGNumber.text(candidate, decimals: decimals) == SVGNumber.slowText(candidate, decimals: decimals), "\(candidate) at \(decimals)")
            }
        }
    }

    @Test func shortestFixedDecimals() {
        #expect(SVGNumber.text(0, decimals: 2) == "0")
        #expect(SVGNumber.text(-0.001, decimals: 2) == "0")
        #expect(SVGNumber.text(0.5, decimals: 2) == ".5")
        #expect(SVGNumber.text(-0.25, decimals: 2) == "-.25")
        #expect(SVGNumber.text(250.25, decimals: 2) == "250.25")
        #expect(SVGNumber.text(800, decimals: 2) == "800")
        #expect(SVGNumber.text(12.3456, decimals: 2) == "12.35")
        #expect(SVGNumber.text(-7.04, decimals: 1) == "-7")
        #expect(SVGNumber.text(0.05, decimals: 2) == ".05")
        #expect(SVGNumber.text(1e20, decimals: 2) == "1e+20")
        // Ties round as printf does: 0.125 is exact, so to even; 12.35 is a little less than 12.35.
        #expect(SVGNumber.text(0.125, decimals: 2) == ".12")
        #expect(SVGNumber.text(0.375, decimals: 2) == ".38")
        #expect(SVGNumber.text(12.35, decimals: 1) == "12.3")
    }
}
