// Enclosures in a register file (docs/sampling.md#interval-arithmetic): bounds on every value an expression takes
// over a box of x and y, with whether it is defined (no NaN) and continuous on all of the box; and the four
// operations, negation, min, max and comparisons on them, each bound rounded outward (./rounding.js). Port of
// Sources/PlotCore/Interval/Enclosure.swift, Enclosure+Arithmetic.swift and IntervalTruth.swift: the same bounds.
//
// Register t holds lower[t] … upper[t] (±∞ may be values, as IEEE arithmetic carries them on) and flags[t]: HAS_NO_NAN
// (no point of the box gives NaN) and CONTINUOUS (every value finite, continuous on the box). Empty (NaN everywhere) is
// ∞ … −∞ without flags. Comparisons leave a truth in truths[t]: NOWHERE, EVERYWHERE or UNDECIDED. Signed zeros are
// not told apart: the plane has one 0.

import { BOUNDS, OPERANDS, productOperands, quotient, sum, sumOperands } from './rounding.js';

export const HAS_NO_NAN = 1;
export const CONTINUOUS = 2;

export const NOWHERE = 0;
export const EVERYWHERE = 1;
export const UNDECIDED = 2;

/**
 * A register file of `count` enclosures and truths.
 * @param {number} count
 * @returns {{lower: Float64Array, upper: Float64Array, flags: Uint8Array, truths: Uint8Array}}
 */
export function registerFile(count) {
  return { lower: new Float64Array(count), upper: new Float64Array(count), flags: new Uint8Array(count), truths: new Uint8Array(count) };
}

/** Register t = lower … upper; empty where lower > upper (or NaN); continuous only where defined and finite. */
export function set(R, t, lower, upper, hasNoNaN, continuous) {
  if (!(lower <= upper)) {
    R.lower[t] = Infinity;
    R.upper[t] = -Infinity;
    R.flags[t] = 0;
    return;
  }
  R.lower[t] = lower;
  R.upper[t] = upper;
  const isContinuous = continuous && hasNoNaN && Number.isFinite(lower) && Number.isFinite(upper);
  R.flags[t] = (hasNoNaN ? HAS_NO_NAN : 0) | (isContinuous ? CONTINUOUS : 0);
}

/** Register t = the exact value v everywhere (NaN: undefined everywhere). */
export function setPoint(R, t, v) {
  set(R, t, v, v, v === v, true);
}

export const isEmpty = (R, a) => !(R.lower[a] <= R.upper[a]);
export const hasNoNaN = (R, a) => (R.flags[a] & HAS_NO_NAN) !== 0;
export const isContinuous = (R, a) => (R.flags[a] & CONTINUOUS) !== 0;
export const containsZero = (R, a) => R.lower[a] <= 0 && R.upper[a] >= 0;
export const reachesInfinity = (R, a) => !Number.isFinite(R.lower[a]) || !Number.isFinite(R.upper[a]);
/** Whether some value is finite: not empty, and not only +∞ or only −∞. */
export const hasFiniteValues = (R, a) => R.lower[a] <= R.upper[a] && !(R.lower[a] === R.upper[a] && !Number.isFinite(R.lower[a]));
const isZero = (R, a) => R.lower[a] === 0 && R.upper[a] === 0;

export function negate(R, t, a) {
  if (isEmpty(R, a)) { set(R, t, Infinity, -Infinity, false, false); return; }
  set(R, t, -R.upper[a], -R.lower[a], hasNoNaN(R, a), isContinuous(R, a));
}

export function add(R, t, a, b) {
  addBounds(R, t, a, b, false);
}

/** a − b as a + (−b), as Swift computes it. */
export function subtract(R, t, a, b) {
  addBounds(R, t, a, b, true);
}

// The corners' bounds, gathered without allocation (in a typed array: a module's variable holding a double would box it
// anew at every write).
const CORNERS = new Float64Array(2);

function startCorners() {
  CORNERS[0] = Infinity;
  CORNERS[1] = -Infinity;
}

function gather() {
  if (BOUNDS[0] < CORNERS[0]) CORNERS[0] = BOUNDS[0];
  if (BOUNDS[1] > CORNERS[1]) CORNERS[1] = BOUNDS[1];
}

/** Gathers the bounds of x + y, unless it is ∞ − ∞ (NaN). */
function sumCorner(x, y) {
  if (!Number.isFinite(x) && !Number.isFinite(y) && x !== y) return;
  sum(x, y);
  gather();
}

