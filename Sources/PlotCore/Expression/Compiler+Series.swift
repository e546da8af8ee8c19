/// Sums and products as loops of the compiled program (docs/language.md#sums-and-products).
extension Compiler {
    /// `seriesStart`, the body, `seriesStep`: the terms computed in the written order, the first alone
    /// and each next one added or multiplied, as `ConstantFolder` and the JS compiler compute them. An
    /// outermost sum whose terms would be more than the limit in all is undefined, decided here: its
    /// bounds have no x, and the parameters have their values.
    mutating func compileSeries(_ series: ExpressionNode.Series) -> Operand {
        if indexRegisters.isEmpty {
            var budget = ExpressionLimits.maximumSeriesTerms
            if !SeriesTerms.fit(.series(series), budget: &budget) { return .constant(.nan) }
        }
        let from = heldRegister(compile(series.from))
        let to = heldRegister(compile(series.to))
        let index = allocate()
        let accumulator = allocate()
        held.formUnion([from, to, index])
        let loop = loops.count
        loops.append(SeriesLoop(isProduct: series.kind == .product, index: index, from: from, to: to, bodyStart: 0, end: 0))
        instructions.append(Instruction(opcode: .seriesStart, target: accumulator, a: from, b: to, powerSum: Int32(loop)))
        loops[loop].bodyStart = Int32(instructions.count)
        indexRegisters[series.index] = index
        let term = materialized(compile(series.body))
        indexRegisters[series.index] = nil
        instructions.append(Instruction(opcode: .seriesStep, target: accumulator, a: term, powerSum: Int32(loop)))
        loops[loop].end = Int32(instructions.count)
        held.subtract([from, to, index])
        for register in Set([from, to, index, term]) where register != 0 && !held.contains(register) {
            freeRegisters.append(register)
        }
        return .register(accumulator)
    }

    /// A register of the loop's own holding the operand: a constant loaded, an enclosing index copied
    /// (it changes only between this loop's runs, but the loop releases its bounds at the end).
    private mutating func heldRegister(_ operand: Operand) -> Int32 {
        switch operand {
        case .constant(let value):
            return emit(.load, constant: value)
        case .register(let register) where held.contains(register):
            let copy = allocate()
            instructions.append(Instruction(opcode: .copy, target: copy, a: register))
            return copy
        case .register(let register):
            return register
        }
    }
}
