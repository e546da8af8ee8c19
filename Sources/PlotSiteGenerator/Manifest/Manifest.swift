import PlotCore

/// A gallery: what `plotsite build` turns into a site (SPEC §8, R-MANIFEST).
public struct Manifest: Sendable {
    public var title: String
    /// Where the site will live, for absolute links in metadata; links between pages stay relative.
    public var baseURL: String?
    /// The three lines on the Featured page.
    public var instructions: [String]
    public var calculator: CalculatorSettings
    public var plots: [PlotEntry]

    public static let defaultTitle = "PlotSite gallery"
    public static let defaultInstructions = [
        "Tap a plot to open it.",
        "Drag to pan, pinch or scroll to zoom.",
        "Double-tap to move the origin there.",
    ]

    public init(title: String = Manifest.defaultTitle, baseURL: String? = nil,
                instructions: [String] = Manifest.defaultInstructions,
                calculator: CalculatorSettings = CalculatorSettings(), plots: [PlotEntry]) {
        self.title = title
        self.baseURL = baseURL
        self.instructions = instructions
        self.calculator = calculator
        self.plots = plots
    }
}

/// The Calculator's defaults (R-CONFIG).
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
    public var expression: Expression
    /// x runs from −xMax to xMax.
    public var xMax: Double
    /// Fixes the y-range to −yMax … yMax; nil applies the fit rule (R-FIT).
    public var yMax: Double?
    public var samples: Samples
    public var title: String?
    /// The page's file name, without extension: letters a–z, digits and hyphens.
    public var slug: String
    public var featured: Bool
    public var notes: String?

    /// The largest xMax accepted (``PlotLimits/galleryXMax``; xMax must also be greater than 0).
    public static let xMaxLimit = PlotLimits.galleryXMax.upperBound

    /// The title if given, else the expression's description.
    public var displayTitle: String { title ?? expression.description }

    public init(expression: Expression, xMax: Double = 5, yMax: Double? = nil, samples: Samples = .auto,
                title: String? = nil, slug: String, featured: Bool = true, notes: String? = nil) {
        self.expression = expression
        self.xMax = xMax
        self.yMax = yMax
        self.samples = samples
        self.title = title
        self.slug = slug
        self.featured = featured
        self.notes = notes
    }
}
