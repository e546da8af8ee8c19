/// Splits an expression's source into tokens.
///
/// Letters run together are split into known names, longest first, so `2πx`, `xsin(x)` and
/// `exp(x)` read as a person would read them. Declared parameters are single letters, tried only
/// where no name starts: at each position the longest function name or constant (`asin`, `pi`, `e`)
/// or `x` wins, else one declared letter; so with `a`, `s`, `i`, `n` declared `asin(x)` is still asin,
/// `ax` is a·x and `pi` is π. The JS lexer applies the same rule.
struct Lexer {
    private let characters: [Unicode.Scalar]
    private let parameters: Set<Character>
    /// The letters of named functions, read as a parameter is (docs/language.md#named-functions).
    private let functions: Set<Character>
    /// Which letters are the variable (docs/language.md#the-variable).
    private let variable: ExpressionVariable
    /// Whether the source is a relation in x and y (docs/language.md#relations): then `and` and `or` are words.
    private let isRelation: Bool
    private let words: [(name: String, kind: Token.Kind)]
    /// The letters a sum or product names as its index, `k` in `sum(k = 1 … n, k²)`: read as an index
    /// wherever no longer name, parameter or named function starts (the parser checks where it stands).
    private let indexLetters: Set<Character>
    private var position = 0

    init(_ characters: [Unicode.Scalar], parameters: Set<Character> = [], functions: Set<Character> = [],
         variable: ExpressionVariable = .x, isRelation: Bool = false) {
        self.characters = characters
        self.parameters = parameters
        self.functions = functions
        self.variable = variable
        self.isRelation = isRelation
        self.words = Lexer.words(for: variable)
        self.indexLetters = Lexer.indexLetters(in: characters)
    }

    /// Every token of the source, ending with `.end`.
    static func tokens(of characters: [Unicode.Scalar], parameters: Set<Character> = [], functions: Set<Character> = [],
                       variable: ExpressionVariable = .x, isRelation: Bool = false) throws(ExpressionError) -> [Token] {
        var lexer = Lexer(characters, parameters: parameters, functions: functions, variable: variable, isRelation: isRelation)
        var tokens: [Token] = []
        while true {
            try lexer.appendNextTokens(to: &tokens)
            if tokens.last?.kind == .end { return tokens }
        }
    }

    // MARK: - Cursor

    private var current: Unicode.Scalar? { position < characters.count ? characters[position] : nil }

    private func character(at index: Int) -> Unicode.Scalar? {
        index < characters.count ? characters[index] : nil
    }

    // MARK: - Tokens

    private mutating func appendNextTokens(to tokens: inout [Token]) throws(ExpressionError) {
        while let c = current, c.properties.isWhitespace { position += 1 }
        guard let c = current else {
            tokens.append(Token(kind: .end, offset: position, length: 0))
            return
        }
        let start = position
        if let comparison = readComparison() {
            tokens.append(comparison)
        } else if c == "θ", variable == .theta {
            position += 1
            tokens.append(Token(kind: .variable, offset: start, length: 1))
        } else if let kind = Lexer.symbols[c] {
            position += 1
            tokens.append(Token(kind: kind, offset: start, length: 1))
        } else if c == "!" {
            if character(at: position + 1) == "!" {
                throw ExpressionError(.unexpectedToken, at: position + 1,
                                      "'!!' is not in the language (for the factorial of a factorial write (n!)!)")
            }
            position += 1
            tokens.append(Token(kind: .factorial, offset: start, length: 1))
        } else if c == ".", character(at: position + 1) == "." {
            // `..` (or `...`) between a sum's bounds.
            position += character(at: position + 2) == "." ? 3 : 2
            tokens.append(Token(kind: .ellipsis, offset: start, length: position - start))
        } else if Lexer.isDigit(c) || c == "." {
            tokens.append(try readNumber())
        } else if Lexer.superscriptDigits[c] != nil {
            tokens.append(try readSuperscript())
        } else if Lexer.isLetter(c) {
            try appendWords(to: &tokens)
        } else {
            throw ExpressionError(.unexpectedCharacter, at: start, "unexpected character '\(c)'\(hint(for: c))")
        }
    }

    /// Advice for the usual slips with a character the language does not know, or "".
    private func hint(for c: Unicode.Scalar) -> String {
        if c == "∞" { return Lexer.infinityHint }
        if Lexer.primes[c] != nil {
            if position > 0, characters[position - 1] == "y" { return Lexer.differentialEquationHint }
            return " (a prime marks the derivative of a named function, as in f′(x))"
        }
        if c == "θ" { return " (the variable is \(variable.name))" }
        return ""
    }

