import PlotCore
import PlotSVG

/// `plotsite sample --x EXPR --y EXPR --t A B` and `plotsite sample --r EXPR --theta A B`: the parametric
/// sampler on its own (docs/sampling.md#parametric-curves).
extension SampleCommand {
    static let parametricOptions: [CommandOption] = [
        .value("x", "EXPR", "Instead of EXPR, the parametric curve (x, y) of expressions in t, for A ≤ t ≤ B (--t A B). "
               + "A and B are numbers or constant expressions, such as 2π."),
        .value("y", "EXPR", nil),
        .pair("t", "A B", nil),
        .value("r", "EXPR", "Instead of EXPR, the polar curve r of an expression in θ (also written theta), for A ≤ θ ≤ B "
               + "(--theta A B)."),
        .pair("theta", "A B", nil),
    ]

    static func runParametric(_ arguments: ArgumentList, console: Console) throws -> ExitCode {
        if !arguments.positionals.isEmpty {
            throw arguments.error("give EXPR or a curve (--x, --y, --t or --r, --theta), not both")
        }
        for name in ["samples", "curve-from", "curve-to"] where try arguments.value(name) != nil {
            throw arguments.error("option --\(name) is for a function of x, not for a parametric or polar curve")
        }
        let functions = try DefineOption.functions(arguments)
        let (curve, description, variable) = try readCurve(arguments, functions: functions)
        let from = try arguments.number("from") ?? -5
        let to = try arguments.number("to") ?? 5
        let width = try arguments.number("width") ?? 800
        let height = try arguments.number("height") ?? 500
        let format = try arguments.value("format") ?? "json"
        guard ["json", "csv", "svg"].contains(format) else {
            throw arguments.error("option --format needs json, csv or svg, not '\(format)'")
        }
        let (yMin, yMax) = try yRangeAtScale(arguments, from: from, to: to, width: width, height: height)
        let result: ParametricSampleResult
        let viewport: Viewport
        do {
            viewport = try Viewport(xMin: from, xMax: to, yMin: yMin, yMax: yMax, width: width, height: height)
        } catch {
            throw arguments.error(error.message)
        }
        do {
            result = try ParametricSampler().sample(curve, in: viewport)
        } catch {
            throw arguments.error("--\(variable == .t ? "t" : "theta"): \(error.message)")
        }
        switch format {
        case "csv": console.out(SegmentText.csv(result.segments, parameters: result.parameters))
        case "svg":
            var plot = PlotDrawing(description: description, viewport: viewport, segments: result.segments, endpoints: result.endpoints)
            // Its text alternative reads the equations and the range: "x = cos(t), y = sin(t) for 0 ≤ t ≤ 6.28319".
            let end = { DecimalText.withMinusSigns(DecimalText.significant($0, digits: 6)) }
            plot.curves[0].parametric = (description, "\(end(curve.from)) ≤ \(variable.name) ≤ \(end(curve.to))")
            console.out(SVGRenderer().standalone(plot))
        default: console.out(SegmentText.json(result.segments, parameters: result.parameters, endpoints: result.endpoints) + "\n")
        }
        return .success
    }

    /// The curve the options give, its description (`x = cos(t), y = sin(t)`, `r = 1 + cos(θ)`) and its variable.
    private static func readCurve(_ arguments: ArgumentList, functions: NamedFunctions)
        throws -> (ParametricCurve, String, ExpressionVariable) {
        let (x, y, r) = (try arguments.value("x"), try arguments.value("y"), try arguments.value("r"))
        let (tRange, θRange) = (try arguments.pair("t"), try arguments.pair("theta"))
        if r != nil || θRange != nil {
            guard x == nil, y == nil, tRange == nil else {
                throw arguments.error("a curve is either --x, --y and --t or --r and --theta, not both")
            }
            guard let r else { throw arguments.error("--theta needs --r EXPR, the radius in θ") }
            guard let θRange else { throw arguments.error("--r needs --theta A B, the range of θ") }
            let radius = try read(r, option: "r", variable: .theta, functions: functions, arguments)
            let (from, to) = (try bound(θRange.0, option: "theta", arguments), try bound(θRange.1, option: "theta", arguments))
            try checkLength(from, to, option: "theta", arguments)
            return (.polar(r: radius.compiled(), from: from, to: to), "r = \(radius.description)", .theta)
        }
        guard let x, let y else { throw arguments.error("a parametric curve needs both --x EXPR and --y EXPR, in t") }
        guard let tRange else { throw arguments.error("--x and --y need --t A B, the range of t") }
        let (xExpression, yExpression) = (try read(x, option: "x", variable: .t, functions: functions, arguments),
                                          try read(y, option: "y", variable: .t, functions: functions, arguments))
        let (from, to) = (try bound(tRange.0, option: "t", arguments), try bound(tRange.1, option: "t", arguments))
        try checkLength(from, to, option: "t", arguments)
        return (ParametricCurve(x: xExpression.compiled(), y: yExpression.compiled(), from: from, to: to),
                "x = \(xExpression.description), y = \(yExpression.description)", .t)
    }

