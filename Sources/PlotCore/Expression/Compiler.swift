import Foundation

/// Turns a syntax tree into a flat list of ``Instruction``s over numbered registers.
///
/// The program computes the expression **as written** (docs/language.md#evaluation): left to right within a sum or a
/// product, each operation rounded once, as the JS compiler does, so both give the same double.
/// Sub-trees without `x` are folded to constants at compile time with the same arithmetic, which
/// is the value the written order gives; nothing is reassociated, cancelled or put in Horner form.
/// Registers are reused as soon as their value has been consumed, so the working set stays small.
struct Compiler {
    /// Where a compiled sub-tree's value lives.
    enum Operand {
        case constant(Double)
        case register(Int32)
    }

    var instructions: [Instruction] = []
    /// The operands of every `powerSum` instruction.
    private(set) var powerSums: [PowerSum] = []
    /// The sums and products, in the order their `seriesStart` appears (`Compiler+Series.swift`).
    var loops: [SeriesLoop] = []
    /// The register of each index of the sums around the node being compiled.
    var indexRegisters: [Character: Int32] = [:]
    /// Registers a loop holds while it runs (indices, bounds): never released by the instructions that read them.
    var held: Set<Int32> = []
    var freeRegisters: [Int32] = []
    private(set) var registerCount: Int32 = 1  // register 0 is x

    /// Compiles a tree; the result is in the returned register. With `second`, the sum's index of that letter is a
    /// second variable, read from register 1 (`CompiledExpression+SecondVariable.swift`).
    static func compile(_ root: ExpressionNode, second: Character? = nil)
        -> (instructions: [Instruction], powerSums: [PowerSum], loops: [SeriesLoop], registerCount: Int, result: Int32) {
        var compiler = Compiler()
        if let second {
            compiler.registerCount = 2
            compiler.indexRegisters[second] = 1
            compiler.held.insert(1)
        }
        let result: Int32
        switch compiler.compile(root) {
        case .constant(let value):
            result = compiler.emit(.load, constant: value)
        case .register(0):
            result = compiler.emit(.copy, a: 0)
        case .register(1) where second != nil:
            // The second variable alone: copied, as x is, so that every program runs at least one instruction.
            result = compiler.emit(.copy, a: 1)
        case .register(let register):
            result = register
        }
        return (compiler.instructions, compiler.powerSums, compiler.loops, Int(compiler.registerCount), result)
    }

    // MARK: - Registers

    mutating func allocate() -> Int32 {
        if let register = freeRegisters.popLast() { return register }
        registerCount += 1
        return registerCount - 1
    }

    /// Emits one instruction reading `a` (and `b`), releasing them, into a fresh register.
    @discardableResult
    mutating func emit(_ opcode: Instruction.Opcode, a: Int32 = 0, b: Int32 = 0, condition: Int32 = 0,
                               constant: Double = 0, function: MathFunction = .sin, scale: Double = 1, offset: Double = 0,
                               extremum: Extremum = .min, comparison: Comparison = .less) -> Int32 {
        // Inputs are released first so the target may reuse one of them: every opcode reads lane i
        // of its inputs before it writes lane i of its target.
        for input in Set([a, b, condition]) where input != 0 && !held.contains(input) { freeRegisters.append(input) }
        let target = allocate()
        instructions.append(Instruction(opcode: opcode, function: function, extremum: extremum, comparison: comparison,
                                        target: target, a: a, b: b, condition: condition, constant: constant,
                                        scale: scale, offset: offset))
        return target
    }

    /// The register holding an operand's value: a constant is loaded into one.
    mutating func materialized(_ operand: Operand) -> Int32 {
        switch operand {
        case .constant(let value): return emit(.load, constant: value)
        case .register(let register): return register
        }
    }

    private mutating func emitPowerSum(_ sum: PowerSum) -> Int32 {
        let target = allocate()
        instructions.append(Instruction(opcode: .powerSum, target: target, a: 0, powerSum: Int32(powerSums.count)))
        powerSums.append(sum)
        return target
    }

    /// The register a sub-tree with `x` compiles to.
    private mutating func register(_ node: ExpressionNode) -> Int32 {
        guard case .register(let register) = compile(node) else { preconditionFailure("constants are folded above") }
        return register
    }

    // MARK: - Nodes

