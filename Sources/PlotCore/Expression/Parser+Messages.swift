/// The parser's error messages: what went wrong, said the way a student can act on it.
extension Parser {
    /// `sin x` → "write sin(x)", `sin^2 x` → "write sin(x)^2", `sin²x` → "write sin(x)²", `sin^-1 x` →
    /// also "asin(x) for the inverse": the call the writer most likely meant, from the source text that
    /// follows the name; the general advice where what follows does not read as an argument.
    func missingParenthesesError(_ function: MathFunction, at offset: Int) -> ExpressionError {
        let name = function.rawValue
        let general = ExpressionError(.missingParentheses, at: offset, "'\(name)' needs parentheses, as in \(name)(x)")
        var trial = self
        var exponent = ""
        switch trial.current.kind {
        case .power:
            let caret = trial.index
            _ = trial.advance()
            guard (try? trial.parseUnary()) != nil else { return general }
            exponent = trial.sourceText(from: caret, to: trial.index)
        case .superscript:
            exponent = trial.sourceText(from: trial.index, to: trial.index + 1)
            _ = trial.advance()
        default:
            break
        }
        // The argument: the factors that follow, up to the next operator (`sin 2x + 1` → `sin(2x)`).
        let start = trial.index
        guard (try? trial.parsePower()) != nil else { return general }
        let isOneGroup = trial.lastClosedGroupStart == start && trial.previous?.kind == .rightParenthesis
            && !trial.startsImplicitFactor
        while trial.startsImplicitFactor {
            guard (try? trial.parsePower()) != nil else { return general }
        }
        let argument = trial.sourceText(from: start, to: trial.index)
        let parenthesized = isOneGroup ? argument : "(\(argument))"
        let call = name + parenthesized + exponent
        if let inverse = Parser.inverses[function], ["^-1", "^−1"].contains(exponent.filter { !$0.isWhitespace }) {
            return ExpressionError(.missingParentheses, at: offset, "'\(name)' needs parentheses: write "
                                   + "\(inverse + parenthesized) for the inverse function, or \(call) for 1/\(name + parenthesized)")
        }
        return ExpressionError(.missingParentheses, at: offset, "'\(name)' needs parentheses: write \(call)")
    }

    /// The inverse functions students write as `sin^-1`.
    private static let inverses: [MathFunction: String] = [.sin: "asin", .cos: "acos", .tan: "atan"]

