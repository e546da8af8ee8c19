import Foundation
import PackagePlugin

/// Generates the constants a target shares with the browser code from Public/js/shared-constants.js,
/// the one file that defines them: the JS imports it, and this plugin turns the target's section of
/// it into a Swift enum at build time, so the two sides can never hold different values.
@main
struct SharedConstants: BuildToolPlugin {
    /// Which section of the file each target reads, and the name of the enum it gets.
    static let sections = ["PlotCore": [("limits", "SharedLimits"), ("series", "SharedSeries"), ("fields", "SharedFields")],
                           "PlotSVG": [("palette", "SharedPalette"), ("drawing", "SharedDrawing")]]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sections = Self.sections[target.name] else {
            throw PluginError("SharedConstants knows no section for the target \(target.name)")
        }
        let input = context.package.directoryURL.appending(path: "Public/js/shared-constants.js")
        let tool = try context.tool(named: "plotsite-constants").url
        return sections.map { section, type in
            let output = context.pluginWorkDirectoryURL.appending(path: "\(type).swift")
            return .buildCommand(
                displayName: "Generating \(type) from Public/js/shared-constants.js",
                executable: tool,
                arguments: [input.path, output.path, section, type],
                inputFiles: [input],
                outputFiles: [output])
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
