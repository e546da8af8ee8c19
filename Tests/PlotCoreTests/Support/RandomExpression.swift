import TestSupport

/// Random sources of the expression language (docs/language.md#swift-and-js), for property and differential tests.
///
/// ```swift
/// var sources = RandomExpression(seed: 7)
/// sources.next()   // e.g. "2πx − sin(x)²"
/// ```
///
/// Deterministic per seed, drawing from ``SplitMix64`` rather than the system's randomness. Every source
/// is accepted by the parser, and together they cover the whole grammar: `+ - * / ^ × ÷ − ·`, unary
/// signs, every function and its other names, `min` and `max`, `√` with and without parentheses,
/// implicit products, superscript exponents, `π pi e`, decimal literals and scientific notation,
/// odd-root fractions as exponents, piecewise functions with chained comparisons of every sign, with
/// and without otherwise, restrictions, spaces, and parentheses left open at the end.
///
/// `Tests/JS/support/random-expression.mjs` is a line-by-line port: the same seed gives the same
/// sources in both languages (both test suites check the first few of seed 42 against one list).
///
/// A generator made with `inRelation` makes relations in x and y (``nextRelation()``, docs/language.md#relations):
/// `y` beside `x`, absolute values in bars, equations, chained inequalities and inequalities joined with `and`.
/// Without it, the stream is what it always was.
struct RandomExpression {
    private var bits: SplitMix64
    private let inRelation: Bool

    /// How deep the generator recurses; the parser counts a few levels for each of these.
    private static let maximumDepth = 6
    /// Longer sources are drawn again, so that every source stays well inside the length limit.
    private static let maximumLength = 2_000

    private static let functions = ["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "ln", "log",
                                    "exp", "abs", "sqrt", "floor", "ceil", "sign", "sgn", "sec", "csc", "cot",
                                    "arcsin", "arccos", "arctan"]
    private static let extrema = ["min", "max"]
    private static let comparisons = ["<", "<=", "≤", ">", ">=", "≥", "=", "==", " < ", " ≤ ", " > ", " ≥ ", " = "]
    private static let listSeparators = [",", ", "]
    private static let sumOperators = ["+", "-", "−", " + ", " - ", " − "]
    private static let productOperators = ["*", "×", "/", "÷", "·", " * ", " / "]
    private static let signs = ["-", "+", "−"]
    private static let constants = ["π", "pi", "e"]
    private static let superscripts = ["²", "³", "¹⁰", "⁰", "¹"]
    private static let rootExponents = ["(1/3)", "(2/3)", "(-1/3)", "(1/2)", "(3/5)", "(-2/3)", "(1/5)"]
    private static let simpleExponents = ["2", "3", "-1", "-2", "0.5", "x", "-x"]
    private static let notableNumbers = ["1e300", "5e-324", "1e-20", "9007199254740993", "0.1", "0.30000000000000004",
                                         "2.5E-7", "1e308", "0.00000000000000000001", "007.500"]
    private static let equals = ["=", " = ", "=="]
    private static let inequalities = ["<", "<=", "≤", ">", ">=", "≥", " < ", " ≥ "]

    init(seed: UInt64, inRelation: Bool = false) {
        bits = SplitMix64(seed: seed)
        self.inRelation = inRelation
    }

    /// The next relation of the stream (a generator made `inRelation`): an equation, a chain of inequalities, or
    /// chains joined with `and`.
    mutating func nextRelation() -> String {
        precondition(inRelation, "relations come from a generator made inRelation")
        while true {
            var source: String
            switch int(3) {
            case 0:
                // Sometimes y = f(x) or x = g(y), explicit curves.
                let left = chance(3) ? pick(["y", "x", "(y)"]) : sum(depth: 1)
                source = left + pick(Self.equals) + sum(depth: 1)
            case 1:
                source = inequalities()
            default:
                source = inequalities()
                for _ in 0...int(2) { source += " and " + inequalities() }
            }
            if source.unicodeScalars.count <= Self.maximumLength { return source }
        }
    }

    /// `y < x²`, sometimes chained: `0 < y < x`.
    private mutating func inequalities() -> String {
        var text = sum(depth: 1) + pick(Self.inequalities) + sum(depth: 1)
        if chance(4) { text += pick(Self.inequalities) + sum(depth: 1) }
        return text
    }

    /// The next source of the stream.
    mutating func next() -> String {
        while true {
            var source = sum(depth: 0)
            // Parentheses left open at the very end close themselves.
            if chance(8) { while source.hasSuffix(")") { source.removeLast() } }
            if chance(10) { source = " " + source + " " }
            if source.unicodeScalars.count <= Self.maximumLength { return source }
        }
    }

    // MARK: - Randomness

    /// A whole number in 0..<n, from SplitMix64's bits as in the JS port.
    private mutating func int(_ n: Int) -> Int { Int(bits.next() % UInt64(n)) }

    /// True one time in n.
    private mutating func chance(_ n: Int) -> Bool { int(n) == 0 }

    private mutating func pick(_ list: [String]) -> String { list[int(list.count)] }

    // MARK: - Grammar

    private mutating func sum(depth: Int) -> String {
        let count = 1 + int(depth == 0 ? 3 : 2)
        var text = product(depth: depth)
        for _ in 1..<count {
            let sumOperator = pick(Self.sumOperators)
            let term = product(depth: depth)
            // `2e-3` is a number; `2e -3` is 2·e − 3, the sum meant here.
            if text.hasSuffix("e") && !sumOperator.hasPrefix(" ") && Self.isDigit(term.unicodeScalars.first) {
                text += " "
            }
            text += sumOperator + term
        }
        // A restriction of the whole sum; the sum ends there (each sum here is followed by `)`, `,`,
        // `:`, `}`, a comparison or the end).
        if depth < Self.maximumDepth && chance(24) {
            text += (chance(2) ? " {" : "{") + condition(depth: depth + 3) + "}"
        }
        return text
    }

