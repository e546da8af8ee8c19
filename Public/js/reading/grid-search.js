// The roots and local extrema of one function over its grid (a curve, or the difference of two curves,
// whose roots are where they cross), in the order the grid meets them, up to a cap. A port of
// Sources/PlotCore/Reading/GridSearch.swift (its comment gives the rules): the same candidates,
// decisions and order. Every root and extremum refined is then put on a simple number nearby where f is as
// good there (simple-numbers.js): a kink's minimum at 0, not 9.8e−06.

import { GRID_INTERVALS, gridStep, zeroTolerance } from './sample-grid.js';
import { signChangeRoot, domainEdgeRoot } from './root-bracketing.js';
import { refineExtremum, POLE_SPREAD_FACTOR } from './extremum-search.js';
import { exactExtremum, exactRoot, simpleNumbers, SIMPLE_REACH_FRACTION } from './simple-numbers.js';
import { flatTouch } from './flat-touch.js';

/** An extremum this close to 0 (relative to the scale) touches the axis: a root. */
const TOUCHING_FRACTION = 1e-10;
/** A root's x this close to 0 (relative to the range) is 0: bisection towards 0 stops at 10⁻⁶⁰. */
const ROOT_SNAP_FRACTION = 1e-12;
/** An extremum's x this close to 0 (relative to the range) is 0: it is exact to about 10⁻¹¹ of the range. */
const EXTREMUM_SNAP_FRACTION = 1e-9;
/** A value this close to 0 (relative to the scale) is 0. */
export const VALUE_SNAP_FRACTION = 1e-12;

const ZEROS = 0;
const EXTREMUM = 1;
const SIGN_CHANGE = 2;
const DOMAIN_EDGE = 3;

/** `x` as 0 when |x| ≤ tolerance (a positive 0, whatever the sign of x). */
export function snapped(x, tolerance) {
  return Math.abs(x) <= tolerance ? 0 : x;
}

/**
 * The points in the grid's order, at most `cap`, and how many candidates were left over.
 * @param {(x: number) => number} f
 * @param {{ lo: number, hi: number, xs: Float64Array, ys: Float64Array }} grid
 * @param {number} scale the curve's scale; for a difference, the larger of the two curves'
 * @param {boolean} listsExtrema whether extrema are listed (a curve) or only looked for as touching roots
 * @param {number} cap
 * @param {readonly ((x: number) => number)[]} [boundaries] whose zeros are f's piecewise boundaries (a compiled
 *   expression's `candidateFunctions`; a difference's, both curves')
 * @returns {{ found: { kind: string, x: number, y: number }[], omitted: number }}
 */
export function gridSearch(f, grid, scale, listsExtrema, cap, boundaries = []) {
  const { xs, ys, lo, hi } = grid;
  const candidates = scan(grid, scale, listsExtrema);
  const step = gridStep(grid);
  const exact = simpleNumbers(step * SIMPLE_REACH_FRACTION, boundaries);
  const found = [];
  const rootAt = (x) => ({ kind: 'root', x: snapped(exactRoot(exact, x, f), ROOT_SNAP_FRACTION * (hi - lo)), y: 0 });
  let omitted = 0;
  let next = 0;
  for (; next < candidates.length && found.length < cap; next += 1) {
    const candidate = candidates[next];
    if (candidate.type === ZEROS) {
      const x = rootInZeros(f, grid, candidate.first, candidate.last);
      if (x !== null) found.push(rootAt(x));
    } else if (candidate.type === SIGN_CHANGE) {
      const k = candidate.k;
      const x = signChangeRoot(f, xs[k], xs[k + 1], ys[k], ys[k + 1]);
      if (x !== null) found.push(rootAt(x));
    } else if (candidate.type === DOMAIN_EDGE) {
      const x = domainEdgeRoot(f, xs[candidate.defined], xs[candidate.undefined], ys[candidate.defined], scale);
      if (x !== null) found.push(rootAt(x));
    } else {
      const located = refineExtremum(f, candidate.extremum, step);
      if (located === null) continue;
      const extremum = exactExtremum(exact, located.x, located.y, candidate.extremum.isMaximum,
        POLE_SPREAD_FACTOR * candidate.extremum.spread, f);
      const touches = Math.abs(extremum.y) <= TOUCHING_FRACTION * scale && mayTouch(ys, candidate.first, candidate.last, scale);
      if (touches) {
        extremum.x = flatTouch(f, extremum.x, candidate.extremum.left, candidate.extremum.right, zeroTolerance(scale));
        extremum.y = f(extremum.x);
      }
      const x = snapped(extremum.x, EXTREMUM_SNAP_FRACTION * (hi - lo));
      if (listsExtrema) {
        found.push({ kind: candidate.extremum.isMaximum ? 'maximum' : 'minimum', x, y: snapped(extremum.y, VALUE_SNAP_FRACTION * scale) });
      }
      if (!touches) continue;
      if (found.length < cap) found.push({ kind: 'root', x, y: 0 });
      else omitted += 1;
    }
  }
  return { found, omitted: omitted + candidates.length - next };
}

