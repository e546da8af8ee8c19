/// An expression in x and y compiled for interval evaluation (docs/sampling.md#interval-arithmetic): over a box of x
/// and y, an ``Enclosure`` of its values, with whether it is defined and continuous on all of the box.
///
/// ```swift
/// let circle = IntervalFunction(try Relation("x^2 + y^2 = 4").comparisons[0].left)
/// circle.enclosure(x: Interval(1, 1.5), y: Interval(0, 0.5))   // 1 … 2.5, continuous
/// ```
/// `y` is the parameter ``Relation/y`` (a relation's trees hold it so); every other parameter takes its value from
/// `parameters`. The steps are the compiled expression's, in the written order, each bound rounded outward, so the
/// enclosure holds both the exact value and the compiled expression's double at every point of the box. Immutable,
/// and an evaluation allocates nothing on the heap: safe to share between threads. `Public/js/interval/` is the JS twin.
public struct IntervalFunction: Sendable {
    private let instructions: [IntervalInstruction]
    private let branches: [[IntervalBranch]]
    private let registerCount: Int
    private let result: Int32

    /// Compiles `root`; a parameter other than y without a value in `parameters` is a programming error (a precondition).
    public init(_ root: ExpressionNode, parameters: [Character: Double] = [:]) {
        let tree = root.replacingParameters { name in
            if name == Relation.y { return .parameter(name) }
            guard let value = parameters[name] else { preconditionFailure("no value for parameter '\(name)'") }
            return .number(value, text: String(name))
        }
        var compiler = IntervalCompiler()
        let result = compiler.compile(tree)
        (instructions, branches, registerCount, self.result) = (compiler.instructions, compiler.branches, compiler.registerCount, result)
    }

    /// How many steps an evaluation takes: the measure of its cost.
    public var stepCount: Int { instructions.count }

    /// The enclosure of the values over the box `x` × `y`.
    public func enclosure(x: Interval, y: Interval = Interval(point: 0)) -> Enclosure {
        withUnsafeTemporaryAllocation(of: Enclosure.self, capacity: registerCount) { registers in
            withUnsafeTemporaryAllocation(of: IntervalTruth.self, capacity: registerCount) { truths in
                let x = Enclosure(x.lower, x.upper, hasNoNaN: true, continuous: true)
                let y = Enclosure(y.lower, y.upper, hasNoNaN: true, continuous: true)
                for instruction in instructions {
                    execute(instruction, x: x, y: y, registers, truths)
                }
                return registers[Int(result)]
            }
        }
    }

    @inline(__always)
    private func execute(_ instruction: IntervalInstruction, x: Enclosure, y: Enclosure,
                         _ r: UnsafeMutableBufferPointer<Enclosure>, _ truths: UnsafeMutableBufferPointer<IntervalTruth>) {
        let (t, a, b) = (Int(instruction.target), Int(instruction.a), Int(instruction.b))
        switch instruction.opcode {
        case .x: r[t] = x
        case .y: r[t] = y
        case .constant: r[t] = Enclosure(point: instruction.constant)
        case .add: r[t] = r[a] + r[b]
        case .subtract: r[t] = r[a] - r[b]
        case .multiply: r[t] = r[a] * r[b]
        case .divide: r[t] = r[a] / r[b]
        case .negate: r[t] = -r[a]
        case .square: r[t] = r[a].squared()
        case .cube: r[t] = r[a].cubed()
        case .integerPower: r[t] = r[a].integerPower(Int(instruction.constant))
        case .rootPower: r[t] = r[a].rootPower(instruction.constant, oddNumerator: instruction.flag)
        case .powerConstant: r[t] = r[a].power(constant: instruction.constant)
        case .indexPower: r[t] = r[a].indexPower(instruction.constant)
        case .constantPower: r[t] = r[a].power(base: instruction.constant)
        case .power: r[t] = r[a].power(exponent: r[b])
        case .call: r[t] = r[a].applying(instruction.function)
        case .extremum: r[t] = Enclosure.extremum(instruction.extremum, r[a], r[b])
        case .compare: truths[t] = IntervalTruth.comparing(r[a], instruction.comparison, r[b])
        case .and: truths[t] = truths[a] && truths[b]
        case .piecewise: r[t] = Self.select(branches[Int(instruction.branches)], r, truths)
        case .binomial: r[t] = Enclosure.binomial(r[a], r[b])
        case .anything: r[t] = Enclosure(-.infinity, .infinity, hasNoNaN: false, continuous: false)
        }
    }

