/// A subcommand of `plotsite`: its words for the help, its table of options, and its work.
protocol Command {
    static var name: String { get }
    /// One line for the overview.
    static var summary: String { get }
    /// The positional arguments as the usage line writes them: `[MANIFEST]`, `EXPR`.
    static var arguments: String { get }
    /// What the command does: the paragraphs of its help between the usage line and the options.
    static var description: String { get }
    /// Every option the command takes; it drives the parsing, the help and the unknown-option errors.
    static var options: [CommandOption] { get }
    /// Command lines shown at the end of the help.
    static var examples: [String] { get }
    /// Whether the positional argument is an expression, which may itself look like an option
    /// (`plotsite eval '--x'`): then a `--name` that is none of the options may be the expression
    /// (see ``ArgumentList``).
    static var takesExpression: Bool { get }
    static func run(_ arguments: ArgumentList, console: Console) throws -> ExitCode
}

extension Command {
    static var takesExpression: Bool { false }

    /// The full `plotsite help NAME` text.
    static var help: String { HelpText.command(self) }
}
