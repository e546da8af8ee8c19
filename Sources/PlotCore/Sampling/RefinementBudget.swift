/// The refinement evaluations a sampling pass may still spend (Public/js/sampling/refinement-budget.js).
///
/// Each column adds ``Sampler/refinementBudgetPerColumn``; what a column does not spend is saved, up to
/// ``maximumSavedColumns`` columns' worth. An isolated pole (tan x on ±10) draws on the savings of the
/// columns before it; poles a few pixels apart (tan x on ±1000) cannot, and their columns become bands.
struct RefinementBudget {
    /// How many columns' budget may be saved up (and the budget a pass starts with).
    static let maximumSavedColumns = 32

    let perColumn: Int
    let saved: Int
    /// Evaluations left; below 0 once a column overspent.
    private(set) var remaining: Int

    init(perColumn: Int) {
        self.perColumn = perColumn
        saved = perColumn * Self.maximumSavedColumns
        remaining = saved
    }

    /// A column starts: its share is added, up to the savings' limit.
    mutating func openColumn() {
        remaining = min(remaining + perColumn, saved)
    }

    /// One refinement evaluation is paid for.
    mutating func charge() {
        remaining -= 1
    }
}
