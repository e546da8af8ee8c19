/// Euler's polygon for dy/dx = f(x, y) as a curve of a figure (docs/manifest.md#eulers-method):
/// `{"euler": {"of": "x - y", "through": [0, 1], "h": "h", "to": 2}}`. The point, the step and the end may use the plot's
/// sliders; the build draws the polygon at their declared values (``EulerPolygon``), the live view again at every change
/// of a slider (`fields/live-euler.js`). It does not depend on the frame.
public struct EulerCurve: Sendable, CustomStringConvertible {
    /// f of dy/dx = f(x, y).
    public let rightSide: ODERightSide
    /// x₀ and y₀ of the point it starts from, at the sliders' declared values.
    public let x0: FigureNumber
    public let y0: FigureNumber
    /// The step h (> 0 at the declared values).
    public let step: FigureNumber
    /// Where it ends; left of x₀ the steps go backward.
    public let to: FigureNumber

    public init(_ rightSide: ODERightSide, through x0: FigureNumber, _ y0: FigureNumber, step: FigureNumber, to: FigureNumber) {
        self.rightSide = rightSide
        self.x0 = x0
        self.y0 = y0
        self.step = step
        self.to = to
    }

    /// The sliders f, the point, h and the end use, in alphabetical order.
    public var usedParameters: [Character] {
        Array(Set(rightSide.usedParameters + x0.usedParameters + y0.usedParameters + step.usedParameters + to.usedParameters)).sorted()
    }

    /// The point as written: `(0, 1)`, `(0, a)`.
    public var pointText: String { "(\(Self.text(x0)), \(Self.text(y0)))" }

    /// The legend's name: `Euler's polygon for y′ = x − y from (0, 1)`.
    public var description: String { "Euler's polygon for y′ = \(rightSide.description) from \(pointText)" }

    /// f at the parameters' `values`, a missing one as 0.
    public func slope(parameters values: [Character: Double]) -> SlopeFunction {
        rightSide.slope(parameters: Dictionary(uniqueKeysWithValues: rightSide.declaredParameters.map { ($0, values[$0] ?? 0) }))
    }

    /// The polygon and the exact solution's value at `to`, at the declared values (with f's parameters at `values`).
    public func reading(parameters values: [Character: Double]) -> EulerReading {
        EulerReading(slope(parameters: values), from: Point(x: x0.value, y: y0.value), step: step.value, to: to.value)
    }

    /// A number as written where it is an expression, else its value (`0`, `−0.5`).
    public static func text(_ number: FigureNumber) -> String {
        number.description ?? DecimalText.withMinusSigns(number.value.plainText)
    }
}
