/// A program in two variables, x in register 0 and a second in register 1: a differential equation's f(x, y)
/// (docs/sampling.md#differential-equations). The second variable is compiled as a sum's index would be — a register
/// holding a number fixed while the program runs —, so every operation on it is the one the constant folder does on that
/// number: the doubles are those of the tree with its value written in its place, without compiling anew for each value.
extension CompiledExpression {
    /// Compiles `root` with the parameter `letter` as the second variable. The tree must hold no sum or product (whose
    /// indices and bounds the compiler checks by letter): a precondition.
    convenience init(_ root: ExpressionNode, secondVariable letter: Character) {
        precondition(!root.containsSeries, "a program in two variables holds no sum or product")
        self.init(root.replacingParameters { $0 == letter ? .index(letter) : .parameter($0) }, findsCandidates: false, second: letter)
    }

    /// The raw IEEE value at (x, second): NaN or ±∞ where undefined.
    func evaluate(x: Double, second: Double) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: registerCount) { registers in
            let r = registers.baseAddress!
            r[0] = x
            r[1] = second
            for instruction in instructions {
                r[Int(instruction.target)] = Self.execute(instruction, r, powerSums)
            }
            return r[resultRegister]
        }
    }
}
