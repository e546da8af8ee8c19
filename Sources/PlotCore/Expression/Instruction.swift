/// One step of a compiled expression: `registers[target] = op(registers[a], registers[b] or constant)`.
///
/// Register 0 always holds x. A flat array of these evaluates without recursion or allocation.
struct Instruction: Sendable {
    enum Opcode: UInt8, Sendable {
        case load           // target = constant
        case copy           // target = a
        case add            // target = a + b
        case subtract       // target = a − b
        case multiply       // target = a · b
        case divide         // target = a / b
        case addConstant    // target = a + c
        case subtractFrom   // target = c − a
        case multiplyConstant // target = a · c
        case divideInto     // target = c / a
        case divideConstant // target = a / c
        case negate         // target = −a
        case square         // target = a²
        case cube           // target = a³
        case integerPower   // target = a^n for a whole n (by multiplication, so negative bases work)
        case polynomial     // target = Σ coefficients[b + k]·a^k, k < n, by Horner's rule
        case power          // target = pow(a, b)
        case powerConstant  // target = pow(a, c)
        case constantPower  // target = pow(c, a)
        case oddRoot        // target = real a^c where c = p/q with q odd: the sign of a survives when p is odd
        case evenOddRoot    // same, for even p: the result is never negative
        case call           // target = function(a·scale + offset): `cos(2x)` takes one pass, not two
    }

    var opcode: Opcode
    var target: Int32
    var a: Int32 = 0
    var b: Int32 = 0
    var constant: Double = 0
    /// Polynomial: how many coefficients; they start at index `b` of the program's coefficient pool.
    var n: Int32 = 0
    /// Calls: the function, applied to `a·scale + offset`.
    var function: MathFunction = .sin
    var scale: Double = 1
    var offset: Double = 0
}
