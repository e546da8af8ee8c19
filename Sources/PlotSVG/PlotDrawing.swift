import PlotCore

/// Everything needed to draw one plot: what it shows, where, and how.
public struct PlotDrawing: Sendable {
    /// The expression's description: the SVG's `<title>`.
    public var description: String
    /// The data rectangle and its size in device pixels.
    public var viewport: Viewport
    /// The sampled curve.
    public var segments: [Segment]
    /// Device pixels per SVG unit (CSS pixel): 2 for a build-time SVG meant for 2× screens.
    public var density: Double = 1
    /// Tick labels and the xMax / yMax labels; off for thumbnails.
    public var showsLabels = true
    /// Light grid lines at the ticks.
    public var showsGrid = true
    /// Prefix for element ids, unique per page when several SVGs share one document.
    public var idPrefix = "plot"
    /// A class added to the root next to `plot-svg`, to tell a page's drawings apart.
    public var extraClass: String?

    public init(description: String, viewport: Viewport, segments: [Segment]) {
        self.description = description
        self.viewport = viewport
        self.segments = segments
    }

    /// Width and height in SVG units (CSS pixels).
    public var width: Double { viewport.width / density }
    public var height: Double { viewport.height / density }
}
