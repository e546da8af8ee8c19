/// One step of a compiled expression: `registers[target] = op(registers[a], registers[b] or constant)`.
///
/// Register 0 always holds x. A flat array of these evaluates without recursion or allocation.
/// Each opcode computes exactly the IEEE operations of the expression as written, in the written
/// order: the fused ones (`addScaled`, `callLinear`, …) only save passes over memory, never a rounding.
struct Instruction: Sendable {
    enum Opcode: UInt8, Sendable {
        case load             // target = c
        case copy             // target = a
        case add              // target = a + b
        case subtract         // target = a − b
        case multiply         // target = a · b
        case divide           // target = a / b
        case addConstant      // target = a + c (a − c is compiled as a + (−c): the same IEEE result)
        case subtractFrom     // target = c − a
        case multiplyConstant // target = a · c
        case divideInto       // target = c / a
        case divideConstant   // target = a / c
        case addScaled        // target = a + (b · c): `… + 3.1x`, two roundings as written
        case subtractScaled   // target = a − (b · c): `… − 2.5x²`
        case writtenSum       // target = ±c₀·xᵏ⁰ ± c₁·xᵏ¹ ± … with k ≤ 3, term by term from the left: see `SumTerm`
        case negate           // target = −a
        case square           // target = a · a
        case cube             // target = a · a · a
        case integerPower     // target = a^n for a whole n (by repeated squaring, so negative bases work)
        case power            // target = pow(a, b)
        case powerConstant    // target = pow(a, c)
        case constantPower    // target = pow(c, a)
        case oddRoot          // target = real a^c where c = p/q with q odd: the sign of a survives when p is odd
        case evenOddRoot      // same, for even p: the result is never negative
        case call             // target = function(a)
        case callScaled       // target = function(a · scale): `cos(2x)` takes one pass, not two
        case callLinear       // target = function(a · scale + offset): `tan(3x − 1)`
    }

    var opcode: Opcode
    var target: Int32
    var a: Int32 = 0
    /// The second operand register; only the two-register opcodes (`add` … `divide`, `addScaled`,
    /// `subtractScaled`, `power`) read it.
    var b: Int32 = 0
    var constant: Double = 0
    /// `writtenSum`: its terms are `terms[firstTerm ..< firstTerm + termCount]` of the program's term pool.
    var firstTerm: Int32 = 0
    var termCount: Int32 = 0
    /// Calls: the function, applied to `a`, `a·scale` or `a·scale + offset`.
    var function: MathFunction = .sin
    var scale: Double = 1
    var offset: Double = 0

    /// Whether the opcode reads register `b`. The evaluators read only what an opcode uses.
    var readsB: Bool {
        switch opcode {
        case .add, .subtract, .multiply, .divide, .addScaled, .subtractScaled, .power: return true
        default: return false
        }
    }
}

/// One term of a `writtenSum`: `coefficient · xᵖᵒʷᵉʳ` (x⁰ = 1, x² = x·x, x³ = x·x·x), added to or
/// subtracted from the terms before it.
///
/// Multiplying by a coefficient of 1 or −1 is exact, so `x³`, `−x` and `23` need no flag of their own:
/// each term rounds exactly as the written `2.5·(x·x)` or `x·x·x` does.
struct SumTerm: Sendable, Equatable {
    var coefficient: Double
    var power: UInt8
    var isSubtracted: Bool
}
