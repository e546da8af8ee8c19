/// Evaluates a `writtenSum` instruction: `±c₀·xᵏ⁰ ± c₁·xᵏ¹ ± …`, each term rounded as written
/// (`c·(x·x)`, `c·(x·x·x)`), the terms added from the left.
///
/// Three identities of IEEE arithmetic (round to nearest) let every term take the same shape,
/// `sum + c′·p`, so that one loop over the lanes carries up to four terms and vectorises:
/// `a − b = a + (−b)`; `−(c·p) = (−c)·p`, so a subtracted term's sign moves into its coefficient;
/// and `−0 + v = v` for every v (also −0 and NaN), so the sum may start at −0.
enum WrittenSumKernel {
    /// The terms of one instruction.
    @inline(__always)
    static func terms(of instruction: Instruction, in pool: UnsafeMutableBufferPointer<SumTerm>)
        -> UnsafeMutableBufferPointer<SumTerm> {
        UnsafeMutableBufferPointer(rebasing: pool[Int(instruction.firstTerm)..<Int(instruction.firstTerm + instruction.termCount)])
    }

    /// One x.
    @inline(__always)
    static func value(_ terms: UnsafeMutableBufferPointer<SumTerm>, at x: Double) -> Double {
        let (x2, x3) = (x * x, x * x * x)
        var sum = -0.0
        for term in terms {
            sum += signedCoefficient(term) * power(term.power, x, x2, x3)
        }
        return sum
    }

    /// `count` lanes; one pass for each four terms.
    static func evaluate(_ terms: UnsafeMutableBufferPointer<SumTerm>, t: UnsafeMutablePointer<Double>,
                         x: UnsafeMutablePointer<Double>, count: Int) {
        var start = 0
        while start < terms.count {
            // Missing terms of the last group are −0·x⁰, which leaves every sum as it is.
            func term(_ k: Int) -> (Double, UInt8) {
                start + k < terms.count ? (signedCoefficient(terms[start + k]), terms[start + k].power) : (-0.0, 0)
            }
            let (c0, k0) = term(0), (c1, k1) = term(1), (c2, k2) = term(2), (c3, k3) = term(3)
            let continues = start > 0
            for i in 0..<count {
                let v = x[i]
                let (v2, v3) = (v * v, v * v * v)
                var sum = continues ? t[i] : -0.0
                sum += c0 * power(k0, v, v2, v3)
                sum += c1 * power(k1, v, v2, v3)
                sum += c2 * power(k2, v, v2, v3)
                sum += c3 * power(k3, v, v2, v3)
                t[i] = sum
            }
            start += 4
        }
    }

    @inline(__always)
    private static func signedCoefficient(_ term: SumTerm) -> Double {
        term.isSubtracted ? -term.coefficient : term.coefficient
    }

    /// x⁰ … x³, picked by a power that is the same for every lane (so the loop still vectorises).
    @inline(__always)
    private static func power(_ k: UInt8, _ x: Double, _ x2: Double, _ x3: Double) -> Double {
        k == 0 ? 1 : k == 1 ? x : k == 2 ? x2 : x3
    }
}
