import Foundation

/// Turns a syntax tree into a flat list of ``Instruction``s over numbered registers.
///
/// Sub-trees without `x` are folded to constants at compile time; registers are reused as soon
/// as their value has been consumed, so the working set stays small.
struct Compiler {
    /// Where a compiled sub-tree's value lives.
    enum Operand {
        case constant(Double)
        case register(Int32)
    }

    private(set) var instructions: [Instruction] = []
    /// Polynomial coefficients, lowest power first, referenced by `.polynomial` instructions.
    private(set) var coefficients: [Double] = []
    private var freeRegisters: [Int32] = []
    private(set) var registerCount: Int32 = 1  // register 0 is x

    /// Compiles a tree; the result is in the returned register (or is a constant).
    static func compile(_ root: ExpressionNode) -> (instructions: [Instruction], coefficients: [Double], registerCount: Int, result: Int32) {
        var compiler = Compiler()
        let result: Int32
        switch compiler.compile(root) {
        case .constant(let value):
            result = compiler.emit(.load, constant: value)
        case .register(0):
            result = compiler.emit(.copy, a: 0)
        case .register(let register):
            result = register
        }
        return (compiler.instructions, compiler.coefficients, Int(compiler.registerCount), result)
    }

    // MARK: - Registers

    private mutating func allocate() -> Int32 {
        if let register = freeRegisters.popLast() { return register }
        registerCount += 1
        return registerCount - 1
    }

    /// Emits one instruction reading `a` (and `b`), releasing them, into a fresh register.
    @discardableResult
    private mutating func emit(_ opcode: Instruction.Opcode, a: Int32 = 0, b: Int32 = 0, constant: Double = 0,
                               function: MathFunction = .sin, scale: Double = 1, offset: Double = 0) -> Int32 {
        // Inputs are released first so the target may reuse one of them: every opcode reads lane i
        // of its inputs before it writes lane i of its target.
        if a != 0 { freeRegisters.append(a) }
        if b != 0 && b != a { freeRegisters.append(b) }
        let target = allocate()
        instructions.append(Instruction(opcode: opcode, target: target, a: a, b: b, constant: constant,
                                        function: function, scale: scale, offset: offset))
        return target
    }

    private mutating func emitPolynomial(_ polynomial: Polynomial) -> Int32 {
        let target = allocate()
        instructions.append(Instruction(opcode: .polynomial, target: target, a: 0, b: Int32(coefficients.count),
                                        n: Int32(polynomial.coefficients.count)))
        coefficients += polynomial.coefficients
        return target
    }

    // MARK: - Nodes

    private mutating func compile(_ node: ExpressionNode) -> Operand {
        if !node.containsVariable { return .constant(ConstantFolder.value(of: node)) }
        if let polynomial = Polynomial(node) {
            return .register(polynomial.isIdentity ? 0 : emitPolynomial(polynomial))
        }
        switch node {
        case .number, .constant:
            preconditionFailure("constants are folded above")
        case .variable:
            return .register(0)
        case .sum(let terms):
            var accumulator = compile(terms[0].node)
            for term in terms.dropFirst() {
                accumulator = combine(accumulator, compile(term.node), term.isSubtracted ? .subtract : .add)
            }
            return accumulator
        case .product(let factors):
            var accumulator = compile(factors[0].node)
            for factor in factors.dropFirst() {
                accumulator = combine(accumulator, compile(factor.node), factor.isDivisor ? .divide : .multiply)
            }
            return accumulator
        case .negate(let operand):
            guard case .register(let register) = compile(operand) else { preconditionFailure("folded above") }
            return .register(emit(.negate, a: register))
        case .power(let base, let exponent):
            return compilePower(base: base, exponent: exponent)
        case .call(let function, let argument):
            // A linear argument, `cos(2x)` or `tan(3x − 1)`, is folded into the call.
            if let line = Polynomial(argument), line.degree == 1 {
                return .register(emit(.call, a: 0, function: function,
                                      scale: line.coefficients[1], offset: line.coefficients[0]))
            }
            guard case .register(let register) = compile(argument) else { preconditionFailure("folded above") }
            return .register(emit(.call, a: register, function: function))
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

    private mutating func compilePower(base: ExpressionNode, exponent: ExpressionNode) -> Operand {
        let baseOperand = compile(base)
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

/// An exponent written as a fraction of whole-number literals, `(1/3)` or `(-2/3)`, reduced.
struct RationalExponent {
    let numerator: Int
    let denominator: Int

    init?(_ node: ExpressionNode) {
        var node = node
        var sign = 1
        if case .negate(let inner) = node { sign = -1; node = inner }
        guard case .product(let factors) = node, factors.count == 2, factors[1].isDivisor else { return nil }
        var top = factors[0].node
        if case .negate(let inner) = top { sign = -sign; top = inner }
        guard case .number(_, let p) = top, case .number(_, let q) = factors[1].node,
              let numerator = Int(p), let denominator = Int(q), denominator != 0 else { return nil }
        let divisor = RationalExponent.gcd(numerator, denominator)
        self.numerator = sign * numerator / max(divisor, 1)
        self.denominator = denominator / max(divisor, 1)
    }

    var hasOddDenominator: Bool { denominator % 2 == 1 }
    var numeratorIsOdd: Bool { numerator % 2 != 0 }
    var value: Double { Double(numerator) / Double(denominator) }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

/// Evaluates a sub-tree without `x` once, at compile time, with the interpreter's own arithmetic.
enum ConstantFolder {
    static func value(of node: ExpressionNode) -> Double {
        switch node {
        case .number(let value, _): return value
        case .constant(let constant): return constant.value
        case .variable: return .nan
        case .sum(let terms):
            return terms.dropFirst().reduce(value(of: terms[0].node)) { sum, term in
                term.isSubtracted ? sum - value(of: term.node) : sum + value(of: term.node)
            }
        case .product(let factors):
            return factors.dropFirst().reduce(value(of: factors[0].node)) { product, factor in
                factor.isDivisor ? product / value(of: factor.node) : product * value(of: factor.node)
            }
        case .negate(let operand):
            return -value(of: operand)
        case .power(let base, let exponent):
            let b = value(of: base)
            if let root = RationalExponent(exponent), root.hasOddDenominator {
                return Arithmetic.rootPower(b, root.value, oddNumerator: root.numeratorIsOdd)
            }
            let e = value(of: exponent)
            if e == 2 { return b * b }
            if e == 3 { return b * b * b }
            if e == e.rounded(), Swift.abs(e) <= 64 { return Arithmetic.integerPower(b, Int(e)) }
            return Foundation.pow(b, e)
        case .call(let function, let argument):
            return function.apply(value(of: argument))
        }
    }
}
