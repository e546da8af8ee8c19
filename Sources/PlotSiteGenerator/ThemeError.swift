/// A theme folder cannot be used, or lacks a template a page needs.
public struct ThemeError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
