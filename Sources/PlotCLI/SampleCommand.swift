import PlotCore
import PlotSVG

/// `plotsite sample EXPR …`: the sampler on its own, as JSON, CSV or SVG.
enum SampleCommand: Command {
    static let name = "sample"
    static let summary = "Sample a function into segments (JSON, CSV or SVG)."
    static let arguments = "EXPR"
    static let takesExpression = true
    static let description = """
    Samples EXPR on A … B into segments: continuous runs of points, split at
    poles, jumps and undefined stretches, in data coordinates; or, with --x,
    --y and --t (--r and --theta), a parametric (polar) curve, with the t of
    every point; or, with --implicit, a relation in x and y drawn pixel by
    pixel; or, with --ode, the solution of dy/dx = f(x, y) through a point.
    EXPR may start with '-' ('-x'); after '--' every argument is EXPR
    ('-- --x').
    """
    static let options: [CommandOption] = parametricOptions + implicitOptions + odeOptions + [
        .value("from", "A", "The x-range (default -5 … 5)."),
        .value("to", "B", nil),
        .value("ymin", "C", "The y-range. Without them, the fit rule picks a symmetric range around the largest |y| with "
               + "a 5 % margin, ending on a nice value (robust to poles; asin keeps ±π/2). With one of them, that end is "
               + "kept and the other fitted to the curve with the same margin. For a parametric or polar curve the y-range has the "
               + "x-range's scale instead: centred on 0 without them, from the one given with one."),
        .value("ymax", "D", nil),
        .value("curve-from", "P", "Draw EXPR only for P ≤ x ≤ Q (either may be left out), as a figure's curve from … to: "
               + "its ends lie exactly at P and Q where they are inside the x-range, nothing outside is evaluated, and the "
               + "fitted y-range counts only what is drawn. P must be less than Q."),
        .value("curve-to", "Q", nil),
        .value("width", "W", "Plot width in device pixels, 1 … 20000 (default 800)."),
        .value("height", "H", "Plot height in device pixels, 1 … 20000 (default 500)."),
        .value("samples", "N|auto", "auto (default): every pixel column, refined to within half a pixel of the curve. "
               + "N: N+1 evenly spaced samples (\(PlotLimits.samples.lowerBound) … \(PlotLimits.samples.upperBound)), joined as they are."),
        .value("format", "json|csv|svg", "json (default): {\"segments\": [[[x,y],…],…], \"endpoints\": [{\"x\",\"y\",\"open\"},…]}, "
               + "the dots at jumps and holes (open: the point is not on the curve)\ncsv: segment,x,y rows; svg: a standalone SVG image."),
        DefineOption.option,
    ]
    static let examples = [
        "plotsite sample 'tan(x)' --from -10 --to 10 --ymin -5 --ymax 5 --width 800 --height 500",
        "plotsite sample 'x³-2.5x²+3.1x-13.3' --from -4 --to 4 --samples 200 --format svg > cubic.svg",
        "plotsite sample '4x - 4' --from -5 --to 5 --curve-from 1 --curve-to 3",
        "plotsite sample --x 'cos(t)' --y 'sin(t)' --t 0 2π --from -2 --to 2",
        "plotsite sample --r '1 + cos(θ)' --theta 0 2π --from -1 --to 3 --format svg > cardioid.svg",
        "plotsite sample --implicit 'x^2 + y^2 = 4' --from -3 --to 3 --width 600 --height 600",
        "plotsite sample --ode 'x - y' --through 0 1 --from -1 --to 3 --ymin -1 --ymax 3 --width 800 --height 800",
        "plotsite sample --ode 'y' --through 0 1 --euler 0.1 --to 1",
    ]

