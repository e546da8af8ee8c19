import PlotCore

/// `plotsite eval`: the description and the value(s) of one expression.
enum EvalCommand: Command {
    static let name = "eval"
    static let summary = "Evaluate an expression and show its description."
    static let arguments = "EXPR"
    static let takesExpression = true
    static let description = """
    Parses EXPR, prints its canonical description, then its value at each X
    ('undefined' where it has none, e.g. ln(-1) or 1/x at 0). An expression
    without x is evaluated once. EXPR may start with '-' ('-x^2', '--x');
    after '--' every argument is EXPR, even one that looks like an option.
    """
    static let options: [CommandOption] = [
        .repeatable("at", "X", "An x to evaluate at; repeat for several. Any finite number in decimal or scientific "
                    + "notation: 2, -0.5, -0, 1e-300, 2.5E6 (read as the nearest double, so 1e-400 is 0)."),
        .value("format", "text|json", "text (default): for people, 12 significant digits.\n"
               + "json: {\"description\": \"…\", \"values\": [{\"x\": …, \"y\": …}]}\n"
               + "with every number in its shortest form that reads back to the same double (-0 as -0.0), y null where "
               + "undefined, and \"warnings\" where EXPR reads ambiguously (e^-2x). Without --at, a constant is listed "
               + "once at x = 0."),
        DefineOption.option,
    ]
    static let examples = [
        "plotsite eval 'x³-2.5x²+3.1x-13.3' --at 2",
        "plotsite eval 'sin(x)+cos(2x)-tan(3x)' --at 0 --at 0.25",
        "plotsite eval '-x^2' --at 1e-3 --format json",
        "plotsite eval 'ln(-1)'",
        "plotsite eval \"f'(x)\" --define f='x^3-3x' --at 2",
    ]

    static func run(_ arguments: ArgumentList, console: Console) throws -> ExitCode {
        let source = try arguments.positionals(1...1, describedAs: "expression (try: plotsite eval 'x^2' --at 3)")[0]
        let xs = try arguments.values("at").map { try arguments.parseNumber($0, option: "at") }
        let format = try arguments.value("format") ?? "text"
        guard ["text", "json"].contains(format) else {
            throw arguments.error("option --format needs text or json, not '\(format)'")
        }
        let functions = try DefineOption.functions(arguments)
        let expression: Expression
        do {
            expression = try Expression(source, functions: functions)
        } catch {
            throw CommandFailure(message: error.annotated(source: source))
        }
        if format == "text" {
            for warning in expression.warnings { console.err(warning.annotated(source: source) + "\n") }
        }
        let function = expression.compiled()
        if xs.isEmpty && expression.containsVariable {
            console.err("(depends on x: add --at X for its value)\n")
        }
        // A constant is the same everywhere: without --at it is shown once, at x = 0.
        let points = (xs.isEmpty && !expression.containsVariable ? [0] : xs).map { (x: $0, y: function.value(at: $0)) }
        if format == "json" {
            console.out(json(description: expression.description, points: points, warnings: expression.warnings) + "\n")
            return .success
        }
        console.out(expression.description + "\n")
        if points.count == 1 && !expression.containsVariable {
            console.out(text(points[0].y) + "\n")
        } else {
            for point in points {
                console.out("x = \(NumberText.readable(point.x)): \(text(point.y))\n")
            }
        }
        return .success
    }

    /// A value for people: a −0 result is 0 (its sign means nothing to a reader; the JSON keeps it).
    private static func text(_ value: Double?) -> String {
        value.map { NumberText.readable($0 == 0 ? 0 : $0) } ?? "undefined"
    }

    /// `{"description": "x²", "values": [{"x": 2.0, "y": 4.0}]}`, and where the source reads ambiguously
    /// `"warnings": [{"offset": 1, "message": "…", "readAs": "e^(−2)·x", "alternatives": […]}]` (offsets 0-based).
    static func json(description: String, points: [(x: Double, y: Double?)], warnings: [ExpressionWarning] = []) -> String {
        let values = points.map { "{\"x\": \(JSONText.number($0.x)), \"y\": \(JSONText.number($0.y))}" }
        var json = "{\"description\": \(JSONText.string(description)), \"values\": [\(values.joined(separator: ", "))]"
        if !warnings.isEmpty {
            let items = warnings.map { warning in
                let alternatives = warning.alternatives.map(JSONText.string).joined(separator: ", ")
                return "{\"kind\": \(JSONText.string(warning.kind.rawValue)), \"offset\": \(warning.offset), "
                    + "\"message\": \(JSONText.string(warning.message)), \"readAs\": \(JSONText.string(warning.readAs)), "
                    + "\"alternatives\": [\(alternatives)]}"
            }
            json += ", \"warnings\": [\(items.joined(separator: ", "))]"
        }
        return json + "}"
    }
}
