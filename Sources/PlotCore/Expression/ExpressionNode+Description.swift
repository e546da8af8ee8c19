extension ExpressionNode: CustomStringConvertible {
    /// The canonical text shown to people: `x³ − 2.5x² + 3.1x − 13.3`.
    ///
    /// It is a fixed point: an accepted expression that means the same (the same value everywhere)
    /// and describes to itself. The JS implementation produces the identical string (the fixture
    /// file checks both).
    public var description: String { description(in: .x) }

    /// The canonical text with the variable written as `variable`'s name: `t·sin(t)`, `1 + cos(θ)`.
    public func description(in variable: ExpressionVariable) -> String {
        // The readable form adds spaces around `+ −`, a `0` before `.5`, `·` between letters and
        // parentheses around signed factors and exponents, so it can be twice as long or half again
        // as deep as the source (`x+x+…`, 101 nested minus signs). When it would break a limit the
        // description is the compact form instead: the same tree without spaces and without any
        // parenthesis or sign the grammar does not need, which is never longer nor deeper than the
        // shortest source for that tree. The choice depends on the tree alone, so reading either
        // form back chooses it again.
        let readable = DescriptionWriter(style: .readable, variable: variable).writeWhole(self)
        if readable.depth <= ExpressionLimits.maximumDepth
            && readable.text.unicodeScalars.count <= ExpressionLimits.maximumLength {
            return readable.text
        }
        var compact = DescriptionWriter(style: .compact, variable: variable).writeWhole(self).text
        // Parentheses still open at the very end close themselves, as in the source `sin(sin(x`.
        while compact.last == ")" { compact.removeLast() }
        return compact
    }

    /// The canonical text of a relation's chains (docs/language.md#relations): `x² + y² = 4`, `y > x² and y < 4`;
    /// the compact form where the readable one would break a limit, as for an expression.
    static func description(ofRelation chains: [Condition]) -> String {
        let readable = DescriptionWriter(style: .readable, variable: .x).relation(chains)
        if readable.depth <= ExpressionLimits.maximumDepth && readable.text.unicodeScalars.count <= ExpressionLimits.maximumLength {
            return readable.text
        }
        var compact = DescriptionWriter(style: .compact, variable: .x).relation(chains).text
        while compact.last == ")" { compact.removeLast() }
        return compact
    }

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
        case .number, .constant, .variable, .parameter, .call, .extremum, .piecewise, .series, .index, .binomial:
            return .primary
        }
    }
}

/// Writes a tree as text in one of two styles, tracking the nesting depth the parser will count
/// when it reads the text back (signs, `^`, parentheses and `√` each add a level).
private struct DescriptionWriter {
    enum Style {
        /// `x − 2(−3) + 0.5x·x + 2^(−1)`: spaces, parentheses around signed factors and exponents.
        case readable
        /// `x−2·−3+.5xx+2^−1+x²^3`: the shortest text with the same tree.
        case compact
    }

    /// Text and the deepest nesting the parser reaches reading it.
    struct Written {
        var text: String
        var depth: Int
    }

    let style: Style
    let variable: ExpressionVariable

    /// The whole expression. A piecewise function of one branch without otherwise is written as a
    /// restriction here, `x² {0 ≤ x ≤ 2}`, and as braces `{0 ≤ x ≤ 2: x²}` everywhere else: as an
    /// operand a restriction would restrict all of the sum it ended.
    func writeWhole(_ node: ExpressionNode) -> Written {
        guard case .piecewise(let branches) = node, branches.count == 1, let condition = branches[0].condition else {
            return write(node, within: .sum)
        }
        let value = write(branches[0].value, within: .sum)
        let restriction = self.condition(condition)
        return Written(text: value.text + (style == .readable ? " {" : "{") + restriction.text + "}",
                       depth: max(value.depth, restriction.depth + 1))
    }