    mutating func compile(_ node: ExpressionNode) -> Operand {
        if !node.varies { return .constant(ConstantFolder.value(of: node)) }
        switch node {
        case .number, .constant, .parameter:
            preconditionFailure("constants are folded above")
        case .variable:
            return .register(0)
        case .sum(let terms):
            if let sum = PowerSum(terms) { return .register(emitPowerSum(sum)) }
            var accumulator = compile(terms[0].node)
            for term in terms.dropFirst() {
                // `… − 2.5x²` in one pass: the product is still rounded before the subtraction.
                if case .register(let sum) = accumulator, let scaled = ScaledTerm(term.node) {
                    let factor = register(scaled.node)
                    accumulator = .register(emit(term.isSubtracted ? .subtractScaled : .addScaled,
                                                 a: sum, b: factor, constant: scaled.factor))
                } else {
                    accumulator = combine(accumulator, compile(term.node), term.isSubtracted ? .subtract : .add)
                }
            }
            return accumulator
        case .product(let factors):
            var accumulator = compile(factors[0].node)
            for factor in factors.dropFirst() {
                accumulator = combine(accumulator, compile(factor.node), factor.isDivisor ? .divide : .multiply)
            }
            return accumulator
        case .negate(let operand):
            return .register(emit(.negate, a: register(operand)))
        case .power(let base, let exponent):
            return compilePower(base: base, exponent: exponent)
        case .call(let function, let argument):
            return .register(compileCall(function, argument))
        case .extremum(let extremum, let arguments):
            var accumulator = compile(arguments[0])
            for argument in arguments.dropFirst() {
                accumulator = combine(accumulator, compile(argument), extremum)
            }
            return accumulator
        case .piecewise(let branches):
            return compilePiecewise(branches)
        case .index(let letter):
            guard let register = indexRegisters[letter] else { preconditionFailure("index '\(letter)' outside its sum") }
            return .register(register)
        case .binomial(let n, let k):
            let top = materialized(compile(n))
            return .register(emit(.binomial, a: top, b: materialized(compile(k))))
        case .series(let series):
            return compileSeries(series)
        }
    }

    /// `min(l, r)` or `max(l, r)`; both are symmetric, so a constant may stand on either side.
    private mutating func combine(_ left: Operand, _ right: Operand, _ extremum: Extremum) -> Operand {
        switch (left, right) {
        case (.constant(let l), .constant(let r)):
            return .constant(extremum.apply(l, r))
        case (.register(let register), .constant(let c)), (.constant(let c), .register(let register)):
            return .register(emit(.extremumConstant, a: register, constant: c, extremum: extremum))
        case (.register(let l), .register(let r)):
            return .register(emit(.extremum, a: l, b: r, extremum: extremum))
        }
    }

    private enum BinaryOperation { case add, subtract, multiply, divide }

    private mutating func combine(_ left: Operand, _ right: Operand, _ operation: BinaryOperation) -> Operand {
        switch (left, right) {
        case (.constant(let l), .constant(let r)):
            switch operation {
            case .add: return .constant(l + r)
            case .subtract: return .constant(l - r)
            case .multiply: return .constant(l * r)
            case .divide: return .constant(l / r)
            }
        case (.register(let l), .constant(let c)):
            switch operation {
            case .add: return .register(emit(.addConstant, a: l, constant: c))
            case .subtract: return .register(emit(.addConstant, a: l, constant: -c))
            case .multiply: return .register(emit(.multiplyConstant, a: l, constant: c))
            case .divide: return .register(emit(.divideConstant, a: l, constant: c))
            }
        case (.constant(let c), .register(let r)):
            // + and × are commutative in IEEE arithmetic, − and ÷ are not.
            switch operation {
            case .add: return .register(emit(.addConstant, a: r, constant: c))
            case .subtract: return .register(emit(.subtractFrom, a: r, constant: c))
            case .multiply: return .register(emit(.multiplyConstant, a: r, constant: c))
            case .divide: return .register(emit(.divideInto, a: r, constant: c))
            }
        case (.register(let l), .register(let r)):
            switch operation {
            case .add: return .register(emit(.add, a: l, b: r))
            case .subtract: return .register(emit(.subtract, a: l, b: r))
            case .multiply: return .register(emit(.multiply, a: l, b: r))
            case .divide: return .register(emit(.divide, a: l, b: r))
            }
        }
    }

