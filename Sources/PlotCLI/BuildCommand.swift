import Foundation
import PlotSiteGenerator

/// `plotsite build`: the site, from a manifest or the default gallery.
enum BuildCommand: Command {
    static let name = "build"
    static let summary = "Build the site from a manifest (or the default gallery)."
    static let arguments = "[MANIFEST]"
    static let description = """
    Builds the static site into DIR (default: _site). MANIFEST is gallery JSON
    (*.json) or a plain-text list (anything else); without it, the default
    gallery is built. The site is written into a temporary folder and swapped
    in at the end, so a failed build leaves the previous site as it was; a
    folder that plotsite did not build is never replaced.

    Files you put into the site yourself (CNAME, .nojekyll, the .git folder of
    a GitHub Pages branch) are carried into the new site, and the summary says
    so. A static/ folder beside MANIFEST is copied into the site as it is: the
    place for such files. A file there with the name of a page or asset that
    plotsite writes is an error, and nothing is written; so is a link there
    that leads out of static/. Pipes, sockets and devices are skipped.

    Ctrl-C stops the build, removes what it wrote and leaves the previous
    site as it was (exit status 130; 143 for SIGTERM).
    """
    static let options: [CommandOption] = [
        .value("out", "DIR", "Where the site goes (default: _site)."),
        .value("theme", "DIR", "A theme folder with Templates/ and Public/ (default: the theme built into plotsite)."),
        .flag("quiet", "Print only errors and the summary."),
    ]
    static let examples = ["plotsite build", "plotsite build gallery.json --out public", "plotsite build plots.txt --theme my-theme"]

    static func run(_ arguments: ArgumentList, console: Console) throws -> ExitCode {
        let positionals = try arguments.positionals(0...1, describedAs: "manifest")
        let output = URL(fileURLWithPath: try arguments.value("out") ?? "_site")
        let quiet = try arguments.flag("quiet")
        let theme = try SiteInputs.theme(try arguments.value("theme"))
        // Warnings go to stderr even with --quiet: they say why a curve will be missing from a page.
        let manifest = try SiteInputs.manifest(positionals.first, warningsTo: console)
        let builder = SiteBuilder(manifest: manifest, theme: theme, output: output,
                                  staticFolder: SiteInputs.staticFolder(besideManifest: positionals.first))
        let interruption = Interruption()
        do {
            let summary = try interruption.catching {
                try builder.build(cancellation: interruption.cancellation) { line in if !quiet { console.out(line + "\n") } }
            }
            for warning in summary.warnings { console.err("warning: \(warning)\n") }
            console.out(summary.line + "\n")
        } catch {
            if interruption.cancellation.isCancelled { return interruption.report(output: output, console: console) }
            throw CommandFailure(message: "error: \(error)\nThe previous site, if any, is unchanged.")
        }
        return .success
    }
}

/// `plotsite check`: every problem of a manifest, without writing anything.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check a manifest and report every problem; writes nothing."
    static let arguments = "MANIFEST"
    static let description = """
    Reads MANIFEST (gallery JSON or a plain-text list) and reports every
    problem at once — file, line and column, the plot and field, and for
    expressions the character offset — then exits with status 1. Writes
    nothing. With --theme, the theme's templates are checked too.

    Warnings (a curve undefined everywhere in its plot's x-range, or declared
    outside it) are printed to stderr too, but do not fail the check.
    """
    static let options: [CommandOption] = [
        .value("theme", "DIR", "A theme folder whose templates are checked too."),
    ]
    static let examples = ["plotsite check gallery.json"]

    static func run(_ arguments: ArgumentList, console: Console) throws -> ExitCode {
        let path = try arguments.positionals(1...1, describedAs: "manifest (try: plotsite check gallery.json)")[0]
        var problems: [String] = []
        var plotCount = 0
        var warningCount = 0
        do {
            let reading = try SiteInputs.reading(path, warningsTo: console)
            plotCount = reading.manifest.plots.count
            warningCount = reading.warnings.count
        } catch let failure as CommandFailure {
            problems.append(failure.message)
        }
        if let themePath = try arguments.value("theme") {
            do {
                let theme = try SiteInputs.theme(themePath)
                problems += SiteInputs.templateProblems(theme)
            } catch let failure as CommandFailure {
                problems.append(failure.message)
            }
        }
        if !problems.isEmpty { throw CommandFailure(message: problems.joined(separator: "\n")) }
        let warnings = warningCount == 0 ? "" : " (\(warningCount) warning\(warningCount == 1 ? "" : "s"))"
        console.out("\(path): \(plotCount) plot\(plotCount == 1 ? "" : "s"), no problems\(warnings)\n")
        return .success
    }
}

/// Reading what `build`, `check` and `serve` share, with errors in words.
enum SiteInputs {
    /// The manifest at `path`, or the default gallery; its warnings, if any, printed to `console`'s
    /// stderr as `warning: gallery.json:12:7: plots[2].curves[1]: …`.
    static func manifest(_ path: String?, warningsTo console: Console? = nil) throws -> Manifest {
        guard let path else { return DefaultGallery.manifest() }
        return try reading(path, warningsTo: console).manifest
    }

    /// The manifest at `path` and its warnings (printed to `console`'s stderr), or a failure
    /// listing the warnings and then every error.
    static func reading(_ path: String, warningsTo console: Console?) throws -> ManifestWithWarnings {
        do {
            let reading = try ManifestReader.readWithWarnings(contentsOf: URL(fileURLWithPath: path), displayName: path)
            if let console, !reading.warnings.isEmpty { console.err(warningLines(reading.warnings)) }
            return reading
        } catch {
            let count = error.problems.count
            let warnings = console == nil ? "" : warningLines(error.warnings)
            throw CommandFailure(message: warnings + error.problems.map { "error: \($0)" }.joined(separator: "\n")
                                 + "\n\(count) problem\(count == 1 ? "" : "s") in \(path)")
        }
    }

    private static func warningLines(_ warnings: [ManifestProblem]) -> String {
        warnings.map { "warning: \($0)\n" }.joined()
    }

    /// The `static/` folder beside the manifest, if there is one; none for the default gallery.
    static func staticFolder(besideManifest path: String?) -> StaticFolder? {
        path.flatMap { StaticFolder.beside(manifest: URL(fileURLWithPath: $0)) }
    }

    static func theme(_ path: String?) throws -> Theme {
        guard let path else { return Theme.embedded() }
        do {
            return try Theme.load(from: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(message: "error: \(error)")
        }
    }

    static func templateProblems(_ theme: Theme) -> [String] {
        var templates: [String: Template] = [:]
        var problems: [String] = []
        for (name, source) in theme.templates.sorted(by: { $0.key < $1.key }) {
            do { templates[name] = try Template(name: name, source: source) } catch { problems.append("error: Templates/\(error)") }
        }
        let unreadable = Set(theme.templates.keys).subtracting(templates.keys)
        return problems + Template.includeProblems(in: templates, unreadable: unreadable).map { "error: Templates/\($0)" }
    }
}
