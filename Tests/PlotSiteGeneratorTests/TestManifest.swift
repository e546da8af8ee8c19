@testable import PlotSiteGenerator

/// Manifests written in tests, read as `check` and `build` read them, and what they report.
enum TestManifest {
    /// How messages name a test's manifest: `gallery.json` or `plots.txt`.
    static func file(_ format: ManifestFormat) -> String {
        switch format {
        case .json: "gallery.json"
        case .plainList: "plots.txt"
        }
    }

    /// gallery JSON whose `plots` list holds `plots`, the first of them on line 2.
    static func gallery(_ plots: String) -> String { "{\"plots\": [\n\(plots)\n]}" }

    static func read(_ text: String, _ format: ManifestFormat = .json) throws -> Manifest {
        try ManifestReader.parse(text, file: file(format), format: format)
    }

    /// The plots of ``gallery(_:)``.
    static func plots(_ plots: String) throws -> [PlotEntry] { try read(gallery(plots)).plots }

    /// Every problem of `text`; [] when it reads.
    static func problems(_ text: String, _ format: ManifestFormat = .json) -> [ManifestProblem] {
        do {
            _ = try ManifestReader.parse(text, file: file(format), format: format)
            return []
        } catch {
            return error.problems
        }
    }

    /// The problems as `check` prints them after `error: ` (`gallery.json:2:3: plots[0]: …`).
    static func problemLines(_ text: String, _ format: ManifestFormat = .json) -> [String] {
        problems(text, format).map(\.description)
    }

    /// ``problemLines(_:_:)`` of ``gallery(_:)``.
    static func problemLines(ofPlots plots: String) -> [String] { problemLines(gallery(plots)) }

    /// The warnings of ``gallery(_:)`` as `check` prints them after `warning: `.
    static func warningLines(ofPlots plots: String) throws -> [String] {
        try ManifestReader.parseWithWarnings(gallery(plots), file: file(.json), format: .json).warnings.map(\.description)
    }
}
