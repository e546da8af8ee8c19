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

/// The arguments of one subcommand: positionals and `--name value` options, consumed by name.
struct ArgumentList {
    let command: String
    private(set) var positionals: [String] = []
    private var options: [(name: String, value: String?)] = []

    /// `flags` are options that take no value.
    init(_ arguments: [String], command: String, flags: Set<String> = []) {
        self.command = command
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                positionals += arguments[(index + 1)...]
                break
            }
            // `--at -2` and `-x^2` must still work: a dash followed by a digit, dot or letter other
            // than an option name is a value.
            if argument.hasPrefix("--"), argument.count > 2 {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    options.append((String(body[..<equals]), String(body[body.index(after: equals)...])))
                } else if !flags.contains(String(body)), index + 1 < arguments.count,
                          !ArgumentList.looksLikeOption(arguments[index + 1]) {
                    options.append((String(body), arguments[index + 1]))
                    index += 1
                } else {
                    options.append((String(body), nil))
                }
            } else {
                positionals.append(argument)
            }
            index += 1
        }
    }

    private static func looksLikeOption(_ text: String) -> Bool {
        guard text.hasPrefix("--"), let third = text.dropFirst(2).first else { return false }
        return third.isLetter
    }

    func error(_ message: String) -> UsageError { UsageError(message, command: command) }

    /// Every value given for `--name`.
    func values(_ name: String) throws -> [String] {
        try options.filter { $0.name == name }.map { option in
            guard let value = option.value else { throw error("option --\(name) needs a value") }
            return value
        }
    }

    /// The one value of `--name`, or nil when absent.
    func value(_ name: String) throws -> String? {
        let all = try values(name)
        if all.count > 1 { throw error("option --\(name) is given more than once") }
        return all.first
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

    /// Whether the value-less `--name` was given.
    func flag(_ name: String) throws -> Bool {
        let matching = options.filter { $0.name == name }
        if let withValue = matching.first(where: { $0.value != nil }) {
            throw error("option --\(name) takes no value, but got '\(withValue.value!)'")
        }
        return !matching.isEmpty
    }

    /// Fails on any option not in `known`, naming it.
    func rejectUnknownOptions(_ known: [String]) throws {
        if let unknown = options.first(where: { !known.contains($0.name) }) {
            throw error("unknown option '--\(unknown.name)'")
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

import Foundation
