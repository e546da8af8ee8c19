import PlotCore

/// Everything needed to draw one plot: what it shows, where, and how.
///
/// A plot is a figure (docs/manifest.md#figures): one or more curves, and the areas, marked points and reference
/// lines around them, already sampled and outlined in data coordinates; the renderer only draws.
public struct PlotDrawing: Sendable {
    /// The plot's description: the SVG's `<title>`.
    public var description: String
    /// The data rectangle and its size in device pixels.
    public var viewport: Viewport
    /// The curves, in drawing order (1 … ``Figure/maximumCurves``).
    public var curves: [Curve]
    /// Shaded regions, drawn under the axes.
    public var areas: [Area] = []
    /// Riemann sums' pieces, drawn over the areas and under the axes.
    public var sums: [Sum] = []
    /// Marked points, drawn over the curves.
    public var points: [MarkedPoint] = []
    /// Vertical and horizontal reference lines, drawn under the curves.
    public var lines: [ReferenceLine] = []
    /// Where the live view will mark points of interest with dots, in data coordinates: not drawn
    /// here, but the legend keeps off them, so that it need not move when the dots appear.
    public var pointsOfInterest: [Point] = []
    /// Device pixels per SVG unit (CSS pixel): 2 for a build-time SVG meant for 2× screens.
    public var density: Double = 1
    /// Tick labels, the xMax / yMax labels, point and line labels and the legend; off for thumbnails.
    public var showsLabels = true
    /// Light grid lines at the ticks.
    public var showsGrid = true
    /// How the axes are ticked and titled (the aspect is already in ``viewport``).
    public var axes = AxisSettings()
    /// Prefix for element ids, unique per page when several SVGs share one document.
    public var idPrefix = "plot"
    /// A class added to the root next to `plot-svg`, to tell a page's drawings apart.
    public var extraClass: String?
    /// Whether each endpoint dot carries its curve and point as `data-curve`, `data-x` and `data-y`
    /// (docs/hooks.md#endpoint-dots): the page's and the standalone drawing do; the phone's drawing (the live view
    /// writes them when it takes it over) and the thumbnail draw the dots only.
    public var endpointData = true
    /// The words of the text alternative and the decimal separator of the labels (docs/site.md#language).
    public var words = SVGWords.english

    /// One sampled curve of a figure.
    public struct Curve: Sendable {
        /// The expression's description (`x³/3 − x`): what the text alternative says the curve is.
        public var expression: String
        /// The legend's name for the curve; nil leaves it out of the legend.
        public var label: String?
        public var style: LineStyle
        /// Index into ``SVGRenderer/curveColors``: curve i of a figure uses colour i.
        public var colorIndex: Int
        /// Where the curve is restricted to `from ≤ x ≤ to` (nil: unbounded), for the text alternative.
        public var from: Double?
        public var to: Double?
        /// The sampled curve, in data coordinates.
        public var segments: [Segment]
        /// Its endpoint dots at jumps, holes and (where asked) its ends, in data coordinates: drawn over
        /// the curves where they lie inside the frame (``CurveEndpoints/dots(sampled:function:from:to:)``).
        public var endpoints: [Endpoint]
        /// `tangent` or `secant` for a construction on another curve (the path's `data-construct`); nil otherwise.
        public var construct: String?
        /// For a parametric or polar curve, its equations and its parameter's range (`x = cos(t), y = sin(t)` and
        /// `0 ≤ t ≤ 2π`; ``expression`` is then its description, `(cos(t), sin(t))`). Nil for y = f(x).
        public var parametric: (equations: String, range: String)?
        /// For a relation drawn pixel by pixel, what its segments do not say: the relation, the region's pixels and
        /// the undecided ones, the boundary left out (``ImplicitShading``). Nil for y = f(x) and parametric curves.
        public var implicit: ImplicitShading?
        /// For a sequence, what it is and its terms (and partial sums) at the values drawn: the text alternative reads
        /// its first terms, its range of n and its limit rather than its dots one by one. Nil for any other curve.
        public var sequence: (curve: SequenceCurve, terms: SequenceTerms)?
        /// For a slope or vector field, its marks in the frame, drawn under the curves (SVGRenderer+Fields.swift); its
        /// ``segments`` are then empty. Nil for other curves.
        public var field: FieldMarks?
        /// For the solution of a differential equation, the text alternative's phrase (`the solution of dy/dx = x − y
        /// through (0, 1)`); nil for other curves.
        public var ode: String?
        /// For Euler's polygon, the text alternative's phrase (`Euler's polygon for y′ = x − y from (0, 1) with h = 0.25 to
        /// x = 2: 8 steps, y(2) ≈ 1.2`); nil for other curves.
        public var euler: String?