    private mutating func compileCall(_ function: MathFunction, _ argument: ExpressionNode) -> Int32 {
        // `cos(2x)` and `tan(3x − 1)` in one pass over the lanes: `x·2` and `(x·3) + (−1)` are the
        // written operations (a·1 is exact, so `sin(x + 1)` is `x·1 + 1`). A plain `x + 0` is
        // never added: it would turn −0 into +0 (`atan(1/(3x))` at −0 must stay −π/2).
        switch argument {
        case .sum(let terms) where terms.count == 2 && !terms[1].node.varies:
            let offset = ConstantFolder.value(of: terms[1].node)
            let signedOffset = terms[1].isSubtracted ? -offset : offset
            if case .variable = terms[0].node {
                return emit(.callLinear, a: 0, function: function, scale: 1, offset: signedOffset)
            }
            if let scaled = ScaledTerm(terms[0].node), case .variable = scaled.node {
                return emit(.callLinear, a: 0, function: function, scale: scaled.factor, offset: signedOffset)
            }
        default:
            if let scaled = ScaledTerm(argument), case .variable = scaled.node {
                return emit(.callScaled, a: 0, function: function, scale: scaled.factor)
            }
        }
        return emit(.call, a: register(argument), function: function)
    }

    // MARK: - Piecewise functions

    /// A condition's value: decided at compile time, or a register of truth values (1 or 0).
    private enum Truth {
        case constant(Bool)
        case register(Int32)
    }

    /// `{c₁: v₁, c₂: v₂, …, o}` as selections from the last branch back, select(c₁, v₁, select(c₂, v₂, … o)),
    /// with NaN for a missing otherwise. Every branch is computed: the values are pure, so this is the
    /// value of the first branch that holds. A condition without x is decided here, by the folder's rule:
    /// a false one drops its branch, a true one makes its value the otherwise.
    private mutating func compilePiecewise(_ branches: [ExpressionNode.Branch]) -> Operand {
        var chosen: [(truth: Int32, value: ExpressionNode)] = []
        var otherwise: ExpressionNode?
        branches: for branch in branches {
            guard let condition = branch.condition else {
                otherwise = branch.value
                break
            }
            switch compileCondition(condition) {
            case .constant(false): continue
            case .constant(true): otherwise = branch.value; break branches
            case .register(let truth): chosen.append((truth, branch.value))
            }
        }
        var result = otherwise.map { compile($0) } ?? .constant(.nan)
        for (truth, value) in chosen.reversed() {
            let then = materialized(compile(value))
            result = .register(emit(.select, a: then, b: materialized(result), condition: truth))
        }
        // A tree with x compiles to a register, as the callers expect, even where every condition was
        // decided here (`{1 < 2: 3, x}`).
        return .register(materialized(result))
    }

    /// `−1 ≤ x < 2`: every comparison holds. A comparison without x is decided now; a middle operand
    /// with x is computed once for each of its two comparisons.
    private mutating func compileCondition(_ condition: ExpressionNode.Condition) -> Truth {
        let links = condition.links
        let varies = { (link: (left: ExpressionNode, comparison: Comparison, right: ExpressionNode)) in
            link.left.varies || link.right.varies
        }
        let fixedLinksHold = links.allSatisfy { link in
            varies(link) || link.comparison.holds(ConstantFolder.value(of: link.left), ConstantFolder.value(of: link.right))
        }
        guard fixedLinksHold else { return .constant(false) }
        var truth: Int32?
        for link in links where varies(link) {
            let holds = compileComparison(link.left, link.comparison, link.right)
            truth = truth.map { emit(.and, a: $0, b: holds) } ?? holds
        }
        return truth.map(Truth.register) ?? .constant(true)
    }

    private mutating func compileComparison(_ left: ExpressionNode, _ comparison: Comparison, _ right: ExpressionNode) -> Int32 {
        switch (compile(left), compile(right)) {
        case (.register(let l), .constant(let c)):
            return emit(.compareConstant, a: l, constant: c, comparison: comparison)
        case (.constant(let c), .register(let r)):
            return emit(.compareConstant, a: r, constant: c, comparison: comparison.swapped)
        case (.register(let l), .register(let r)):
            return emit(.compare, a: l, b: r, comparison: comparison)
        case (.constant, .constant):
            preconditionFailure("comparisons without x are decided before")
        }
    }