    static func run(_ arguments: ArgumentList, console: Console) throws -> ExitCode {
        let isCurve = try parametricOptions.contains { option in
            try option.kind == .pair ? arguments.pair(option.name) != nil : arguments.value(option.name) != nil
        }
        if let relation = try arguments.value("implicit") {
            if isCurve { throw arguments.error("give a curve (--x, --y, --t or --r, --theta) or a relation (--implicit), not both") }
            return try runImplicit(relation, arguments, console: console)
        }
        if let rightSide = try arguments.value("ode") {
            if isCurve { throw arguments.error("give a curve (--x, --y, --t or --r, --theta) or a differential equation (--ode), not both") }
            return try runODE(rightSide, arguments, console: console)
        }
        if isCurve { return try runParametric(arguments, console: console) }
        let source = try arguments.positionals(1...1, describedAs: "expression (try: plotsite sample 'sin(x)')")[0]
        let from = try arguments.number("from") ?? -5
        let to = try arguments.number("to") ?? 5
        let curveFrom = try arguments.number("curve-from"), curveTo = try arguments.number("curve-to")
        let width = try arguments.number("width") ?? 800
        let height = try arguments.number("height") ?? 500
        let mode = try samplingMode(arguments)
        let format = try arguments.value("format") ?? "json"
        guard ["json", "csv", "svg"].contains(format) else {
            throw arguments.error("option --format needs json, csv or svg, not '\(format)'")
        }
        let givenYMin = try arguments.number("ymin"), givenYMax = try arguments.number("ymax")
        if let givenYMin, let givenYMax, givenYMin >= givenYMax {
            throw arguments.error("--ymin must be less than --ymax")
        }

        let expression: Expression
        let functions = try DefineOption.functions(arguments)
        do { expression = try Expression(source, functions: functions) } catch { throw CommandFailure(message: error.annotated(source: source)) }
        let function = expression.compiled()
        // Check the x-range and the restriction before fitting: the fit samples them.
        do {
            _ = try Viewport(xMin: from, xMax: to, yMin: -1, yMax: 1, width: width, height: height)
            try Sampler.checkRestriction(from: curveFrom, to: curveTo)
        } catch {
            throw arguments.error(error.message)
        }
        // What is not given is fitted: both ends symmetric around 0, or one end from the other.
        let samples: Int
        if case .uniform(let n) = mode { samples = n } else { samples = Fit.autoSampleCount }
        let curve = RestrictedCurve(function: function, from: curveFrom, to: curveTo)
        let (yMin, yMax) = Fit.yRange(ofCurves: [curve], xMin: from, xMax: to, samples: samples,
                                      yMin: givenYMin, yMax: givenYMax)
        let result: SampleResult
        let viewport: Viewport
        do {
            viewport = try Viewport(xMin: from, xMax: to, yMin: yMin, yMax: yMax, width: width, height: height)
            result = try Sampler().sample(function, in: viewport, mode: mode, from: curveFrom, to: curveTo)
        } catch {
            throw arguments.error(error.message)
        }
        switch format {
        case "csv": console.out(SegmentText.csv(result.segments))
        case "svg":
            let plot = PlotDrawing(description: expression.description, viewport: viewport, segments: result.segments,
                                   endpoints: result.endpoints)
            console.out(SVGRenderer().standalone(plot))
        default: console.out(SegmentText.json(result.segments, endpoints: result.endpoints) + "\n")
        }
        return .success
    }

    private static func samplingMode(_ arguments: ArgumentList) throws -> SamplingMode {
        guard let text = try arguments.value("samples"), text != "auto" else { return .auto }
        let range = SamplingMode.uniformRange
        guard let count = Int(text), range.contains(count) else {
            throw arguments.error("option --samples needs auto or a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return .uniform(count)
    }
}

/// Segments (and endpoints) as JSON or CSV text, numbers in their shortest exact form.
enum SegmentText {
    /// `{"segments": [[[x,y],…],…], "endpoints": [{"x": …, "y": …, "open": …},…]}`.
    static func json(_ segments: [Segment], endpoints: [Endpoint]) -> String {
        "{\"segments\": [\(segmentsJSON(segments))], \"endpoints\": [\(endpointsJSON(endpoints))]}"
    }

    /// `{"x": …, "y": …, "open": …}, …`: the dots, in a JSON array's brackets.
    static func endpointsJSON(_ endpoints: [Endpoint]) -> String {
        endpoints.map { "{\"x\": \(number($0.x)), \"y\": \(number($0.y)), \"open\": \($0.isOpen)}" }.joined(separator: ", ")
    }

    /// `[[x,y],…],…`: the segments, without the brackets around them all.
    static func segmentsJSON(_ segments: [Segment]) -> String {
        segments.map { segment in
            "[" + segment.map { "[\(number($0.x)),\(number($0.y))]" }.joined(separator: ",") + "]"
        }.joined(separator: ",")
    }

    static func csv(_ segments: [Segment]) -> String {
        var text = "segment,x,y\n"
        for (index, segment) in segments.enumerated() {
            for point in segment { text += "\(index),\(number(point.x)),\(number(point.y))\n" }
        }
        return text
    }

    static func number(_ value: Double) -> String { value.plainText }
}