    /// `<`, `<=`, `≤`, `>`, `>=`, `≥`, `=`, `==` at the cursor (read), or nil (nothing read).
    private mutating func readComparison() -> Token? {
        guard let c = current, let single = Lexer.comparisons[c] else { return nil }
        let start = position
        position += 1
        var comparison = single
        // `<=`, `>=` and `==` are one sign, as in programming languages.
        if current == "=", single != .lessOrEqual, single != .greaterOrEqual {
            position += 1
            if single == .less { comparison = .lessOrEqual } else if single == .greater { comparison = .greaterOrEqual }
        }
        let text = String(String.UnicodeScalarView(characters[start..<position]))
        return Token(kind: .comparison(comparison, text: text), offset: start, length: position - start)
    }

    private static let comparisons: [Unicode.Scalar: Comparison] = [
        "<": .less, "≤": .lessOrEqual, ">": .greater, "≥": .greaterOrEqual, "=": .equal,
    ]

    private mutating func readNumber() throws(ExpressionError) -> Token {
        let start = position
        var integerDigits = ""
        var fractionDigits = ""
        var sawPoint = false
        while let c = current {
            if Lexer.isDigit(c) {
                if sawPoint { fractionDigits.unicodeScalars.append(c) } else { integerDigits.unicodeScalars.append(c) }
            } else if c == "." {
                // `1..n`: the number ends before a sum's `..`.
                if character(at: position + 1) == "." { break }
                if sawPoint {
                    throw ExpressionError(.badNumber, at: position, "a number can have only one decimal point")
                }
                sawPoint = true
            } else {
                break
            }
            position += 1
        }
        if integerDigits.isEmpty && fractionDigits.isEmpty {
            throw ExpressionError(.badNumber, at: start, "'.' must be part of a number, as in 0.5")
        }
        let exponent = try readExponent()
        let number = Lexer.canonicalNumber(integer: integerDigits, fraction: fractionDigits, exponent: exponent)
        let value = try Lexer.value(of: number, at: start)
        return Token(kind: .number(value: value, text: number.text), offset: start, length: position - start)
    }

    /// The power of ten of scientific notation, `e-3` in `1e-3`; nil (reading nothing) when there is none.
    ///
    /// The `e` belongs to the number only when digits, or a sign and digits, follow it at once: so `2e`,
    /// `2e^x`, `3e-x` and `2exp(x)` keep their constant `e` (2·e, 2·e^x, 3·e − x, 2·exp(x)).
    private mutating func readExponent() throws(ExpressionError) -> (isNegative: Bool, digits: String)? {
        guard let e = current, e == "e" || e == "E" else { return nil }
        var next = position + 1
        var isNegative = false
        if let sign = character(at: next), Lexer.exponentSigns.contains(sign) {
            isNegative = sign != "+"
            next += 1
        }
        guard let first = character(at: next), Lexer.isDigit(first) else { return nil }
        position = next
        var digits = ""
        while let c = current, Lexer.isDigit(c) {
            digits.unicodeScalars.append(c)
            position += 1
        }
        if current == "." {
            throw ExpressionError(.badNumber, at: position, "the power of ten after 'e' must be a whole number")
        }
        return (isNegative, digits)
    }

    /// The signs an exponent may carry: `1e+3`, `1e-3`, `1e−3`.
    private static let exponentSigns: Set<Unicode.Scalar> = ["+", "-", "\u{2212}"]

    /// The nearest double to a literal, as every language's parser reads decimal text.
    ///
    /// A literal beyond the largest double is an error rather than a silent ∞, identically in Swift
    /// and JS; one too small to represent reads as 0, its nearest double.
    private static func value(of number: CanonicalNumber, at offset: Int) throws(ExpressionError) -> Double {
        let value = Double(number.ascii) ?? .infinity
        guard value.isFinite else {
            throw ExpressionError(.badNumber, at: offset, "number is too large (the largest is about 1.8e308)")
        }
        return value
    }

    private mutating func readSuperscript() throws(ExpressionError) -> Token {
        let start = position
        var digits = ""
        while let c = current, let digit = Lexer.superscriptDigits[c] {
            digits.append(digit)
            position += 1
        }
        let number = Lexer.canonicalNumber(integer: digits, fraction: "")
        let value = try Lexer.value(of: number, at: start)
        return Token(kind: .superscript(value: value, text: number.text), offset: start, length: position - start)
    }

