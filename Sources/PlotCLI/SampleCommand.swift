enum SampleCommand: Command {
    static let name = "sample"
    static let summary = "Sample a function into segments (JSON, CSV or SVG)."
    static let help = "Usage: plotsite sample EXPR --from A --to B --width W --height H\n"
    static func run(_ arguments: ArgumentList, console: Console) throws -> ExitCode {
        throw CommandFailure(message: "not yet")
    }
}