        public init(expression: String, label: String? = nil, style: LineStyle = .solid, colorIndex: Int = 0,
                    from: Double? = nil, to: Double? = nil, segments: [Segment], endpoints: [Endpoint] = [], construct: String? = nil) {
            self.construct = construct
            self.expression = expression
            self.label = label
            self.style = style
            self.colorIndex = colorIndex
            self.from = from
            self.to = to
            self.segments = segments
            self.endpoints = endpoints
        }
    }

    /// One shaded area of a figure: the outline as `AreaOutline` computed it, and what it stands for.
    public struct Area: Sendable {
        /// Which curves bound it and over which x-range, for the text alternative.
        public var area: FigureArea
        /// Closed polygons in data coordinates (the renderer closes each with `Z`).
        public var polygons: [[Point]]
        /// Index into ``SVGRenderer/curveColors``.
        public var colorIndex: Int

        /// An area in the colour of its (first) curve, unless told otherwise (docs/site.md#colours-and-styles).
        public init(_ area: FigureArea, polygons: [[Point]], colorIndex: Int? = nil) {
            self.area = area
            self.polygons = polygons
            switch area.bounds {
            case .under(let i), .between(let i, _): self.colorIndex = colorIndex ?? i
            }
        }
    }

    /// One Riemann sum of a figure: its pieces as computed (``RiemannSum``), in a colour of its own
    /// (``SVGRenderer/sumColorIndex(_:curveCount:)``) and the pattern of its rule.
    public struct Sum: Sendable {
        /// The pieces in data coordinates; none where the sum is undefined.
        public var parts: [RiemannSum.Part]
        /// Index into ``SVGRenderer/curveColors``.
        public var colorIndex: Int
        /// Its rule, whose pattern shades its pieces.
        public var rule: RiemannSum.Rule

        public init(parts: [RiemannSum.Part], colorIndex: Int, rule: RiemannSum.Rule) {
            self.parts = parts
            self.colorIndex = colorIndex
            self.rule = rule
        }
    }

    /// A plot of one solid, unlabelled curve: what a plot's `expression` draws, with the endpoint dots
    /// its sampling found (`plotsite sample --format svg` passes a ``SampleResult``'s).
    public init(description: String, viewport: Viewport, segments: [Segment], endpoints: [Endpoint] = []) {
        self.init(description: description, viewport: viewport,
                  curves: [Curve(expression: description, segments: segments, endpoints: endpoints)])
    }

    /// A figure's drawing from its parts, already sampled and outlined.
    public init(description: String, viewport: Viewport, curves: [Curve], areas: [Area] = [],
                points: [MarkedPoint] = [], lines: [ReferenceLine] = []) {
        self.description = description
        self.viewport = viewport
        self.curves = curves
        self.areas = areas
        self.points = points
        self.lines = lines
    }

    /// A figure's drawing: `segments[i]` is curve i sampled, `endpoints[i]` its dots (none when not
    /// given), `areaPolygons[i]` the outline of area i. Curve i takes colour i, its label, style and
    /// range from the figure.
    public init(description: String, viewport: Viewport, figure: Figure, segments: [[Segment]], endpoints: [[Endpoint]] = [],
                areaPolygons: [[[Point]]]) {
        precondition(segments.count == figure.curves.count && areaPolygons.count == figure.areas.count,
                     "one list of segments per curve and one outline per area")
        precondition(endpoints.isEmpty || endpoints.count == figure.curves.count, "one list of endpoints per curve")
        let curves = figure.curves.enumerated().map { i, curve in
            // A tangent or secant reads as its line's equation (9x − 16, or x = 0), as its label says it.
            var drawn = Curve(expression: curve.description,
                              label: curve.label, style: curve.style, colorIndex: i,
                              from: curve.from, to: curve.to, segments: segments[i], endpoints: endpoints.isEmpty ? [] : endpoints[i],
                              construct: curve.construction?.name)
            drawn.parametric = curve.path.map { ($0.equations, $0.rangeDescription) }
            return drawn
        }
        let areas = zip(figure.areas, areaPolygons).map { Area($0, polygons: $1) }
        self.init(description: description, viewport: viewport, curves: curves, areas: areas,
                  points: figure.points, lines: figure.lines)
    }

    /// The first curve's segments: the whole drawing of a one-curve plot.
    public var segments: [Segment] {
        get { curves.first?.segments ?? [] }
        set {
            if curves.isEmpty {
                curves = [Curve(expression: description, segments: newValue)]
            } else {
                curves[0].segments = newValue
            }
        }
    }

    /// Width and height in SVG units (CSS pixels).
    public var width: Double { viewport.width / density }
    public var height: Double { viewport.height / density }
}
