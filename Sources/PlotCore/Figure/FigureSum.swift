/// A number of a figure that may use the plot's parameters (`"2a"`, `"1 + h"`): its value at the
/// parameters' declared values, which the build draws with, and the expression the page evaluates
/// again as the sliders move.
public struct FigureNumber: Sendable, Equatable {
    /// The value at the declared parameters.
    public var value: Double
    /// The expression when it uses parameters; nil for a constant (a number, or `"π/2"`).
    public var source: String?
    /// The expression's description when it was written as one (`5π/4`, `1 + h`): how a page names it.
    public var description: String?
    /// The parameters the expression uses, in alphabetical order.
    public var usedParameters: [Character]

    public init(_ value: Double, source: String? = nil, description: String? = nil, usedParameters: [Character] = []) {
        self.value = value
        self.source = source
        self.description = description
        self.usedParameters = usedParameters
    }
}

extension FigureNumber: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }
}

/// A Riemann sum drawn under a curve of the figure (docs/manifest.md#sums): its pieces shaded by
/// sign and outlined, its value stated beside the integral it approximates.
public struct FigureSum: Sendable, Equatable {
    /// The index of the curve summed.
    public var curve: Int
    public var rule: RiemannSum.Rule
    /// from < to and a whole n from 1 to ``RiemannSum/maximumPieces`` at the declared parameters.
    public var from: FigureNumber
    public var to: FigureNumber
    public var n: FigureNumber

    public init(curve: Int, rule: RiemannSum.Rule, from: FigureNumber, to: FigureNumber, n: FigureNumber) {
        self.curve = curve
        self.rule = rule
        self.from = from
        self.to = to
        self.n = n
    }
}
