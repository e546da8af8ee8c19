/// Recursive-descent parser for the expression language (SPEC §2).
///
/// Precedence, lowest first: `+ −`, then `× ÷` and implicit multiplication (left-associative,
/// one level), then unary signs, then `^` (right-associative) and superscript exponents.
struct Parser {
    private let tokens: [Token]
    private var index = 0
    private var depth = 0

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// Parses a whole source into a syntax tree; each of `parameters` may stand as a number.
    static func parse(_ source: String, parameters: Set<Character> = []) throws(ExpressionError) -> ExpressionNode {
        let characters = Array(source.unicodeScalars)
        if characters.count > ExpressionLimits.maximumLength {
            throw ExpressionError(.tooLong, at: ExpressionLimits.maximumLength,
                                  "expression is longer than \(ExpressionLimits.maximumLength) characters")
        }
        let tokens = try Lexer.tokens(of: characters, parameters: parameters)
        if tokens.count == 1 {
            throw ExpressionError(.empty, at: 0, "expression is empty")
        }
        var parser = Parser(tokens: tokens)
        let root = try parser.parseSum()
        let rest = parser.current
        if rest.kind != .end {
            throw ExpressionError(.unexpectedToken, at: rest.offset, "unexpected \(Parser.name(of: rest.kind))")
        }
        return root
    }

    // MARK: - Cursor

    private var current: Token { tokens[index] }
    private var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    private mutating func advance() -> Token {
        let token = tokens[index]
        if token.kind != .end { index += 1 }
        return token
    }

