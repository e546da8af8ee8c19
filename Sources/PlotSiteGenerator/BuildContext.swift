/// The state the build steps share.
struct BuildContext {
    /// Renders pages with the checked templates and the fingerprinted asset names; set once the assets are ready.
    var renderer: PageRenderer?
    /// The theme's templates, checked; set by the first step.
    var templates: [String: Template] = [:]
    /// The table of the site's language; set by the first step.
    var words: Words?
    /// The theme's assets as the site serves them: compacted and fingerprinted.
    var assets: SiteAssets?
    var folder: OutputFolder?
    /// Featured-card thumbnails, by plot index ("" for plots that are not featured).
    var thumbnails: [String] = []
    var pageCount = 0
    let byteCount = ByteCounter()
    /// What the swap carried over from the previous site.
    var keptFromPreviousSite: [String] = []
}
