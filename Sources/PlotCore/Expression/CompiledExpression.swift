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
public final class CompiledExpression: Sendable {
    private let instructions: [Instruction]
    private let registerCount: Int
    private let resultRegister: Int

    /// x values evaluated per instruction pass in ``evaluate(_:into:)``.
    static let blockSize = 256

    init(_ root: ExpressionNode) {
        let program = Compiler.compile(root)
        instructions = program.instructions
        registerCount = program.registerCount
        resultRegister = Int(program.result)
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
            r[0] = x
            for instruction in instructions {
                Self.execute(instruction, registers: r, stride: 1, count: 1)
            }
            return r[resultRegister]
        }
    }

    /// Evaluates every x of `xs` into `ys` (same count), a block of x at a time.
    public func evaluate(_ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>) {
        precondition(xs.count == ys.count, "xs and ys must have the same count")
        let block = Self.blockSize
        let registers = UnsafeMutablePointer<Double>.allocate(capacity: registerCount * block)
        defer { registers.deallocate() }
        var start = 0
        while start < xs.count {
            let count = min(block, xs.count - start)
            registers.update(from: xs.baseAddress! + start, count: count)
            for instruction in instructions {
                Self.execute(instruction, registers: registers, stride: block, count: count)
            }
            (ys.baseAddress! + start).update(from: registers + resultRegister * block, count: count)
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

    /// Runs one instruction over `count` lanes; register k's lanes start at `registers + k·stride`.
    @inline(__always)
    private static func execute(_ instruction: Instruction, registers: UnsafeMutablePointer<Double>, stride: Int, count: Int) {
        let t = registers + Int(instruction.target) * stride
        let a = registers + Int(instruction.a) * stride
        let b = registers + Int(instruction.b) * stride
        let c = instruction.constant
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
        case .power: for i in 0..<count { t[i] = Foundation.pow(a[i], b[i]) }
        case .powerConstant: for i in 0..<count { t[i] = Foundation.pow(a[i], c) }
        case .constantPower: for i in 0..<count { t[i] = Foundation.pow(c, a[i]) }
        case .oddRoot: for i in 0..<count { t[i] = Arithmetic.rootPower(a[i], c, oddNumerator: true) }
        case .evenOddRoot: for i in 0..<count { t[i] = Arithmetic.rootPower(a[i], c, oddNumerator: false) }
        case .sin: for i in 0..<count { t[i] = Foundation.sin(a[i]) }
        case .cos: for i in 0..<count { t[i] = Foundation.cos(a[i]) }
        case .tan: for i in 0..<count { t[i] = Foundation.tan(a[i]) }
        case .asin: for i in 0..<count { t[i] = Foundation.asin(a[i]) }
        case .acos: for i in 0..<count { t[i] = Foundation.acos(a[i]) }
        case .atan: for i in 0..<count { t[i] = Foundation.atan(a[i]) }
        case .sinh: for i in 0..<count { t[i] = Foundation.sinh(a[i]) }
        case .cosh: for i in 0..<count { t[i] = Foundation.cosh(a[i]) }
        case .tanh: for i in 0..<count { t[i] = Foundation.tanh(a[i]) }
        case .ln: for i in 0..<count { t[i] = Foundation.log(a[i]) }
        case .log: for i in 0..<count { t[i] = Foundation.log10(a[i]) }
        case .exp: for i in 0..<count { t[i] = Foundation.exp(a[i]) }
        case .abs: for i in 0..<count { t[i] = Swift.abs(a[i]) }
        case .sqrt: for i in 0..<count { t[i] = a[i].squareRoot() }
        case .floor: for i in 0..<count { t[i] = a[i].rounded(.down) }
        case .ceil: for i in 0..<count { t[i] = a[i].rounded(.up) }
        }
    }
}
