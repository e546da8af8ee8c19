import PlotCore

/// `plotsite eval EXPR [--at X ...]`: the description and the value(s) of one expression.
enum EvalCommand: Command {
    static let name = "eval"
    static let summary = "Evaluate an expression and show its description."
    static let help = """
    Usage: plotsite eval EXPR [--at X ...]

    Parses EXPR, prints its canonical description, then its value at each X
    ('undefined' where it has none, e.g. ln(-1) or 1/x at 0). An expression
    without x is evaluated once.

    Options:
      --at X      An x to evaluate at; repeat for several.
      --help, -h  Show this help.

    Examples:
      plotsite eval 'x³-2.5x²+3.1x-13.3' --at 2
      plotsite eval 'sin(x)+cos(2x)-tan(3x)' --at 0 --at 0.25
      plotsite eval 'ln(-1)'

    """

    static func run(_ arguments: ArgumentList, console: Console) throws -> ExitCode {
        try arguments.rejectUnknownOptions(["at"])
        let source = try arguments.positionals(1...1, describedAs: "expression (try: plotsite eval 'x^2' --at 3)")[0]
        let xs = try arguments.values("at").map { try arguments.parseNumber($0, option: "at") }
        let expression: Expression
        do {
            expression = try Expression(source)
        } catch {
            throw CommandFailure(message: error.annotated(source: source))
        }
        let function = expression.compiled()
        console.out(expression.description + "\n")
        if xs.isEmpty {
            if expression.containsVariable {
                console.err("(depends on x: add --at X for its value)\n")
            } else {
                console.out(text(function.value(at: 0)) + "\n")
            }
        } else if xs.count == 1 && !expression.containsVariable {
            console.out(text(function.value(at: xs[0])) + "\n")
        } else {
            for x in xs {
                console.out("x = \(NumberText.readable(x)): \(text(function.value(at: x)))\n")
            }
        }
        return .success
    }

    private static func text(_ value: Double?) -> String {
        value.map { NumberText.readable($0) } ?? "undefined"
    }
}