    func write(_ node: ExpressionNode, within context: ExpressionNode.Level) -> Written {
        let body = bare(node)
        return node.level < context ? Written(text: "(" + body.text + ")", depth: body.depth + 1) : body
    }

    private func bare(_ node: ExpressionNode) -> Written {
        switch node {
        case .number(_, let text):
            // `.5` for `0.5`: the compact form may be no longer than a source that wrote `.5`.
            if style == .compact && text.hasPrefix("0.") { return Written(text: String(text.dropFirst()), depth: 0) }
            return Written(text: text, depth: 0)
        case .constant(let constant):
            return Written(text: constant.rawValue, depth: 0)
        case .variable:
            return Written(text: variable.name, depth: 0)
        case .parameter(let name):
            return Written(text: String(name), depth: 0)
        case .sum(let terms):
            return sum(terms)
        case .product(let factors):
            return product(factors)
        case .negate(let operand):
            // Readable `−(−x)`; compact `−−x`, one level per sign as in the source `--x`.
            let inner = write(operand, within: style == .readable ? .power : .unary)
            return Written(text: "−" + inner.text, depth: inner.depth + 1)
        case .power(let base, let exponent):
            let baseText: Written
            if style == .compact, case .power(let innerBase, .number(_, let digits)) = base,
               let superscript = DescriptionWriter.superscript(digits) {
                // `x²^3`, as the grammar allows (power := primary superscript? ^ unary), not `(x²)³`.
                let innerText = write(innerBase, within: .primary)
                baseText = Written(text: innerText.text + superscript, depth: innerText.depth)
            } else {
                baseText = write(base, within: .primary)
                if case .number(_, let digits) = exponent, let superscript = DescriptionWriter.superscript(digits) {
                    return Written(text: baseText.text + superscript, depth: baseText.depth)
                }
            }
            // Right-associative: an exponent that is itself a power needs no parentheses. The grammar
            // allows a signed exponent (`2^−1`); the readable form puts it in parentheses.
            let exponentText = write(exponent, within: style == .readable ? .power : .unary)
            return Written(text: baseText.text + "^" + exponentText.text,
                           depth: max(baseText.depth, exponentText.depth + 1))
        case .call(.sqrt, let argument):
            // `√x` nests one level around its primary; `√(x + 1)` one level for the parentheses.
            let argumentText = write(argument, within: .primary)
            let depth = argument.level < .primary ? argumentText.depth : argumentText.depth + 1
            return Written(text: "√" + argumentText.text, depth: depth)
        case .call(.factorial, let argument):
            // `k!`, `(2k)!`, `(n!)!`: a postfix sign on a primary, which may not itself end in `!`.
            var argumentText = write(argument, within: .primary)
            if case .call(.factorial, _) = argument {
                argumentText = Written(text: "(" + argumentText.text + ")", depth: argumentText.depth + 1)
            }
            return Written(text: argumentText.text + "!", depth: argumentText.depth)
        case .call(let function, let argument):
            let argumentText = write(argument, within: .sum)
            return Written(text: "\(function.rawValue)(\(argumentText.text))", depth: argumentText.depth + 1)
        case .extremum(let extremum, let arguments):
            let list = joined(arguments.map { write($0, within: .sum) }, by: style == .readable ? ", " : ",")
            return Written(text: "\(extremum.rawValue)(\(list.text))", depth: list.depth + 1)
        case .index(let letter):
            return Written(text: String(letter), depth: 0)
        case .binomial(let n, let k):
            let list = joined([write(n, within: .sum), write(k, within: .sum)], by: style == .readable ? ", " : ",")
            return Written(text: "binom(\(list.text))", depth: list.depth + 1)
        case .series(let series):
            return self.series(series)
        case .piecewise(let branches):
            let list = joined(branches.map { branch in
                let value = write(branch.value, within: .sum)
                guard let condition = branch.condition else { return value }
                let conditionText = self.condition(condition)
                return Written(text: conditionText.text + (style == .readable ? ": " : ":") + value.text,
                               depth: max(conditionText.depth, value.depth))
            }, by: style == .readable ? ", " : ",")
            return Written(text: "{\(list.text)}", depth: list.depth + 1)
        }
    }