    /// The value of the first branch that holds: the hull of the branches that may hold up to one that surely does.
    /// Defined everywhere only where one surely holds and every branch taken is; continuous only where the first
    /// branch that may hold surely does.
    private static func select(_ branches: [IntervalBranch], _ r: UnsafeMutableBufferPointer<Enclosure>,
                               _ truths: UnsafeMutableBufferPointer<IntervalTruth>) -> Enclosure {
        var (lower, upper) = (Double.infinity, -Double.infinity)
        var (hasNoNaN, isDecided, continuous) = (true, false, true)
        for branch in branches {
            let truth = branch.condition.map { truths[Int($0)] } ?? .everywhere
            if truth == .nowhere { continue }
            let value = r[Int(branch.value)]
            if !value.isEmpty {
                lower = Swift.min(lower, value.lower)
                upper = Swift.max(upper, value.upper)
            }
            hasNoNaN = hasNoNaN && value.hasNoNaN
            continuous = continuous && value.continuous
            if truth == .everywhere {
                isDecided = true
                break
            }
            continuous = false
        }
        return Enclosure(lower, upper, hasNoNaN: hasNoNaN && isDecided, continuous: continuous && isDecided)
    }
}

/// Turns a tree (y as the parameter y, no other parameter) into ``IntervalInstruction``s, one register per step.
private struct IntervalCompiler {
    var instructions: [IntervalInstruction] = []
    var branches: [[IntervalBranch]] = []
    var registerCount = 0
    /// How many sums or products are being written out around the node being compiled.
    private var seriesDepth = 0

    private mutating func emit(_ opcode: IntervalInstruction.Opcode, _ a: Int32 = 0, _ b: Int32 = 0,
                               configure: (inout IntervalInstruction) -> Void = { _ in }) -> Int32 {
        var instruction = IntervalInstruction(opcode: opcode, target: Int32(registerCount), a: a, b: b)
        configure(&instruction)
        instructions.append(instruction)
        registerCount += 1
        return instruction.target
    }

    private mutating func constant(_ value: Double) -> Int32 { emit(.constant) { $0.constant = value } }

    mutating func compile(_ node: ExpressionNode) -> Int32 {
        // A sub-tree without x or y is folded, as the compiled expression folds it; a sum is written out (compileSeries).
        if !node.containsVariable && node.parameters.isEmpty && !node.containsSeriesPart && !node.hasIndexPowerPast64 {
            return constant(ConstantFolder.value(of: node))
        }
        switch node {
        case .number, .constant:
            preconditionFailure("constants are folded above")
        case .variable:
            return emit(.x)
        case .parameter:
            return emit(.y)
        case .sum(let terms):
            var sum = compile(terms[0].node)
            for term in terms.dropFirst() { sum = emit(term.isSubtracted ? .subtract : .add, sum, compile(term.node)) }
            return sum
        case .product(let factors):
            var product = compile(factors[0].node)
            for factor in factors.dropFirst() { product = emit(factor.isDivisor ? .divide : .multiply, product, compile(factor.node)) }
            return product
        case .negate(let operand):
            return emit(.negate, compile(operand))
        case .power(let base, let exponent):
            return compilePower(base, exponent)
        case .call(let function, let argument):
            return emit(.call, compile(argument)) { $0.function = function }
        case .extremum(let extremum, let arguments):
            var value = compile(arguments[0])
            for argument in arguments.dropFirst() { value = emit(.extremum, value, compile(argument)) { $0.extremum = extremum } }
            return value
        case .piecewise(let list):
            let compiled = list.map { branch in
                IntervalBranch(condition: branch.condition.map { compileCondition($0) }, value: compile(branch.value))
            }
            branches.append(compiled)
            let index = Int32(branches.count - 1)
            return emit(.piecewise) { $0.branches = index }
        case .series(let series):
            return compileSeries(series)
        case .binomial(let n, let k):
            return emit(.binomial, compile(n), compile(k))
        case .index:
            preconditionFailure("an index is replaced by its value at each term (compileSeries)")
        }
    }

