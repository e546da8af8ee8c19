/// A relation in x and y (docs/language.md#relations): an equation is a curve, `x² + y² = 4`; inequalities,
/// chained or joined with `and`, are a region, `y > x² and y < 4`, `0 < y < x`.
///
/// ```swift
/// let circle = try Relation("x^2 + y^2 = 4")
/// circle.description     // "x² + y² = 4"
/// circle.kind            // .curve
/// try Relation("y = x^2").kind      // .functionOfX(x²): an explicit curve, for the sampler
/// try Relation("|x| + |y| < 1").kind   // .region
/// ```
///
/// `y` is a variable only here: the trees hold it as the parameter ``y``, so that what works on trees —
/// descriptions, named functions written out, derivatives in x — works on relations unchanged, and an
/// evaluation gives y as that parameter's value. The expression entry (``Expression``) is as it always was.
public struct Relation: Sendable, CustomStringConvertible {
    /// The letter of the second coordinate, held in the trees as a parameter.
    public static let y: Character = "y"

    /// The text as given.
    public let source: String
    /// The comparisons as written: each chain holds where every comparison in it holds (`0 < y < x`), and the
    /// relation where every chain holds (they were joined with `and`). An equation is one chain of one `=`.
    public let chains: [ExpressionNode.Condition]
    /// The letters the source was allowed to use as parameters besides `y`, in alphabetical order.
    public let declaredParameters: [Character]
    /// Readings of the source its writer may not have meant (`e^-2x`), in source order.
    public let warnings: [ExpressionWarning]
    /// Whether the source calls a named function: then ``description`` is the text that stands alone.
    public let callsNamedFunctions: Bool

    /// Parses `source`; throws an ``ExpressionError`` with the offending character's offset.
    ///
    /// `parameters` and `functions` are as for ``Expression/init(_:parameters:functions:variable:)``; neither
    /// may be `y` (a programming error, checked by a precondition: the caller refuses such a declaration).
    public init(_ source: String, parameters: Set<Character> = [], functions: NamedFunctions = NamedFunctions()) throws(ExpressionError) {
        Relation.checkDeclarations(parameters: parameters, functions: functions)
        self.source = source
        self.declaredParameters = parameters.sorted()
        (chains, warnings, callsNamedFunctions) = try Parser.parseRelation(source, parameters: parameters, functions: functions.trees)
    }

    /// The preconditions on what a source in x and y (a relation, a differential equation's right-hand side) may declare:
    /// valid parameter names, neither a parameter nor a named function `y`, the functions read with the same parameters.
    static func checkDeclarations(parameters: Set<Character>, functions: NamedFunctions) {
        for name in parameters {
            precondition(Expression.isValidParameter(name), "'\(name)' cannot be a parameter: use one lower-case letter other than x and e")
        }
        precondition(!parameters.contains(Relation.y) && !functions.names.contains(Relation.y),
                     "'y' is a variable in x and y: it cannot be a parameter or a named function")
        precondition(functions.parameters == parameters || functions.names.isEmpty,
                     "named functions read with parameters \(functions.parameters.sorted()), used with \(parameters.sorted())")
    }

    /// What the relation draws (docs/language.md#relations).
    public var kind: RelationKind {
        guard chains.count == 1, chains[0].comparisons == [.equal] else { return .region }
        let (left, right) = (chains[0].operands[0], chains[0].operands[1])
        let isY = { (node: ExpressionNode) in node == .parameter(Relation.y) }
        let hasY = { (node: ExpressionNode) in node.parameters.contains(Relation.y) }
        if isY(left) && !hasY(right) { return .functionOfX(right) }
        if isY(right) && !hasY(left) { return .functionOfX(left) }
        if left == .variable && !right.containsVariable { return .functionOfY(right) }
        if right == .variable && !left.containsVariable { return .functionOfY(left) }
        return .curve
    }

    /// Each comparison with its two sides, in the written order: `0 < y < x` gives `0 < y` and `y < x`.
    public var comparisons: [(left: ExpressionNode, comparison: Comparison, right: ExpressionNode)] {
        chains.flatMap(\.links)
    }

    /// The declared parameters that occur in the relation (not `y`), in alphabetical order.
    public var usedParameters: [Character] {
        Array(Set(chains.flatMap { $0.operands.flatMap(\.parameters) }).subtracting([Relation.y])).sorted()
    }

    /// The canonical text: `x² + y² = 4`, `y > x² and y < 4`; a relation of its own that describes to itself.
    public var description: String { ExpressionNode.description(ofRelation: chains) }

    /// A text that means the relation on its own: the source, or where it calls named functions the description.
    public var standaloneSource: String { callsNamedFunctions ? description : source }

    /// For `y = f(x)`, f; for `x = g(y)`, g with y as its variable (its values are x, sampled with the axes
    /// swapped; its description names the variable x). Nil for an implicit curve or a region. It compiles with
    /// the relation's declared parameters.
    public var explicitFunction: Expression? {
        switch kind {
        case .functionOfX(let f): return Expression(root: f, parameters: declaredParameters)
        case .functionOfY(let g): return Expression(root: g.replacingParameters { $0 == Relation.y ? .variable : .parameter($0) }, parameters: declaredParameters)
        case .curve, .region: return nil
        }
    }
}

/// What a relation draws (docs/language.md#relations).
public enum RelationKind: Equatable, Sendable {
    /// `y = f(x)` (y alone on one side, no y on the other): an explicit curve, drawn by the sampler.
    case functionOfX(ExpressionNode)
    /// `x = g(y)` (x alone on one side, no x on the other): explicit with the axes swapped; the tree is g with
    /// y as the parameter ``Relation/y``.
    case functionOfY(ExpressionNode)
    /// Any other equation: an implicit curve, drawn where it is certified (docs/sampling.md#certified-drawing).
    case curve
    /// Inequalities: the region where all of them hold.
    case region
}