    /// `Σ(k = 1 … n, k²)`; compact `Σ(k=1…n,k²)`.
    private func series(_ series: ExpressionNode.Series) -> Written {
        let (from, to, body) = (write(series.from, within: .sum), write(series.to, within: .sum), write(series.body, within: .sum))
        let text = style == .readable
            ? "\(series.kind.rawValue)(\(series.index) = \(from.text) … \(to.text), \(body.text))"
            : "\(series.kind.rawValue)(\(series.index)=\(from.text)…\(to.text),\(body.text))"
        return Written(text: text, depth: max(from.depth, to.depth, body.depth) + 1)
    }

    /// A relation: its chains joined with ` and `. A side that is a restriction is written as one, `y = x² {x > 0}`:
    /// the comparison or `and` after it ends its sum anyway.
    func relation(_ chains: [ExpressionNode.Condition]) -> Written {
        joined(chains.map { chain($0, writing: writeWhole) }, by: " and ")
    }

    /// `−1 ≤ x < 2`: the operands with the comparison signs between them (`≤` for `<=`).
    private func condition(_ condition: ExpressionNode.Condition) -> Written {
        chain(condition) { write($0, within: .sum) }
    }

    /// A chain's operands, each written by `operand`, with the comparison signs between them.
    private func chain(_ condition: ExpressionNode.Condition, writing operand: (ExpressionNode) -> Written) -> Written {
        var result = operand(condition.operands[0])
        for (comparison, next) in zip(condition.comparisons, condition.operands.dropFirst()) {
            let operandText = operand(next)
            result.text += (style == .readable ? " \(comparison.rawValue) " : comparison.rawValue) + operandText.text
            result.depth = max(result.depth, operandText.depth)
        }
        return result
    }

    /// Texts one after the other with `separator` between them, as deep as the deepest.
    private func joined(_ parts: [Written], by separator: String) -> Written {
        Written(text: parts.map(\.text).joined(separator: separator), depth: parts.map(\.depth).max() ?? 0)
    }

    private func sum(_ terms: [ExpressionNode.Term]) -> Written {
        var result = write(terms[0].node, within: .product)
        for term in terms.dropFirst() {
            // `x + −y` reads better as `x − y`: move leading signs into the operator, all of them, so
            // that `x − −−1` is `x − 1` and not `x + −1`, whose own description would differ.
            var isSubtracted = term.isSubtracted
            var node = term.node
            while let positive = node.withoutLeadingNegation {
                isSubtracted.toggle()
                node = positive
            }
            let termText = write(node, within: .product)
            let sign = isSubtracted ? "−" : "+"
            switch style {
            case .readable:
                result.text += " \(sign) "
            case .compact:
                // `2e +3`, not `2e+3`, which would read as the number 2000.
                if DescriptionWriter.endsInNumberAndE(result.text),
                   let first = termText.text.unicodeScalars.first, DescriptionWriter.isDigit(first) {
                    result.text += " "
                }
                result.text += sign
            }
            result.text += termText.text
            result.depth = max(result.depth, termText.depth)
        }
        return result
    }

    private func product(_ factors: [ExpressionNode.Factor]) -> Written {
        var result = write(factors[0].node, within: .unary)
        var left = factors[0].node
        for factor in factors.dropFirst() {
            defer { left = factor.node }
            let separator: String
            let factorText: Written
            if style == .compact && (factor.isDivisor || factor.node.level == .unary) {
                // After `/` or `·` the grammar takes a signed factor: `2·−3`, `x/−2`.
                factorText = write(factor.node, within: .unary)
                separator = factor.isDivisor ? "/" : "·"
            } else {
                factorText = write(factor.node, within: .power)
                if factor.isDivisor {
                    separator = "/"
                } else {
                    separator = needsDot(between: result.text, and: factorText.text)
                        || (style == .readable && DescriptionWriter.readsAmbiguously(left, before: factorText.text)) ? "·" : ""
                }
            }
            result.text += separator + factorText.text
            result.depth = max(result.depth, factorText.depth)
        }
        return result
    }

