/// What a plot draws (docs/manifest.md#figures): one or more curves, and the areas, marked points and
/// reference lines a course draws around them. Every number is resolved: constant expressions
/// such as `"π/2"` in a manifest are evaluated before a figure is made.
///
/// Indices refer to `curves` (0 is the first, drawn first and opened by Open in Calculator).
public struct Figure: Sendable {
    public var curves: [FigureCurve]
    public var areas: [FigureArea]
    public var points: [MarkedPoint]
    public var lines: [ReferenceLine]
    /// Riemann sums under its curves, drawn under the areas' shading.
    public var sums: [FigureSum]

    /// The most curves a figure may have (docs/manifest.md#figures): three rounds of the 8 palette colours, each
    /// round in a dash pattern of its own (docs/site.md#curve-colours; tests hold it to the palette).
    public static let maximumCurves = 24
    /// The most areas, lines or sums of each kind.
    public static let maximumMarks = 16
    /// The most marked points (a sequence's points drawn by hand fit: docs/manifest.md#points).
    public static let maximumPoints = 200

    public init(curves: [FigureCurve], areas: [FigureArea] = [], points: [MarkedPoint] = [], lines: [ReferenceLine] = [],
                sums: [FigureSum] = []) {
        self.curves = curves
        self.areas = areas
        self.points = points
        self.lines = lines
        self.sums = sums
    }

    /// A figure of one curve, `expression` everywhere, solid and unlabelled: what a plot's
    /// `expression` is shorthand for.
    public init(_ expression: Expression) {
        self.init(curves: [FigureCurve(expression)])
    }
}

/// How a curve or a reference line is stroked.
public enum LineStyle: String, Sendable, CaseIterable, Equatable {
    case solid, dashed, dotted
}

/// One curve of a figure: y = f(x), a parametric or polar curve (``path``), or an implicit curve or region (``relation``).
public struct FigureCurve: Sendable {
    /// y = f(x). For a parametric or polar curve, an expression defined nowhere: what reads a curve as a
    /// function of x (the fit, the table, areas) finds nothing on it, and the manifest refuses areas, sums,
    /// tangents and secants on one.
    public var expression: Expression
    /// The curve traced by a parameter, (x(t), y(t)) or r(θ); nil for y = f(x).
    public var path: ParametricPath?
    /// An implicit curve or a region, drawn pixel by pixel where it is certified (FigureCurve+Relation.swift); nil
    /// for y = f(x) and parametric curves.
    public var relation: Relation?
    /// A slope or vector field, drawn as marks on a grid under the curves (FigureCurve+Field.swift); nil for other curves.
    public var field: PlaneField?
    /// The solution of a differential equation through a point, drawn as a line in the curve's colour (FigureCurve+ODE.swift);
    /// nil for other curves. Its `expression` is then defined nowhere.
    public var ode: ODECurve?
    /// Euler's polygon for a differential equation, drawn as chords with a dot at each step (FigureCurve+Euler.swift); nil
    /// for other curves. Its `expression` is then defined nowhere.
    public var euler: EulerCurve?
    /// The legend's name for the curve; nil leaves it out of the legend.
    public var label: String?
    /// The curve exists only for `from ≤ x ≤ to`; nil is unbounded on that side.
    public var from: Double?
    public var to: Double?
    public var style: LineStyle
    /// Which endpoint dots it gets: at its jumps and holes unless told otherwise.
    public var endpoints: CurveEndpoints
    /// The tangent or secant this curve is, on another curve of the figure; nil for a curve of its own.
    /// Its `expression` is then the line at the parameters' declared values, and its label says its equation.
    public var construction: CurveConstruction?
    /// The Taylor polynomial this curve is, of another curve of the figure; nil otherwise. Its `expression`
    /// draws it (its degree perhaps a slider), and its legend is written from it (``TaylorPolynomial``).
    public var taylor: TaylorCurve?
    /// The sequence this curve is, its terms drawn as points (docs/manifest.md#sequences); nil otherwise. Its
    /// `expression` is then defined nowhere.
    public var sequence: SequenceCurve?

    public init(_ expression: Expression, label: String? = nil, from: Double? = nil, to: Double? = nil, style: LineStyle = .solid,
                endpoints: CurveEndpoints = .jumps, construction: CurveConstruction? = nil) {
        self.expression = expression
        self.label = label
        self.from = from
        self.to = to
        self.style = style
        self.endpoints = endpoints
        self.construction = construction
    }

    /// A parametric or polar curve, solid unless told otherwise, with a dot at each end of its jumps in t unless
    /// told otherwise (`.off`; it has no `from` or `to` in x for the dots at a restriction's ends).
    public init(_ path: ParametricPath, label: String? = nil, style: LineStyle = .solid, endpoints: CurveEndpoints = .jumps) {
        self.init(FigureCurve.nowhere, label: label, style: style, endpoints: endpoints)
        self.path = path
    }

