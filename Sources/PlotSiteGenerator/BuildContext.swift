/// The state the build steps share.
struct BuildContext {
    /// Renders pages with the theme's checked templates; set by the first step.
    var renderer: PageRenderer?
    var folder: OutputFolder?
    /// Featured-card thumbnails, by plot index ("" for plots that are not featured).
    var thumbnails: [String] = []
    var pageCount = 0
    let byteCount = ByteCounter()
    /// What the swap carried over from the previous site.
    var keptFromPreviousSite: [String] = []
}
