// A local extremum from a bracket of the grid, by bisection on the sign of the central difference
// D(x) = f(x + h) − f(x − h). A port of Sources/PlotCore/Reading/ExtremumSearch.swift (read the
// reasoning there): same steps, same constants.

/** h, relative to the grid's step: bias h² f‴/(6 f″) and rounding ε|f|/(2h f″) both near 10⁻¹¹ of a step. */
const DIFFERENCE_STEP_FRACTION = 2 ** -10;
/** The bracket is halved until it is this narrow, relative to the grid's step. */
const WIDTH_FRACTION = 1e-9;
/** Bounds the loop: from 3 grid steps to 10⁻⁹ of one takes 32 halvings. */
const MAXIMUM_STEPS = 200;
/**
 * f at the extremum found may differ from the grid's value by this many times the grid's differences
 * around it; a pole between grid points (1/x²) is far beyond.
 */
export const POLE_SPREAD_FACTOR = 4;
/** D must end below this fraction of those differences: at a jump (x − floor(x)) D keeps the jump's height. */
const JUMP_SPREAD_FACTOR = 0.5;

/**
 * A candidate on the grid: a maximum or not, its bracket, the grid's value at its centre, and the
 * larger of the differences to the values on either side.
 * @typedef {{ isMaximum: boolean, left: number, right: number, value: number, spread: number }} ExtremumCandidate
 */

/**
 * The extremum's x and f(x), or null when the bracket holds no extremum of f (D's signs are wrong at its
 * ends, f is undefined on the way, or a pole or a jump is there). The x is strictly inside the bracket,
 * so inside the range: a candidate is never at the grid's first or last point.
 * @param {(x: number) => number} f
 * @param {ExtremumCandidate} candidate
 * @returns {{ x: number, y: number } | null}
 */
export function refineExtremum(f, candidate, step) {
  const h = step * DIFFERENCE_STEP_FRACTION;
  const sign = candidate.isMaximum ? 1 : -1;
  // Signed so that a maximum and a minimum are the same search: slope > 0 before, < 0 after.
  const slope = (x) => sign * (f(x + h) - f(x - h));
  let l = candidate.left;
  let r = candidate.right;
  let sl = slope(l);
  let sr = slope(r);
  if (!(sl > 0 && sr < 0)) return null;  // NaN fails too
  const width = step * WIDTH_FRACTION;
  for (let i = 0; i < MAXIMUM_STEPS; i += 1) {
    if (r - l <= width) break;
    const m = l + (r - l) / 2;
    if (m <= l || m >= r) break;  // adjacent doubles
    const sm = slope(m);
    if (!Number.isFinite(sm)) return null;
    if (sm === 0) {
      l = m;
      r = m;
      sl = 0;
      sr = 0;
      break;
    }
    if (sm > 0) {
      l = m;
      sl = sm;
    } else {
      r = m;
      sr = sm;
    }
  }
  const x = l + (r - l) / 2;
  const y = f(x);
  if (!(Number.isFinite(y) && Math.abs(y - candidate.value) <= POLE_SPREAD_FACTOR * candidate.spread
        && Math.max(Math.abs(sl), Math.abs(sr)) < JUMP_SPREAD_FACTOR * candidate.spread)) return null;
  return { x, y };
}
