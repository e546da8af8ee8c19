import PlotCore
import PlotSVG

/// `plotsite sample --implicit RELATION`: the certified drawing of an equation in x and y (a curve) or of
/// inequalities (a region) on its own (docs/sampling.md#certified-drawing), as JSON or SVG.
extension SampleCommand {
    static let implicitOptions: [CommandOption] = [
        .value("implicit", "RELATION", "Instead of EXPR, an equation in x and y (a curve: 'x^2 + y^2 = 4') or inequalities "
               + "(a region: 'y < x^2', several joined with 'and'), drawn pixel by pixel where interval arithmetic proves it "
               + "(docs/language.md#relations). JSON: for a curve {\"segments\": [[[x,y],…],…], \"undecided\": N, "
               + "\"dots\": [[x,y],…], \"crossed\": N}, for a region {\"inside\": N, \"boundary\": N, \"undecided\": N, "
               + "\"edges\": [{\"strict\": true|false, \"segments\": …},…]}, pixel counts; svg: the drawing, undecided "
               + "pixels stippled. The y-range has the x-range's scale unless given."),
    ]

    static func runImplicit(_ source: String, _ arguments: ArgumentList, console: Console) throws -> ExitCode {
        if !arguments.positionals.isEmpty {
            throw arguments.error("give EXPR or a relation (--implicit), not both")
        }
        for name in ["samples", "curve-from", "curve-to"] where try arguments.value(name) != nil {
            throw arguments.error("option --\(name) is for a function of x, not for a relation drawn pixel by pixel")
        }
        let format = try arguments.value("format") ?? "json"
        guard ["json", "svg"].contains(format) else {
            throw arguments.error("option --format needs json or svg for a relation, not '\(format)'")
        }
        let functions = try DefineOption.functions(arguments)
        if functions.names.contains(Relation.y) {
            throw arguments.error("--define y: y is a variable of the relation; name the function with another letter")
        }
        let relation: Relation
        do { relation = try Relation(source, functions: functions) } catch {
            throw CommandFailure(message: "error in --implicit: " + error.annotated(source: source).dropFirst("error: ".count))
        }
        let viewport = try implicitViewport(arguments)
        let drawing = ImplicitDrawing.of(relation, in: viewport)
        if format == "svg" {
            console.out(SVGRenderer().standalone(PlotDrawing(relation: relation, drawing: drawing, viewport: viewport)))
        } else {
            console.out(SegmentText.json(drawing) + "\n")
        }
        return .success
    }

    /// The frame: ``frameAtScale(_:)``, at most ``PlotLimits/implicitPixels`` device pixels.
    private static func implicitViewport(_ arguments: ArgumentList) throws -> Viewport {
        let viewport = try frameAtScale(arguments)
        let pixels = viewport.width.rounded() * viewport.height.rounded()
        guard pixels <= Double(PlotLimits.implicitPixels) else {
            throw arguments.error("a relation is drawn on at most \(PlotLimits.implicitPixels) pixels (--width × --height), "
                                  + "not \(pixels.plainText)")
        }
        return viewport
    }

    /// The frame of a relation or a differential equation: the x-range (default −5 … 5) and the y-range given, or what is
    /// not given at the x-range's scale, so that a circle is round; 800 × 500 device pixels unless given.
    static func frameAtScale(_ arguments: ArgumentList) throws -> Viewport {
        let from = try arguments.number("from") ?? -5
        let to = try arguments.number("to") ?? 5
        let width = try arguments.number("width") ?? 800
        let height = try arguments.number("height") ?? 500
        let (yMin, yMax) = try yRangeAtScale(arguments, from: from, to: to, width: width, height: height)
        do {
            return try Viewport(xMin: from, xMax: to, yMin: yMin, yMax: yMax, width: width, height: height)
        } catch {
            throw arguments.error(error.message)
        }
    }
}

extension SegmentText {
    /// A curve: `{"segments": [[[x,y],…],…], "undecided": N, "dots": [[x,y],…], "crossed": N}`; a region:
    /// `{"inside": N, "boundary": N, "undecided": N, "edges": [{"strict": …, "segments": […]},…]}`.
    static func json(_ drawing: ImplicitDrawing) -> String {
        switch drawing {
        case .curve(let curve):
            let dots = curve.dots.map { "[\(number($0.x)),\(number($0.y))]" }.joined(separator: ",")
            return "{\"segments\": [\(segmentsJSON(curve.segments))], \"undecided\": \(curve.undecided.count), "
                + "\"dots\": [\(dots)], \"crossed\": \(curve.crossed.count)}"
        case .region(let region):
            let edges = region.edges.map { "{\"strict\": \($0.isStrict), \"segments\": [\(segmentsJSON($0.segments))]}" }
            return "{\"inside\": \(region.inside.count), \"boundary\": \(region.boundary.count), "
                + "\"undecided\": \(region.undecided.count), \"edges\": [\(edges.joined(separator: ", "))]}"
        }
    }
}
