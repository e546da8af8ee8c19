/// Functions named by one letter, defined in terms of x, the parameters and one another
/// (docs/language.md#named-functions):
/// ```swift
/// let functions = try NamedFunctions(["f": "x^3 - 3x"])
/// let shifted = try Expression("f(x − 1) + 2f'(x)", functions: functions)
/// shifted.compiled().value(at: 2)   // −2 + 2 + 2·9 = 20
/// ```
/// A call is written out where it stands: the function's tree with its argument in place of x, and
/// each prime a derivative (``Expression/derivative()``), so the expression computes as if the
/// definition were written there, and its description is that written-out form.
public struct NamedFunctions: Sendable {
    /// The most nodes an expression may have once its calls are written out (definitions calling
    /// one another can double it at every step).
    static let maximumSize = 10 * ExpressionLimits.maximumLength

    /// Each function's tree in terms of x, the functions it calls written out.
    let trees: [Character: ExpressionNode]
    /// The parameters the definitions were read with: an expression calling them declares them too.
    let parameters: Set<Character>

    /// The defined names, in alphabetical order.
    public var names: [Character] { trees.keys.sorted() }

    /// No named functions.
    public init() {
        trees = [:]
        parameters = []
    }

    /// Reads `definitions` (name → source); throws the first problem in name order: a name that is
    /// not one lower-case letter or is `x`, `e` or one of `parameters`, a definition that does not
    /// parse (calls of undefined names included), a definition in terms of itself (a cycle).
    public init(_ definitions: [String: String], parameters: Set<Character> = []) throws(NamedFunctionError) {
        let (functions, problems) = NamedFunctions.reading(definitions, parameters: parameters)
        if let first = problems.min(by: { $0.name < $1.name }) { throw first }
        self = functions
    }

    /// Reads every definition it can: the functions whose definitions are good, and one problem for each that is
    /// not, in name order (as the throwing initializer finds them). A definition that calls a bad one is left out
    /// without a problem of its own, and a cycle is one problem, at its first name: each mistake is told once.
    public static func reading(_ definitions: [String: String], parameters: Set<Character> = [])
        -> (functions: NamedFunctions, problems: [NamedFunctionError]) {
        var problems: [NamedFunctionError] = []
        var names: [Character: String] = [:]
        // Every one-letter key may be called, even a refused one: its callers then fail quietly with it.
        var failed: Set<Character> = []
        for (key, source) in definitions.sorted(by: { $0.key < $1.key }) {
            guard key.count == 1, let name = key.first else {
                problems.append(NamedFunctionError(name: key, offset: nil, message: "a function's name is one letter, as in f, not '\(key.abridged)'"))
                continue
            }
            if let problem = NamedFunctions.clash(name, parameters: parameters) {
                problems.append(NamedFunctionError(name: key, offset: nil, message: problem))
                if Expression.isValidParameter(name) { failed.insert(name) }
                continue
            }
            names[name] = source
        }
        var calls: [Character: [Character]] = [:]
        for (name, source) in names.sorted(by: { $0.key < $1.key }) {
            do {
                let tokens = try Lexer.tokens(of: Array(source.unicodeScalars), parameters: parameters,
                                              functions: Set(names.keys).union(failed))
                calls[name] = tokens.compactMap { if case .named(let called, _) = $0.kind { called } else { nil } }
            } catch {
                problems.append(NamedFunctionError(name: String(name), offset: error.offset, message: error.message))
                failed.insert(name)
            }
        }
        var resolution = Resolution(sources: names, calls: calls, parameters: parameters, failed: failed)
        for name in names.keys.sorted() { _ = resolution.resolve(name, path: []) }
        problems += resolution.problems
        return (NamedFunctions(trees: resolution.trees, parameters: parameters), problems.sorted { $0.name < $1.name })
    }

    private init(trees: [Character: ExpressionNode], parameters: Set<Character>) {
        self.trees = trees
        self.parameters = parameters
    }

    /// Why `name` cannot name a function, or nil.
    private static func clash(_ name: Character, parameters: Set<Character>) -> String? {
        switch name {
        case "x": return "'x' is the variable; name the function with another letter, as f"
        case "e": return "'e' is the number e; name the function with another letter, as f"
        case _ where parameters.contains(name): return "'\(name)' is a parameter; name the function with another letter"
        case _ where !Expression.isValidParameter(name): return "a function's name is one lower-case letter, as in f, not '\(name)'"
        default: return nil
        }
    }

