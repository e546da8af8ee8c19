import Foundation
import PlotSiteGenerator

/// Exit codes of `plotsite`, named so that scripts and tests can rely on them.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// The input was read but is wrong: a bad expression, a manifest error, a failed build.
    case failure = 1
    /// The command line itself is wrong: unknown command or option, missing value.
    case usage = 2
    /// Stopped by Ctrl-C (SIGINT) after cleaning up: 128 + 2, as shells report it.
    case interrupted = 130
    /// Stopped by SIGTERM after cleaning up: 128 + 15.
    case terminated = 143
}

/// Where a command writes: the terminal in `main`, strings in tests.
///
/// Everything written passes through ``TerminalText/escaped(_:)`` first: a manifest's text reaches messages
/// (an unknown key, an unexpected character), and its control characters must not retitle, recolour or
/// rewrite the reader's terminal.
public struct Console: Sendable {
    private let standardOutput: @Sendable (String) -> Void
    private let standardError: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        standardOutput = out
        standardError = err
    }

    /// Writes `text` to standard output, its control characters escaped.
    public func out(_ text: String) { standardOutput(TerminalText.escaped(text)) }
    /// Writes `text` to standard error, its control characters escaped.
    public func err(_ text: String) { standardError(TerminalText.escaped(text)) }

    /// Standard output and standard error, unbuffered so progress shows at once.
    public static let terminal = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) })
}

/// The `plotsite` command: dispatches to a subcommand and turns every error into words and an exit code.
public enum PlotCommandLine {
    public static let version = "0.1.0"

    /// Runs the process's own arguments and exits.
    public static func main() -> Never {
        let code = run(Array(CommandLine.arguments.dropFirst()), console: .terminal)
        exit(code.rawValue)
    }

    /// Runs `plotsite` with `arguments` (without the program name).
    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        do {
            return try dispatch(arguments, console: console)
        } catch let error as UsageError {
            console.err("plotsite: \(error.message)\n")
            if let command = error.command {
                console.err("Run 'plotsite help \(command)' for usage.\n")
            } else {
                console.err("Run 'plotsite --help' for usage.\n")
            }
            return .usage
        } catch let error as CommandFailure {
            console.err(error.message.hasSuffix("\n") ? error.message : error.message + "\n")
            return .failure
        } catch {
            console.err("plotsite: \(error)\n")
            return .failure
        }
    }

    nonisolated(unsafe) static let commands: [any Command.Type] = [BuildCommand.self, CheckCommand.self, ServeCommand.self, EvalCommand.self, SampleCommand.self]

    private static func dispatch(_ arguments: [String], console: Console) throws -> ExitCode {
        guard let first = arguments.first else {
            console.out(HelpText.overview(commands))
            return .success
        }
        switch first {
        case "--help", "-h":
            console.out(HelpText.overview(commands))
            return .success
        case "--version":
            console.out("plotsite \(version)\n")
            return .success
        case "help":
            guard let name = arguments.dropFirst().first else {
                console.out(HelpText.overview(commands))
                return .success
            }
            let command = try lookUp(name)
            console.out(command.help)
            return .success
        default:
            let command = try lookUp(first)
            let rest = Array(arguments.dropFirst())
            // After `--` even "--help" is an argument.
            if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
                console.out(command.help)
                return .success
            }
            let list = ArgumentList(rest, of: command)
            try list.rejectUnknownOptions()
            return try command.run(list, console: console)
        }
    }

    /// The command called `name`; for any other name a usage error that names the closest command.
    private static func lookUp(_ name: String) throws -> any Command.Type {
        if let command = commands.first(where: { $0.name == name }) { return command }
        let hint = Suggestion.closest(to: name, among: commands.map { $0.name }).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError("unknown command '\(name)'" + hint)
    }
}
