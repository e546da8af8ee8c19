import Foundation
import PlotCore
import PlotSiteGenerator

/// A command line is wrong: the message names the culprit.
struct UsageError: Error {
    let message: String
    var command: String? = nil

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}

/// A command ran and failed; `message` is printed as it is.
struct CommandFailure: Error {
    let message: String
}

/// The arguments of one subcommand: positionals and `--name value` options, consumed by name. Which
/// options there are, and which of them take a value, the command's table says (``CommandOption``).
///
/// An expression may start with a dash (`-x^2`, `--x`), so the rule is:
/// - `--` ends the options: everything after it is positional;
/// - a token starting with a single `-` is never an option (`-x^2`, and `--at -2` takes `-2` as value);
/// - for a command whose positional is an expression (``Command/takesExpression``), `--name` is an
///   option only when `name` is one of the command's options; any other `--…` token that parses as
///   an expression is the expression (`plotsite eval '--x'`); the rest are unknown options;
/// - for other commands every `--name` is an option, checked later by ``rejectUnknownOptions()``.
struct ArgumentList {
    let command: String
    /// The command's table.
    let known: [CommandOption]
    private(set) var positionals: [String] = []
    private var options: [(name: String, value: String?)] = []

    init(_ arguments: [String], of command: any Command.Type) {
        self.command = command.name
        self.known = command.options
        let flags = Set(command.options.filter { $0.kind == .flag }.map(\.name))
        let pairs = Set(command.options.filter { $0.kind == .pair }.map(\.name))
        // Only an expression's command needs to tell its options from the rest while reading.
        let known = command.takesExpression ? Set(command.options.map(\.name)) : nil
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard let (name, attachedValue) = ArgumentList.option(argument) else {
                positionals.append(argument)
                continue
            }
            if let known, !known.contains(name), (try? PlotCore.Expression(argument)) != nil {
                positionals.append(argument)
            } else if pairs.contains(name) {
                // Two values, `--t 0 2π`; whatever is missing is a nil the reader reports.
                for _ in 0..<2 {
                    if attachedValue == nil, index < arguments.count, !ArgumentList.isOption(arguments[index], known: known) {
                        options.append((name, arguments[index]))
                        index += 1
                    } else {
                        options.append((name, nil))
                    }
                }
            } else if let attachedValue {
                options.append((name, attachedValue))
            } else if !flags.contains(name), index < arguments.count, !ArgumentList.isOption(arguments[index], known: known) {
                options.append((name, arguments[index]))
                index += 1
            } else {
                options.append((name, nil))
            }
        }
    }

    /// The name and the `=value` of a `--name[=value]` token; nil for anything else.
    private static func option(_ argument: String) -> (name: String, value: String?)? {
        guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
        let body = argument.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    /// Whether `text` ends the previous option instead of being its value: a known option, `--`, or
    /// (when the command's options are not known here) anything like `--name`.
    private static func isOption(_ text: String, known: Set<String>?) -> Bool {
        if text == "--" { return true }
        guard let (name, _) = option(text) else { return false }
        guard let known else { return name.first?.isLetter == true }
        return known.contains(name)
    }

    func error(_ message: String) -> UsageError { UsageError(message, command: command) }

    /// Every value given for `--name`, an option of the table that may be repeated.
    func values(_ name: String) throws -> [String] {
        assert(known.contains { $0.name == name && $0.kind == .repeatable }, "--\(name) is no repeatable option of \(command)")
        return try givenValues(name)
    }

    private func givenValues(_ name: String) throws -> [String] {
        try options.filter { $0.name == name }.map { option in
            guard let value = option.value else { throw error("option --\(name) needs a value") }
            return value
        }
    }

    /// The one value of `--name`, an option of the table, or nil when absent.
    func value(_ name: String) throws -> String? {
        assert(known.contains { $0.name == name && $0.kind == .value }, "--\(name) is no option with a value of \(command)")
        let all = try givenValues(name)
        if all.count > 1 { throw error("option --\(name) is given more than once") }
        return all.first
    }

    /// The two values of `--name`, an option of the table that takes two, or nil when absent.
    func pair(_ name: String) throws -> (String, String)? {
        assert(known.contains { $0.name == name && $0.kind == .pair }, "--\(name) is no option with two values of \(command)")
        let given = options.filter { $0.name == name }.map(\.value)
        if given.isEmpty { return nil }
        let placeholder = known.first { $0.name == name }!.placeholder
        guard given.count == 2, let first = given[0], let second = given[1] else {
            throw error(given.count > 2 ? "option --\(name) is given more than once" : "option --\(name) needs two values, --\(name) \(placeholder)")
        }
        return (first, second)
    }

    /// `--name` as a finite number.
    func number(_ name: String) throws -> Double? {
        guard let text = try value(name) else { return nil }
        return try parseNumber(text, option: name)
    }

    func parseNumber(_ text: String, option name: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw error("option --\(name) needs a finite number, not '\(text)'")
        }
        return value
    }

    /// `--name` as a whole number within `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = try value(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw error("option --\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// Whether the value-less `--name`, a flag of the table, was given.
    func flag(_ name: String) throws -> Bool {
        assert(known.contains { $0.name == name && $0.kind == .flag }, "--\(name) is no flag of \(command)")
        let matching = options.filter { $0.name == name }
        if let withValue = matching.first(where: { $0.value != nil }) {
            throw error("option --\(name) takes no value, but got '\(withValue.value!)'")
        }
        return !matching.isEmpty
    }

    /// Fails on any option not in the table, naming it and the closest known option when one is close.
    func rejectUnknownOptions() throws {
        let known = known.map(\.name)
        if let unknown = options.first(where: { !known.contains($0.name) }) {
            let hint = Suggestion.closest(to: unknown.name, among: known + ["help"]).map { " (did you mean --\($0)?)" } ?? ""
            throw error("unknown option '--\(unknown.name)'" + hint)
        }
    }

    /// The positionals, which must number within `range`.
    func positionals(_ range: ClosedRange<Int>, describedAs what: String) throws -> [String] {
        if positionals.count < range.lowerBound { throw error("missing \(what)") }
        if positionals.count > range.upperBound {
            throw error("unexpected argument '\(positionals[range.upperBound])'")
        }
        return positionals
    }
}
