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
        case powerSum         // target = c₃·x³ + c₂·x² + c₁·x + c₀ as written (any term absent): see `PowerSum`
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
        case extremum         // target = min(a, b) or max(a, b), as JS's Math.min and Math.max
        case extremumConstant // target = min(a, c) or max(a, c) (both are symmetric)
        case compare          // target = 1 where `a comparison b` holds, else 0 (never where either is NaN)
        case compareConstant  // target = 1 where `a comparison c` holds, else 0
        case and              // target = a · b: 1 where both truth values are 1, else 0
        case select           // target = a where the truth value in `condition` is 1, else b: a piecewise
                              // function's branch (every branch is computed; the functions are pure)
        case binomial         // target = binom(a, b)
        case wholePower       // target = a^b as a constant exponent b is taken (b·b for 2, squaring for whole
                              // b up to 64, else pow): an exponent with a sum's index, `x^k`
        case seriesStart      // a sum or product begins: its index takes the bound in a, up to the bound in b
                              // (target, the result, is 0, 1 or NaN at once where it takes no terms); see `SeriesLoop`
        case seriesStep       // target = the term in a alone (the first) or added to or multiplied by target;
                              // then the index steps on, back to the loop's body while it is within its bound
    }

    // The one-byte fields first, then the registers, then the doubles: 48 bytes, no padding.
    var opcode: Opcode
    /// Calls: the function, applied to `a`, `a·scale` or `a·scale + offset`.
    var function: MathFunction = .sin
    /// `extremum`, `extremumConstant`: which of the two.
    var extremum: Extremum = .min
    /// `compare`, `compareConstant`: the comparison.
    var comparison: Comparison = .less
    var target: Int32
    var a: Int32 = 0
    /// The second operand register; only the two-register opcodes (`add` … `divide`, `addScaled`,
    /// `subtractScaled`, `power`, `extremum`, `compare`, `and`, `select`) read it.
    var b: Int32 = 0
    /// `select`: the register holding the truth value that chooses between `a` and `b`.
    var condition: Int32 = 0
    /// `powerSum`: its index in the program's pool of ``PowerSum``s; `seriesStart`, `seriesStep`: the
    /// index of the loop in the program's ``SeriesLoop``s.
    var powerSum: Int32 = 0
    var constant: Double = 0
    var scale: Double = 1
    var offset: Double = 0

    /// Whether the opcode reads register `b`. The evaluators read only what an opcode uses.
    var readsB: Bool {
        switch opcode {
        case .add, .subtract, .multiply, .divide, .addScaled, .subtractScaled, .power, .extremum, .compare, .and, .select,
             .binomial, .wholePower, .seriesStart:
            return true
        default:
            return false
        }
    }

    /// Whether the opcode reads register `condition`.
    var readsCondition: Bool { opcode == .select }
}

/// A sum written with falling powers of x, `x³ − 2.5x² + 3.1x − 13.3` (any of the four terms may be
/// absent, each may have a constant factor): the seed formulas, in one pass over the lanes.
///
/// It computes exactly what the written order computes, by three identities of IEEE arithmetic
/// (round to nearest): `a − b = a + (−b)`; `−(c·p) = (−c)·p`, so a subtracted term's sign moves into
/// its coefficient; and `−0 + v = v` for every v (−0 and NaN included), so the sum may start at −0.
/// A term's own rounding is the written one: `c·(x·x)`, `c·((x·x)·x)`, and `x` itself is `1·x`.
struct PowerSum: Sendable, Equatable {
    /// The coefficients of x³, x², x and 1, their signs applied; nil where the term is absent.
    var cube, square, linear, constant: Double?

    /// The coefficient of xᵏ, k = 0 … 3.
    subscript(power k: Int) -> Double? {
        get { [constant, linear, square, cube][k] }
        set {
            switch k {
            case 0: constant = newValue
            case 1: linear = newValue
            case 2: square = newValue
            default: cube = newValue
            }
        }
    }
}

/// One sum or product of a compiled program: its instructions are `seriesStart`, the body (which
/// leaves the term in a register), `seriesStep`. The registers of the index and of both bounds are
/// the loop's own while it runs; the bounds have no x, so every lane of a block holds the same.
struct SeriesLoop: Sendable, Equatable {
    var isProduct: Bool
    var index: Int32
    var from: Int32
    var to: Int32
    /// The first instruction of the body, after `seriesStart`.
    var bodyStart: Int32
    /// The instruction after `seriesStep`.
    var end: Int32
}