    /// The expression of `--option` in `variable`: a located error where it does not read.
    private static func read(_ source: String, option: String, variable: ExpressionVariable, functions: NamedFunctions,
                             _ arguments: ArgumentList) throws -> Expression {
        if let letter = variable.letter, functions.names.contains(letter) {
            throw arguments.error("--define \(letter): \(letter) is the variable of the curve; name the function with another letter")
        }
        do {
            return try Expression(source, functions: functions, variable: variable)
        } catch {
            throw CommandFailure(message: "error in --\(option): " + error.annotated(source: source).dropFirst("error: ".count))
        }
    }

    /// A range of t or θ no longer than a manifest's may be (one too long for a double, the sampler refuses itself).
    private static func checkLength(_ from: Double, _ to: Double, option: String, _ arguments: ArgumentList) throws {
        guard !(to - from).isFinite || to - from <= ParametricPath.longestRange else {
            throw arguments.error("option --\(option): the range is \(DecimalText.significant(to - from, digits: 6)) long; "
                                  + "at most \(DecimalText.significant(ParametricPath.longestRange, digits: 6))")
        }
    }

    /// An end of the range of t or θ: a number or a constant expression (`2π`, `-π/2`).
    private static func bound(_ text: String, option: String, _ arguments: ArgumentList) throws -> Double {
        guard let expression = try? Expression(text), !expression.containsVariable,
              let value = expression.compiled().value(at: 0) else {
            throw arguments.error("option --\(option) needs numbers or constant expressions such as 2π, not '\(text)'")
        }
        return value
    }

    /// `--ymin` … `--ymax`, or what of them is not given at the x-range's scale (centred on 0 without either), so that
    /// a circle is round.
    static func yRangeAtScale(_ arguments: ArgumentList, from: Double, to: Double, width: Double, height: Double) throws -> (Double, Double) {
        let span = (to - from) * height / width
        switch (try arguments.number("ymin"), try arguments.number("ymax")) {
        case let (low?, high?): return (low, high)
        case let (low?, nil): return (low, low + span)
        case let (nil, high?): return (high - span, high)
        case (nil, nil): return (-span / 2, span / 2)
        }
    }
}

extension SegmentText {
    /// `{"segments": [[[x,y],…],…], "parameters": [[t,…],…], "endpoints": [{"x": …, "y": …, "open": …},…]}`: the t of
    /// every point beside the segments, and the dots at the curve's jumps in t.
    static func json(_ segments: [Segment], parameters: [[Double]], endpoints: [Endpoint]) -> String {
        let ts = parameters.map { "[" + $0.map(number).joined(separator: ",") + "]" }.joined(separator: ",")
        return "{\"segments\": [\(segmentsJSON(segments))], \"parameters\": [\(ts)], \"endpoints\": [\(endpointsJSON(endpoints))]}"
    }

    /// `segment,t,x,y` rows.
    static func csv(_ segments: [Segment], parameters: [[Double]]) -> String {
        var text = "segment,t,x,y\n"
        for (index, (segment, ts)) in zip(segments, parameters).enumerated() {
            for (point, t) in zip(segment, ts) { text += "\(index),\(number(t)),\(number(point.x)),\(number(point.y))\n" }
        }
        return text
    }
}
