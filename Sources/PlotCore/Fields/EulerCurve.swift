/// Euler's polygon for dy/dx = f(x, y) as a curve of a figure (docs/manifest.md#eulers-method):
/// `{"euler": {"of": "x - y", "through": [0, 1], "h": "h", "to": 2}}`. The point, the step and the end may use the plot's
/// sliders; the build draws the polygon at their declared values (``EulerPolygon``), the live view again at every change
/// of a slider (`fields/live-euler.js`). It does not depend on the frame.
public struct EulerCurve: Sendable, CustomStringConvertible {
    /// The equation and the point it starts from: those of the solution it approximates.
    public let ode: ODECurve
    /// The step h (> 0 at the declared values).
    public let step: FigureNumber
    /// Where it ends; left of x₀ the steps go backward.
    public let to: FigureNumber

    public init(_ ode: ODECurve, step: FigureNumber, to: FigureNumber) {
        self.ode = ode
        self.step = step
        self.to = to
    }

    /// f of dy/dx = f(x, y).
    public var rightSide: ODERightSide { ode.rightSide }
    /// x₀ and y₀ of the point it starts from, at the sliders' declared values.
    public var x0: FigureNumber { ode.x0 }
    public var y0: FigureNumber { ode.y0 }

    /// The sliders f, the point, h and the end use, in alphabetical order.
    public var usedParameters: [Character] {
        Array(Set(ode.usedParameters + step.usedParameters + to.usedParameters)).sorted()
    }

    /// The point as written: `(0, 1)`, `(0, a)`.
    public var pointText: String { ode.pointText }

    /// The legend's name: `Euler's polygon for y′ = x − y from (0, 1)`.
    public var description: String { "Euler's polygon for y′ = \(rightSide.description) from \(pointText)" }

    /// The polygon and the exact solution's value at `to`, at the declared values (with f's parameters at `values`).
    public func reading(parameters values: [Character: Double]) -> EulerReading {
        EulerReading(ode.slope(parameters: values), from: Point(x: x0.value, y: y0.value), step: step.value, to: to.value)
    }
}
