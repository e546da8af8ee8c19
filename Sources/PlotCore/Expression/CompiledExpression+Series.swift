/// Programs with sums and products: the instructions run with a program counter, jumping back from
/// each `seriesStep` to its body (docs/language.md#sums-and-products). Programs without loops never
/// come here.
extension CompiledExpression {
    /// The raw IEEE value at `x` of a program with loops.
    func evaluateWithLoops(at x: Double) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: registerCount) { registers in
            let r = registers.baseAddress!
            r[0] = x
            var pc = 0
            while pc < instructions.count {
                let instruction = instructions[pc]
                switch instruction.opcode {
                case .seriesStart:
                    pc = start(loops[Int(instruction.powerSum)], instruction, r, lanes: 1, stride: 0)
                case .seriesStep:
                    let loop = loops[Int(instruction.powerSum)]
                    let (target, term) = (Int(instruction.target), Int(instruction.a))
                    let k = r[Int(loop.index)]
                    r[target] = k == r[Int(loop.from)] ? r[term] : loop.isProduct ? r[target] * r[term] : r[target] + r[term]
                    pc = step(loop, r, lanes: 1, stride: 0)
                default:
                    r[Int(instruction.target)] = Self.execute(instruction, r, powerSums)
                    pc += 1
                }
            }
            return r[resultRegister]
        }
    }

    /// Every x of `xs` into `ys` for a program with loops, a block of x at a time: each instruction runs
    /// over the block's lanes, and the loops' indices are the same in every lane.
    func evaluateWithLoops(_ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>) {
        let block = Self.blockSize
        // Register 0 is copied in, so that every register, x too, lies in the one file of lanes.
        let registers = UnsafeMutablePointer<Double>.allocate(capacity: registerCount * block)
        defer { registers.deallocate() }
        var start = 0
        while start < xs.count {
            let count = min(block, xs.count - start)
            registers.update(from: xs.baseAddress! + start, count: count)
            func lanes(_ register: Int32) -> UnsafeMutablePointer<Double> { registers + Int(register) * block }
            var pc = 0
            while pc < instructions.count {
                let instruction = instructions[pc]
                switch instruction.opcode {
                case .seriesStart:
                    pc = self.start(loops[Int(instruction.powerSum)], instruction, registers, lanes: count, stride: block)
                case .seriesStep:
                    let loop = loops[Int(instruction.powerSum)]
                    let (t, term) = (lanes(instruction.target), lanes(instruction.a))
                    if lanes(loop.index)[0] == lanes(loop.from)[0] {
                        t.update(from: term, count: count)
                    } else if loop.isProduct {
                        for i in 0..<count { t[i] = t[i] * term[i] }
                    } else {
                        for i in 0..<count { t[i] = t[i] + term[i] }
                    }
                    pc = step(loop, registers, lanes: count, stride: block)
                default:
                    Self.execute(instruction, t: lanes(instruction.target), a: lanes(instruction.a),
                                 b: instruction.readsB ? lanes(instruction.b) : registers,
                                 condition: instruction.readsCondition ? lanes(instruction.condition) : registers,
                                 count: count, powerSums: powerSums)
                    pc += 1
                }
            }
            (ys.baseAddress! + start).update(from: lanes(Int32(resultRegister)), count: count)
            start += count
        }
    }

    /// `seriesStart`: the index at the first bound and on into the body, or (no terms, a bound not
    /// whole) the result at once and past the loop. `stride` is the lanes per register (0: one x).
    private func start(_ loop: SeriesLoop, _ instruction: Instruction, _ r: UnsafeMutablePointer<Double>,
                       lanes: Int, stride: Int) -> Int {
        let width = Swift.max(stride, 1)
        let from = r[Int(loop.from) * width]
        let to = r[Int(loop.to) * width]
        let target = r + Int(instruction.target) * width
        guard let first = SeriesTerms.bound(from), let last = SeriesTerms.bound(to), first <= last else {
            let value = SeriesTerms.bound(from) == nil || SeriesTerms.bound(to) == nil ? Double.nan : (loop.isProduct ? 1 : 0)
            for i in 0..<lanes { target[i] = value }
            return Int(loop.end)
        }
        let index = r + Int(loop.index) * width
        for i in 0..<lanes { index[i] = first }
        return Int(loop.bodyStart)
    }

    /// After a term: the index steps on and the body runs again, or the loop is done.
    private func step(_ loop: SeriesLoop, _ r: UnsafeMutablePointer<Double>, lanes: Int, stride: Int) -> Int {
        let width = Swift.max(stride, 1)
        let index = r + Int(loop.index) * width
        let next = index[0] + 1
        guard next <= r[Int(loop.to) * width] else { return Int(loop.end) }
        for i in 0..<lanes { index[i] = next }
        return Int(loop.bodyStart)
    }
}
