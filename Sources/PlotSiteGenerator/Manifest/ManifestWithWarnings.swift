/// A manifest read without errors, and the warnings about it: what `check` and `build` print
/// without failing, such as a curve that is undefined everywhere in its plot's x-range.
public struct ManifestWithWarnings: Sendable {
    public var manifest: Manifest
    /// In file order; each names file, plot and field like an error does.
    public var warnings: [ManifestProblem]

    public init(manifest: Manifest, warnings: [ManifestProblem] = []) {
        self.manifest = manifest
        self.warnings = warnings
    }
}
