import PlotCore

/// `plotsite sample --ode EXPR --through X0 Y0`: the solution of dy/dx = EXPR through a point across the frame, and with
/// `--euler H --to X` Euler's polygon instead (docs/sampling.md#differential-equations).
extension SampleCommand {
    static let odeOptions: [CommandOption] = [
        .value("ode", "EXPR", "Instead of EXPR, the right-hand side f(x, y) of dy/dx = f(x, y) ('x - y'): the solution "
               + "through --through X0 Y0 across the frame, integrated to within a quarter pixel. JSON: {\"segments\": "
               + "[[[x,y],…]], \"ends\": [{\"x\",\"y\",\"reason\"},…]}, the left end then the right one, each reason edge, "
               + "margin, blowUp, undefined or stepCap. The y-range has the x-range's scale unless given."),
        .pair("through", "X0 Y0", nil),
        .value("euler", "H", "With --ode, Euler's method instead: steps of H from X0 to --to X (the last step "
               + "shortened to land on X). JSON: {\"points\": [[x,y],…], \"end\": \"reached\"|\"undefined\"}."),
    ]

    static func runODE(_ source: String, _ arguments: ArgumentList, console: Console) throws -> ExitCode {
        if !arguments.positionals.isEmpty {
            throw arguments.error("give EXPR or a differential equation (--ode), not both")
        }
        for name in ["samples", "curve-from", "curve-to"] where try arguments.value(name) != nil {
            throw arguments.error("option --\(name) is for a function of x, not for a differential equation")
        }
        if let format = try arguments.value("format"), format != "json" {
            throw arguments.error("option --format needs json for a differential equation, not '\(format)'")
        }
        let functions = try DefineOption.functions(arguments)
        if functions.names.contains(Relation.y) {
            throw arguments.error("--define y: y is a variable of the differential equation; name the function with another letter")
        }
        let rightSide: ODERightSide
        do { rightSide = try ODERightSide(source, functions: functions) } catch {
            throw CommandFailure(message: "error in --ode: " + error.annotated(source: source).dropFirst("error: ".count))
        }
        guard let (xText, yText) = try arguments.pair("through") else {
            throw arguments.error("--ode needs the point the solution passes through: --through X0 Y0")
        }
        let start = Point(x: try arguments.parseNumber(xText, option: "through"), y: try arguments.parseNumber(yText, option: "through"))
        let f = rightSide.slope()
        guard f.value(x: start.x, y: start.y).isFinite else {
            throw arguments.error("--through \(xText) \(yText): \(rightSide.description) is undefined there")
        }
        if let stepText = try arguments.value("euler") {
            return try runEuler(f, from: start, stepText: stepText, arguments, console: console)
        }
        let viewport = try frameAtScale(arguments)
        let solution = ODESolution.solve(f, through: start, in: viewport)
        let ends = solution.ends.map { "{\"x\": \(SegmentText.number($0.x)), \"y\": \(SegmentText.number($0.y)), \"reason\": \"\($0.reason.rawValue)\"}" }
        console.out("{\"segments\": [\(SegmentText.segmentsJSON(solution.segments))], \"ends\": [\(ends.joined(separator: ", "))]}\n")
        return .success
    }

    private static func runEuler(_ f: SlopeFunction, from start: Point, stepText: String, _ arguments: ArgumentList,
                                 console: Console) throws -> ExitCode {
        for name in ["from", "ymin", "ymax", "width", "height"] where try arguments.value(name) != nil {
            throw arguments.error("option --\(name) is for the solution across a frame, not for Euler's method")
        }
        let step = try arguments.parseNumber(stepText, option: "euler")
        guard let to = try arguments.number("to") else {
            throw arguments.error("--euler needs where to stop: --to X")
        }
        let polygon: EulerPolygon
        do { polygon = try EulerPolygon.of(f, from: start, step: step, to: to) } catch {
            throw arguments.error("--euler \(stepText): \(error.description)")
        }
        console.out("{\"points\": [\(SegmentText.segmentsJSON([polygon.points]).dropFirst().dropLast())], \"end\": \"\(polygon.end.rawValue)\"}\n")
        return .success
    }
}
