/// One step of an ``IntervalFunction``: `registers[target] = op(registers[a], registers[b] or constant)` on enclosures,
/// or on truths for comparisons. The steps are those of the compiled expression (Compiler.swift), in the written
/// order, so that an enclosure holds the compiled expression's own double at every point of its box.
struct IntervalInstruction: Sendable {
    enum Opcode: UInt8, Sendable {
        case x, y             // target = the box's x or y side
        case constant         // target = c
        case add, subtract, multiply, divide
        case negate
        case square, cube     // a · a, (a · a) · a
        case integerPower     // aⁿ, n = c whole, |n| ≤ 64, by repeated squaring
        case rootPower        // real a^c for a written fraction c = p/q, q odd; `flag`: p is odd
        case powerConstant    // pow(a, c)
        case indexPower       // aⁿ for a whole n = c past 64 from a sum's index: pow(a, c), widened (Enclosure.indexPower)
        case constantPower    // pow(c, a)
        case power            // pow(a, b)
        case call             // function(a)
        case extremum         // min(a, b) or max(a, b)
        case compare          // truth of `a comparison b`
        case and              // truth of both
        case piecewise        // the branches of pool entry `branches`: the value of the first that holds
        case binomial         // binom(a, b)
        case anything         // −∞ … ∞, maybe undefined: a sum whose bounds depend on y
    }

    var opcode: Opcode
    var function: MathFunction = .sin
    var extremum: Extremum = .min
    var comparison: Comparison = .less
    var flag = false
    var target: Int32
    var a: Int32 = 0
    var b: Int32 = 0
    /// `piecewise`: the index of its branches in the program's pool.
    var branches: Int32 = 0
    var constant: Double = 0
}

/// One branch of a piecewise function in an ``IntervalFunction``: the register of its condition's truth (nil for the
/// otherwise) and of its value.
struct IntervalBranch: Sendable {
    let condition: Int32?
    let value: Int32
}
