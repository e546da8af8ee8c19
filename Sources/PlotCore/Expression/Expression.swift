/// A parsed expression of the PlotSite language (SPEC §2).
///
/// ```swift
/// let cubic = try Expression("x^3 - 2.5x^2 + 3.1x - 13.3")
/// cubic.description          // "x³ − 2.5x² + 3.1x − 13.3"
/// cubic.compiled().value(at: 2)  // -9.1
/// ```
public struct Expression: Sendable, CustomStringConvertible {
    /// The text as given.
    public let source: String
    /// The syntax tree.
    public let root: ExpressionNode

    /// Parses `source`; throws an ``ExpressionError`` with the offending character's offset.
    public init(_ source: String) throws(ExpressionError) {
        self.source = source
        self.root = try Parser.parse(source)
    }

    /// The canonical text for display, e.g. `x³ − 2.5x² + 3.1x − 13.3`.
    public var description: String { root.description }

    /// Whether the expression depends on `x` (without it, it is a plain number).
    public var containsVariable: Bool { root.containsVariable }

    /// Compiles the expression for fast repeated evaluation.
    public func compiled() -> CompiledExpression { CompiledExpression(root) }
}
