/// A parsed expression of the PlotSite language (docs/language.md).
///
/// ```swift
/// let cubic = try Expression("x^3 - 2.5x^2 + 3.1x - 13.3")
/// cubic.description          // "x³ − 2.5x² + 3.1x − 13.3"
/// cubic.compiled().value(at: 2)  // -9.1
/// ```
///
/// With declared parameters (docs/language.md#parameters) a letter stands for a number given when compiling:
/// ```swift
/// let wave = try Expression("a sin(bx + c)", parameters: ["a", "b", "c"])
/// wave.description             // "a·sin(b·x + c)"
/// wave.usedParameters          // ["a", "b", "c"]
/// wave.compiled(parameters: ["a": 2, "b": 0.5, "c": 0]).value(at: π)  // 2
/// ```
public struct Expression: Sendable, CustomStringConvertible {
    /// The text as given.
    public let source: String
    /// The syntax tree.
    public let root: ExpressionNode
    /// The letters the source was allowed to use as parameters, in alphabetical order.
    public let declaredParameters: [Character]
    /// Readings of the source its writer may not have meant (`e^-2x` is e^(−2)·x), in source order.
    public let warnings: [ExpressionWarning]
    /// Whether the source calls a named function: then it means something only with their definitions,
    /// and ``description`` (the calls written out) is the text that stands alone.
    public let callsNamedFunctions: Bool
    /// The variable the source is in: `x`, or `t` or `θ` for a curve's coordinates (docs/language.md#the-variable).
    public let variable: ExpressionVariable

    /// Parses `source`; throws an ``ExpressionError`` with the offending character's offset.
    ///
    /// Each of `parameters` must be a valid parameter name (``isValidParameter(_:)``): passing
    /// another is a programming error, checked by a precondition. Without parameters a letter
    /// other than `x` and `e` is an error, as it always was.
    ///
    /// `functions` may be called in the source (docs/language.md#named-functions), `f(x − 1)`, `f′(x)`;
    /// each call is written out in ``root``. They must have been read with the same parameters (a
    /// precondition: their trees may hold any of them).
    ///
    /// `variable` is the letter the source is in (docs/language.md#the-variable): `x` by default, `t` or `θ`
    /// for a curve's coordinates, and then an `x` in the source is an error at its place. A parameter or
    /// named function with the variable's letter (`t`) is a programming error, checked by a precondition:
    /// the caller refuses such a declaration with its own message.
    public init(_ source: String, parameters: Set<Character> = [], functions: NamedFunctions = NamedFunctions(),
                variable: ExpressionVariable = .x) throws(ExpressionError) {
        for name in parameters {
            precondition(Expression.isValidParameter(name),
                         "'\(name)' cannot be a parameter: use one lower-case letter other than x and e")
        }
        if let letter = variable.letter {
            precondition(!parameters.contains(letter) && !functions.names.contains(letter),
                         "'\(letter)' is the variable: it cannot be a parameter or a named function")
        }
        precondition(functions.parameters == parameters || functions.names.isEmpty,
                     "named functions read with parameters \(functions.parameters.sorted()), used with \(parameters.sorted())")
        self.source = source
        self.declaredParameters = parameters.sorted()
        self.variable = variable
        (root, warnings, callsNamedFunctions) = try Parser.parse(source, parameters: parameters, functions: functions.trees,
                                                                 variable: variable)
    }

    /// An expression built from a tree rather than read (a derivative): its source is its description.
    init(root: ExpressionNode, parameters: [Character], variable: ExpressionVariable = .x) {
        self.root = root
        self.source = root.description(in: variable)
        self.declaredParameters = parameters
        self.variable = variable
        self.warnings = []
        self.callsNamedFunctions = false
    }

    /// An expression read by another entry (a field's side in x and y, FieldExpression.swift), kept with its source.
    init(root: ExpressionNode, parameters: [Character], source: String, warnings: [ExpressionWarning], callsNamedFunctions: Bool) {
        self.root = root
        self.source = source
        self.declaredParameters = parameters
        self.variable = .x
        self.warnings = warnings
        self.callsNamedFunctions = callsNamedFunctions
    }

    /// Whether `name` may be declared as a parameter: one lower-case Latin letter other than `x`
    /// (the variable) and `e` (the constant). Upper case is reserved: `E` is part of `2.5E6`.
    public static func isValidParameter(_ name: Character) -> Bool {
        guard let ascii = name.asciiValue else { return false }
        return ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z") && name != "x" && name != "e"
    }

    /// A text that means the expression on its own: the source, or where it calls named functions
    /// (which only its reader knows) the description, with the calls written out.
    public var standaloneSource: String { callsNamedFunctions ? description : source }

    /// The canonical text for display, e.g. `x³ − 2.5x² + 3.1x − 13.3`; in t, `t·sin(t)`.
    public var description: String { root.description(in: variable) }

    /// Whether the expression depends on its variable (without it, it is a number once its parameters have values).
    public var containsVariable: Bool { root.containsVariable }

    /// The declared parameters that occur in the expression, in alphabetical order; a declared one
    /// missing here is unused.
    public var usedParameters: [Character] { root.parameters }

    /// Compiles the expression for fast repeated evaluation. An expression with declared parameters
    /// needs ``compiled(parameters:)``.
    public func compiled() -> CompiledExpression { compiled(parameters: [:]) }

    /// Compiles the expression with a value for each declared parameter: the doubles are exactly those
    /// of the same expression with each value written as a number in its letter's place.
    ///
    /// A missing value, or one for a letter that was not declared, is a programming error (a
    /// precondition), as is a value that is not finite. A new set of values needs a new compile,
    /// which costs microseconds; the live page changes values without recompiling (JS `setParameters`).
    public func compiled(parameters values: [Character: Double]) -> CompiledExpression {
        for name in declaredParameters {
            precondition(values[name] != nil, "no value for parameter '\(name)' of \(source)")
        }
        for (name, value) in values {
            precondition(declaredParameters.contains(name), "'\(name)' is not a declared parameter of \(source)")
            precondition(value.isFinite, "parameter '\(name)' must be a finite number, not \(value)")
        }
        return CompiledExpression(values.isEmpty ? root : root.substituting(values))
    }
}
