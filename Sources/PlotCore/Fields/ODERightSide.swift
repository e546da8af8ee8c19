/// The right-hand side f of a differential equation dy/dx = f(x, y) (docs/sampling.md#differential-equations): an
/// expression in x and y, with declared parameters and named functions as anywhere else.
///
/// ```swift
/// let logistic = try ODERightSide("0.5y(1 - y/10)")
/// logistic.slope(parameters: [:]).value(x: 0, y: 2)   // 0.8
/// ```
/// `y` is held in the tree as the parameter ``Relation/y``, as a relation holds it, so everything that reads trees reads
/// this one unchanged.
public struct ODERightSide: Sendable, CustomStringConvertible {
    /// The text as given.
    public let source: String
    /// The syntax tree, y as the parameter ``Relation/y``.
    public let root: ExpressionNode
    /// The letters the source was allowed to use as parameters besides `y`, in alphabetical order.
    public let declaredParameters: [Character]
    /// Readings of the source its writer may not have meant (`e^-2x`), in source order.
    public let warnings: [ExpressionWarning]

    /// Parses `source`; throws an ``ExpressionError`` with the offending character's offset (a letter other than x, y
    /// and the declared parameters is one). `parameters` and `functions` are as for a ``Relation``: neither may be `y`.
    public init(_ source: String, parameters: Set<Character> = [], functions: NamedFunctions = NamedFunctions()) throws(ExpressionError) {
        Relation.checkDeclarations(parameters: parameters, functions: functions)
        self.source = source
        self.declaredParameters = parameters.sorted()
        (root, warnings, callsNamedFunctions) = try Parser.parse(source, parameters: parameters.union([Relation.y]), functions: functions.trees)
    }

    /// Whether it calls functions of the plot's `functions`: then ``standaloneSource`` is the canonical text.
    public let callsNamedFunctions: Bool
    /// A text that reads back to the same f without the plot's functions, for the live view.
    public var standaloneSource: String { callsNamedFunctions ? description : source }
    /// The canonical text, `x − y`.
    public var description: String { root.description }

    /// The declared parameters that occur (not `y`), in alphabetical order.
    public var usedParameters: [Character] { root.parameters.filter { $0 != Relation.y } }

    /// f at the given values of the declared parameters (each must have one: a precondition), for evaluation at points.
    public func slope(parameters values: [Character: Double] = [:]) -> SlopeFunction {
        for name in declaredParameters {
            precondition(values[name]?.isFinite == true, "no finite value for parameter '\(name)' of \(source)")
        }
        return SlopeFunction(root.replacingParameters { name in
            name == Relation.y ? .parameter(name) : .number(values[name]!, text: String(name))
        })
    }
}

/// f(x, y) of a differential equation at fixed parameters: its doubles are those of the expression with y's value written
/// as a number in its place, the same as the JS twin (`fields/ode-right-side.js`) which reads y from a parameter slot.
public final class SlopeFunction: @unchecked Sendable {
    private let tree: ExpressionNode
    /// f compiled once in x and y; nil where the tree holds a sum or a product, which compiles anew for each y.
    private let program: CompiledExpression?

    init(_ tree: ExpressionNode) {
        self.tree = tree
        program = tree.containsSeries ? nil : CompiledExpression(tree, secondVariable: Relation.y)
    }

    /// The raw IEEE value f(x, y): NaN or ±∞ where f is undefined.
    public func value(x: Double, y: Double) -> Double {
        if let program { return program.evaluate(x: x, second: y) }
        return Self.compiled(tree, y: y).evaluate(at: x)
    }

    /// f with y's value written in its place: what ``value(x:y:)`` computes, compiled for one y (microseconds).
    static func compiled(_ tree: ExpressionNode, y: Double) -> CompiledExpression {
        CompiledExpression(tree.replacingParameters { _ in .number(y, text: "y") }, findsCandidates: false)
    }
}
