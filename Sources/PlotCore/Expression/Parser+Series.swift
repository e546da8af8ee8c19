/// Sums, products and binomials (docs/language.md#sums-and-products):
///
/// ```
/// series   := ('sum' | 'Σ' | 'prod' | '∏') '(' letter '=' bound ('…' | '..') bound ',' sum (')' | end)
/// binomial := 'binom' '(' sum ',' sum (')' | end)
/// ```
/// The letter is the index: a letter of its own (not the variable, e, a parameter or a named function),
/// standing only inside the sum's terms and the bounds of sums inside them. A bound has no x and no
/// sum; one of numbers alone must be a whole number, and a sum of numbers alone may take at most
/// ``ExpressionLimits/maximumSeriesTerms`` terms in all (with parameters, beyond them it is undefined).
extension Parser {
    mutating func parseSeries(_ kind: ExpressionNode.SeriesKind, at offset: Int) throws(ExpressionError) -> ExpressionNode {
        let written = sourceText(from: index - 1, to: index)
        let example = "\(written)(k = 1 … 10, k²)"
        guard current.kind == .leftParenthesis else {
            throw ExpressionError(.missingParentheses, at: offset, "'\(written)' needs parentheses, as in \(example)")
        }
        let openIndex = index
        let open = advance()
        let node = try nested(at: open.offset) { parser throws(ExpressionError) -> ExpressionNode in
            let letter = try parser.parseIndexName(example: example)
            guard case .comparison(.equal, _) = parser.current.kind else {
                throw ExpressionError(.unexpectedToken, at: parser.current.offset,
                                      "expected '=' after the index '\(letter)', as in \(example)")
            }
            _ = parser.advance()
            let from = try parser.parseBound()
            guard parser.current.kind == .ellipsis else {
                throw ExpressionError(.unexpectedToken, at: parser.current.offset,
                                      "expected '…' (or '..') between the bounds, as in \(example)")
            }
            _ = parser.advance()
            let to = try parser.parseBound()
            guard parser.current.kind == .comma else {
                throw ExpressionError(.unexpectedToken, at: parser.current.offset,
                                      "expected ',' before the terms, as in \(example)")
            }
            _ = parser.advance()
            parser.indices.append(letter)
            defer { parser.indices.removeLast() }
            let body = try parser.parseGrouped()
            return .series(ExpressionNode.Series(kind: kind, index: letter, from: from, to: to, body: body))
        }
        try closeParenthesis(opened: openIndex)
        var budget = ExpressionLimits.maximumSeriesTerms
        if indices.isEmpty, node.parameters.isEmpty, !SeriesTerms.fit(node, budget: &budget) {
            throw ExpressionError(.tooLong, at: offset,
                                  "this \(kind == .sum ? "sum" : "product") takes more than \(ExpressionLimits.maximumSeriesTerms) terms")
        }
        return node
    }

    /// The index letter after `sum(`, or the error saying why that letter cannot be one.
    private mutating func parseIndexName(example: String) throws(ExpressionError) -> Character {
        let token = advance()
        let advice = "choose another letter for the index, as in \(example)"
        switch token.kind {
        case .index(let letter):
            if indices.contains(letter) {
                throw ExpressionError(.unexpectedToken, at: token.offset,
                                      "'\(letter)' is already the index of a sum around this one; \(advice)")
            }
            return letter
        case .variable:
            throw ExpressionError(.unexpectedToken, at: token.offset, "\(variable.name) is the variable; \(advice)")
        case .parameter(let letter) where isRelation && letter == Relation.y:
            throw ExpressionError(.unexpectedToken, at: token.offset, "y is a variable of the relation; \(advice)")
        case .parameter(let letter):
            throw ExpressionError(.unexpectedToken, at: token.offset, "'\(letter)' is a parameter (a slider); \(advice)")
        case .named(let letter, _):
            throw ExpressionError(.unexpectedToken, at: token.offset, "'\(letter)' is a named function; \(advice)")
        case .constant(let constant):
            throw ExpressionError(.unexpectedToken, at: token.offset, "'\(constant.rawValue)' is a constant; \(advice)")
        case .end:
            throw ExpressionError(.incomplete, at: token.offset, "expression is incomplete: a sum needs its index and bounds, as in \(example)")
        default:
            throw ExpressionError(.unexpectedToken, at: token.offset,
                                  "a sum starts with its index and bounds, as in \(example)")
        }
    }

    /// One bound: numbers, parameters and enclosing indices; a bound of numbers alone is a whole number.
    private mutating func parseBound() throws(ExpressionError) -> ExpressionNode {
        let start = current.offset
        let bound = try parseGrouped()
        if bound.containsVariable {
            throw ExpressionError(.unexpectedToken, at: start, "a bound of a sum cannot depend on \(variable.name)")
        }
        if bound.containsSeries {
            throw ExpressionError(.unexpectedToken, at: start, "a bound of a sum cannot hold a sum; write its value")
        }
        if bound.parameters.isEmpty, !bound.containsSeriesPart {
            let value = ConstantFolder.value(of: bound)
            if SeriesTerms.bound(value) == nil {
                throw ExpressionError(.badNumber, at: start,
                                      "the bounds of a sum are whole numbers; \(value.javaScriptText) is not")
            }
        }
        return bound
    }

    /// A sum's index where it is used: only inside its sum.
    mutating func indexNode(_ letter: Character, at offset: Int) throws(ExpressionError) -> ExpressionNode {
        guard indices.contains(letter) else {
            throw ExpressionError(.unknownName, at: offset, "'\(letter)' is the index of a sum and stands only inside it")
        }
        return .index(letter)
    }

    /// `binom(n, k)`: two arguments.
    mutating func parseBinomial(at offset: Int) throws(ExpressionError) -> ExpressionNode {
        guard current.kind == .leftParenthesis else {
            throw ExpressionError(.missingParentheses, at: offset, "'binom' needs parentheses, as in binom(5, 2)")
        }
        let arguments = try parseParenthesized(calling: nil, isList: true)
        guard arguments.count == 2 else {
            throw ExpressionError(.argumentCount, at: offset, "binom takes two arguments, as in binom(5, 2)")
        }
        return .binomial(arguments[0], arguments[1])
    }
}