    /// Reads a run of letters and splits it into names, longest match first.
    private mutating func appendWords(to tokens: inout [Token]) throws(ExpressionError) {
        let start = position
        while let c = current, Lexer.isLetter(c) { position += 1 }
        let run = String(String.UnicodeScalarView(characters[start..<position]))
        // `and` and `or` are words of their own in a relation, whatever letters are declared.
        if isRelation, let conjunction = Lexer.conjunctions[run] {
            tokens.append(Token(kind: conjunction, offset: start, length: position - start))
            return
        }
        var index = run.startIndex
        var offset = start
        var lastFunctionStart: (index: String.Index, offset: Int)? = nil
        while index < run.endIndex {
            let rest = run[index...]
            guard let word = words.first(where: { rest.hasPrefix($0.name) }) ?? parameter(startingWith: rest)
                    ?? namedFunction(startingWith: rest) ?? indexLetter(startingWith: rest) else {
                // Name the unknown part: from the function it may have started with (`sinus`), else from here.
                let from = lastFunctionStart ?? (index, offset)
                throw unknownName(String(run[from.index...]), at: from.offset)
            }
            switch word.kind {
            case .function, .extremum: lastFunctionStart = (index, offset)
            case .variable where word.name == "x" && variable != .x:
                throw ExpressionError.notTheVariable(at: offset, variable: variable)
            default: break
            }
            let length = word.name.unicodeScalars.count
            tokens.append(Token(kind: word.kind, offset: offset, length: length))
            index = run.unicodeScalars.index(index, offsetBy: length)
            offset += length
        }
        if let last = tokens.last, last.kind == .function(.log), let error = logBaseError(logOffset: last.offset) {
            throw error
        }
        if let last = tokens.last, case .named(let name, _) = last.kind {
            let order = readPrimes()
            tokens[tokens.count - 1] = Token(kind: .named(name, order: order), offset: last.offset, length: last.length + position - offset)
        }
    }

    /// A named function's letter as the word at the start of `rest`, when no longer name starts there.
    private func namedFunction(startingWith rest: Substring) -> (name: String, kind: Token.Kind)? {
        guard let letter = rest.first, functions.contains(letter) else { return nil }
        return (String(letter), .named(letter, order: 0))
    }

    /// How many derivatives the primes at the cursor ask for (read): `'` and `′` one each, `″` two.
    private mutating func readPrimes() -> Int {
        var order = 0
        while let c = current, let primes = Lexer.primes[c] {
            order += primes
            position += 1
        }
        return order
    }

    static let primes: [Unicode.Scalar: Int] = ["'": 1, "\u{2032}": 1, "\u{2033}": 2]

    /// A sum's index as the word at the start of `rest`, when nothing else starts there.
    private func indexLetter(startingWith rest: Substring) -> (name: String, kind: Token.Kind)? {
        guard let letter = rest.first, indexLetters.contains(letter) else { return nil }
        return (String(letter), .index(letter))
    }

    private static let conjunctions: [String: Token.Kind] = ["and": .and, "or": .or]

    /// A declared parameter as the word at the start of `rest`, when no longer name starts there.
    private func parameter(startingWith rest: Substring) -> (name: String, kind: Token.Kind)? {
        guard let letter = rest.first, parameters.contains(letter) else { return nil }
        return (String(letter), .parameter(letter))
    }

    /// `log2(x)`, `log_2(x)`: a base written after `log`, which is always base 10.
    private func logBaseError(logOffset: Int) -> ExpressionError? {
        var next = position
        let hasUnderscore = character(at: next) == "_"
        if hasUnderscore { next += 1 }
        var base = ""
        // Without `_` only digits can follow here: letters would have joined the run of letters.
        while let c = character(at: next), Lexer.isDigit(c) || (hasUnderscore && Lexer.isLetter(c)) {
            base.unicodeScalars.append(c)
            next += 1
        }
        guard hasUnderscore || !base.isEmpty else { return nil }
        let advice: String
        switch base {
        case "10": advice = "log is base 10 already: write log(x)"
        case "e": advice = "log is base 10; write ln(x)"
        case "": advice = "log is base 10; for base b write ln(x)/ln(b)"
        default: advice = "log is base 10; write ln(x)/ln(\(base))"
        }
        let name = String(String.UnicodeScalarView(characters[logOffset..<next]))
        return ExpressionError(.unknownName, at: logOffset, "unknown function '\(name)' (\(advice))")
    }

