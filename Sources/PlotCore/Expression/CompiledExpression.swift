import Foundation

/// An expression compiled to a flat program: the hot path of sampling.
///
/// ```swift
/// let f = try Expression("x^2 - 1").compiled()
/// f.value(at: 3)        // 8
/// f.evaluate(at: 0.5)   // -0.75 (raw IEEE value: NaN or ±∞ where undefined)
/// ```
/// One value costs no allocation; many values at once run each instruction over a whole block
/// of x, which costs little more than the same formula written by hand.
///
/// Immutable after `init`, so it is safe to share between threads (hence `@unchecked Sendable`).
public final class CompiledExpression: @unchecked Sendable {
    // Raw buffers rather than arrays: no retain/release or bounds checks on the hot path.
    private let instructions: UnsafeMutableBufferPointer<Instruction>
    private let coefficients: UnsafeMutableBufferPointer<Double>
    private let registerCount: Int
    private let resultRegister: Int

    /// x values evaluated per instruction pass in ``evaluate(_:into:)``.
    static let blockSize = 512

    init(_ root: ExpressionNode) {
        let program = Compiler.compile(root)
        instructions = .allocate(capacity: program.instructions.count)
        _ = instructions.initialize(from: program.instructions)
        coefficients = .allocate(capacity: max(1, program.coefficients.count))
        _ = coefficients.initialize(from: program.coefficients)
        registerCount = program.registerCount
        resultRegister = Int(program.result)
    }

    deinit {
        instructions.deallocate()
        coefficients.deallocate()
    }

    /// The value at `x`, or nil where the expression is undefined (NaN or ±∞).
    @inlinable
    public func value(at x: Double) -> Double? {
        let y = evaluate(at: x)
        return y.isFinite ? y : nil
    }