    /// Counts one level of nesting; every recursive descent goes through here.
    private mutating func nested<T>(at offset: Int, _ body: (inout Parser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        depth += 1
        if depth > ExpressionLimits.maximumDepth {
            throw ExpressionError(.tooDeep, at: offset,
                                  "expression is nested deeper than \(ExpressionLimits.maximumDepth) levels")
        }
        defer { depth -= 1 }
        return try body(&self)
    }

    // MARK: - Precedence levels

    /// sum := term (('+' | '−') term)*  — left-associative.
    private mutating func parseSum() throws(ExpressionError) -> ExpressionNode {
        var terms = [ExpressionNode.Term(isSubtracted: false, node: try parseProduct())]
        while current.kind == .plus || current.kind == .minus {
            let isSubtracted = advance().kind == .minus
            terms.append(.init(isSubtracted: isSubtracted, node: try parseProduct()))
        }
        return terms.count == 1 ? terms[0].node : .sum(terms)
    }

    /// product := unary (('×' | '÷') unary | implicit-factor)*  — left-associative, one level, so `1/2x` = `(1/2)·x`.
    private mutating func parseProduct() throws(ExpressionError) -> ExpressionNode {
        var factors = [ExpressionNode.Factor(isDivisor: false, node: try parseUnary())]
        while true {
            switch current.kind {
            case .times, .divide:
                let isDivisor = advance().kind == .divide
                factors.append(.init(isDivisor: isDivisor, node: try parseUnary()))
            case .variable, .parameter, .constant, .function, .root, .leftParenthesis:
                // Implicit multiplication: `2x`, `2a`, `(x+1)(x-1)`, `3sin(x)`. No sign may start the right factor.
                factors.append(.init(isDivisor: false, node: try parsePower()))
            case .number(_, let text):
                // `x2` or `2 3` is more likely a typo than a product.
                throw ExpressionError(.missingOperator, at: current.offset, "missing operator before '\(text)'")
            default:
                return factors.count == 1 ? factors[0].node : .product(factors)
            }
        }
    }

    /// unary := ('−' | '+') unary | power  — so `-x^2` = `-(x^2)`.
    private mutating func parseUnary() throws(ExpressionError) -> ExpressionNode {
        switch current.kind {
        case .minus:
            let sign = advance()
            return .negate(try nested(at: sign.offset) { parser throws(ExpressionError) in try parser.parseUnary() })
        case .plus:
            let sign = advance()
            return try nested(at: sign.offset) { parser throws(ExpressionError) in try parser.parseUnary() }
        default:
            return try parsePower()
        }
    }

    /// power := postfix ('^' unary)?  — right-associative, and the exponent may carry a sign: `2^-1`.
    private mutating func parsePower() throws(ExpressionError) -> ExpressionNode {
        let base = try parsePostfix()
        guard current.kind == .power else { return base }
        let caret = advance()
        let exponent = try nested(at: caret.offset) { parser throws(ExpressionError) in try parser.parseUnary() }
        return .power(base: base, exponent: exponent)
    }

    /// postfix := primary superscript?  — `x²`, `(x+1)³`, `sin(x)²`.
    private mutating func parsePostfix() throws(ExpressionError) -> ExpressionNode {
        let base = try parsePrimary()
        if case .superscript(let value, let text) = current.kind {
            _ = advance()
            return .power(base: base, exponent: .number(value, text: text))
        }
        return base
    }

    private mutating func parsePrimary() throws(ExpressionError) -> ExpressionNode {
        let token = current
        switch token.kind {
        case .number(let value, let text):
            _ = advance()
            return .number(value, text: text)
        case .variable:
            _ = advance()
            return .variable
        case .parameter(let name):
            _ = advance()
            return .parameter(name)
        case .constant(let constant):
            _ = advance()
            return .constant(constant)
        case .function(let function):
            _ = advance()
            guard current.kind == .leftParenthesis else {
                throw ExpressionError(.missingParentheses, at: token.offset,
                                      "'\(function.rawValue)' needs parentheses, as in \(function.rawValue)(x)")
            }
            return .call(function, try parseGroup())
        case .root:
            _ = advance()
            if current.kind == .leftParenthesis { return .call(.sqrt, try parseGroup()) }
            // Without parentheses `√` takes one primary: `√2x` = `√2·x`.
            return .call(.sqrt, try nested(at: token.offset) { parser throws(ExpressionError) in try parser.parsePrimary() })
        case .leftParenthesis:
            return try parseGroup()
        case .end:
            throw incompleteError(at: token.offset)
        case .times where previous?.kind == .times && previous?.offset == token.offset - 1:
            // `x**2`: the power operator of Python and spreadsheets.
            throw ExpressionError(.unexpectedToken, at: token.offset, "unexpected '*' (write x^2 for a power)")
        default:
            throw ExpressionError(.unexpectedToken, at: token.offset, "unexpected \(Parser.name(of: token.kind))")
        }
    }

    /// group := '(' sum (')' | end)  — parentheses left open at the very end close themselves.
    private mutating func parseGroup() throws(ExpressionError) -> ExpressionNode {
        let open = advance()
        if current.kind == .rightParenthesis {
            throw ExpressionError(.unexpectedToken, at: current.offset, "nothing inside the parentheses")
        }
        let inner = try nested(at: open.offset) { parser throws(ExpressionError) in try parser.parseSum() }
        switch current.kind {
        case .rightParenthesis:
            _ = advance()
        case .end:
            break
        default:
            throw ExpressionError(.unexpectedToken, at: current.offset,
                                  "expected ')' before \(Parser.name(of: current.kind))")
        }
        return inner
    }

    // MARK: - Messages

    private func incompleteError(at offset: Int) -> ExpressionError {
        let reason: String
        switch previous?.kind {
        case .plus?, .minus?, .times?, .divide?, .power?:
            reason = "\(Parser.name(of: previous!.kind)) needs a right operand"
        case .leftParenthesis?:
            reason = "'(' needs an expression inside"
        case .root?:
            reason = "'√' needs an operand"
        default:
            reason = "an operand is missing"
        }
        return ExpressionError(.incomplete, at: offset, "expression is incomplete: \(reason)")
    }

    /// How a token is named in messages: `')'`, `'+'`, `number '3'`.
    static func name(of kind: Token.Kind) -> String {
        switch kind {
        case .number(_, let text): return "number '\(text)'"
        case .variable: return "'x'"
        case .parameter(let name): return "'\(name)'"
        case .constant(let constant): return "'\(constant.rawValue)'"
        case .function(let function): return "'\(function.rawValue)'"
        case .root: return "'√'"
        case .superscript(_, let text): return "exponent '\(text)'"
        case .plus: return "'+'"
        case .minus: return "'-'"
        case .times: return "'*'"
        case .divide: return "'/'"
        case .power: return "'^'"
        case .leftParenthesis: return "'('"
        case .rightParenthesis: return "')'"
        case .end: return "end of expression"
        }
    }
}
