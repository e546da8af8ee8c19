/// A curve of a figure that is a sequence aₙ (docs/manifest.md#sequences): its terms drawn as the points (n, aₙ) for
/// n = first … last, with the partial sums Sₙ and a dashed line at its limit where asked.
public struct SequenceCurve: Sendable {
    /// The sequence's letter.
    public static let index: Character = "n"

    /// aₙ, an expression in which n is a parameter (beside the plot's sliders).
    public let expression: Expression
    public let first: Int
    public let last: Int
    /// Whether Sₙ = a_first + … + aₙ is drawn too.
    public let partialSums: Bool
    /// The limit's value, drawn as a dashed line y = limit; nil for none.
    public let limit: Double?

    public init(_ expression: Expression, first: Int, last: Int, partialSums: Bool = false, limit: Double? = nil) {
        (self.expression, self.first, self.last, self.partialSums, self.limit) = (expression, first, last, partialSums, limit)
    }

    /// The terms at the sliders' `values`.
    public func terms(parameters values: [Character: Double] = [:]) -> SequenceTerms {
        SequenceTerms(expression, index: Self.index, from: first, through: last, parameters: values)
    }

    /// `aₙ = (1 + 1/n)ⁿ`.
    public var description: String { "aₙ = \(expression.description)" }
}