    // MARK: - Powers

    private mutating func compilePower(base: ExpressionNode, exponent: ExpressionNode) -> Operand {
        let baseOperand = compile(base)
        if !exponent.containsVariable && exponent.varies {
            // `x^k`, `2^k`: an exponent with a sum's index is taken at each term as a constant one would be.
            let b = materialized(baseOperand)
            return .register(emit(.wholePower, a: b, b: materialized(compile(exponent))))
        }
        if case .register(let register) = baseOperand, let root = RationalExponent(exponent), root.hasOddDenominator {
            return .register(emit(root.numeratorIsOdd ? .oddRoot : .evenOddRoot, a: register, constant: root.value))
        }
        switch (baseOperand, compile(exponent)) {
        case (.register(let register), .constant(let n)):
            if n == 1 { return baseOperand }
            if n == 2 { return .register(emit(.square, a: register)) }
            if n == 3 { return .register(emit(.cube, a: register)) }
            if n == n.rounded(), Swift.abs(n) <= 64 {
                return .register(emit(.integerPower, a: register, constant: n))
            }
            return .register(emit(.powerConstant, a: register, constant: n))
        case (.constant(let c), .register(let e)):
            return .register(emit(.constantPower, a: e, constant: c))
        case (.register(let b), .register(let e)):
            return .register(emit(.power, a: b, b: e))
        case (.constant, .constant):
            preconditionFailure("constant powers are folded before")
        }
    }
}

/// A product whose only factor with `x` is its last, multiplied: `2.5x²`, `2πx`, `x·3` (two factors
/// commute exactly). The constant prefix is folded left to right, which is what the written order
/// computes before it reaches the factor with `x`.
private struct ScaledTerm {
    let factor: Double
    let node: ExpressionNode

    init?(_ node: ExpressionNode) {
        guard case .product(let factors) = node, let last = factors.last, !last.isDivisor else { return nil }
        let prefix = factors.dropLast()
        if factors.count == 2, factors[0].node.varies, !last.node.varies {
            (factor, self.node) = (ConstantFolder.value(of: last.node), factors[0].node)
        } else if last.node.varies, !prefix.contains(where: { $0.node.varies }) {
            let constant = prefix.count == 1 ? prefix[0].node : .product(Array(prefix))
            (factor, self.node) = (ConstantFolder.value(of: constant), last.node)
        } else {
            return nil
        }
    }
}

extension PowerSum {
    /// Recognises `±c₃·x³ ± c₂·x² ± c₁·x ± c₀`: terms with strictly falling powers, each a constant
    /// multiple of x³, x², x or 1. Any other sum is compiled operation by operation.
    init?(_ terms: [ExpressionNode.Term]) {
        guard terms.count <= 4 else { return nil }
        var previous = 4
        for term in terms {
            guard let (coefficient, power) = PowerSum.monomial(term.node), power < previous else { return nil }
            self[power: power] = term.isSubtracted ? -coefficient : coefficient
            previous = power
        }
        guard linear != nil || square != nil || cube != nil else { return nil }
    }

    /// `c·xᵏ` as the compiler would evaluate it: −(c·p) and (−c)·p round alike, as do p and 1·p.
    private static func monomial(_ node: ExpressionNode) -> (Double, Int)? {
        if !node.varies { return (ConstantFolder.value(of: node), 0) }
        if let power = power(node) { return (1, power) }
        if case .negate(let operand) = node, let (coefficient, power) = monomial(operand) { return (-coefficient, power) }
        if let scaled = ScaledTerm(node), let power = power(scaled.node) { return (scaled.factor, power) }
        return nil
    }

    /// 1 for `x`, 2 and 3 for `x²`, `x^3`, `x^(1+2)`; nil for anything `compilePower` would not
    /// evaluate as `x·x` or `x·x·x` (a root such as `x^(3/1)` goes through `pow`).
    private static func power(_ node: ExpressionNode) -> Int? {
        switch node {
        case .variable:
            return 1
        case .power(.variable, let exponent) where !exponent.varies:
            if let root = RationalExponent(exponent), root.hasOddDenominator { return nil }
            switch ConstantFolder.value(of: exponent) {
            case 1: return 1
            case 2: return 2
            case 3: return 3
            default: return nil
            }
        default:
            return nil
        }
    }
}
