/// Recursive-descent parser for the expression language (docs/language.md#operators-and-precedence).
///
/// Precedence, lowest first: `+ −`, then `× ÷` and implicit multiplication (left-associative,
/// one level), then unary signs, then `^` (right-associative) and superscript exponents. Braces —
/// piecewise functions and restrictions, with their conditions — are in `Parser+Braces.swift`; the
/// error messages in `Parser+Messages.swift` (docs/language.md describes the grammar).
struct Parser {
    let tokens: [Token]
    /// The source's characters, for suggestions quoting what was written.
    let source: [Unicode.Scalar]
    /// The indices of the `{` tokens that open a restriction: no `:` or `,` at their top level.
    let restrictionBraces: Set<Int>
    var index = 0
    var depth = 0
    /// How many braces enclose the current token: comparisons stand only inside them.
    var braceDepth = 0
    /// How many `|` bars are open around the current token within its group: a `|` after an operand closes
    /// the innermost while one is open, and opens an absolute value (an implicit factor) while none is.
    var barDepth = 0
    /// Whether the source is a relation (docs/language.md#relations): comparisons stand at its top level.
    let isRelation: Bool
    /// What the source reads as that its writer may not have meant (``ExpressionWarning``).
    var warnings: [ExpressionWarning] = []
    /// The last power whose exponent was written without parentheses, and the index of the token
    /// after it: an implied product starting right there makes the exponent ambiguous (`e^-2x`).
    var bareExponent: (base: ExpressionNode, exponent: ExpressionNode, caretOffset: Int, endIndex: Int)?
    /// The index of the `(` of the group closed last, to tell `e^(−2)x` from `e^−2x`.
    var lastClosedGroupStart = -1
    /// The named functions' trees, in terms of x (docs/language.md#named-functions).
    let functions: [Character: ExpressionNode]
    /// The variable's name, for messages and warnings.
    let variable: ExpressionVariable
    /// The indices of the sums around the current token, outermost first (`Parser+Series.swift`).
    var indices: [Character] = []
    /// The parameters the source may use, so a sum's index can be told apart from them.
    var parameters: Set<Character> = []

    init(tokens: [Token], source: [Unicode.Scalar], functions: [Character: ExpressionNode] = [:],
         variable: ExpressionVariable = .x, isRelation: Bool = false) {
        self.tokens = tokens
        self.source = source
        self.functions = functions
        self.variable = variable
        self.isRelation = isRelation
        self.restrictionBraces = Parser.restrictionBraces(in: tokens)
    }

    /// Parses a whole source into a syntax tree and its warnings; each of `parameters` may stand as a
    /// number, each of `functions` be called, its calls written out in the tree.
    static func parse(_ source: String, parameters: Set<Character> = [], functions: [Character: ExpressionNode] = [:],
                      variable: ExpressionVariable = .x) throws(ExpressionError) -> (root: ExpressionNode, warnings: [ExpressionWarning], callsNamedFunctions: Bool) {
        let characters = Array(source.unicodeScalars)
        if characters.count > ExpressionLimits.maximumLength {
            throw ExpressionError(.tooLong, at: ExpressionLimits.maximumLength,
                                  "expression is longer than \(ExpressionLimits.maximumLength) characters")
        }
        let tokens = try Lexer.tokens(of: characters, parameters: parameters, functions: Set(functions.keys), variable: variable)
        if tokens.count == 1 {
            throw ExpressionError(.empty, at: 0, "expression is empty")
        }
        var parser = Parser(tokens: tokens, source: characters, functions: functions, variable: variable)
        parser.parameters = parameters
        let root = try parser.parseSum()
        let rest = parser.current
        if rest.kind != .end {
            throw parser.unexpected(rest)
        }
        let callsNamedFunctions = tokens.contains { if case .named = $0.kind { true } else { false } }
        if callsNamedFunctions, TreeBuilding.size(of: root, limit: NamedFunctions.maximumSize) == nil {
            throw ExpressionError(.tooLong, at: 0, "expression is too large once its named functions are written out")
        }
        return (root, parser.warnings, callsNamedFunctions)
    }

    // MARK: - Cursor

    var current: Token { tokens[index] }

