/// The help of `plotsite --help` and `plotsite help COMMAND`, written from the commands' own tables.
enum HelpText {
    /// Lines are wrapped to fit a terminal of 80 columns.
    static let width = 80
    /// A label longer than this is not set beside its help (`--curve-from P, --curve-to Q` is split
    /// into a line per option).
    static let longestLabelInline = 24

    static func overview(_ commands: [any Command.Type]) -> String {
        var text = """
        plotsite \(PlotCommandLine.version) — publish interactive function plots as a static web site.

        Usage: plotsite <command> [options]

        Commands:

        """
        for command in commands {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

        Options:
          --help, -h  Show help (also 'plotsite help <command>').
          --version   Show the version.

        """
        return text
    }

    /// Usage line, description, options (with `--help`) and examples.
    static func command(_ command: any Command.Type) -> String {
        let rows = optionRows(command.options) + [(labels: ["--help, -h"], help: "Show this help.")]
        var text = usage(command) + "\n\n" + command.description + "\n\nOptions:\n" + table(rows)
        text += "\n" + (command.examples.count == 1 ? "Example:" : "Examples:") + "\n"
        text += command.examples.map { "  " + $0 + "\n" }.joined()
        return text
    }

    /// `Usage: plotsite sample EXPR [--from A] …`, the options wrapped under the first of them.
    private static func usage(_ command: any Command.Type) -> String {
        let head = "Usage: plotsite \(command.name) \(command.arguments)".trimmingCharacters(in: .whitespaces)
        return wrapped(command.options.map(\.synopsis), first: head + " ", indent: head.count + 1)
    }

    /// One row per help sentence: an option with one, and the options after it that share it.
    private static func optionRows(_ options: [CommandOption]) -> [(labels: [String], help: String)] {
        var rows: [(labels: [String], help: String)] = []
        for option in options {
            if let help = option.help { rows.append(([option.label], help)) } else { rows[rows.count - 1].labels.append(option.label) }
        }
        return rows
    }

    /// The rows as two columns: labels, and their help wrapped beside them. A row's labels share a
    /// line (`--from A, --to B`) unless that is longer than ``longestLabelInline``.
    private static func table(_ rows: [(labels: [String], help: String)]) -> String {
        let labelLines = rows.map { row -> [String] in
            let joined = row.labels.joined(separator: ", ")
            if joined.count <= longestLabelInline || row.labels.count == 1 { return [joined] }
            return row.labels.enumerated().map { $0.offset < row.labels.count - 1 ? $0.element + "," : $0.element }
        }
        let column = labelLines.joined().map(\.count).max()! + 2
        var text = ""
        for (labels, row) in zip(labelLines, rows) {
            let helpLines = row.help.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                lines(of: $0.split(separator: " ").map(String.init), width: width - 2 - column)
            }
            for index in 0..<max(labels.count, helpLines.count) {
                let label = index < labels.count ? labels[index] : ""
                let help = index < helpLines.count ? helpLines[index] : ""
                let line = "  " + label.padding(toLength: column, withPad: " ", startingAt: 0) + help
                text += line.replacing(/\s+$/, with: "") + "\n"
            }
        }
        return text
    }

    /// `words` after `first`, wrapped within ``width``; each further line indented by `indent` spaces.
    private static func wrapped(_ words: [String], first: String, indent: Int) -> String {
        let lines = lines(of: words, width: width - indent)
        return first + lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    /// `words` joined by spaces into lines of at most `width` characters (a longer word stands alone).
    private static func lines(of words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        return lines + [line]
    }
}