    /// The raw IEEE value at `x`: NaN or ±∞ where the expression is undefined.
    public func evaluate(at x: Double) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: registerCount) { registers in
            let r = registers.baseAddress!
            let pool = UnsafeBufferPointer(coefficients)
            r[0] = x
            for instruction in instructions {
                r[Int(instruction.target)] = Self.execute(instruction, r[Int(instruction.a)], r[Int(instruction.b)], pool)
            }
            return r[resultRegister]
        }
    }

    /// One instruction on one x: `a` and `b` are the values of its operand registers.
    @inline(__always)
    private static func execute(_ instruction: Instruction, _ a: Double, _ b: Double, _ pool: UnsafeBufferPointer<Double>) -> Double {
        let c = instruction.constant
        switch instruction.opcode {
        case .load: return c
        case .copy: return a
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return a / b
        case .addConstant: return a + c
        case .subtractFrom: return c - a
        case .multiplyConstant: return a * c
        case .divideInto: return c / a
        case .divideConstant: return a / c
        case .negate: return -a
        case .square: return a * a
        case .cube: return a * a * a
        case .integerPower: return Arithmetic.integerPower(a, Int(c))
        case .polynomial:
            let start = Int(instruction.b)
            var k = start + Int(instruction.n) - 1
            var sum = pool[k]
            while k > start {
                k -= 1
                sum = sum * a + pool[k]
            }
            return sum
        case .power: return Foundation.pow(a, b)
        case .powerConstant: return Foundation.pow(a, c)
        case .constantPower: return Foundation.pow(c, a)
        case .oddRoot: return Arithmetic.rootPower(a, c, oddNumerator: true)
        case .evenOddRoot: return Arithmetic.rootPower(a, c, oddNumerator: false)
        case .call: return instruction.function.apply(a * instruction.scale + instruction.offset)
        }
    }

    /// Evaluates every x of `xs` into `ys` (same count), a block of x at a time.
    public func evaluate(_ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>) {
        precondition(xs.count == ys.count, "xs and ys must have the same count")
        guard !xs.isEmpty else { return }
        let block = Self.blockSize
        let registers = UnsafeMutablePointer<Double>.allocate(capacity: registerCount * block)
        defer { registers.deallocate() }
        let pool = UnsafeBufferPointer(coefficients)
        let last = instructions.count - 1
        var start = 0
        while start < xs.count {
            let count = min(block, xs.count - start)
            let x = UnsafeMutablePointer(mutating: xs.baseAddress! + start)
            let y = ys.baseAddress! + start
            // Register 0 is read straight from xs, and the last instruction writes straight into ys:
            // no copying in or out.
            func lanes(_ register: Int32) -> UnsafeMutablePointer<Double> {
                register == 0 ? x : registers + Int(register) * block
            }
            for (index, instruction) in instructions.enumerated() {
                let isResult = index == last && Int(instruction.target) == resultRegister
                Self.execute(instruction, t: isResult ? y : lanes(instruction.target), a: lanes(instruction.a),
                             b: lanes(instruction.b), count: count, pool: pool)
            }
            if Int(instructions[last].target) != resultRegister {
                y.update(from: lanes(Int32(resultRegister)), count: count)
            }
            start += count
        }
    }

    /// Evaluates every x; NaN or ±∞ mark undefined points.
    public func evaluate(_ xs: [Double]) -> [Double] {
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in evaluate(xs, into: ys) }
        }
        return ys
    }

    /// Runs one instruction over `count` lanes of its target `t` and operands `a`, `b`.
    @inline(__always)
    private static func execute(_ instruction: Instruction, t: UnsafeMutablePointer<Double>, a: UnsafeMutablePointer<Double>,
                                b: UnsafeMutablePointer<Double>, count: Int, pool: UnsafeBufferPointer<Double>) {
        let c = instruction.constant
        let (m, d) = (instruction.scale, instruction.offset)
        switch instruction.opcode {
        case .load: for i in 0..<count { t[i] = c }
        case .copy: for i in 0..<count { t[i] = a[i] }
        case .add: for i in 0..<count { t[i] = a[i] + b[i] }
        case .subtract: for i in 0..<count { t[i] = a[i] - b[i] }
        case .multiply: for i in 0..<count { t[i] = a[i] * b[i] }
        case .divide: for i in 0..<count { t[i] = a[i] / b[i] }
        case .addConstant: for i in 0..<count { t[i] = a[i] + c }
        case .subtractFrom: for i in 0..<count { t[i] = c - a[i] }
        case .multiplyConstant: for i in 0..<count { t[i] = a[i] * c }
        case .divideInto: for i in 0..<count { t[i] = c / a[i] }
        case .divideConstant: for i in 0..<count { t[i] = a[i] / c }
        case .negate: for i in 0..<count { t[i] = -a[i] }
        case .square: for i in 0..<count { t[i] = a[i] * a[i] }
        case .cube: for i in 0..<count { t[i] = a[i] * a[i] * a[i] }
        case .integerPower:
            let n = Int(c)
            for i in 0..<count { t[i] = Arithmetic.integerPower(a[i], n) }
        case .polynomial:
            // Horner's rule. Up to degree 4 in one pass over the block; beyond, one pass per coefficient.
            let start = Int(instruction.b)
            let p = pool.baseAddress! + start
            switch instruction.n {
            case 1: for i in 0..<count { t[i] = p[0] }; return
            case 2: for i in 0..<count { t[i] = p[1] * a[i] + p[0] }; return
            case 3: for i in 0..<count { let x = a[i]; t[i] = (p[2] * x + p[1]) * x + p[0] }; return
            case 4: for i in 0..<count { let x = a[i]; t[i] = ((p[3] * x + p[2]) * x + p[1]) * x + p[0] }; return
            case 5: for i in 0..<count { let x = a[i]; t[i] = (((p[4] * x + p[3]) * x + p[2]) * x + p[1]) * x + p[0] }; return
            default: break
            }
            let top = start + Int(instruction.n) - 1
            let highest = pool[top]
            for i in 0..<count { t[i] = highest }
            var k = top
            while k > start {
                k -= 1
                let coefficient = pool[k]
                for i in 0..<count { t[i] = t[i] * a[i] + coefficient }
            }
        case .power: for i in 0..<count { t[i] = Foundation.pow(a[i], b[i]) }
        case .powerConstant: for i in 0..<count { t[i] = Foundation.pow(a[i], c) }
        case .constantPower: for i in 0..<count { t[i] = Foundation.pow(c, a[i]) }
        case .oddRoot: for i in 0..<count { t[i] = Arithmetic.rootPower(a[i], c, oddNumerator: true) }
        case .evenOddRoot: for i in 0..<count { t[i] = Arithmetic.rootPower(a[i], c, oddNumerator: false) }
        case .call:
            // `apply` switches on a loop-invariant function, which the optimiser hoists out of the loop.
            let function = instruction.function
            for i in 0..<count { t[i] = function.apply(a[i] * m + d) }
        }
    }
}
