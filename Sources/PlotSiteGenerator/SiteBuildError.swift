/// A build failed; the message says why and, from the runner, in which step.
public struct SiteBuildError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