    /// A sum or product written out term by term, its index a number in each (docs/sampling.md#interval-arithmetic):
    /// the terms added or multiplied in the order the compiled expression takes them. Undefined (empty) where the
    /// compiled expression is: a bound that is not whole, more terms than the limit in all. Bounds that depend on y
    /// are not written out: the sum may take any value there, or none.
    private mutating func compileSeries(_ series: ExpressionNode.Series) -> Int32 {
        if seriesDepth == 0 {
            if ExpressionNode.series(series).hasSeriesBoundWithParameters { return emit(.anything) }
            var budget = ExpressionLimits.maximumSeriesTerms
            if !SeriesTerms.fit(.series(series), budget: &budget) { return constant(.nan) }
        }
        guard let from = SeriesTerms.bound(ConstantFolder.value(of: series.from)),
              let to = SeriesTerms.bound(ConstantFolder.value(of: series.to)) else { return constant(.nan) }
        if to < from { return constant(series.kind.empty) }
        seriesDepth += 1
        defer { seriesDepth -= 1 }
        let term = { (k: Double) in
            series.body.replacingLeaves { $0 == .index(series.index) ? .number(k, text: ExpressionNode.indexValueText(series.index)) : $0 }
        }
        var accumulator = compile(term(from))
        var k = from + 1
        while k <= to {
            accumulator = emit(series.kind == .sum ? .add : .multiply, accumulator, compile(term(k)))
            k += 1
        }
        return accumulator
    }

    private mutating func compileCondition(_ condition: ExpressionNode.Condition) -> Int32 {
        var truth: Int32?
        for link in condition.links {
            let holds = emit(.compare, compile(link.left), compile(link.right)) { $0.comparison = link.comparison }
            truth = truth.map { emit(.and, $0, holds) } ?? holds
        }
        return truth!
    }

    /// As the compiled expression computes a power (Compiler.compilePower).
    private mutating func compilePower(_ base: ExpressionNode, _ exponent: ExpressionNode) -> Int32 {
        let baseVaries = base.containsVariable || !base.parameters.isEmpty
        let exponentVaries = exponent.containsVariable || !exponent.parameters.isEmpty
        if baseVaries, let root = RationalExponent(exponent), root.hasOddDenominator {
            return emit(.rootPower, compile(base)) { ($0.constant, $0.flag) = (root.value, root.numeratorIsOdd) }
        }
        if !exponentVaries, let n = ExpressionNode.indexPowerExponent(exponent) {
            return emit(.indexPower, compile(base)) { $0.constant = n }
        }
        switch (baseVaries, exponentVaries) {
        case (true, false):
            let n = ConstantFolder.value(of: exponent)
            let register = compile(base)
            if n == 1 { return register }
            if n == 2 { return emit(.square, register) }
            if n == 3 { return emit(.cube, register) }
            if n == n.rounded(), Swift.abs(n) <= 64 { return emit(.integerPower, register) { $0.constant = n } }
            return emit(.powerConstant, register) { $0.constant = n }
        case (false, true):
            let c = ConstantFolder.value(of: base)
            return emit(.constantPower, compile(exponent)) { $0.constant = c }
        default:
            return emit(.power, compile(base), compile(exponent))
        }
    }
}

private extension ExpressionNode {
    /// The text of a sum's index written out at one term (`index k`), which marks that number as the index's: a
    /// slider's value, written out too, has the slider's letter as its text and is no index.
    static func indexValueText(_ letter: Character) -> String { "index \(letter)" }

    /// Whether a leaf is a sum's index written out at one term (``indexValueText(_:)``).
    var holdsIndexValue: Bool {
        if case .number(_, let text) = self { return text.hasPrefix("index ") }
        return children.contains { $0.holdsIndexValue }
    }

    /// The whole exponent past 64 of a power of a sum's index written out, which the compiled expression takes
    /// from pow at an anchor and multiplies on (`Arithmetic.wholePower`); nil for any other exponent.
    static func indexPowerExponent(_ exponent: ExpressionNode) -> Double? {
        guard !exponent.containsVariable, exponent.parameters.isEmpty, exponent.holdsIndexValue else { return nil }
        let n = ConstantFolder.value(of: exponent)
        return n == n.rounded() && n > 64 && n <= Double(ExpressionLimits.maximumSeriesTerms) ? n : nil
    }

    /// Whether a power of a sum's index past 64 is inside: such a sub-tree is not folded to one double, whose
    /// power would be pow's, but enclosed with the room the compiled expression's multiplications need.
    var hasIndexPowerPast64: Bool {
        if case .power(_, let exponent) = self, ExpressionNode.indexPowerExponent(exponent) != nil { return true }
        return children.contains { $0.hasIndexPowerPast64 }
    }
}