/** Gathers the bounds of the product of register x's end (`xEnd` 0: lower, 1: upper) and register y's, unless it is 0 · ∞. */
function productCorner(R, x, xEnd, y, yEnd) {
  OPERANDS[0] = xEnd === 0 ? R.lower[x] : R.upper[x];
  OPERANDS[1] = yEnd === 0 ? R.lower[y] : R.upper[y];
  if ((OPERANDS[0] === 0 && !Number.isFinite(OPERANDS[1])) || (OPERANDS[1] === 0 && !Number.isFinite(OPERANDS[0]))) return;
  productOperands();
  gather();
}

/** Gathers the bounds of x / y, unless it is ∞/∞ (NaN). */
function quotientCorner(x, y) {
  if (!Number.isFinite(x) && !Number.isFinite(y)) return;
  quotient(x, y);
  gather();
}

/** a + b, or a + (−b) (`negatesB`). */
function addBounds(R, t, a, b, negatesB) {
  if (isEmpty(R, a) || isEmpty(R, b)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const aLower = R.lower[a];
  const aUpper = R.upper[a];
  const bLower = negatesB ? -R.upper[b] : R.lower[b];
  const bUpper = negatesB ? -R.lower[b] : R.upper[b];
  // ∞ − ∞ is NaN where one side can be +∞ while the other is −∞.
  const meetsInfinities = (aUpper === Infinity && bLower === -Infinity) || (aLower === -Infinity && bUpper === Infinity);
  let lower;
  let upper;
  if (Number.isFinite(aLower) && Number.isFinite(aUpper) && Number.isFinite(bLower) && Number.isFinite(bUpper)) {
    OPERANDS[0] = aLower;
    OPERANDS[1] = bLower;
    sumOperands();
    lower = BOUNDS[0];
    OPERANDS[0] = aUpper;
    OPERANDS[1] = bUpper;
    sumOperands();
    upper = BOUNDS[1];
  } else {
    startCorners();
    sumCorner(aLower, bLower);
    sumCorner(aLower, bUpper);
    sumCorner(aUpper, bLower);
    sumCorner(aUpper, bUpper);
    lower = CORNERS[0];
    upper = CORNERS[1];
  }
  set(R, t, lower, upper, hasNoNaN(R, a) && hasNoNaN(R, b) && !meetsInfinities, isContinuous(R, a) && isContinuous(R, b));
}

export function multiply(R, t, a, b) {
  if (isEmpty(R, a) || isEmpty(R, b)) { set(R, t, Infinity, -Infinity, false, false); return; }
  // 0 · ∞ is NaN.
  const zeroTimesInfinity = (containsZero(R, a) && reachesInfinity(R, b)) || (containsZero(R, b) && reachesInfinity(R, a));
  startCorners();
  const aLower = R.lower[a];
  const aUpper = R.upper[a];
  const bLower = R.lower[b];
  const bUpper = R.upper[b];
  if (aLower >= 0 && bLower >= 0 && Number.isFinite(aUpper) && Number.isFinite(bUpper)) {
    // Both not negative and finite: the least and greatest corners are known (the same bounds as all four give).
    productCorner(R, a, 0, b, 0);
    productCorner(R, a, 1, b, 1);
  } else if (aLower === aUpper) {
    // A point: two corners (the same bounds as all four give).
    productCorner(R, a, 0, b, 0);
    productCorner(R, a, 0, b, 1);
  } else if (bLower === bUpper) {
    productCorner(R, a, 0, b, 0);
    productCorner(R, a, 1, b, 0);
  } else {
    productCorner(R, a, 0, b, 0);
    productCorner(R, a, 0, b, 1);
    productCorner(R, a, 1, b, 0);
    productCorner(R, a, 1, b, 1);
  }
  // At a corner 0 · ∞ the neighbouring 0 · (finite values) are 0.
  if ((isZero(R, a) && hasFiniteValues(R, b)) || (isZero(R, b) && hasFiniteValues(R, a))
    || (zeroTimesInfinity && hasFiniteValues(R, a) && hasFiniteValues(R, b))) {
    CORNERS[0] = Math.min(CORNERS[0], 0);
    CORNERS[1] = Math.max(CORNERS[1], 0);
  }
  set(R, t, CORNERS[0], CORNERS[1], hasNoNaN(R, a) && hasNoNaN(R, b) && !zeroTimesInfinity, isContinuous(R, a) && isContinuous(R, b));
}

export function divide(R, t, a, b) {
  if (isEmpty(R, a) || isEmpty(R, b)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const bothInfinite = reachesInfinity(R, a) && reachesInfinity(R, b);
  const aLower = R.lower[a];
  const aUpper = R.upper[a];
  const bLower = R.lower[b];
  const bUpper = R.upper[b];
  if (!containsZero(R, b)) {
    startCorners();
    quotientCorner(aLower, bLower);
    quotientCorner(aLower, bUpper);
    quotientCorner(aUpper, bLower);
    quotientCorner(aUpper, bUpper);
    // At a corner ∞/∞ the neighbouring (finite values)/∞ are 0.
    if (bothInfinite && hasFiniteValues(R, a)) {
      CORNERS[0] = Math.min(CORNERS[0], 0);
      CORNERS[1] = Math.max(CORNERS[1], 0);
    }
    set(R, t, CORNERS[0], CORNERS[1], hasNoNaN(R, a) && hasNoNaN(R, b) && !bothInfinite, isContinuous(R, a) && isContinuous(R, b));
    return;
  }
  // The divisor reaches 0: the quotient reaches ±∞ (a 0 divisor is taken as +0 where it is an end), and 0/0 is NaN.
  const defined = hasNoNaN(R, a) && hasNoNaN(R, b) && !bothInfinite && !containsZero(R, a);
  if (bLower === 0 && bUpper === 0) {
    if (aLower === 0 && aUpper === 0) set(R, t, Infinity, -Infinity, false, false);
    else set(R, t, -Infinity, Infinity, defined, false);
    return;
  }
  let lower = -Infinity;
  let upper = Infinity;
  if (bLower === 0) {
    if (aLower >= 0) { if (aLower === 0) lower = 0; else { quotient(aLower, bUpper); lower = BOUNDS[0]; } }
    if (aUpper <= 0) { if (aUpper === 0) upper = 0; else { quotient(aUpper, bUpper); upper = BOUNDS[1]; } }
  } else if (bUpper === 0) {
    if (aLower >= 0) { if (aLower === 0) upper = 0; else { quotient(aLower, bLower); upper = BOUNDS[1]; } }
    if (aUpper <= 0) { if (aUpper === 0) lower = 0; else { quotient(aUpper, bLower); lower = BOUNDS[0]; } }
  }
  set(R, t, lower, upper, defined, false);
}

/** min(a, b) or max(a, b): NaN where either is. */
export function extremum(R, t, name, a, b) {
  if (isEmpty(R, a) || isEmpty(R, b)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const pick = name === 'min' ? Math.min : Math.max;
  set(R, t, pick(R.lower[a], R.lower[b]), pick(R.upper[a], R.upper[b]), hasNoNaN(R, a) && hasNoNaN(R, b),
    isContinuous(R, a) && isContinuous(R, b));
}

/** truths[t] = `a comparison b` over the box; a comparison with an undefined value is false, as in the language. */
export function compare(R, t, comparison, a, b) {
  if (isEmpty(R, a) || isEmpty(R, b)) { R.truths[t] = NOWHERE; return; }
  const [al, au, bl, bu] = [R.lower[a], R.upper[a], R.lower[b], R.upper[b]];
  let holds;
  let fails;
  switch (comparison) {
    case '<': [holds, fails] = [au < bl, al >= bu]; break;
    case '≤': [holds, fails] = [au <= bl, al > bu]; break;
    case '>': [holds, fails] = [al > bu, au <= bl]; break;
    case '≥': [holds, fails] = [al >= bu, au < bl]; break;
    default: [holds, fails] = [al === au && bl === bu && al === bl, au < bl || bu < al];
  }
  if (fails) R.truths[t] = NOWHERE;
  // Where a side is NaN the comparison is false, so it cannot hold everywhere.
  else R.truths[t] = holds && hasNoNaN(R, a) && hasNoNaN(R, b) ? EVERYWHERE : UNDECIDED;
}

/** truths[t] = both hold. */
export function and(R, t, a, b) {
  const [x, y] = [R.truths[a], R.truths[b]];
  R.truths[t] = x === NOWHERE || y === NOWHERE ? NOWHERE : x === EVERYWHERE && y === EVERYWHERE ? EVERYWHERE : UNDECIDED;
}