    /// Juxtaposition (`2x`, `(x+1)(x−1)`) unless the two would run together: `2·3`, `x·0.5`; the
    /// readable form also separates letters, `x·x`, `e·x`, `2a·x`, `θ·sin(θ)`, which the lexer would split alike.
    private func needsDot(between left: String, and right: String) -> Bool {
        guard let first = right.unicodeScalars.first, let last = left.unicodeScalars.last else { return true }
        if DescriptionWriter.isDigit(first) || first == "." { return true }
        guard DescriptionWriter.isLetter(last) && DescriptionWriter.isLetter(first) else { return false }
        return style == .readable || nameForms(across: left, right)
    }

    /// Readable: whether juxtaposing `right` after the factor `left` could be misread. After a power
    /// written with `^` it could join the exponent (`e^(−2)·x`, not `e^(−2)x`, which people read as
    /// e^(−2x)); after a function call a letter could join the call (`sin(x)·x`, not `sin(x)x`).
    private static func readsAmbiguously(_ left: ExpressionNode, before right: String) -> Bool {
        var node = left
        while case .negate(let operand) = node { node = operand }
        if case .power(let base, let exponent) = node {
            guard case .number(_, let digits) = exponent, superscript(digits) != nil else { return true }
            node = base  // `sin(x)²·x`: a superscript keeps the call at the end
        }
        guard let first = right.unicodeScalars.first, isLetter(first) else { return false }
        switch node {
        case .call(let function, _): return function != .sqrt && function != .factorial
        case .extremum, .series, .binomial: return true
        default: return false
        }
    }

    /// Compact: whether letters at the end of `left` and the start of `right`, run together, could
    /// read as a name: `a`·`bs` (abs), `p`·`i` (pi), `a`·`sin(x)` (asin). Without parameters no name
    /// forms between x, e and function names, so they touch as they always did; `ab` and `ax` touch too.
    /// A name longer than an all-letter `right` (`a`·`b` of `abs`) is left to the next factor's check.
    private func nameForms(across left: String, _ right: String) -> Bool {
        // The longest name has six letters (`arcsin`), so five before the junction suffice.
        let tail = String(String.UnicodeScalarView(left.unicodeScalars.suffix(5).reversed()
            .prefix(while: DescriptionWriter.isLatinLetter).reversed()))
        let rightRun = String(String.UnicodeScalarView(right.unicodeScalars.prefix(while: DescriptionWriter.isLatinLetter)))
        for word in Lexer.words(for: variable) where word.name.count > 1 {
            let letters = Array(word.name)
            for split in 1..<letters.count
            where tail.hasSuffix(String(letters[..<split])) && rightRun.hasPrefix(String(letters[split...])) {
                return true
            }
        }
        return false
    }

    /// Whether the text ends in a number's digit followed by the constant `e`, as in `2e`.
    private static func endsInNumberAndE(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard scalars.last == "e", let beforeLast = scalars.dropLast().last else { return false }
        return isDigit(beforeLast)
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private static func isLatinLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }

    /// A Latin letter or `θ`: what reads as a letter beside another, so the readable form puts `·` between.
    private static func isLetter(_ c: Unicode.Scalar) -> Bool { isLatinLetter(c) || c == "θ" }

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

extension ExpressionNode {
    /// `−y` → `y`, `−2x` → `2x`; nil when the node does not start with a negation.
    fileprivate var withoutLeadingNegation: ExpressionNode? {
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
}
