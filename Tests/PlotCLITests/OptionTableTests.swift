import Testing
import PlotCore
@testable import PlotCLI

/// Each command's option table is what its help shows and what its command line accepts.
@Suite struct OptionTableTests {
    static let commands: [(name: String, options: [CommandOption])] = PlotCommandLine.commands.map { ($0.name, $0.options) }

    @Test(arguments: commands.map(\.name))
    func theHelpShowsEveryOptionInTheUsageLineAndInTheList(_ name: String) throws {
        let help = runCLI("help", name).out
        let options = try #require(Self.commands.first { $0.name == name }).options
        let usageBlock = help.components(separatedBy: "\n\n")[0]
        #expect(usageBlock.hasPrefix("Usage: plotsite \(name)"))
        let list = try #require(help.components(separatedBy: "Options:\n").last)
        for option in options {
            #expect(usageBlock.contains(option.synopsis), "--\(option.name) missing from the usage of \(name)")
            #expect(list.contains("--\(option.name) \(option.placeholder)".trimmingCharacters(in: .whitespaces)),
                    "--\(option.name) missing from the options of \(name)")
        }
        #expect(list.contains("--help, -h"))
    }

    @Test(arguments: commands.map(\.name))
    func theHelpFitsEightyColumnsBeforeItsExamples(_ name: String) throws {
        let help = runCLI("help", name).out
        let beforeExamples = try #require(help.components(separatedBy: "\nExample").first)
        for line in beforeExamples.split(separator: "\n") {
            #expect(line.count <= 80, "\(name): \(line)")
        }
    }

    @Test func optionsSharingAHelpSentenceShareItsLine() {
        #expect(runCLI("help", "sample").out.contains("\n  --from A, --to B       The x-range (default -5 … 5).\n"))
        // Too long to share a line: one option per line, the help beside both.
        #expect(runCLI("help", "sample").out.contains("\n  --curve-from P,        Draw EXPR only for P ≤ x ≤ Q (either may be left out),\n"
                                                      + "  --curve-to Q           as a figure's curve"))
    }

    @Test(arguments: commands.flatMap { command in command.options.map { (command.name, $0.name) } })
    func aMisspeltOptionIsAnsweredWithTheOneInTheTable(_ command: String, _ option: String) {
        // One letter doubled is one edit away from the real name, and no other option is as close.
        let misspelt = option + String(option.last!)
        // sample's `--xx` is the expression −(−x·x), which an expression's command reads as such.
        if ["sample", "eval"].contains(command), (try? PlotCore.Expression("--" + misspelt)) != nil { return }
        let arguments = ["sample", "eval"].contains(command) ? [command, "x", "--" + misspelt, "1"] : [command, "--" + misspelt, "1"]
        let result = runCLI(arguments)
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("plotsite: unknown option '--\(misspelt)' (did you mean --\(option)?)\n"))
    }

    @Test func aFlagTakesNoValueAndAValueOptionNeedsOne() {
        #expect(runCLI("build", "--quiet=yes").err.hasPrefix("plotsite: option --quiet takes no value, but got 'yes'\n"))
        #expect(runCLI("build", "--out").err.hasPrefix("plotsite: option --out needs a value\n"))
        #expect(runCLI("eval", "x", "--format", "json", "--format", "text").err
                    .hasPrefix("plotsite: option --format is given more than once\n"))
    }

    @Test func aRepeatableOptionCollectsEveryValue() {
        #expect(runCLI("eval", "x^2", "--at", "1", "--at", "3").out == "x²\nx = 1: 1\nx = 3: 9\n")
    }
}