/** Rule 1: the root a run of zero values stands for, or null. */
function rootInZeros(f, grid, first, last) {
  const { xs, ys } = grid;
  let exactZero = -1;
  for (let k = first; k <= last; k += 1) {
    if (ys[k] !== 0) continue;
    if (exactZero >= 0) return null;  // 0 on a stretch
    exactZero = k;
  }
  if (exactZero >= 0) return xs[exactZero];
  // The run's neighbours are nonzero (the run is maximal) where they are finite.
  const before = first > 0 && Number.isFinite(ys[first - 1]) ? ys[first - 1] : null;
  const after = last < GRID_INTERVALS && Number.isFinite(ys[last + 1]) ? ys[last + 1] : null;
  if (before !== null && after !== null) {
    if ((before < 0) === (after < 0)) return null;
    return signChangeRoot(f, xs[first - 1], xs[last + 1], before, after);
  }
  return first === last ? xs[first] : null;
}

/** Rule 4's condition: no exact 0, and one sign among the nonzero values of ys[first … last]. */
function mayTouch(ys, first, last, scale) {
  const zero = zeroTolerance(scale);
  let negative = null;
  for (let k = first; k <= last; k += 1) {
    const y = ys[k];
    if (y === 0) return false;
    if (!(Math.abs(y) > zero)) continue;
    if (negative !== null && negative !== (y < 0)) return false;
    negative = y < 0;
  }
  return true;
}

/** The candidates in the grid's order. */
function scan(grid, scale, listsExtrema) {
  const { ys } = grid;
  const n = GRID_INTERVALS;
  const zero = zeroTolerance(scale);
  const isZero = (k) => Number.isFinite(ys[k]) && Math.abs(ys[k]) <= zero;
  const isNonzero = (k) => Number.isFinite(ys[k]) && Math.abs(ys[k]) > zero;
  const candidates = [];
  for (let k = 0; k <= n; k += 1) {
    if (isZero(k) && (k === 0 || !isZero(k - 1))) {
      let last = k;
      while (last < n && isZero(last + 1)) last += 1;
      candidates.push({ type: ZEROS, first: k, last });
    }
    if (k >= 1 && k < n) {
      const candidate = extremumAt(grid, k, zero, scale, listsExtrema);
      if (candidate !== null) candidates.push(candidate);
    }
    if (k >= n) continue;
    if (isNonzero(k) && isNonzero(k + 1)) {
      if ((ys[k] < 0) !== (ys[k + 1] < 0)) candidates.push({ type: SIGN_CHANGE, k });
    } else if (isNonzero(k) && !Number.isFinite(ys[k + 1])) {
      candidates.push({ type: DOMAIN_EDGE, defined: k, undefined: k + 1 });
    } else if (isNonzero(k + 1) && !Number.isFinite(ys[k])) {
      candidates.push({ type: DOMAIN_EDGE, defined: k + 1, undefined: k });
    }
  }
  return candidates;
}

/**
 * Rule 2: the extremum candidate centred at k, or null (for a difference, only one that may touch 0:
 * rule 4 needs |f| ≤ TOUCHING_FRACTION · scale, and f ends within POLE_SPREAD_FACTOR × spread of the
 * grid's value).
 */
function extremumAt(grid, k, zero, scale, listsExtrema) {
  const { xs, ys } = grid;
  const p = ys[k - 1];
  const c = ys[k];
  const q = ys[k + 1];
  if (!(Number.isFinite(p) && Number.isFinite(c) && Number.isFinite(q))) return null;
  let isMaximum;
  let last = k + 1;
  let spread;
  if (p < c && c > q) {
    isMaximum = true;
    spread = Math.max(Math.abs(c - p), Math.abs(c - q));
  } else if (p > c && c < q) {
    isMaximum = false;
    spread = Math.max(Math.abs(c - p), Math.abs(c - q));
  } else if (c === q && k + 2 <= GRID_INTERVALS && Number.isFinite(ys[k + 2])
             && ((p < c && ys[k + 2] < q) || (p > c && ys[k + 2] > q))) {
    isMaximum = p < c;
    spread = Math.max(Math.abs(c - p), Math.abs(q - ys[k + 2]));
    last = k + 2;
  } else {
    return null;
  }
  // Differences within rounding of 0 are a plateau's noise.
  if (!(spread > 2 * zero)) return null;
  if (!listsExtrema) {
    const reach = TOUCHING_FRACTION * scale + POLE_SPREAD_FACTOR * spread;
    if (!(Math.abs(c) <= 2 * reach && mayTouch(ys, k - 1, last, scale))) return null;
  }
  return { type: EXTREMUM, extremum: { isMaximum, left: xs[k - 1], right: xs[last], value: c, spread }, first: k - 1, last };
}