    /// The definitions parsed after those they call, depth first; the problems met on the way.
    private struct Resolution {
        let sources: [Character: String]
        let calls: [Character: [Character]]
        let parameters: Set<Character>
        /// Names with a problem, told or following from another's.
        var failed: Set<Character>
        var trees: [Character: ExpressionNode] = [:]
        var problems: [NamedFunctionError] = []

        /// Whether `name` has a tree; `path` is the chain of calls that led here, so a name met again on it closes
        /// a cycle.
        mutating func resolve(_ name: Character, path: [Character]) -> Bool {
            if trees[name] != nil { return true }
            if failed.contains(name) { return false }
            if let start = path.firstIndex(of: name) {
                let cycle = (path[start...] + [name]).map(String.init).joined(separator: " → ")
                problems.append(NamedFunctionError(name: String(path[start]), offset: nil, message: "defined in terms of itself: \(cycle)"))
                failed.formUnion(path[start...])
                return false
            }
            for called in calls[name] ?? [] where !resolve(called, path: path + [name]) {
                failed.insert(name)
                return false
            }
            do {
                trees[name] = try Parser.parse(sources[name]!, parameters: parameters, functions: trees).root
                return true
            } catch {
                problems.append(NamedFunctionError(name: String(name), offset: error.offset, message: error.message))
                failed.insert(name)
                return false
            }
        }
    }

    /// A call written out: `definition` differentiated `order` times, its x replaced by `argument`.
    static func call(_ definition: ExpressionNode, order: Int, argument: ExpressionNode, written: String,
                     at offset: Int) throws(ExpressionError) -> ExpressionNode {
        var tree = definition
        for _ in 0..<order {
            guard TreeBuilding.size(of: tree, limit: Differentiation.maximumSize) != nil else {
                throw ExpressionError(.tooLong, at: offset, "the derivative \(written) is too large to write out")
            }
            tree = Differentiation.derivative(of: tree)
        }
        guard TreeBuilding.size(of: tree, limit: maximumSize) != nil else {
            throw ExpressionError(.tooLong, at: offset, "the derivative \(written) is too large to write out")
        }
        if let letter = tree.boundIndices.first(where: { argument.uses(index: $0) }) {
            // `Σ(k = 1 … 3, f(kx))` with f's own sum over k: the argument's k would be f's.
            throw ExpressionError(.unexpectedToken, at: offset,
                                  "\(written) sums over its own index '\(letter)'; choose another letter for this sum's index")
        }
        return argument == .variable ? tree : tree.replacingVariable(with: argument)
    }
}

/// A problem with one definition of ``NamedFunctions``: `offset` counts characters from 0 in its
/// source, nil when the problem is the name or the definition as a whole (a cycle).
public struct NamedFunctionError: Error, Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let offset: Int?
    public let message: String

    /// `f: unknown function 'h' (did you mean g?) (character 5)`, counting characters from 1 for people.
    public var description: String {
        "\(name): \(message)" + (offset.map { " (character \($0 + 1))" } ?? "")
    }
}

extension ExpressionNode {
    /// The tree with `x` replaced by `argument` everywhere (shared, not copied).
    func replacingVariable(with argument: ExpressionNode) -> ExpressionNode {
        switch self {
        case .number, .constant, .parameter, .index: return self
        case .variable: return argument
        case .series, .binomial: return mappingChildren { $0.replacingVariable(with: argument) }
        case .sum(let terms):
            return .sum(terms.map { Term(isSubtracted: $0.isSubtracted, node: $0.node.replacingVariable(with: argument)) })
        case .product(let factors):
            return .product(factors.map { Factor(isDivisor: $0.isDivisor, node: $0.node.replacingVariable(with: argument)) })
        case .negate(let operand): return .negate(operand.replacingVariable(with: argument))
        case .power(let base, let exponent):
            return .power(base: base.replacingVariable(with: argument), exponent: exponent.replacingVariable(with: argument))
        case .call(let function, let operand): return .call(function, operand.replacingVariable(with: argument))
        case .extremum(let extremum, let arguments):
            return .extremum(extremum, arguments.map { $0.replacingVariable(with: argument) })
        case .piecewise(let branches):
            return .piecewise(branches.map { branch in
                Branch(condition: branch.condition.map {
                    Condition(operands: $0.operands.map { $0.replacingVariable(with: argument) }, comparisons: $0.comparisons)
                }, value: branch.value.replacingVariable(with: argument))
            })
        }
    }
}
