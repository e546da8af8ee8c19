/// A source the compactor cannot read: names the file and the 1-based line where the bad token starts.
///
/// Its `description` reads like a compiler message: `js/theme.js:12: unterminated string (opened here)`.
public struct CompactionError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the caller named it (a theme-relative path, usually).
    public let file: String
    /// The 1-based line on which the unreadable token starts.
    public let line: Int
    /// What is wrong, e.g. `unterminated string (opened here)`.
    public let message: String

    /// An error at `line` of `file`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
