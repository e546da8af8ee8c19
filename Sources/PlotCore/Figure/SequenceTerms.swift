/// The terms of a sequence aₙ of a figure (docs/manifest.md#sequences), `(1 + 1/n)^n` for n = 1 … 30: each term the
/// expression with n a number (as a slider's value is put in its letter's place), and the partial sums
/// Sₙ = a_first + … + aₙ added in that order. A term that is undefined is NaN, and so is every partial sum from it on.
/// `Public/js/figure/sequence-terms.js` computes the same doubles.
///
/// ```swift
/// let e = SequenceTerms(try Expression("(1 + 1/n)^n", parameters: ["n"]), from: 1, through: 30)
/// e.reading(at: 7)   // "n = 7: a₇ = 2.5465"
/// ```
public struct SequenceTerms: Sendable, Equatable {
    /// The most terms a sequence draws, as a figure's marked points.
    public static let maximumTerms = 200

    /// The sequence's letter, `n`.
    public let index: Character
    /// The first n.
    public let first: Int
    /// aₙ for n = first, first + 1, …
    public let terms: [Double]
    /// Sₙ for n = first, first + 1, …
    public let partialSums: [Double]

    /// The terms of `expression` (in which `index` is a parameter) for n = first … last, the other parameters at
    /// `parameters`. A precondition: first ≤ last, and at most ``maximumTerms`` of them.
    public init(_ expression: Expression, index: Character = "n", from first: Int, through last: Int,
                parameters: [Character: Double] = [:]) {
        precondition(first <= last && last - first < Self.maximumTerms, "a sequence takes 1 … \(Self.maximumTerms) terms")
        var values = parameters
        var terms: [Double] = []
        for n in first...last {
            values[index] = Double(n)
            terms.append(expression.compiled(parameters: values).evaluate(at: 0))
        }
        var sums: [Double] = []
        for term in terms { sums.append(sums.last.map { $0 + term } ?? term) }
        (self.index, self.first, self.terms, self.partialSums) = (index, first, terms, sums)
    }

    /// The n of each term.
    public var indices: [Int] { Array(first..<(first + terms.count)) }

    /// What the trace reads at n: `n = 7: a₇ = 2.5465` (six significant digits, as the page states a number),
    /// `… is undefined` where the term is; `partial` for Sₙ.
    public func reading(at n: Int, partial: Bool = false) -> String {
        let position = n - first
        precondition(terms.indices.contains(position), "n = \(n) is not a term of the sequence")
        let value = partial ? partialSums[position] : terms[position]
        let name = "\(partial ? "S" : "a")\(Self.subscripted(n))"
        let text = value.isFinite ? DecimalText.readable(value) : "undefined"
        return "\(index) = \(DecimalText.withMinusSigns(String(n))): \(name) = \(text)"
    }

    /// `7` → `₇`, `−3` → `₋₃`.
    static func subscripted(_ n: Int) -> String {
        String(String(n).map { c in c == "-" ? "₋" : Character(UnicodeScalar(0x2080 + UInt32(String(c))!)!) })
    }
}