    private func unknownName(_ name: String, at offset: Int) -> ExpressionError {
        // `y = x^2`: an equation where the language wants only its right side.
        if name == "y", let equation = ExpressionError.equation(in: characters), equation.variableOffset == offset {
            return .misplacedComparison(equation.symbol, at: equation.symbolOffset, rightSide: equation.rightSide)
        }
        var next = position
        while let c = character(at: next), c.properties.isWhitespace { next += 1 }
        while let c = character(at: next), Lexer.primes[c] != nil { next += 1 }
        let isCall = character(at: next) == "("
        var message = isCall ? "unknown function '\(name)'" : "unknown name '\(name)'"
        if let hint = notationHint(for: name, after: position) { return ExpressionError(.unknownName, at: offset, message + hint) }
        if isCall, name.count == 1, !functions.isEmpty {
            // Only named functions are single letters: offer those defined.
            let names = functions.sorted().map { "\($0)" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
            return ExpressionError(.unknownName, at: offset, message + " (did you mean \(list)?)")
        }
        let lower = name.lowercased()
        if lower != name, words.contains(where: { $0.name == lower }) {
            message += " (names are lower case: '\(lower)')"
        } else if !isCall, words.allSatisfy({ $0.name != lower }) {
            message += isRelation ? " (the variables are x and y)" : " (the variable is \(variable.name))"
        }
        return ExpressionError(.unknownName, at: offset, message)
    }

    /// Advice for notations of calculus the language does not have (`inf`, `d/dx`, `y′ = …`), or nil.
    private func notationHint(for name: String, after end: Int) -> String? {
        if Lexer.infinityNames.contains(name.lowercased()) { return Lexer.infinityHint }
        if name == "y", character(at: end).map({ Lexer.primes[$0] != nil }) == true { return Lexer.differentialEquationHint }
        guard Lexer.differentialNames.contains(name) else { return nil }
        var next = end
        while let c = character(at: next), c.properties.isWhitespace { next += 1 }
        guard character(at: next) == "/" else { return nil }
        next += 1
        while let c = character(at: next), c.properties.isWhitespace { next += 1 }
        return character(at: next) == "d" ? Lexer.derivativeHint : nil
    }

    private static let infinityNames: Set<String> = ["inf", "infinity", "infty"]
    private static let differentialNames: Set<String> = ["d", "dy", "df"]
    private static let infinityHint = " (infinity is not a number here: write a large one, as in 1e6)"
    private static let derivativeHint = " (for a derivative, name the function in functions, f(x) = …, and write f′(x))"
    private static let differentialEquationHint =
        " (y′ = … is a differential equation: a figure draws its solutions, {\"ode\": \"…\", \"through\": [x₀, y₀]}, and its slope field, {\"slopeField\": \"…\"})"

    // MARK: - Character classes

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }

    private static let symbols: [Unicode.Scalar: Token.Kind] = [
        "+": .plus, "-": .minus, "\u{2212}": .minus,
        "*": .times, "×": .times, "·": .times,
        "/": .divide, "÷": .divide, "^": .power,
        "(": .leftParenthesis, ")": .rightParenthesis, "{": .leftBrace, "}": .rightBrace,
        ",": .comma, ":": .colon, "π": .constant(.pi), "√": .root, "|": .bar,
        "Σ": .series(.sum), "∑": .series(.sum), "∏": .series(.product), "…": .ellipsis,
    ]

    private static let superscriptDigits: [Unicode.Scalar: Character] = [
        "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9",
    ]

    /// Every name of an expression in x, longest first so that `exp` wins over `e` and `sinh` over `sin`.
    static var words: [(name: String, kind: Token.Kind)] { words(for: .x) }

    /// Every name of an expression in `variable`, longest first. `x` is among them whatever the
    /// variable, so that in t it is read, and refused, as the wrong variable rather than an unknown name.
    static func words(for variable: ExpressionVariable) -> [(name: String, kind: Token.Kind)] {
        wordLists[variable]!
    }

    private static let wordLists: [ExpressionVariable: [(name: String, kind: Token.Kind)]] = {
        var common: [(name: String, kind: Token.Kind)] = MathFunction.allCases.map { ($0.rawValue, .function($0)) }
        common += MathFunction.aliases.sorted { $0.key < $1.key }.map { ($0.key, .function($0.value)) }
        common += Extremum.allCases.map { ($0.rawValue, .extremum($0)) }
        common += [("sum", .series(.sum)), ("prod", .series(.product)), ("binom", .binomial)]
        common += [("pi", .constant(.pi)), ("e", .constant(.e)), ("x", .variable)]
        var lists: [ExpressionVariable: [(name: String, kind: Token.Kind)]] = [:]
        for variable in ExpressionVariable.allCases {
            let own = variable.spelledWords.filter { $0 != "x" }.map { ($0, Token.Kind.variable) }
            lists[variable] = (common + own).sorted { $0.name.count > $1.name.count }
        }
        return lists
    }()
}
