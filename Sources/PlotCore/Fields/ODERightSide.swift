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
        for name in parameters {
            precondition(Expression.isValidParameter(name), "'\(name)' cannot be a parameter: use one lower-case letter other than x and e")
        }
        precondition(!parameters.contains(Relation.y) && !functions.names.contains(Relation.y),
                     "'y' is a variable of a differential equation: it cannot be a parameter or a named function")
        precondition(functions.parameters == parameters || functions.names.isEmpty,
                     "named functions read with parameters \(functions.parameters.sorted()), used with \(parameters.sorted())")
        self.source = source
        self.declaredParameters = parameters.sorted()
        (root, warnings, _) = try Parser.parse(source, parameters: parameters.union([Relation.y]), functions: functions.trees)
    }

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
    /// f compiled once, when it does not depend on y.
    private let withoutY: CompiledExpression?

    init(_ tree: ExpressionNode) {
        self.tree = tree
        withoutY = tree.parameters.contains(Relation.y) ? nil : CompiledExpression(tree, findsCandidates: false)
    }

    /// The raw IEEE value f(x, y): NaN or ±∞ where f is undefined.
    public func value(x: Double, y: Double) -> Double {
        if let withoutY { return withoutY.evaluate(at: x) }
        // Compiled anew for each y: microseconds, which the build can afford (the live view reads y from a slot).
        return CompiledExpression(tree.replacingParameters { _ in .number(y, text: "y") }, findsCandidates: false).evaluate(at: x)
    }
}
