/// What interval arithmetic knows of a condition over a box (docs/sampling.md#interval-arithmetic): it holds at every
/// point, at none, or that is not decided. A comparison with an undefined value is false, as in the language.
public enum IntervalTruth: Equatable, Sendable {
    case everywhere, nowhere, undecided

    /// `a comparison b` over the box, from the two enclosures.
    static func comparing(_ a: Enclosure, _ comparison: Comparison, _ b: Enclosure) -> IntervalTruth {
        if a.isEmpty || b.isEmpty { return .nowhere }
        let holds: Bool, fails: Bool
        switch comparison {
        case .less: (holds, fails) = (a.upper < b.lower, a.lower >= b.upper)
        case .lessOrEqual: (holds, fails) = (a.upper <= b.lower, a.lower > b.upper)
        case .greater: (holds, fails) = (a.lower > b.upper, a.upper <= b.lower)
        case .greaterOrEqual: (holds, fails) = (a.lower >= b.upper, a.upper < b.lower)
        case .equal: (holds, fails) = (a.lower == a.upper && b.lower == b.upper && a.lower == b.lower, a.upper < b.lower || b.upper < a.lower)
        }
        if fails { return .nowhere }
        // Where a side is NaN the comparison is false, so it cannot hold everywhere.
        return holds && a.hasNoNaN && b.hasNoNaN ? .everywhere : .undecided
    }

    /// Both hold.
    static func && (a: IntervalTruth, b: IntervalTruth) -> IntervalTruth {
        if a == .nowhere || b == .nowhere { return .nowhere }
        return a == .everywhere && b == .everywhere ? .everywhere : .undecided
    }
}