    /// The expression of a parametric curve (or a vertical tangent) seen as a function of x: undefined everywhere.
    /// Made for each curve (a few hundred nanoseconds) rather than kept in a global, which LeakSanitizer would
    /// report under the fuzzer.
    public static var nowhere: Expression { try! Expression("0/0") }

    /// The name used where a curve must be named: its label, or its description.
    public var name: String { label ?? description }

    /// What the curve is: `x³ − 3x` for y = f(x), `(cos(t), sin(t))` or `r = 1 + cos(θ)` for a parametric or polar one;
    /// a tangent or secant by its line, as its legend writes it (`0.333333x + 0.666667`, `−2`, and `x = 0` for a
    /// vertical tangent), not by the expression the build draws it from.
    public var description: String {
        if let line = construction?.line { return line.equation ?? line.statement ?? expression.description }
        return sequence?.description ?? ode?.description ?? euler?.description ?? field?.description ?? relation?.description ?? path?.description ?? expression.description
    }

    /// What the curve is made from as written (a slug's text): the expression's source, or the path's.
    public var source: String {
        sequence?.expression.source ?? ode?.rightSide.source ?? euler?.rightSide.source ?? field?.slugSource ?? relation?.source ?? path?.source ?? expression.source
    }
}

/// A shaded area and the signed integral it stands for.
public struct FigureArea: Sendable, Equatable {
    public enum Bounds: Sendable, Equatable {
        /// Between curve i and the x-axis: ∫ f.
        case under(Int)
        /// Between curves i and j: ∫ (f − g).
        case between(Int, Int)
    }

    public var bounds: Bounds
    /// The x-range integrated over, from < to.
    public var from: Double
    public var to: Double
    /// The ends as the manifest wrote them when they are constant expressions (`π/4`), in the
    /// language's description; how a page names them. Nil for plain numbers and defaults.
    public var fromDescription: String?
    public var toDescription: String?
    /// An end that follows the sliders: the expression in the parameters the page evaluates (`from`/`to`
    /// are its values at the declared ones); nil for a constant.
    public var fromSource: String?
    public var toSource: String?

    public init(_ bounds: Bounds, from: Double, to: Double, fromDescription: String? = nil, toDescription: String? = nil,
                fromSource: String? = nil, toSource: String? = nil) {
        self.bounds = bounds
        self.from = from
        self.to = to
        self.fromDescription = fromDescription
        self.toDescription = toDescription
        self.fromSource = fromSource
        self.toSource = toSource
    }
}

/// A marked point with an optional label.
public struct MarkedPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var label: String?
    /// A coordinate that follows the sliders: its expression in the parameters (x and y are its values at
    /// the declared ones); nil for a constant.
    public var xSource: String?
    public var ySource: String?

    public init(x: Double, y: Double, label: String? = nil, xSource: String? = nil, ySource: String? = nil) {
        self.x = x
        self.y = y
        self.label = label
        self.xSource = xSource
        self.ySource = ySource
    }
}

/// A vertical (`x = c`) or horizontal (`y = c`) reference line, such as an asymptote.
public struct ReferenceLine: Sendable, Equatable {
    public enum Position: Sendable, Equatable {
        case vertical(x: Double)
        case horizontal(y: Double)
    }

    public var position: Position
    public var label: String?
    /// Reference lines are dashed unless the manifest says otherwise: a solid one reads as a curve.
    public var style: LineStyle
    /// A position that follows the sliders: its expression in the parameters; nil for a constant.
    public var source: String?
    /// Whether the line is a sequence's limit, which the site labels in its language (`limit 2.71828`).
    public var isSequenceLimit: Bool

    public init(_ position: Position, label: String? = nil, style: LineStyle = .dashed, source: String? = nil, isSequenceLimit: Bool = false) {
        self.position = position
        self.label = label
        self.style = style
        self.source = source
        self.isSequenceLimit = isSequenceLimit
    }
}

/// A curve of a figure that is the Taylor polynomial of another (docs/manifest.md#taylor-polynomials).
public struct TaylorCurve: Sendable, Equatable {
    /// f⁽ᵏ⁾(a)/k! for k = 0 … the highest degree it may take; nil from a derivative without a value at `at` on.
    public var coefficients: [Double?]
    public var at: Double
    /// The degree drawn at the declared values.
    public var degree: Int
    /// The slider that sets the degree; nil for a fixed one.
    public var slider: Character?
    /// The curve it is of.
    public var of: Int

    public init(coefficients: [Double?], at: Double, degree: Int, slider: Character?, of: Int) {
        self.coefficients = coefficients
        self.at = at
        self.degree = degree
        self.slider = slider
        self.of = of
    }
}
