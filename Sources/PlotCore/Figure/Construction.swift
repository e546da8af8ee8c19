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
    /// f has no value at x.
    case undefinedAt(Double)
    /// f′(x) does not exist (a kink, a jump, a domain's edge).
    case noDerivativeAt(Double)
    /// A secant's two points are one.
    case samePoint

    /// The tangent to f at a, with f′ its derivative (nil when there is none to compute).
    public static func tangent(_ f: (Double) -> Double, derivative: ((Double) -> Double)?, at a: Double) -> ConstructionLine {
        let y = f(a)
        guard y.isFinite else { return .undefinedAt(a) }
        guard let derivative, case let slope = derivative(a), slope.isFinite else { return .noDerivativeAt(a) }
        return .line(x0: a, y0: y, slope: slope, points: [Point(x: a, y: y)])
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

    /// `m·x + b` for people, six significant digits, true minus signs: `9x − 16`, `−x`, `2.5`, `0`.
    /// The language's decimal separator is the caller's to put in.
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
