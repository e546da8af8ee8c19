extension ExpressionNode: CustomStringConvertible {
    /// The canonical text shown to people: `x³ − 2.5x² + 3.1x − 13.3`.
    ///
    /// It reads back to the same value, and reading it back gives the same description. The JS
    /// implementation produces the identical string (the fixture file checks both).
    public var description: String { text(within: .sum) }

    /// Binding strength, loosest first; a child weaker than its context gets parentheses.
    enum Level: Int, Comparable {
        case sum, product, unary, power, primary
        static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    var level: Level {
        switch self {
        case .sum: return .sum
        case .product: return .product
        case .negate: return .unary
        case .power: return .power
        case .number, .constant, .variable, .call: return .primary
        }
    }

    private func text(within context: Level) -> String {
        let body = bareText
        return level < context ? "(\(body))" : body
    }

    private var bareText: String {
        switch self {
        case .number(_, let text):
            return text
        case .constant(let constant):
            return constant.rawValue
        case .variable:
            return "x"
        case .sum(let terms):
            return sumText(terms)
        case .product(let factors):
            return productText(factors)
        case .negate(let operand):
            return "−" + operand.text(within: .power)
        case .power(let base, let exponent):
            let baseText = base.text(within: .primary)
            if case .number(_, let digits) = exponent, let superscript = ExpressionNode.superscript(digits) {
                return baseText + superscript
            }
            // Right-associative: an exponent that is itself a power needs no parentheses.
            return baseText + "^" + exponent.text(within: .power)
        case .call(.sqrt, let argument):
            return "√" + argument.text(within: .primary)
        case .call(let function, let argument):
            return "\(function.rawValue)(\(argument.description))"
        }
    }

    private func sumText(_ terms: [Term]) -> String {
        var result = terms[0].node.text(within: .product)
        for term in terms.dropFirst() {
            // `x + −y` reads better as `x − y`: move a leading sign into the operator.
            var isSubtracted = term.isSubtracted
            var node = term.node
            if let positive = node.withoutLeadingNegation {
                isSubtracted.toggle()
                node = positive
            }
            result += (isSubtracted ? " − " : " + ") + node.text(within: .product)
        }
        return result
    }

    /// `−y` → `y`, `−2x` → `2x`; nil when the node does not start with a negation.
    private var withoutLeadingNegation: ExpressionNode? {
        switch self {
        case .negate(let operand):
            return operand
        case .product(let factors):
            guard case .negate(let operand) = factors[0].node else { return nil }
            return .product([Factor(isDivisor: false, node: operand)] + factors.dropFirst())
        default:
            return nil
        }
    }

    private func productText(_ factors: [Factor]) -> String {
        var result = factors[0].node.text(within: .unary)
        for factor in factors.dropFirst() {
            let factorText = factor.node.text(within: .power)
            if factor.isDivisor {
                result += "/" + factorText
            } else {
                result += ExpressionNode.needsDot(between: result, and: factorText) ? "·" + factorText : factorText
            }
        }
        return result
    }

    /// Juxtaposition (`2x`, `(x+1)(x−1)`) unless the two would run together: `2·3`, `x·x`, `e·x`.
    private static func needsDot(between left: String, and right: String) -> Bool {
        guard let first = right.unicodeScalars.first, let last = left.unicodeScalars.last else { return true }
        if first >= "0" && first <= "9" { return true }
        return isLatinLetter(last) && isLatinLetter(first)
    }

    private static func isLatinLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }

    /// `"10"` → `"¹⁰"`; nil for anything but a whole number.
    private static func superscript(_ digits: String) -> String? {
        let map: [Character: Character] = ["0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴",
                                           "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹"]
        var result = ""
        for digit in digits {
            guard let superscript = map[digit] else { return nil }
            result.append(superscript)
        }
        return result
    }
}
