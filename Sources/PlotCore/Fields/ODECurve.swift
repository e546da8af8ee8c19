/// The solution of dy/dx = f(x, y) through a point as a curve of a figure (docs/manifest.md#solutions-of-differential-equations):
/// `{"ode": "x - y", "through": [0, 1]}`. The point's coordinates may use the plot's sliders; the build draws the
/// solution at their declared values (``ODESolution``), the live view again at every frame.
public struct ODECurve: Sendable, CustomStringConvertible {
    /// f of dy/dx = f(x, y).
    public let rightSide: ODERightSide
    /// x₀ of the point the solution passes through, at the sliders' declared values.
    public let x0: FigureNumber
    /// y₀ of the point.
    public let y0: FigureNumber

    public init(_ rightSide: ODERightSide, through x0: FigureNumber, _ y0: FigureNumber) {
        self.rightSide = rightSide
        self.x0 = x0
        self.y0 = y0
    }

    /// The sliders f and the point use, in alphabetical order.
    public var usedParameters: [Character] {
        Array(Set(rightSide.usedParameters + x0.usedParameters + y0.usedParameters)).sorted()
    }

    /// The point as written: `(0, 1)`, `(0, a)`.
    public var pointText: String { "(\(Self.text(x0)), \(Self.text(y0)))" }

    /// The legend's name: `y′ = x − y through (0, 1)`.
    public var description: String { "y′ = \(rightSide.description) through \(pointText)" }

    /// The solution across `viewport` with the parameters at `values` (a missing one counts as 0: it is not used).
    public func solution(parameters values: [Character: Double], in viewport: Viewport) -> ODESolution {
        let f = slope(parameters: values)
        return ODESolution.solve(f, through: Point(x: x0.value, y: y0.value), in: viewport)
    }

    /// f at the parameters' `values`, a missing one as 0.
    public func slope(parameters values: [Character: Double]) -> SlopeFunction {
        rightSide.slope(parameters: Dictionary(uniqueKeysWithValues: rightSide.declaredParameters.map { ($0, values[$0] ?? 0) }))
    }

    /// A coordinate as written where it is an expression, else its value (`0`, `−0.5`).
    private static func text(_ number: FigureNumber) -> String {
        number.description ?? DecimalText.withMinusSigns(number.value.plainText)
    }
}

extension ODESolution {
    /// The dots the figure draws: a filled one at `point` (the initial point) and an open one at each end where the
    /// solution blows up or f turns undefined; none where f is undefined at the point itself (nothing is drawn).
    public func endpoints(through point: Point) -> [Endpoint] {
        guard !segments.isEmpty else { return [] }
        var dots = ends.filter { $0.reason == .blowUp || $0.reason == .undefined }.map { Endpoint(x: $0.x, y: $0.y, isOpen: true) }
        dots.append(Endpoint(x: point.x, y: point.y, isOpen: false))
        return dots
    }
}
