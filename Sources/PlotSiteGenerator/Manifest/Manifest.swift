import PlotCore

/// A gallery: what `plotsite build` turns into a site (docs/manifest.md).
public struct Manifest: Sendable {
    /// The site's title; nil for the language's default (`site.defaultTitle` of its words).
    public var title: String?
    /// Where the site will live, for absolute links in metadata; links between pages stay relative.
    public var baseURL: String?
    /// The lines on the Featured page; nil for the language's three (`featured.instructions`).
    public var instructions: [String]?
    /// The language every word of the site is written in (docs/site.md#language).
    public var language = SiteLanguage.en
    public var calculator: CalculatorSettings
    public var plots: [PlotEntry]
    /// Whether the site installs a service worker that keeps it usable offline and links a web
    /// app manifest (docs/site.md#offline); `"offline": false` turns both off.
    public var offline = true

    public init(title: String? = nil, baseURL: String? = nil, instructions: [String]? = nil,
                calculator: CalculatorSettings = CalculatorSettings(), plots: [PlotEntry]) {
        self.title = title
        self.baseURL = baseURL
        self.instructions = instructions
        self.calculator = calculator
        self.plots = plots
    }
}

/// The Calculator's defaults (docs/site.md#configuration).
public struct CalculatorSettings: Sendable, Equatable {
    public var xMax: Double = 5
    public var samples: Samples = .count(50)

    /// The accepted X-Max: 0 < xMax ≤ 100 (``PlotLimits/calculatorXMax``).
    public static let xMaxRange = PlotLimits.calculatorXMax

    public init(xMax: Double = 5, samples: Samples = .count(50)) {
        self.xMax = xMax
        self.samples = samples
    }
}

/// How a plot is sampled: `"auto"` or a number of samples.
public enum Samples: Sendable, Equatable, CustomStringConvertible {
    case auto
    case count(Int)

    /// The accepted number of samples (``PlotLimits/samples``).
    public static let range = PlotLimits.samples

    public var mode: SamplingMode {
        switch self {
        case .auto: return .auto
        case .count(let n): return .uniform(n)
        }
    }

    public var description: String {
        switch self {
        case .auto: return "auto"
        case .count(let n): return String(n)
        }
    }
}

/// One plot of the gallery.
public struct PlotEntry: Sendable {
    /// What the plot draws: its curves and the areas, points and lines around them (docs/manifest.md#figures).
    /// Always at least one curve.
    public var figure: Figure
    /// The left end of the x-range as the manifest gives it; nil means −xMax (see ``lowerX``).
    public var xMin: Double?
    /// The right end of the x-range.
    public var xMax: Double
    /// The bottom of the y-range as the manifest gives it; nil: fitted (see `Fit.yRange`).
    public var yMin: Double?
    /// The top of the y-range as the manifest gives it; nil: fitted. With neither end the frame is
    /// symmetric around 0; with one, the other is fitted to the curves.
    public var yMax: Double?
    public var samples: Samples
    public var title: String?
    /// The page's file name, without extension: letters a–z, digits and hyphens.
    public var slug: String
    public var featured: Bool
    public var notes: String?
    /// Whether the page lists and marks the curves' roots, extrema, y-intercepts and intersections
    /// (docs/site.md#points-of-interest; the manifest's `pointsOfInterest`, true unless it says false).
    public var showsPointsOfInterest: Bool
    /// The letters the curves may use like numbers, each with its slider's range (docs/manifest.md#parameters), in
    /// alphabetical order (however the manifest ordered them, so a page does not depend on it).
    /// The build draws every curve at the parameters' values.
    public var parameters: [Parameter]
    /// Where the table of values has its rows (the manifest's `table`); nil: round steps over the x-range.
    public var table: TableOfValues?
    /// How the axes are ticked and titled, and whether their units are equal (docs/manifest.md#axes).
    public var axes: AxisSettings

    /// The largest xMax accepted (``PlotLimits/galleryXMax``; xMax must also be greater than 0).
    public static let xMaxLimit = PlotLimits.galleryXMax.upperBound

    /// The first curve's expression: the whole plot when the figure has one curve y = f(x).
    public var expression: Expression { figure.curves[0].expression }

    /// The curve Open in Calculator opens: the first y = f(x), nil when every curve is parametric, polar, a relation,
    /// a sequence or a field (the Calculator plots functions of x).
    public var calculatorCurve: Int? {
        figure.curves.firstIndex { $0.path == nil && $0.relation == nil && $0.sequence == nil && $0.field == nil && $0.ode == nil && $0.euler == nil }
    }

    /// The title if given; else the first curve's label; else the descriptions of the curves,
    /// joined by ", " (`sin x, cos x`).
    /// A `{n}` in it is written at the slider's declared value (docs/manifest.md#live-labels).
    public var displayTitle: String {
        let text = title ?? figure.curves[0].label ?? figure.curves.map(\.description).joined(separator: ", ")
        return LiveText.filled(text, liveValue(DecimalText.readable))
    }

    /// What a slug is made from when none is given: the title, else the first curve's label, else
    /// the curves' sources as written (so a one-curve plot keeps the slug it had before figures).
    var slugText: String {
        title ?? figure.curves[0].label ?? figure.curves.map(\.source).joined(separator: ", ")
    }

    /// Curve i of the figure compiled at the parameters' values: what the build draws, fits,
    /// integrates and reads points of interest from.
    public var compiledCurves: [CompiledExpression] {
        let values = parameters.values
        return figure.curves.map { curve in
            let declared = curve.expression.declaredParameters
            return curve.expression.compiled(parameters: values.filter { declared.contains($0.key) })
        }
    }

    /// Curve i's parametric or polar curve at the parameters' values, for the sampler; nil for a curve y = f(x).
    public var compiledPaths: [ParametricCurve?] {
        let values = parameters.values
        return figure.curves.map { $0.path?.compiled(parameters: values) }
    }

    /// Where the x-range starts: `xMin`, or −xMax when the plot does not set it.
    public var lowerX: Double { xMin ?? -xMax }

    /// A plot of `figure`, which must have at least one curve.
    public init(figure: Figure, xMin: Double? = nil, xMax: Double = 5, yMin: Double? = nil, yMax: Double? = nil,
                samples: Samples = .auto, title: String? = nil, slug: String, featured: Bool = true, notes: String? = nil,
                showsPointsOfInterest: Bool = true, parameters: [Parameter] = [], table: TableOfValues? = nil,
                axes: AxisSettings = AxisSettings()) {
        precondition(!figure.curves.isEmpty, "a figure has at least one curve")
        self.figure = figure
        self.xMin = xMin
        self.xMax = xMax
        self.yMin = yMin
        self.yMax = yMax
        self.samples = samples
        self.title = title
        self.slug = slug
        self.featured = featured
        self.notes = notes
        self.showsPointsOfInterest = showsPointsOfInterest
        self.parameters = parameters.sorted { $0.name < $1.name }
        self.table = table
        self.axes = axes
    }

    /// A plot of one curve, `expression`: what a manifest's `expression` key makes.
    public init(expression: Expression, xMin: Double? = nil, xMax: Double = 5, yMin: Double? = nil, yMax: Double? = nil,
                samples: Samples = .auto, title: String? = nil, slug: String, featured: Bool = true, notes: String? = nil) {
        self.init(figure: Figure(expression), xMin: xMin, xMax: xMax, yMin: yMin, yMax: yMax, samples: samples,
                  title: title, slug: slug, featured: featured, notes: notes)
    }
}
