import PlotCore

extension CalculatorLink {
    /// An expression tree with its parameters' values in place, simplified as a person writes it:
    /// no factor 1 (`1·u`, `u/1`), no term 0 (`u + 0`, and `0·u` where u is finite wherever it is
    /// defined: a polynomial, sin, cos), no exponent 1, and the signs of negative values moved out of
    /// products and into sums (`x − (−1)` is `x + 1`). The same rules as
    /// Public/js/parameters/calculator-link.js, in the same order.
    indirect enum Written: Equatable, Sendable {
        /// A number ≥ 0 with its text (a literal's own, or a value as JavaScript writes it).
        case number(Double, text: String)
        /// `x`, `π`, `e`.
        case leaf(String)
        case negate(Written)
        case sum([Term])
        case product([Factor])
        case power(Written, Written)
        case call(String, Written)
        /// `min(…)`, `max(…)`, `binom(…)`.
        case extremum(String, [Written])
        /// `Σ(k=from…to,body)` or `∏(…)`: the sign, the index, the bounds and the body.
        case series(String, String, Written, Written, Written)
        /// `{condition: value, …}`, each condition its operands and comparison signs.
        case piecewise([Branch])

        struct Branch: Equatable, Sendable {
            var operands: [Written]
            var comparisons: [String]
            var value: Written
        }

        struct Term: Equatable, Sendable {
            var isSubtracted: Bool
            var node: Written
        }

        struct Factor: Equatable, Sendable {
            var isDivisor: Bool
            var node: Written
        }

        static let one = Written.number(1, text: "1")
        static let zero = Written.number(0, text: "0")

        /// `node` with each parameter replaced by its value in `values`, simplified.
        init(_ node: ExpressionNode, values: [Character: Double]) {
            switch node {
            case .number(let value, let text): self = .number(value, text: text)
            case .constant, .variable: self = .leaf(node.description)
            case .index(let letter): self = .leaf(String(letter))
            case .binomial(let n, let k): self = .extremum("binom", [Written(n, values: values), Written(k, values: values)])
            case .series(let series):
                self = .series(series.kind.rawValue, String(series.index), Written(series.from, values: values),
                               Written(series.to, values: values), Written(series.body, values: values))
            case .parameter(let name):
                let value = values[name] ?? .nan
                let number = Written.number(Swift.abs(value), text: Swift.abs(value).javaScriptText)
                self = value < 0 ? .negate(number) : number
            case .negate(let operand): self = Written(operand, values: values).negated
            case .sum(let terms):
                self = Written.simplifiedSum(terms.map { Term(isSubtracted: $0.isSubtracted, node: Written($0.node, values: values)) })
            case .product(let factors):
                self = Written.simplifiedProduct(factors.map { Factor(isDivisor: $0.isDivisor, node: Written($0.node, values: values)) })
            case .power(let base, let exponent):
                let power = Written(base, values: values)
                var written = Written(exponent, values: values)
                if written.isNumber(1) { self = power; return }
                // A ratio of whole numbers as an exponent is read as a real root (`x^(1/3)` of a negative
                // x): one the values made is written as its value, which the page raises to.
                if !exponent.parameters.isEmpty, let ratio = written.wholeRatio {
                    written = ratio < 0 ? .negate(.number(-ratio, text: (-ratio).javaScriptText))
                                        : .number(ratio, text: ratio.javaScriptText)
                }
                self = .power(power, written)
            case .call(let function, let argument): self = .call(function.rawValue, Written(argument, values: values))
            case .extremum(let extremum, let arguments):
                self = .extremum(extremum.rawValue, arguments.map { Written($0, values: values) })
            case .piecewise(let branches):
                self = .piecewise(branches.map { branch in
                    Branch(operands: (branch.condition?.operands ?? []).map { Written($0, values: values) },
                           comparisons: (branch.condition?.comparisons ?? []).map(\.rawValue),
                           value: Written(branch.value, values: values))
                })
            }
        }

        /// Whether this is the number `value`.
        func isNumber(_ value: Double) -> Bool {
            if case .number(let number, _) = self { return number == value }
            return false
        }

        /// The sign in front (of a negation, or of a product's first factor) and what is left without it.
        var leadingSign: (negative: Bool, magnitude: Written) {
            switch self {
            case .negate(let operand):
                let inner = operand.leadingSign
                return (!inner.negative, inner.magnitude)
            case .product(var factors):
                let first = factors[0].node.leadingSign
                guard first.negative else { return (false, self) }
                factors[0].node = first.magnitude
                return (true, .product(factors))
            default:
                return (false, self)
            }
        }

        /// −self with one sign at most, on a product's first factor (`−2x`, `−x/2`); −0 is 0.
        var negated: Written {
            let (negative, magnitude) = leadingSign
            if negative || magnitude.isNumber(0) { return magnitude }
            guard case .product(var factors) = magnitude else { return .negate(magnitude) }
            factors[0].node = .negate(factors[0].node)
            return .product(factors)
        }

        /// Terms with their signs moved into the operators and the zeros left out.
        static func simplifiedSum(_ terms: [Term]) -> Written {
            var kept: [Term] = []
            for var term in terms {
                let (negative, magnitude) = term.node.leadingSign
                term.node = magnitude
                if negative { term.isSubtracted.toggle() }
                if !term.node.isNumber(0) { kept.append(term) }
            }
            guard let first = kept.first else { return .zero }
            let lead = first.isSubtracted ? first.node.negated : first.node
            guard kept.count > 1 else { return lead }
            kept[0] = Term(isSubtracted: false, node: lead)
            return .sum(kept)
        }

        /// Factors with their signs moved in front and the ones left out; 0 when a factor 0 meets
        /// only factors that are finite wherever they are defined.
        static func simplifiedProduct(_ factors: [Factor]) -> Written {
            var negative = false
            var kept: [Factor] = []
            for var factor in factors {
                let (sign, magnitude) = factor.node.leadingSign
                factor.node = magnitude
                if sign { negative.toggle() }
                if !factor.node.isNumber(1) { kept.append(factor) }
            }
            if kept.contains(where: { $0.node.isNumber(0) }), kept.allSatisfy({ !$0.isDivisor && $0.node.isFiniteEverywhere }) {
                return .zero
            }
            if kept.first?.isDivisor ?? true { kept.insert(Factor(isDivisor: false, node: .one), at: 0) }
            let product = kept.count == 1 ? kept[0].node : .product(kept)
            return negative ? product.negated : product
        }

        /// Whether the value is a finite number for every x: sums, products and whole powers of x,
        /// numbers and constants, and sin, cos or abs of such.
        var isFiniteEverywhere: Bool {
            switch self {
            case .number, .leaf: return true
            case .negate(let operand): return operand.isFiniteEverywhere
            case .sum(let terms): return terms.allSatisfy { $0.node.isFiniteEverywhere }
            case .product(let factors): return factors.allSatisfy { !$0.isDivisor && $0.node.isFiniteEverywhere }
            case .power(let base, .number(_, let text)): return Written.isWholeNumber(text) && base.isFiniteEverywhere
            case .power: return false
            case .call(let name, let argument): return ["sin", "cos", "abs"].contains(name) && argument.isFiniteEverywhere
            case .extremum(let name, let arguments): return name != "binom" && arguments.allSatisfy(\.isFiniteEverywhere)
            case .piecewise, .series: return false
            }
        }

        /// The value of `p/q` or `−p/q` with p and q whole numbers as written, else nil.
        var wholeRatio: Double? {
            var node = self
            var sign = 1.0
            if case .negate(let operand) = node {
                node = operand
                sign = -1
            }
            guard case .product(let factors) = node, factors.count == 2, !factors[0].isDivisor, factors[1].isDivisor,
                  case .number(let p, let top) = factors[0].node, case .number(let q, let bottom) = factors[1].node,
                  Written.isWholeNumber(top), Written.isWholeNumber(bottom) else { return nil }
            return sign * (p / q)
        }

        static func isWholeNumber(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy { $0 >= "0" && $0 <= "9" } }

        /// A source of the language that reads back to this tree: every group in parentheses.
        var source: String {
            switch self {
            case .number(_, let text), .leaf(let text): return text
            case .negate(let operand): return "-" + operand.grouped
            case .sum(let terms):
                return terms.enumerated().map { i, term in (i == 0 ? "" : term.isSubtracted ? "-" : "+") + term.node.grouped }.joined()
            case .product(let factors):
                return factors.enumerated().map { i, factor in (i == 0 ? "" : factor.isDivisor ? "/" : "*") + factor.node.grouped }.joined()
            case .power(let base, let exponent): return base.grouped + "^" + exponent.grouped
            case .call(let name, let argument): return "\(name)(\(argument.source))"
            case .extremum(let name, let arguments): return "\(name)(" + arguments.map(\.source).joined(separator: ",") + ")"
            case .series(let sign, let index, let from, let to, let body):
                return "\(sign)(\(index)=\(from.source)…\(to.source),\(body.source))"
            case .piecewise(let branches):
                return "{" + branches.map { branch in
                    let condition = branch.operands.indices.map { i in
                        branch.operands[i].grouped + (i < branch.comparisons.count ? branch.comparisons[i] : "")
                    }.joined()
                    return (condition.isEmpty ? "" : condition + ":") + branch.value.source
                }.joined(separator: ",") + "}"
            }
        }

        /// The source, in parentheses unless it is a name or a number without a power of ten.
        private var grouped: String {
            switch self {
            case .leaf(let text): return text
            case .number(_, let text) where !text.contains("e"): return text
            default: return "(" + source + ")"
            }
        }
    }
}
