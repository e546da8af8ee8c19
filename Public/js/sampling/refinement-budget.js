// The refinement evaluations a sampling pass may still spend. A port of
// Sources/PlotCore/Sampling/RefinementBudget.swift.

/** How many columns' budget may be saved up (and the budget a pass starts with). */
const MAXIMUM_SAVED_COLUMNS = 32;

/**
 * Each column adds `perColumn`; what a column does not spend is saved, up to MAXIMUM_SAVED_COLUMNS
 * columns' worth. An isolated pole (tan x on ±10) draws on the savings; poles a few pixels apart (tan x
 * on ±1000) cannot, and become bands.
 */
export class RefinementBudget {
  /** @param {number} perColumn refinement evaluations allowed per pixel column, on average */
  constructor(perColumn) {
    this.perColumn = perColumn;
    this.saved = perColumn * MAXIMUM_SAVED_COLUMNS;
    /** Evaluations left; below 0 once a column overspent. */
    this.remaining = this.saved;
  }

  /** A column starts: its share is added, up to the savings' limit. */
  openColumn() {
    this.remaining = Math.min(this.remaining + this.perColumn, this.saved);
  }

  /** One refinement evaluation is paid for. */
  charge() {
    this.remaining -= 1;
  }
}
