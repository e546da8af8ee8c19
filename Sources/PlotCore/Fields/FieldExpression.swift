/// A right-hand side of a field in x and y (docs/manifest.md#slope-and-vector-fields): `x - y`, `y(1 - y/4)`, with the
/// plot's sliders and named functions. As in a relation (``Relation``), y is held in the tree as the parameter
/// ``Relation/y``: what works on trees (descriptions, named functions written out, compiling with parameters) works here
/// unchanged, and a value at (x, y) is the expression compiled with y at its value.
///
/// ```swift
/// let f = try FieldExpression("x - y")
/// f.description                          // "x − y"
/// f.row(at: 2, parameters: [:])(1)       // 1 − 2 = −1
/// ```
public struct FieldExpression: Sendable, CustomStringConvertible {
    /// The expression in x with y among its parameters.
    public let expression: Expression

    /// Parses `source`; throws an ``ExpressionError`` with the offending character's offset (a letter other than x, y
    /// and `parameters` is an unknown name there). `parameters` and `functions` are as for a relation's; neither may be y.
    public init(_ source: String, parameters: Set<Character> = [], functions: NamedFunctions = NamedFunctions()) throws(ExpressionError) {
        precondition(!parameters.contains(Relation.y) && !functions.names.contains(Relation.y),
                     "'y' is a coordinate of a field: it cannot be a parameter or a named function")
        let parsed: (root: ExpressionNode, warnings: [ExpressionWarning], callsNamedFunctions: Bool)
        do {
            parsed = try Parser.parse(source, parameters: parameters.union([Relation.y]), functions: functions.trees)
        } catch {
            // An unknown letter is told that a field has two variables, as a relation's is.
            throw ExpressionError(error.kind, at: error.offset,
                                  error.message.replacingOccurrences(of: " (the variable is x)", with: " (the variables are x and y)"))
        }
        let (root, warnings, callsNamedFunctions) = parsed
        expression = Expression(root: root, parameters: parameters.union([Relation.y]).sorted(), source: source,
                                warnings: warnings, callsNamedFunctions: callsNamedFunctions)
    }

    /// The canonical text, `x − y`.
    public var description: String { expression.description }

    /// A text that means the expression on its own (named functions written out), for the page's script.
    public var standaloneSource: String { expression.standaloneSource }

    /// Readings its writer may not have meant (`e^-2x`).
    public var warnings: [ExpressionWarning] { expression.warnings }

    /// The declared parameters it uses (not y), in alphabetical order.
    public var usedParameters: [Character] { expression.usedParameters.filter { $0 != Relation.y } }

    /// The parameters it was read with besides y.
    public var declaredParameters: [Character] { expression.declaredParameters.filter { $0 != Relation.y } }

    /// The function of x along the row at `y`, the parameters at `values` (those it was declared with; others are
    /// ignored): compiled once per row, its doubles those of the page's script, which sets y as a parameter.
    public func row(at y: Double, parameters values: [Character: Double]) -> (Double) -> Double {
        var all: [Character: Double] = [Relation.y: y]
        for name in declaredParameters { all[name] = values[name] ?? 0 }
        // A y beyond the doubles' range (never in a frame) is no finite parameter: nothing is defined there.
        guard y.isFinite else { return { _ in .nan } }
        let compiled = expression.compiled(parameters: all)
        return { compiled.evaluate(at: $0) }
    }
}
