/// Where something stands in an input file: 1-based line and column (in characters).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// One problem found in a manifest, with everything needed to find it: an error, or a warning
/// (see ``ManifestWithWarnings``).
public struct ManifestProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The manifest file as the user named it.
    public let file: String
    public let location: SourceLocation?
    /// What it concerns: `plots[2].xMax`, `line 4`, `title`.
    public let subject: String
    public let message: String
    /// Extra lines shown under the message, such as an expression with a caret under the culprit.
    public let detail: String?

    public init(file: String, location: SourceLocation?, subject: String, message: String, detail: String? = nil) {
        self.file = file
        self.location = location
        self.subject = subject
        self.message = message
        self.detail = detail
    }

    /// `gallery.json:12:18: plots[2].xMax: must be greater than 0 …`
    public var description: String {
        let place = location.map { "\(file):\($0)" } ?? file
        let line = subject.isEmpty ? "\(place): \(message)" : "\(place): \(subject): \(message)"
        return detail.map { line + "\n" + $0 } ?? line
    }
}

/// Every problem of a manifest, so that one run reports them all.
public struct ManifestErrors: Error, Sendable, CustomStringConvertible {
    public let problems: [ManifestProblem]
    /// What would have been a warning had the manifest been read: printed with the errors, so
    /// that one run of `check` says everything.
    public var warnings: [ManifestProblem] = []

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
