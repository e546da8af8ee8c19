/// A curve traced by a parameter rather than drawn as y = f(x) (docs/manifest.md#parametric-and-polar-curves):
/// the points (x(t), y(t)) for t from … to, or in polar coordinates r(θ) for θ from … to, the point at
/// distance r from the origin in the direction θ (a negative r lies opposite).
///
/// ```swift
/// let circle = ParametricPath(.cartesian(x: try Expression("cos(t)", variable: .t),
///                                        y: try Expression("sin(t)", variable: .t)), from: 0, to: 2 * .pi)
/// circle.description   // "(cos(t), sin(t))"
/// ```
public struct ParametricPath: Sendable {
    public enum Form: Sendable {
        /// x(t) and y(t), both expressions in t.
        case cartesian(x: Expression, y: Expression)
        /// r(θ), an expression in θ.
        case polar(r: Expression)
    }

    public var form: Form
    /// The parameter's range, from < to, both finite.
    public var from: Double
    public var to: Double
    /// The ends as the manifest wrote them when they are constant expressions (`2π`), in the language's
    /// description; nil for plain numbers and defaults.
    public var fromDescription: String?
    public var toDescription: String?

    public init(_ form: Form, from: Double, to: Double, fromDescription: String? = nil, toDescription: String? = nil) {
        precondition(from.isFinite && to.isFinite && from < to, "a parameter's range is finite and not empty: \(from) … \(to)")
        self.form = form
        self.from = from
        self.to = to
        self.fromDescription = fromDescription
        self.toDescription = toDescription
    }

    /// The longest parameter range (a manifest's and `plotsite sample`'s): 1000 turns of a circle is far more than a
    /// page can show apart, and a curve is drawn within its sampler's budget.
    public static let longestRange = 10_000.0

    /// The polar curve's range when none is given: once around, 0 … 2π.
    public static let polarRange = (from: 0.0, to: 2 * Double.pi, text: "2π")

    /// The variable's name as the page writes it: `t`, or `θ` for a polar curve.
    public var variable: ExpressionVariable {
        if case .polar = form { return .theta }
        return .t
    }

    /// What kind of curve it is, in a message: "parametric" or "polar".
    public var kindName: String {
        if case .polar = form { return "polar" }
        return "parametric"
    }

    /// The expressions, in the order they are written: x and y, or r.
    public var expressions: [Expression] {
        switch form {
        case .cartesian(let x, let y): return [x, y]
        case .polar(let r): return [r]
        }
    }

    /// How the page names the curve: `(cos(t), sin(t))` or `r = 1 + cos(θ)`.
    public var description: String {
        switch form {
        case .cartesian(let x, let y): return "(\(x.description), \(y.description))"
        case .polar(let r): return "r = \(r.description)"
        }
    }

    /// Its equations, for a text alternative: `x = cos(t), y = sin(t)` or `r = 1 + cos(θ)`.
    public var equations: String {
        switch form {
        case .cartesian(let x, let y): return "x = \(x.description), y = \(y.description)"
        case .polar(let r): return "r = \(r.description)"
        }
    }

    /// What the curve is made from, as written (a plot's slug when it has no title): `(cos(t), sin(t))`.
    public var source: String {
        switch form {
        case .cartesian(let x, let y): return "(\(x.standaloneSource), \(y.standaloneSource))"
        case .polar(let r): return "r = \(r.standaloneSource)"
        }
    }

    /// The range as a page writes it, with the ends as written: `0 ≤ t ≤ 2π`.
    public var rangeDescription: String {
        "\(fromDescription ?? Self.plain(from)) ≤ \(variable.name) ≤ \(toDescription ?? Self.plain(to))"
    }

    /// The declared parameters its expressions use, in alphabetical order.
    public var usedParameters: [Character] {
        Array(Set(expressions.flatMap(\.usedParameters))).sorted()
    }

    /// The curve at the parameters' `values` (those its expressions do not declare are left out), for the sampler.
    public func compiled(parameters values: [Character: Double]) -> ParametricCurve {
        func compile(_ expression: Expression) -> CompiledExpression {
            let declared = expression.declaredParameters
            return expression.compiled(parameters: values.filter { declared.contains($0.key) })
        }
        switch form {
        case .cartesian(let x, let y): return ParametricCurve(x: compile(x), y: compile(y), from: from, to: to)
        case .polar(let r): return ParametricCurve.polar(r: compile(r), from: from, to: to)
        }
    }

    private static func plain(_ value: Double) -> String {
        DecimalText.withMinusSigns(DecimalText.significant(value, digits: 6))
    }
}
