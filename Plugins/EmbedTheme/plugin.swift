import Foundation
import PackagePlugin

/// Embeds the default theme (Templates/ and Public/) into the site generator at build time, so a
/// release binary copied alone anywhere still builds the complete site, and the embedded copy can
/// never drift from the files.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["Templates", "Public"]
        var inputs: [URL] = []
        for folder in folders {
            let url = root.appending(path: folder)
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(file)
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTheme.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme (\(inputs.count) files)",
                executable: try context.tool(named: "plotsite-embed").url,
                arguments: [output.path, root.path] + folders,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