    /// `x < 1`, sometimes chained: `-1 ≤ x < 2`.
    private mutating func condition(depth: Int) -> String {
        var text = sum(depth: depth)
        text += pick(Self.comparisons)
        text += sum(depth: depth)
        if chance(4) {
            text += pick(Self.comparisons)
            text += sum(depth: depth)
        }
        return text
    }

    /// `{x < 1: x², 3 − x}`: one or two branches with a condition, perhaps an otherwise. Its parts are
    /// three levels deeper, as are min's and max's and a restriction's, so that sources stay short.
    private mutating func piecewise(depth: Int) -> String {
        var branches: [String] = []
        for _ in 0..<(1 + int(2)) {
            let condition = condition(depth: depth + 3)
            let colon = chance(2) ? ": " : ":"
            branches.append(condition + colon + sum(depth: depth + 3))
        }
        if chance(2) { branches.append(sum(depth: depth + 3)) }
        return "{" + branches.joined(separator: pick(Self.listSeparators)) + "}"
    }

    /// `min(a, b)`, `max(a, b, c)`.
    private mutating func extremum(depth: Int) -> String {
        var arguments: [String] = []
        for _ in 0..<(2 + int(2)) { arguments.append(sum(depth: depth + 3)) }
        return pick(Self.extrema) + "(" + arguments.joined(separator: pick(Self.listSeparators)) + ")"
    }

    private mutating func product(depth: Int) -> String {
        let count = 1 + int(depth == 0 ? 3 : 2)
        var text = unary(depth: depth)
        for _ in 1..<count {
            if chance(2) {
                let productOperator = pick(Self.productOperators)
                text += productOperator + unary(depth: depth)
            } else {
                // Implicit multiplication: the right factor starts with neither a digit nor a sign.
                let space = chance(6) ? " " : ""
                let factor = power(depth: depth, allowsNumber: false)
                // `e`, `x` then `pi` would read as `exp` and `i`; inside bars a `|` after an operand would close them.
                let joint = (Self.isLatinLetter(text.unicodeScalars.last) && factor.hasPrefix("p")) || factor.hasPrefix("|") ? "·" : space
                text += joint + factor
            }
        }
        return text
    }

    private mutating func unary(depth: Int) -> String {
        if depth < Self.maximumDepth && chance(6) {
            let sign = pick(Self.signs)
            return sign + unary(depth: depth + 1)
        }
        return power(depth: depth, allowsNumber: true)
    }

    private mutating func power(depth: Int, allowsNumber: Bool) -> String {
        let base = postfix(depth: depth, allowsNumber: allowsNumber)
        if depth >= Self.maximumDepth || !chance(4) { return base }
        switch int(4) {
        case 0: return base + "^" + unary(depth: depth + 1)
        case 1: return base + "^" + pick(Self.rootExponents)
        case 2: return base + "^" + pick(Self.simpleExponents)
        default: return base + "^(" + sum(depth: depth + 1) + ")"
        }
    }

    private mutating func postfix(depth: Int, allowsNumber: Bool) -> String {
        let text = primary(depth: depth, allowsNumber: allowsNumber)
        if !chance(6) { return text }
        return text + pick(Self.superscripts)
    }

    private mutating func primary(depth: Int, allowsNumber: Bool) -> String {
        // Deeper down, ever more leaves (choices 9 and up), so that sources stay short.
        let choice = depth >= Self.maximumDepth ? int(4) : int(11 + 4 * depth)
        switch choice {
        case 0, 1:
            return inRelation && chance(2) ? "y" : "x"
        case 2:
            return pick(Self.constants)
        case 3:
            return allowsNumber ? number() : "x"
        case 4, 5:
            let name = pick(Self.functions)
            let space = chance(10) ? " " : ""
            return name + space + "(" + sum(depth: depth + 1) + ")"
        case 6:
            if chance(2) { return "√(" + sum(depth: depth + 1) + ")" }
            return "√" + primary(depth: depth + 1, allowsNumber: true)
        case 7:
            if inRelation && chance(3) { return "|" + sum(depth: depth + 1) + "|" }
            return "(" + sum(depth: depth + 1) + ")"
        case 8:
            if chance(2) { return allowsNumber ? number() : pick(Self.constants) }
            return chance(2) ? piecewise(depth: depth) : extremum(depth: depth)
        default:
            return allowsNumber ? number() : pick(Self.constants)
        }
    }

    private mutating func number() -> String {
        switch int(7) {
        case 0:
            return String(int(100))
        case 1:
            let whole = String(int(100))
            return whole + "." + digits()
        case 2:
            return "." + digits()
        case 3:
            return String(int(10)) + "."
        case 4:
            let mantissa: String
            if chance(2) {
                mantissa = String(1 + int(9))
            } else {
                let whole = String(int(10))
                mantissa = whole + "." + digits()
            }
            let e = pick(["e", "E"])
            let sign = pick(["", "+", "-", "−"])
            return mantissa + e + sign + String(int(31))
        case 5:
            return pick(Self.notableNumbers)
        default:
            return String(1 + int(9))
        }
    }

    /// One to three decimal digits.
    private mutating func digits() -> String {
        let count = 1 + int(3)
        var text = ""
        for _ in 0..<count { text += String(int(10)) }
        return text
    }

    private static func isDigit(_ c: Unicode.Scalar?) -> Bool { c.map { $0 >= "0" && $0 <= "9" } ?? false }

    private static func isLatinLetter(_ c: Unicode.Scalar?) -> Bool {
        c.map { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") } ?? false
    }
}
