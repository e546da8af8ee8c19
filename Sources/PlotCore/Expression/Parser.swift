/// Recursive-descent parser for the expression language (SPEC §2).
///
/// Precedence, lowest first: `+ −`, then `× ÷` and implicit multiplication (left-associative,
/// one level), then unary signs, then `^` (right-associative) and superscript exponents.
struct Parser {
    private let tokens: [Token]
    /// The source's characters, for suggestions quoting what was written.
    private let source: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    /// What the source reads as that its writer may not have meant (``ExpressionWarning``).
    private var warnings: [ExpressionWarning] = []
    /// The last power whose exponent was written without parentheses, and the index of the token
    /// after it: an implied product starting right there makes the exponent ambiguous (`e^-2x`).
    private var bareExponent: (base: ExpressionNode, exponent: ExpressionNode, caretOffset: Int, endIndex: Int)?
    /// The index of the `(` of the group closed last, to tell `e^(−2)x` from `e^−2x`.
    private var lastClosedGroupStart = -1

    init(tokens: [Token], source: [Unicode.Scalar]) {
        self.tokens = tokens
        self.source = source
    }

    /// Parses a whole source into a syntax tree and its warnings; each of `parameters` may stand as a number.
    static func parse(_ source: String, parameters: Set<Character> = [])
        throws(ExpressionError) -> (root: ExpressionNode, warnings: [ExpressionWarning]) {
        let characters = Array(source.unicodeScalars)
        if characters.count > ExpressionLimits.maximumLength {
            throw ExpressionError(.tooLong, at: ExpressionLimits.maximumLength,
                                  "expression is longer than \(ExpressionLimits.maximumLength) characters")
        }
        let tokens = try Lexer.tokens(of: characters, parameters: parameters)
        if tokens.count == 1 {
            throw ExpressionError(.empty, at: 0, "expression is empty")
        }
        var parser = Parser(tokens: tokens, source: characters)
        let root = try parser.parseSum()
        let rest = parser.current
        if rest.kind != .end {
            throw ExpressionError(.unexpectedToken, at: rest.offset, "unexpected \(Parser.name(of: rest.kind))")
        }
        return (root, parser.warnings)
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
                let ambiguous = exponentEndingHere
                let factor = try parsePower()
                if let ambiguous {
                    warnings.append(.ambiguousExponent(caretOffset: ambiguous.caretOffset, base: ambiguous.base,
                                                       exponent: ambiguous.exponent, factor: factor))
                }
                factors.append(.init(isDivisor: false, node: factor))
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
        let exponentStart = index
        let exponent = try nested(at: caret.offset) { parser throws(ExpressionError) in try parser.parseUnary() }
        let isParenthesized = tokens[exponentStart].kind == .leftParenthesis && lastClosedGroupStart == exponentStart
            && previous?.kind == .rightParenthesis
        if !isParenthesized {
            bareExponent = (base, exponent, caret.offset, index)
        }
        return .power(base: base, exponent: exponent)
    }

    /// The bare exponent that ends right before the current token with nothing between them (`e^-2x`,
    /// not `e^-2 x`, whose space shows the writer meant the product), or nil.
    private var exponentEndingHere: (base: ExpressionNode, exponent: ExpressionNode, caretOffset: Int, endIndex: Int)? {
        guard let bare = bareExponent, bare.endIndex == index, let last = previous,
              last.offset + last.length == current.offset else { return nil }
        return bare
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
                throw missingParenthesesError(function, at: token.offset)
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
        let openIndex = index
        let open = advance()
        if current.kind == .rightParenthesis {
            throw ExpressionError(.unexpectedToken, at: current.offset, "nothing inside the parentheses")
        }
        let inner = try nested(at: open.offset) { parser throws(ExpressionError) in try parser.parseSum() }
        switch current.kind {
        case .rightParenthesis:
            _ = advance()
            lastClosedGroupStart = openIndex
        case .end:
            break
        default:
            throw ExpressionError(.unexpectedToken, at: current.offset,
                                  "expected ')' before \(Parser.name(of: current.kind))")
        }
        return inner
    }

    // MARK: - Messages

    /// `sin x` → "write sin(x)", `sin^2 x` → "write sin(x)^2", `sin²x` → "write sin(x)²", `sin^-1 x` →
    /// also "asin(x) for the inverse": the call the writer most likely meant, from the source text that
    /// follows the name; the general advice where what follows does not read as an argument.
    private func missingParenthesesError(_ function: MathFunction, at offset: Int) -> ExpressionError {
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
            && !trial.current.kind.startsImplicitFactor
        while trial.current.kind.startsImplicitFactor {
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
    private func sourceText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        let first = tokens[start].offset
        let last = tokens[end - 1].offset + tokens[end - 1].length
        return String(String.UnicodeScalarView(source[first..<last]))
    }

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