    /// Whether the current token may start a factor that follows another without `×`: `2x`, `3sin(x)`,
    /// `(x+1)(x−1)`, and `2|x|` where no bar is open (inside one, a `|` closes it). (A `{` may too, unless it
    /// is a restriction: the callers decide that.)
    var startsImplicitFactor: Bool { current.kind.startsImplicitFactor || (current.kind == .bar && barDepth == 0) }

    var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    mutating func advance() -> Token {
        let token = tokens[index]
        if token.kind != .end { index += 1 }
        return token
    }

    /// Counts one level of nesting; every recursive descent goes through here.
    mutating func nested<T>(at offset: Int, _ body: (inout Parser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        depth += 1
        if depth > ExpressionLimits.maximumDepth {
            throw ExpressionError(.tooDeep, at: offset,
                                  "expression is nested deeper than \(ExpressionLimits.maximumDepth) levels")
        }
        defer { depth -= 1 }
        return try body(&self)
    }

    // MARK: - Precedence levels

    /// sum := term (('+' | '−') term)* restriction?  — left-associative; a restriction restricts the whole sum.
    mutating func parseSum() throws(ExpressionError) -> ExpressionNode {
        let start = index
        var terms = [ExpressionNode.Term(isSubtracted: false, node: try parseProduct())]
        while current.kind == .plus || current.kind == .minus {
            let isSubtracted = advance().kind == .minus
            terms.append(.init(isSubtracted: isSubtracted, node: try parseProduct()))
        }
        let sum = terms.count == 1 ? terms[0].node : .sum(terms)
        return restrictionBraces.contains(index) ? try parseRestriction(of: sum, from: start) : sum
    }

    /// product := unary (('×' | '÷') unary | implicit-factor)*  — left-associative, one level, so `1/2x` = `(1/2)·x`.
    mutating func parseProduct() throws(ExpressionError) -> ExpressionNode {
        var factors = [ExpressionNode.Factor(isDivisor: false, node: try parseUnary())]
        while true {
            switch current.kind {
            case .times, .divide:
                let isDivisor = advance().kind == .divide
                factors.append(.init(isDivisor: isDivisor, node: try parseUnary()))
            case .leftBrace where !restrictionBraces.contains(index), _ where startsImplicitFactor:
                // Implicit multiplication: `2x`, `2a`, `(x+1)(x-1)`, `3sin(x)`, `2{x < 0: −1, 1}`. No sign
                // may start the right factor.
                let ambiguous = exponentEndingHere
                let factor = try parsePower()
                if let ambiguous {
                    warnings.append(.ambiguousExponent(caretOffset: ambiguous.caretOffset, base: ambiguous.base,
                                                       exponent: ambiguous.exponent, factor: factor, variable: variable))
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
    mutating func parseUnary() throws(ExpressionError) -> ExpressionNode {
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
    mutating func parsePower() throws(ExpressionError) -> ExpressionNode {
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

    /// postfix := primary '!'? superscript?  — `x²`, `(x+1)³`, `sin(x)²`, `k!`, `(2k)!`, `n!²`.
    private mutating func parsePostfix() throws(ExpressionError) -> ExpressionNode {
        var base = try parsePrimary()
        if current.kind == .factorial {
            _ = advance()
            base = .call(.factorial, base)
        }
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
            return .call(function, try parseGroup(calling: function.rawValue))
        case .extremum(let extremum):
            _ = advance()
            return try parseArguments(of: extremum, at: token.offset)
        case .named(let name, let order):
            _ = advance()
            let written = sourceText(from: index - 1, to: index)
            guard current.kind == .leftParenthesis else {
                throw ExpressionError(.missingParentheses, at: token.offset, "'\(written)' needs parentheses, as in \(written)(x)")
            }
            return try NamedFunctions.call(functions[name]!, order: order, argument: parseGroup(calling: written),
                                           written: written, at: token.offset)
        case .root:
            _ = advance()
            if current.kind == .leftParenthesis { return .call(.sqrt, try parseGroup()) }
            // Without parentheses `√` takes one primary: `√2x` = `√2·x`.
            return .call(.sqrt, try nested(at: token.offset) { parser throws(ExpressionError) in try parser.parsePrimary() })
        case .leftParenthesis:
            return try parseGroup()
        case .series(let kind):
            _ = advance()
            return try parseSeries(kind, at: token.offset)
        case .binomial:
            _ = advance()
            return try parseBinomial(at: token.offset)
        case .index(let name):
            _ = advance()
            return try indexNode(name, at: token.offset)
        case .leftBrace:
            return try parsePiecewise()
        case .bar:
            return try parseAbsoluteValue()
        case .end:
            throw incompleteError(at: token.offset)
        case .times where previous?.kind == .times && previous?.offset == token.offset - 1:
            // `x**2`: the power operator of Python and spreadsheets.
            throw ExpressionError(.unexpectedToken, at: token.offset, "unexpected '*' (write x^2 for a power)")
        default:
            throw unexpected(token)
        }
    }

    /// group := '(' sum (')' | end)  — parentheses left open at the very end close themselves. The
    /// group of a function's call, `calling` it, takes one argument.
    mutating func parseGroup(calling function: String? = nil) throws(ExpressionError) -> ExpressionNode {
        try parseParenthesized(calling: function, isList: false)[0]
    }

    /// arguments := '(' sum (',' sum)+ (')' | end)  — `min(a, b, …)`, closing itself at the very end as a group does.
    private mutating func parseArguments(of extremum: Extremum, at nameOffset: Int) throws(ExpressionError) -> ExpressionNode {
        let name = extremum.rawValue
        guard current.kind == .leftParenthesis else {
            throw ExpressionError(.missingParentheses, at: nameOffset, "'\(name)' needs parentheses, as in \(name)(x, 1)")
        }
        let arguments = try parseParenthesized(calling: name, isList: true)
        if arguments.count < 2 {
            throw ExpressionError(.argumentCount, at: nameOffset, "\(name) needs two or more arguments, as in \(name)(x, 1)")
        }
        return .extremum(extremum, arguments)
    }

    /// `(` one sum, or a list of them separated by `,` (`isList`), then `)` or the end. A `,` in the call
    /// of a function of one argument is the error that it takes one.
    mutating func parseParenthesized(calling function: String?, isList: Bool) throws(ExpressionError) -> [ExpressionNode] {
        let openIndex = index
        let open = advance()
        if current.kind == .rightParenthesis {
            throw ExpressionError(.unexpectedToken, at: current.offset, "nothing inside the parentheses")
        }
        let items = try nested(at: open.offset) { parser throws(ExpressionError) in
            var items = [try parser.parseGrouped()]
            while isList && parser.current.kind == .comma {
                _ = parser.advance()
                items.append(try parser.parseGrouped())
            }
            return items
        }
        try closeParenthesis(opened: openIndex, calling: function)
        return items
    }

    /// `)` after what the `(` at token `openIndex` opened, or the end (parentheses close themselves there); a `,`
    /// in the call of a function of one argument is the error that it takes one.
    mutating func closeParenthesis(opened openIndex: Int, calling function: String? = nil) throws(ExpressionError) {
        switch current.kind {
        case .rightParenthesis:
            _ = advance()
            lastClosedGroupStart = openIndex
        case .end:
            break
        default:
            if let function, current.kind == .comma {
                throw ExpressionError(.argumentCount, at: current.offset, "\(function) takes one argument, as in \(function)(x)")
            }
            throw expectedClose(")", before: current)
        }
    }

    /// A sum inside parentheses, where comparisons do not stand even within braces (`{(x < 1): 2}`), and
    /// a `|` never closes a bar opened outside (`|(x|y|)|`).
    mutating func parseGrouped() throws(ExpressionError) -> ExpressionNode {
        let (enclosingBraces, enclosingBars) = (braceDepth, barDepth)
        (braceDepth, barDepth) = (0, 0)
        defer { (braceDepth, barDepth) = (enclosingBraces, enclosingBars) }
        return try parseSum()
    }

    /// absolute := '|' sum '|'  — `|x − 1|` is abs(x − 1). Unlike parentheses, bars never close themselves.
    private mutating func parseAbsoluteValue() throws(ExpressionError) -> ExpressionNode {
        let open = advance()
        let inner = try nested(at: open.offset) { parser throws(ExpressionError) in
            parser.barDepth += 1
            defer { parser.barDepth -= 1 }
            return try parser.parseSum()
        }
        guard current.kind == .bar else { throw expectedClose("|", before: current) }
        _ = advance()
        return .call(.abs, inner)
    }
}