    /// The source text of tokens `start..<end`, as written (white space inside kept, outside trimmed).
    func sourceText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        let first = tokens[start].offset
        let last = tokens[end - 1].offset + tokens[end - 1].length
        return String(String.UnicodeScalarView(source[first..<last]))
    }

    func incompleteError(at offset: Int) -> ExpressionError {
        let reason: String
        switch previous?.kind {
        case .plus?, .minus?, .times?, .divide?, .power?, .comparison?:
            reason = "\(Parser.name(of: previous!.kind, variable: variable)) needs a right operand"
        case .leftParenthesis?:
            reason = "'(' needs an expression inside"
        case .leftBrace?:
            reason = "'{' needs a condition inside"
        case .root?:
            reason = "'√' needs an operand"
        case .bar?:
            reason = "'|' needs an expression inside"
        case .and?:
            reason = "'and' needs a comparison after it"
        default:
            reason = "an operand is missing"
        }
        return ExpressionError(.incomplete, at: offset, "expression is incomplete: \(reason)")
    }

    /// A token where it cannot stand: `unexpected ')'`.
    func unexpected(_ token: Token) -> ExpressionError {
        misplaced(token) ?? ExpressionError(.unexpectedToken, at: token.offset, "unexpected \(Parser.name(of: token.kind, variable: variable))")
    }

    /// A token where a group should close: `expected ')' before '2'`.
    func expectedClose(_ closer: String, before token: Token) -> ExpressionError {
        misplaced(token) ?? ExpressionError(.unexpectedToken, at: token.offset,
                                            "expected '\(closer)' before \(Parser.name(of: token.kind, variable: variable))")
    }

    /// The messages for a comparison outside braces and a comma where no list is (`3,5` gets the hint
    /// that the decimal point is `.`); nil for other tokens.
    private func misplaced(_ token: Token) -> ExpressionError? {
        switch token.kind {
        case .ellipsis:
            return ExpressionError(.unexpectedToken, at: token.offset,
                                   "'…' stands only between the bounds of a sum, as in sum(k = 1 … 10, k²)")
        case .comparison(_, let text) where braceDepth == 0 && isRelation:
            return ExpressionError(.misplacedComparison, at: token.offset,
                                   "'\(text)' compares only between the sides of a relation or inside braces")
        case .or:
            return .orInRelation(at: token.offset)
        case .comparison(_, let text) where braceDepth == 0:
            if let equation = ExpressionError.equation(in: source), equation.symbolOffset == token.offset {
                return .misplacedComparison(text, at: token.offset, rightSide: equation.rightSide)
            }
            return .misplacedComparison(text, at: token.offset)
        case .comma:
            let isDigit = { (offset: Int) in offset >= 0 && offset < source.count && source[offset] >= "0" && source[offset] <= "9" }
            let hint = isDigit(token.offset - 1) && isDigit(token.offset + 1) ? " (the decimal point is '.')" : ""
            return ExpressionError(.unexpectedCharacter, at: token.offset, "unexpected character ','\(hint)")
        default:
            return nil
        }
    }

    /// How a token is named in messages: `')'`, `'+'`, `number '3'`.
    static func name(of kind: Token.Kind, variable: ExpressionVariable = .x) -> String {
        switch kind {
        case .number(_, let text): return "number '\(text)'"
        case .variable: return "'\(variable.name)'"
        case .parameter(let name): return "'\(name)'"
        case .named(let name, let order): return "'\(name)\(String(repeating: "′", count: order))'"
        case .constant(let constant): return "'\(constant.rawValue)'"
        case .function(let function): return "'\(function.rawValue)'"
        case .extremum(let extremum): return "'\(extremum.rawValue)'"
        case .root: return "'√'"
        case .series(let kind): return "'\(kind.rawValue)'"
        case .index(let name): return "'\(name)'"
        case .binomial: return "'binom'"
        case .ellipsis: return "'…'"
        case .factorial: return "'!'"
        case .superscript(_, let text): return "exponent '\(text)'"
        case .plus: return "'+'"
        case .minus: return "'-'"
        case .times: return "'*'"
        case .divide: return "'/'"
        case .power: return "'^'"
        case .leftParenthesis: return "'('"
        case .rightParenthesis: return "')'"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .comma: return "','"
        case .colon: return "':'"
        case .comparison(_, let text): return "'\(text)'"
        case .bar: return "'|'"
        case .and: return "'and'"
        case .or: return "'or'"
        case .end: return "end of expression"
        }
    }
}

extension ExpressionError {
    /// `x is not this curve's variable: use t`: an `x` in an expression in t or θ (docs/language.md#the-variable).
    static func notTheVariable(at offset: Int, variable: ExpressionVariable) -> ExpressionError {
        ExpressionError(.unknownName, at: offset, "x is not this curve's variable: use \(variable.name)")
    }

    /// `'=' compares only inside braces, as in {x = 1: 3, x²}`; for `y = x^2`, with the advice to write
    /// only the right side (when there is one).
    static func misplacedComparison(_ symbol: String, at offset: Int, rightSide: String = "") -> ExpressionError {
        if rightSide.isEmpty {
            return ExpressionError(.misplacedComparison, at: offset,
                                   "'\(symbol)' compares only inside braces, as in {x \(symbol) 1: 3, x²}")
        }
        return ExpressionError(.misplacedComparison, at: offset,
                               "'\(symbol)' compares only inside braces; write only the right side: \(rightSide)")
    }

    /// A source written as an equation, `y = x^2` (white space around it allowed, `==` too): where its
    /// `=` is, as written, and the right side (trimmed, perhaps empty); nil for any other source.
    static func equation(in source: [Unicode.Scalar]) -> (variableOffset: Int, symbolOffset: Int, symbol: String, rightSide: String)? {
        let isSpace = { (c: Unicode.Scalar) in c.properties.isWhitespace }
        guard let y = source.firstIndex(where: { !isSpace($0) }), source[y] == "y" else { return nil }
        guard let equals = source[(y + 1)...].firstIndex(where: { !isSpace($0) }), source[equals] == "=" else { return nil }
        let symbolEnd = equals + 1 < source.count && source[equals + 1] == "=" ? equals + 2 : equals + 1
        let right = source[symbolEnd...].drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        return (y, equals, symbolEnd == equals + 2 ? "==" : "=", String(String.UnicodeScalarView(right)))
    }
}
