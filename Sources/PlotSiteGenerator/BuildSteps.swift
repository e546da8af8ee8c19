/// Runs the build's steps in order: reports each as `[i/n] name` before it starts, and names the
/// step an error happened in (`rendering 3 plots failed: …`). A cancelled build starts no further step.
struct BuildSteps {
    /// How many steps the build runs: the `n` of `[i/n]`.
    let count: Int
    let cancellation: BuildCancellation?
    let progress: (String) -> Void
    private(set) var started = 0

    init(count: Int, cancellation: BuildCancellation? = nil, progress: @escaping (String) -> Void) {
        self.count = count
        self.cancellation = cancellation
        self.progress = progress
    }

    /// Runs the next step and hands on what it made.
    mutating func run<Made>(_ name: String, _ work: () throws -> Made) throws -> Made {
        try cancellation?.check()
        started += 1
        assert(started <= count, "the build ran more steps than the \(count) it announced")
        progress("[\(started)/\(count)] \(name)")
        do {
            return try work()
        } catch {
            throw SiteBuildError("\(name.prefix(1).lowercased() + name.dropFirst()) failed: \(error)")
        }
    }
}
