/// A line a course constructs on a curve of the figure (docs/manifest.md#tangents-and-secants): the tangent at
/// x = a, `y = f(a) + f′(a)(x − a)` with f′ the exact derivative, or the secant through (x₁, f(x₁)) and
/// (x₂, f(x₂)). Its numbers may use the plot's parameters; the build draws it at their declared values.
public struct CurveConstruction: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case tangent(at: FigureNumber)
        case secant(from: FigureNumber, to: FigureNumber)
    }

    public var kind: Kind
    /// The index of the curve it is constructed on.
    public var of: Int
    /// The line at the parameters' declared values: what the build draws and names.
    public var line: ConstructionLine

    public init(_ kind: Kind, of: Int, line: ConstructionLine) {
        self.kind = kind
        self.of = of
        self.line = line
    }

    /// `tangent` or `secant`: the drawing's `data-construct`.
    public var name: String {
        switch kind {
        case .tangent: "tangent"
        case .secant: "secant"
        }
    }
}

/// A construction's line at given numbers: where it passes, its slope, the points it marks on its curve;
/// or why there is none. Public/js/figure/construction-line.js computes the same.
public enum ConstructionLine: Sendable, Equatable {
    /// y = y0 + slope · (x − x0), through the marked `points`.
    case line(x0: Double, y0: Double, slope: Double, points: [Point])
    /// The vertical line x = x0, a tangent through (x0, y0) where f is continuous and f′ → ±∞ (∛x at 0,
    /// √(1 − x²) at ±1).
    case vertical(x0: Double, y0: Double)
    /// f has no value at x.
    case undefinedAt(Double)
    /// f′(x) does not exist (a kink, a cusp, a jump, a domain's edge where f does not turn vertical).
    case noDerivativeAt(Double)
    /// A secant's two points are one.
    case samePoint

    /// The tangent to f at a, with f′ its derivative (nil when there is none to compute): vertical where f′(a)
    /// is not finite but f turns vertical there (``VerticalTangent``).
    public static func tangent(_ f: (Double) -> Double, derivative: ((Double) -> Double)?, at a: Double) -> ConstructionLine {
        let y = f(a)
        guard y.isFinite else { return .undefinedAt(a) }
        if let derivative, case let slope = derivative(a), slope.isFinite {
            return .line(x0: a, y0: y, slope: slope, points: [Point(x: a, y: y)])
        }
        return VerticalTangent.isVertical(f, at: a, value: y) ? .vertical(x0: a, y0: y) : .noDerivativeAt(a)
    }

    /// The points it marks on its curve: a tangent's one, a secant's two; none where there is no line.
    public var points: [Point] {
        switch self {
        case .line(_, _, _, let points): points
        case .vertical(let x0, let y0): [Point(x: x0, y: y0)]
        default: []
        }
    }

    /// The line as an equation for people: `y = 9x − 16`, `y = −2`, `x = 0`; nil where there is no line.
    public var statement: String? {
        if case .vertical(let x0, _) = self { return "x = " + Self.text(x0) }
        return equation.map { "y = " + $0 }
    }

    /// Six significant digits, true minus signs (never −0).
    private static func text(_ value: Double) -> String {
        let digits = DecimalText.significant(value, digits: 6)
        return DecimalText.withMinusSigns(digits == "-0" ? "0" : digits)
    }

    /// The secant of f through x₁ and x₂.
    public static func secant(_ f: (Double) -> Double, from x1: Double, to x2: Double) -> ConstructionLine {
        guard x1 != x2 else { return .samePoint }
        let (y1, y2) = (f(x1), f(x2))
        guard y1.isFinite else { return .undefinedAt(x1) }
        guard y2.isFinite else { return .undefinedAt(x2) }
        let slope = (y2 - y1) / (x2 - x1)
        guard slope.isFinite else { return .samePoint }
        return .line(x0: x1, y0: y1, slope: slope, points: [Point(x: x1, y: y1), Point(x: x2, y: y2)])
    }

    /// The line's y at x; NaN where there is no line.
    public func value(at x: Double) -> Double {
        guard case .line(let x0, let y0, let slope, _) = self else { return .nan }
        return y0 + slope * (x - x0)
    }

    /// `m·x + b` for people, six significant digits, true minus signs: `9x − 16`, `−x`, `2.5`, `0`; nil where
    /// there is no line y = m·x + b (a vertical one is ``statement``). The language's decimal separator is the
    /// caller's to put in.
    public var equation: String? {
        guard case .line(let x0, let y0, let slope, _) = self else { return nil }
        let text = { (value: Double) -> String in
            let digits = DecimalText.significant(value, digits: 6)
            return digits == "-0" ? "0" : digits
        }
        let intercept = y0 - slope * x0
        let m = text(slope), b = text(intercept)
        var equation = m == "0" ? "" : m == "1" ? "x" : m == "-1" ? "-x" : m + "x"
        if b != "0" || equation.isEmpty {
            equation += equation.isEmpty ? b : b.hasPrefix("-") ? " - " + b.dropFirst() : " + " + b
        }
        return DecimalText.withMinusSigns(equation)
    }
}
