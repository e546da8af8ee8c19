/// Braces: piecewise functions `{x < 1: x², 3 − x}`, restrictions `x² {0 ≤ x ≤ 2}`, and their conditions.
///
/// A `{` after a sum whose group holds no `:` or `,` at its top level is a restriction of that whole sum
/// (`x + 1 {x > 0}` restricts x + 1) and ends it; any other `{` is a piecewise function, a primary that
/// may be an implicit factor (`2{x < 0: −1, 1}`). Braces count one level of nesting, as parentheses do.
extension Parser {
    /// The indices of the `{` tokens that open a restriction: no `:` or `,` at their top level (inside
    /// them, but not inside a parenthesis or a brace within them). Unclosed ones count too, so that
    /// `x {x > 0` reads as a restriction that lacks its `}`.
    static func restrictionBraces(in tokens: [Token]) -> Set<Int> {
        // The brackets open at each token: a `{` by its index, with whether it holds a list; a `(` as nil.
        var open: [(brace: Int, isList: Bool)?] = []
        var restrictions = Set<Int>()
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParenthesis:
                open.append(nil)
            case .rightParenthesis:
                if let last = open.last, last == nil { open.removeLast() }
            case .leftBrace:
                open.append((index, false))
            case .rightBrace:
                while let last = open.popLast() {
                    guard let brace = last else { continue }
                    if !brace.isList { restrictions.insert(brace.brace) }
                    break
                }
            case .colon, .comma:
                if let last = open.last, let brace = last { open[open.count - 1] = (brace.brace, true) }
            default:
                break
            }
        }
        for case let brace? in open where !brace.isList { restrictions.insert(brace.brace) }
        return restrictions
    }

    /// restriction := '{' condition '}'  — after the sum `value` (its tokens from `start`), which it restricts.
    mutating func parseRestriction(of value: ExpressionNode, from start: Int) throws(ExpressionError) -> ExpressionNode {
        let open = advance()
        if current.kind == .rightBrace { throw emptyBracesError() }
        let condition = try nested(at: open.offset) { parser throws(ExpressionError) in
            try parser.insideBraces { parser throws(ExpressionError) in
                let first = parser.current
                let operand = try parser.parseSum()
                guard case .comparison = parser.current.kind else { throw Parser.conditionWithoutComparison(at: first.offset) }
                let condition = try parser.parseChain(startingWith: operand)
                guard parser.current.kind == .rightBrace else { throw parser.expectedClose("}", before: parser.current) }
                return condition
            }
        }
        _ = advance()
        if continuesSum { throw restrictionEndsError(from: start) }
        return .piecewise([.init(condition: condition, value: value)])
    }

    /// piecewise := '{' branch (',' branch)* '}'  — branch := condition ':' sum, or a last sum alone (otherwise).
    mutating func parsePiecewise() throws(ExpressionError) -> ExpressionNode {
        let open = advance()
        if current.kind == .rightBrace { throw emptyBracesError() }
        let branches = try nested(at: open.offset) { parser throws(ExpressionError) in
            try parser.insideBraces { parser throws(ExpressionError) in
                let branches = try parser.parseBranches()
                guard parser.current.kind == .rightBrace else { throw parser.expectedClose("}", before: parser.current) }
                return branches
            }
        }
        _ = advance()
        return .piecewise(branches)
    }

    private mutating func parseBranches() throws(ExpressionError) -> [ExpressionNode.Branch] {
        var branches: [ExpressionNode.Branch] = []
        while true {
            let first = current
            let operand = try parseSum()
            guard case .comparison = current.kind else {
                // No comparison: the otherwise value, which must come last, after at least one condition.
                switch current.kind {
                case .comma:
                    throw ExpressionError(.badPiecewise, at: first.offset,
                                          "only the last branch may go without a condition, as in {x < 1: x², 3 − x}")
                case .colon:
                    throw Parser.conditionWithoutComparison(at: first.offset)
                default:
                    if branches.isEmpty { throw Parser.conditionWithoutComparison(at: first.offset) }
                    branches.append(.init(condition: nil, value: operand))
                    return branches
                }
            }
            let condition = try parseChain(startingWith: operand)
            guard current.kind == .colon else {
                // Only a relation joins comparisons with `and`.
                if current.kind == .and { throw unexpected(current) }
                throw ExpressionError(.badPiecewise, at: current.offset,
                                      "a condition needs ':' and a value after it, as in {x < 1: x², 3 − x}")
            }
            _ = advance()
            if [.comma, .rightBrace, .end].contains(current.kind) {
                throw ExpressionError(.badPiecewise, at: current.offset, "a branch needs a value after ':', as in {x < 1: x², 3 − x}")
            }
            branches.append(.init(condition: condition, value: try parseSum()))
            guard current.kind == .comma else { return branches }
            _ = advance()
        }
    }

    /// condition := sum (comparison sum)+  — `first` already read, a comparison next: `-1 ≤ x < 2`.
    private mutating func parseChain(startingWith first: ExpressionNode) throws(ExpressionError) -> ExpressionNode.Condition {
        var operands = [first]
        var comparisons: [Comparison] = []
        while case .comparison(let comparison, _) = current.kind {
            _ = advance()
            comparisons.append(comparison)
            operands.append(try parseSum())
        }
        return ExpressionNode.Condition(operands: operands, comparisons: comparisons)
    }

    /// Runs `body` one brace deeper: comparisons may stand there, and a `|` never closes a bar opened outside.
    private mutating func insideBraces<T>(_ body: (inout Parser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        let enclosingBars = barDepth
        (braceDepth, barDepth) = (braceDepth + 1, 0)
        defer { (braceDepth, barDepth) = (braceDepth - 1, enclosingBars) }
        return try body(&self)
    }

    /// Whether the current token would go on with the sum a restriction ends: an operator, or the start of a factor.
    private var continuesSum: Bool {
        switch current.kind {
        case .plus, .minus, .times, .divide, .power, .superscript, .number, .leftBrace: return true
        default: return startsImplicitFactor
        }
    }

    private func emptyBracesError() -> ExpressionError {
        ExpressionError(.unexpectedToken, at: current.offset, "nothing inside the braces")
    }

    private static func conditionWithoutComparison(at offset: Int) -> ExpressionError {
        ExpressionError(.badPiecewise, at: offset, "a condition needs a comparison such as x < 1")
    }

    /// `x² {x > 0} + 1`, at the `+`: the restriction ends its sum; the message shows the parentheses that
    /// say what was meant, `(x² {x > 0}) + 1`, quoting the source from the restricted sum's `start` to the
    /// end of what follows in its sum (or to the end of the source, where that does not read).
    private func restrictionEndsError(from start: Int) -> ExpressionError {
        let follower = current
        var trial = self
        let end = (try? trial.readRestOfSum()) != nil ? trial.index : tokens.count - 1
        let closing = tokens[index - 1].offset + 1
        let last = end > index ? tokens[end - 1].offset + tokens[end - 1].length : follower.offset
        let written = "(" + text(from: tokens[start].offset, to: closing) + ")" + text(from: closing, to: last)
        return ExpressionError(.badPiecewise, at: follower.offset, "a restriction ends what it restricts: write \(written)")
    }

    /// Reads on as if the restriction before the cursor were a factor: the rest of its product, then of its sum.
    private mutating func readRestOfSum() throws(ExpressionError) {
        while true {
            switch current.kind {
            case .times, .divide, .power:
                _ = advance()
                _ = try parseUnary()
            case .superscript, .number:
                _ = advance()
            case _ where current.kind == .leftBrace || startsImplicitFactor:
                _ = try parsePower()
            default:
                while current.kind == .plus || current.kind == .minus {
                    _ = advance()
                    _ = try parseProduct()
                }
                return
            }
        }
    }

    /// The source's characters `start..<end`.
    private func text(from start: Int, to end: Int) -> String {
        String(String.UnicodeScalarView(source[start..<max(start, end)]))
    }
}
