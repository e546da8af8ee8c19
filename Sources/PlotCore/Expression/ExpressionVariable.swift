/// The one variable an expression is in (docs/language.md#the-variable): `x` for a function's graph,
/// `t` for the two coordinates of a parametric curve, `θ` (also written `theta`) for a polar curve's radius.
///
/// The syntax tree has one ``ExpressionNode/variable`` whatever its name: the name matters only to
/// reading (which letters are the variable) and writing (``Expression/description``), so a named function
/// defined in x is called with t as `f(t)`.
public enum ExpressionVariable: String, Sendable, CaseIterable {
    case x, t, theta

    /// How descriptions and messages write it: `x`, `t`, `θ`.
    public var name: String {
        switch self {
        case .x: return "x"
        case .t: return "t"
        case .theta: return "θ"
        }
    }

    /// The letters that may not be a declared parameter or a named function beside this variable
    /// (`t` for t; none for θ, which is no Latin letter, nor x, which is never one).
    public var letter: Character? { self == .t ? "t" : nil }

    /// The words the lexer reads as this variable: `x`; `t`; `theta` (`θ` is a symbol of its own).
    var spelledWords: [String] {
        switch self {
        case .x: return ["x"]
        case .t: return ["t"]
        case .theta: return ["theta"]
        }
    }
}
