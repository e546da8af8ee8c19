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
    // Raw buffers and a stack-allocated register file rather than arrays: no allocation, retain/release
    // or bounds checks on the hot path. Measured against arrays (A/B in `plotsite-benchmarks
    // expressions`): single evaluation 14–27 ns against 86–170 ns. Every register and pool index is
    // checked once, in `init`, so the evaluators may read them unchecked.
    let instructions: UnsafeMutableBufferPointer<Instruction>
    let powerSums: UnsafeMutableBufferPointer<PowerSum>
    /// The sums and products, run by `CompiledExpression+Series.swift`; empty for most programs.
    let loops: [SeriesLoop]
    let registerCount: Int
    let resultRegister: Int

    /// The functions whose zeros are where this one may jump or have a hole (``CandidateFunctions``),
    /// compiled: the sampler's endpoint search examines f there.
    let candidates: [CompiledExpression]

    /// x values evaluated per instruction pass in ``evaluate(_:into:)``.
    static let blockSize = 512

    /// Compiles `root`, and its candidate functions unless `findsCandidates` is false (a candidate
    /// function itself needs none).
    init(_ root: ExpressionNode, findsCandidates: Bool = true, second: Character? = nil) {
        candidates = findsCandidates ? CandidateFunctions.of(root).map { CompiledExpression($0, findsCandidates: false) } : []
        let program = Compiler.compile(root, second: second)
        let registers = 0..<Int32(program.registerCount)
        for instruction in program.instructions {
            precondition(registers.contains(instruction.target) && registers.contains(instruction.a)
                         && (!instruction.readsB || registers.contains(instruction.b))
                         && (!instruction.readsCondition || registers.contains(instruction.condition)),
                         "compiled instruction names a register outside the program")
            precondition(instruction.opcode != .powerSum || program.powerSums.indices.contains(Int(instruction.powerSum)),
                         "compiled sum names terms outside the program")
            precondition(![.seriesStart, .seriesStep].contains(instruction.opcode)
                         || program.loops.indices.contains(Int(instruction.powerSum)), "compiled loop outside the program")
        }
        for loop in program.loops {
            precondition([loop.index, loop.from, loop.to].allSatisfy(registers.contains)
                          && 0 < loop.bodyStart && loop.bodyStart < loop.end && Int(loop.end) <= program.instructions.count,
                          "compiled loop names a register or an instruction outside the program")
        }
        loops = program.loops
        instructions = .allocate(capacity: max(1, program.instructions.count))
        _ = instructions.initialize(from: program.instructions)
        powerSums = .allocate(capacity: max(1, program.powerSums.count))
        _ = powerSums.initialize(from: program.powerSums)
        registerCount = program.registerCount
        resultRegister = Int(program.result)
    }

    deinit {
        instructions.deallocate()
        powerSums.deallocate()
    }

    /// The value at `x`, or nil where the expression is undefined (NaN or ±∞).
    @inlinable
    public func value(at x: Double) -> Double? {
        let y = evaluate(at: x)
        return y.isFinite ? y : nil
    }

    /// The raw IEEE value at `x`: NaN or ±∞ where the expression is undefined.
    public func evaluate(at x: Double) -> Double {
        if !loops.isEmpty { return evaluateWithLoops(at: x) }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: registerCount) { registers in
            let r = registers.baseAddress!
            r[0] = x
            for instruction in instructions {
                r[Int(instruction.target)] = Self.execute(instruction, r, powerSums)
            }
            return r[resultRegister]
        }
    }

    /// One instruction on one x: reads only the registers its opcode uses.
    @inline(__always)
    static func execute(_ instruction: Instruction, _ r: UnsafeMutablePointer<Double>,
                                _ powerSums: UnsafeMutableBufferPointer<PowerSum>) -> Double {
        let c = instruction.constant
        @inline(__always) func a() -> Double { r[Int(instruction.a)] }
        @inline(__always) func b() -> Double { r[Int(instruction.b)] }
        switch instruction.opcode {
        case .load: return c
        case .copy: return a()
        case .add: return a() + b()
        case .subtract: return a() - b()
        case .multiply: return a() * b()
        case .divide: return a() / b()
        case .addConstant: return a() + c
        case .subtractFrom: return c - a()
        case .multiplyConstant: return a() * c
        case .divideInto: return c / a()
        case .divideConstant: return a() / c
        case .addScaled: return a() + b() * c
        case .subtractScaled: return a() - b() * c
        case .powerSum: return PowerSumKernel.value(powerSums[Int(instruction.powerSum)], at: a())
        case .negate: return -a()
        case .square: let v = a(); return v * v
        case .cube: let v = a(); return v * v * v
        case .integerPower: return Arithmetic.integerPower(a(), Int(c))
        case .power: return Foundation.pow(a(), b())
        case .powerConstant: return Foundation.pow(a(), c)
        case .constantPower: return Foundation.pow(c, a())
        case .oddRoot: return Arithmetic.rootPower(a(), c, oddNumerator: true)
        case .evenOddRoot: return Arithmetic.rootPower(a(), c, oddNumerator: false)
        case .call: return instruction.function.apply(a())
        case .callScaled: return instruction.function.apply(a() * instruction.scale)
        case .callLinear: return instruction.function.apply(a() * instruction.scale + instruction.offset)
        case .extremum: return instruction.extremum.apply(a(), b())
        case .extremumConstant: return instruction.extremum.apply(a(), c)
        case .compare: return instruction.comparison.holds(a(), b()) ? 1 : 0
        case .compareConstant: return instruction.comparison.holds(a(), c) ? 1 : 0
        case .and: return a() * b()
        case .select: return r[Int(instruction.condition)] != 0 ? a() : b()
        case .binomial: return Arithmetic.binomial(a(), b())
        case .wholePower: return Arithmetic.wholePower(a(), b())
        case .seriesStart, .seriesStep: preconditionFailure("loops run in evaluateWithLoops")
        }
    }

    /// Evaluates every x of `xs` into `ys` (same count), a block of x at a time.
    public func evaluate(_ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>) {
        precondition(xs.count == ys.count, "xs and ys must have the same count")
        guard !xs.isEmpty else { return }
        if !loops.isEmpty { return evaluateWithLoops(xs, into: ys) }
        let block = Self.blockSize
        let registers = UnsafeMutablePointer<Double>.allocate(capacity: registerCount * block)
        defer { registers.deallocate() }
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
                             b: instruction.readsB ? lanes(instruction.b) : x,
                             condition: instruction.readsCondition ? lanes(instruction.condition) : x,
                             count: count, powerSums: powerSums)
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

    /// Runs one instruction over `count` lanes of its target `t` and operands `a`, `b`, `condition`
    /// (`b` and `condition` are only read by the opcodes that have such a register).
    @inline(__always)
    static func execute(_ instruction: Instruction, t: UnsafeMutablePointer<Double>, a: UnsafeMutablePointer<Double>,
                                b: UnsafeMutablePointer<Double>, condition: UnsafeMutablePointer<Double>, count: Int,
                                powerSums: UnsafeMutableBufferPointer<PowerSum>) {
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
        case .addScaled: for i in 0..<count { t[i] = a[i] + b[i] * c }
        case .subtractScaled: for i in 0..<count { t[i] = a[i] - b[i] * c }
        case .powerSum: PowerSumKernel.evaluate(powerSums[Int(instruction.powerSum)], t: t, x: a, count: count)
        case .negate: for i in 0..<count { t[i] = -a[i] }
        case .square: for i in 0..<count { t[i] = a[i] * a[i] }
        case .cube: for i in 0..<count { t[i] = a[i] * a[i] * a[i] }
        case .integerPower:
            let n = Int(c)
            for i in 0..<count { t[i] = Arithmetic.integerPower(a[i], n) }
        case .power: for i in 0..<count { t[i] = Foundation.pow(a[i], b[i]) }
        case .powerConstant: for i in 0..<count { t[i] = Foundation.pow(a[i], c) }
        case .constantPower: for i in 0..<count { t[i] = Foundation.pow(c, a[i]) }
        case .oddRoot: for i in 0..<count { t[i] = Arithmetic.rootPower(a[i], c, oddNumerator: true) }
        case .evenOddRoot: for i in 0..<count { t[i] = Arithmetic.rootPower(a[i], c, oddNumerator: false) }
        case .call:
            // `apply` switches on a loop-invariant function, which the optimiser hoists out of the loop.
            let function = instruction.function
            for i in 0..<count { t[i] = function.apply(a[i]) }
        case .callScaled:
            let function = instruction.function
            for i in 0..<count { t[i] = function.apply(a[i] * m) }
        case .callLinear:
            let function = instruction.function
            for i in 0..<count { t[i] = function.apply(a[i] * m + d) }
        // Like `apply`, `extremum` and `comparison` are loop-invariant switches.
        case .extremum:
            let extremum = instruction.extremum
            for i in 0..<count { t[i] = extremum.apply(a[i], b[i]) }
        case .extremumConstant:
            let extremum = instruction.extremum
            for i in 0..<count { t[i] = extremum.apply(a[i], c) }
        case .compare:
            let comparison = instruction.comparison
            for i in 0..<count { t[i] = comparison.holds(a[i], b[i]) ? 1 : 0 }
        case .compareConstant:
            let comparison = instruction.comparison
            for i in 0..<count { t[i] = comparison.holds(a[i], c) ? 1 : 0 }
        case .and: for i in 0..<count { t[i] = a[i] * b[i] }
        case .select: for i in 0..<count { t[i] = condition[i] != 0 ? a[i] : b[i] }
        case .binomial: for i in 0..<count { t[i] = Arithmetic.binomial(a[i], b[i]) }
        case .wholePower: for i in 0..<count { t[i] = Arithmetic.wholePower(a[i], b[i]) }
        case .seriesStart, .seriesStep: preconditionFailure("loops run in evaluateWithLoops")
        }
    }
}
