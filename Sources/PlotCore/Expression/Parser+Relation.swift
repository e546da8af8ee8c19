/// The top level of a relation (docs/language.md#relations): comparisons between sums, chained (`0 < y < x`)
/// and joined with `and`; and the errors of a relation that is neither one curve nor one region.
extension Parser {
    /// Parses a whole source as a relation in x and y: its chains of comparisons, its warnings, and whether it
    /// calls a named function. `y` is read as the parameter ``Relation/y``, beside the declared `parameters`.
    static func parseRelation(_ source: String, parameters: Set<Character>, functions: [Character: ExpressionNode])
        throws(ExpressionError) -> (chains: [ExpressionNode.Condition], warnings: [ExpressionWarning], callsNamedFunctions: Bool) {
        let characters = Array(source.unicodeScalars)
        if characters.count > ExpressionLimits.maximumLength {
            throw ExpressionError(.tooLong, at: ExpressionLimits.maximumLength,
                                  "expression is longer than \(ExpressionLimits.maximumLength) characters")
        }
        let tokens = try Lexer.tokens(of: characters, parameters: parameters.union([Relation.y]), functions: Set(functions.keys),
                                      isRelation: true)
        if tokens.count == 1 {
            throw ExpressionError(.empty, at: 0, "expression is empty")
        }
        var parser = Parser(tokens: tokens, source: characters, functions: functions, isRelation: true)
        let chains = try parser.parseChains()
        try checkSigns(chains)
        let conditions = chains.map(\.condition)
        if !conditions.contains(where: { $0.operands.contains { $0.containsVariable || $0.parameters.contains(Relation.y) } }) {
            let sign = chains[0].signs[0]
            throw chains.flatMap(\.signs).contains { $0.comparison == .equal }
                ? ExpressionError(.badRelation, at: sign.offset, "an equation needs x or y, as in x² + y² = 4")
                : ExpressionError(.badRelation, at: sign.offset, "an inequality needs x or y, as in y < x²")
        }
        let callsNamedFunctions = tokens.contains { if case .named = $0.kind { true } else { false } }
        // Counted as one tree holding every side, as for an expression.
        let sides = ExpressionNode.sum(conditions.flatMap(\.operands).map { .init(isSubtracted: false, node: $0) })
        if callsNamedFunctions, TreeBuilding.size(of: sides, limit: NamedFunctions.maximumSize) == nil {
            throw ExpressionError(.tooLong, at: 0, "expression is too large once its named functions are written out")
        }
        return (conditions, parser.warnings, callsNamedFunctions)
    }

    /// A comparison sign as written, with where it stands and what it compares.
    struct Sign {
        let comparison: Comparison
        let text: String
        let offset: Int
    }

    /// relation := chain ('and' chain)*  — chain := sum (comparison sum)+. Each chain with its signs.
    private mutating func parseChains() throws(ExpressionError) -> [(condition: ExpressionNode.Condition, signs: [Sign])] {
        var chains: [(condition: ExpressionNode.Condition, signs: [Sign])] = []
        while true {
            let first = current
            var operands = [try parseSum()]
            var comparisons: [Comparison] = []
            var signs: [Sign] = []
            while case .comparison(let comparison, let text) = current.kind {
                signs.append(Sign(comparison: comparison, text: text, offset: advance().offset))
                comparisons.append(comparison)
                operands.append(try parseSum())
            }
            if signs.isEmpty {
                switch current.kind {
                case .end where chains.isEmpty:
                    throw ExpressionError(.badRelation, at: current.offset,
                                          "a relation needs '=' for a curve or '<', '≤', '>', '≥' for a region, as in x² + y² = 4")
                case .end, .and:
                    throw ExpressionError(.badRelation, at: first.offset,
                                          "each side of 'and' needs a comparison, as in y > x² and y < 4")
                default:
                    throw unexpected(current)
                }
            }
            chains.append((ExpressionNode.Condition(operands: operands, comparisons: comparisons), signs))
            switch current.kind {
            case .end:
                return chains
            case .and:
                _ = advance()
            default:
                throw unexpected(current)
            }
        }
    }

    /// A curve is one equation, a region inequalities only: `=` mixed with `<`, or a second `=`, is an error at
    /// the sign that breaks the rule.
    private static func checkSigns(_ chains: [(condition: ExpressionNode.Condition, signs: [Sign])]) throws(ExpressionError) {
        let signs = chains.flatMap(\.signs)
        let first = signs[0]
        if let other = signs.first(where: { ($0.comparison == .equal) != (first.comparison == .equal) }) {
            throw ExpressionError(.badRelation, at: other.offset, "'\(first.text)' and '\(other.text)' cannot be mixed: "
                                  + "an equation is a curve, inequalities make a region")
        }
        if first.comparison == .equal, signs.count > 1 {
            throw ExpressionError(.badRelation, at: signs[1].offset, "an equation has one '=': draw two equations as two curves")
        }
    }
}

extension ExpressionError {
    /// `or` in a relation: a region is where all of its inequalities hold.
    static func orInRelation(at offset: Int) -> ExpressionError {
        ExpressionError(.badRelation, at: offset, "'or' is not supported: a region is where all of its inequalities hold, "
                        + "joined with 'and'")
    }
}
