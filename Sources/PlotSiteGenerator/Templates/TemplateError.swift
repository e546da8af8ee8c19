/// A template error: the file, the line, and what is wrong.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String

    public var description: String { "\(file):\(line): \(message)" }
}
