// Powers on enclosures, each computed as the compiled expression computes it (docs/language.md#roots): x² and x³ as
// products, whole exponents up to 64 by repeated squaring, real roots of written fractions with odd denominators, and
// C's `pow` with its rules for 0, ±∞, negative bases and NaN (`pow(1, y)` and `pow(x, 0)` are 1 even for NaN). Each of
// these is monotone on each side of 0, so the bounds come from the ends. Port of
// Sources/PlotCore/Interval/Enclosure+Powers.swift: the same bounds but for the last bits of `pow`.

import { BOUNDS, OPERANDS, library, nextDown, nextUp, productOperands } from './rounding.js';
import shared from '../shared-constants.js';
import {
  CONTINUOUS, HAS_NO_NAN, containsZero, divide, hasNoNaN, isContinuous, isEmpty, multiply, reachesInfinity, registerFile, set,
  setPoint,
} from './enclosure.js';

// Registers for the powers at an end: base, result, a temporary, and the end's value.
const S = registerFile(4);
const [BASE, RESULT, TEMPORARY] = [0, 1, 2];

/** Register t = a · a, which is never negative. */
export function square(R, t, a) {
  if (isEmpty(R, a)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const lower = R.lower[a];
  const upper = R.upper[a];
  OPERANDS[0] = lower;
  OPERANDS[1] = lower;
  productOperands();
  const atLowerLower = BOUNDS[0];
  const atLowerUpper = BOUNDS[1];
  // A point's square is one product.
  if (upper !== lower) {
    OPERANDS[0] = upper;
    OPERANDS[1] = upper;
    productOperands();
  }
  const atUpperLower = BOUNDS[0];
  const atUpperUpper = BOUNDS[1];
  const defined = hasNoNaN(R, a);
  const continuous = isContinuous(R, a);
  if (lower >= 0) set(R, t, Math.max(atLowerLower, 0), atUpperUpper, defined, continuous);
  else if (upper <= 0) set(R, t, Math.max(atUpperLower, 0), atLowerUpper, defined, continuous);
  else set(R, t, 0, Math.max(atLowerUpper, atUpperUpper), defined, continuous);
}

/** Register t = (a · a) · a. */
export function cube(R, t, a) {
  byEnds(R, t, a, false, 3);
}

/** Register t = aⁿ for a whole n, |n| ≤ 64, by repeated squaring (1/a⁻ⁿ for negative n); a⁰ is 1 everywhere, NaN included. */
export function integerPower(R, t, a, n, one) {
  if (n === 0) { setPoint(R, t, 1); return; }
  byEnds(R, t, a, Math.abs(n) % 2 === 0, -Math.abs(n));
  if (n < 0) {
    setPoint(R, one, 1);
    divide(R, t, one, t);
  }
}

/** Register t = the real root power a^(p/q), q odd (`exponent` = p/q): |a|^(p/q), negative for negative a where p is odd. */
export function rootPower(R, t, a, exponent, oddNumerator) {
  if (exponent === 0) { setPoint(R, t, 1); return; }
  signedPower(R, t, a, exponent, oddNumerator ? ODD : EVEN);
}

/** Register t = C's `pow(a, c)` for a constant c that is neither a whole number up to 64 nor a written odd-root fraction. */
export function powerConstant(R, t, a, c) {
  if (Number.isNaN(c)) {
    if (containsOne(R, a)) set(R, t, 1, 1, false, false); else set(R, t, Infinity, -Infinity, false, false);
    return;
  }
  if (!Number.isFinite(c)) {
    // 0, 1 or ∞, by |a| < 1, = 1, > 1.
    if (isEmpty(R, a)) set(R, t, Infinity, -Infinity, false, false); else set(R, t, 0, Infinity, hasNoNaN(R, a), false);
    return;
  }
  signedPower(R, t, a, c, !Number.isInteger(c) ? UNDEFINED : c % 2 === 0 ? EVEN : ODD);
}

/**
 * Register t = aⁿ for a whole n past 64 that a sum's index gives (`x^k`): the compiled expression takes it from pow
 * at the multiple of powerAnchor below n and multiplies on one factor at a time (seriesPower in
 * ../expression/arithmetic.js), up to powerAnchor − 1 roundings more than pow, so the bounds widen by powerAnchor
 * doubles each side (Swift's `Enclosure.indexPower`).
 */
export function indexPower(R, t, a, n) {
  powerConstant(R, t, a, n);
  if (isEmpty(R, t)) return;
  let lower = R.lower[t];
  let upper = R.upper[t];
  for (let i = 0; i < shared.series.powerAnchor; i += 1) {
    lower = nextDown(lower);
    upper = nextUp(upper);
  }
  set(R, t, lower, upper, hasNoNaN(R, t), isContinuous(R, t));
}

/** Register t = C's `pow(c, a)` for a constant base c (`base` a register it may use for c). */
export function constantPower(R, t, a, c, base) {
  if (c === 1) { setPoint(R, t, 1); return; }
  if (Number.isNaN(c)) {
    if (containsZero(R, a)) set(R, t, 1, 1, false, false); else set(R, t, Infinity, -Infinity, false, false);
    return;
  }
  setPoint(R, base, c);
  power(R, t, base, a);
}

/**
 * Register t = C's `pow(a, b)`: over the positive part of a, the extremes lie at the corners; 0 gives 0, 1 or ∞ by the
 * sign of b; a negative base gives a value only at whole exponents (and ±∞).
 */
export function power(R, t, a, b) {
  // pow(NaN, 0) and pow(1, NaN) are 1.
  const oneFromNaN = (!hasNoNaN(R, a) && containsZero(R, b)) || (!hasNoNaN(R, b) && containsOne(R, a));
  if (isEmpty(R, a) || isEmpty(R, b)) {
    if (oneFromNaN) set(R, t, 1, 1, false, false); else set(R, t, Infinity, -Infinity, false, false);
    return;
  }
  const aLower = R.lower[a];
  const aUpper = R.upper[a];
  const bLower = R.lower[b];
  const bUpper = R.upper[b];
  HULL[0] = Infinity;
  HULL[1] = -Infinity;
  if (oneFromNaN) widen(1, 1);
  let defined = hasNoNaN(R, a) && hasNoNaN(R, b);
  if (aUpper > 0) {
    powerCorners(nextUpIfZero(Math.max(aLower, 0)), aUpper, bLower, bUpper);
    widen(BOUNDS[0], BOUNDS[1]);
  }
  if (containsZero(R, a)) {
    if (bUpper > 0) widen(0, 0);
    if (containsZero(R, b)) widen(1, 1);
    if (bLower < 0) widen(Infinity, Infinity);
  }
  if (aLower < 0) {
    const isWholePoint = bLower === bUpper && Number.isInteger(bLower);
    const reachesWhole = reachesInfinity(R, b) || Math.ceil(bLower) <= bUpper;
    powerCorners(nextUpIfZero(Math.max(-Math.min(aUpper, 0), 0)), -aLower, bLower, bUpper);
    const magnitudeLower = BOUNDS[0];
    const magnitudeUpper = BOUNDS[1];
    if (isWholePoint) {
      if (bLower % 2 === 0) widen(magnitudeLower, magnitudeUpper); else widen(-magnitudeUpper, -magnitudeLower);
    } else {
      defined = false;
      if (reachesWhole) widen(-magnitudeUpper, magnitudeUpper);
    }
  }
  set(R, t, HULL[0], HULL[1], defined, isContinuous(R, a) && isContinuous(R, b) && aLower > 0);
}

// The hull of a power's pieces, and of pow at its corners, gathered without allocation (in typed arrays: a module's
// variable holding a double would box it anew at every write).
const HULL = new Float64Array(2);
const POWER_CORNERS = new Float64Array(2);

function widen(low, high) {
  if (low < HULL[0]) HULL[0] = low;
  if (high > HULL[1]) HULL[1] = high;
}

const containsOne = (R, a) => R.lower[a] <= 1 && R.upper[a] >= 1;

/** The least positive double for 0, v otherwise: the positive part of a span that starts at 0. */
const nextUpIfZero = (v) => (v === 0 ? Number.MIN_VALUE : v);

// How a power treats negative bases: the value of |a|^c with its sign for odd c, without for even, or NaN.
const ODD = 0;
const EVEN = 1;
const UNDEFINED = 2;

/** Register t = |a|^c (c ≠ 0) from the ends of each side of 0: increasing in |a| for c > 0, decreasing (∞ at 0) for c < 0. */
function signedPower(R, t, a, c, negativeBases) {
  if (isEmpty(R, a)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const aLower = R.lower[a];
  const aUpper = R.upper[a];
  HULL[0] = Infinity;
  HULL[1] = -Infinity;
  if (aUpper >= 0) {
    magnitude(Math.max(aLower, 0), aUpper, c);
    widen(BOUNDS[0], BOUNDS[1]);
  }
  if (aLower < 0 && negativeBases !== UNDEFINED) {
    magnitude(Math.max(-aUpper, 0), -aLower, c);
    if (negativeBases === ODD) widen(-BOUNDS[1], -BOUNDS[0]); else widen(BOUNDS[0], BOUNDS[1]);
  }
  const definedBelowZero = negativeBases !== UNDEFINED || aLower >= 0;
  set(R, t, HULL[0], HULL[1], hasNoNaN(R, a) && definedBelowZero, isContinuous(R, a) && definedBelowZero);
}

/** |v|^c for |v| in from … to (0 ≤ from), in BOUNDS: increasing for c > 0, decreasing for c < 0. */
function magnitude(from, to, c) {
  powerBounds(from, c);
  const fromLower = BOUNDS[0];
  const fromUpper = BOUNDS[1];
  powerBounds(to, c);
  if (c > 0) BOUNDS[0] = fromLower; else BOUNDS[1] = fromUpper;
}

/** pow(v, c) for v ≥ 0, bounded in BOUNDS: exact at 0, 1 and ∞, widened as a library result elsewhere. */
function powerBounds(v, c) {
  const value = Math.pow(v, c);
  if (v === 0 || v === 1 || !Number.isFinite(v) || !Number.isFinite(c)) {
    BOUNDS[0] = value;
    BOUNDS[1] = value;
  } else {
    library(value);
  }
}

/** The least and greatest pow(v, w) for v in low … high (0 < low) and w in bLower … bUpper, in BOUNDS: at the corners. */
function powerCorners(low, high, bLower, bUpper) {
  POWER_CORNERS[0] = Infinity;
  POWER_CORNERS[1] = -Infinity;
  powerCorner(low, bLower);
  powerCorner(low, bUpper);
  powerCorner(high, bLower);
  powerCorner(high, bUpper);
  BOUNDS[0] = POWER_CORNERS[0];
  BOUNDS[1] = POWER_CORNERS[1];
}

/** Gathers pow(v, w): exact where w is 0, v is 1 or either is infinite, widened as a library result elsewhere. */
function powerCorner(v, w) {
  const value = cPow(v, w);
  if (w === 0 || v === 1 || !Number.isFinite(v) || !Number.isFinite(w)) {
    if (value < POWER_CORNERS[0]) POWER_CORNERS[0] = value;
    if (value > POWER_CORNERS[1]) POWER_CORNERS[1] = value;
  } else {
    library(value);
    if (BOUNDS[0] < POWER_CORNERS[0]) POWER_CORNERS[0] = BOUNDS[0];
    if (BOUNDS[1] > POWER_CORNERS[1]) POWER_CORNERS[1] = BOUNDS[1];
  }
}

/** pow as C computes it (Math.pow differs for 1^±∞: C gives 1). */
const cPow = (v, w) => (v === 1 ? 1 : Math.pow(v, w));

/**
 * S's RESULT register = the power of the point at an end of register a (`end` 0: lower, 1: upper) the compiled
 * expression computes: (v · v) · v for 3 (`power` 3), v^n by repeated squaring for `power` = −n.
 */
function powerAt(R, a, end, power) {
  const v = end === 0 ? R.lower[a] : R.upper[a];
  S.lower[BASE] = v;
  S.upper[BASE] = v;
  S.flags[BASE] = Number.isFinite(v) ? HAS_NO_NAN | CONTINUOUS : HAS_NO_NAN;
  if (power === 3) {
    square(S, TEMPORARY, BASE);
    multiply(S, RESULT, TEMPORARY, BASE);
    return;
  }
  setPoint(S, RESULT, 1);
  let exponent = -power;
  while (exponent > 0) {
    if (exponent & 1) {
      multiply(S, TEMPORARY, RESULT, BASE);
      copy(S, RESULT, TEMPORARY);
    }
    exponent >>= 1;
    if (exponent > 0) {
      square(S, TEMPORARY, BASE);
      copy(S, BASE, TEMPORARY);
    }
  }
}

/**
 * Register t = a power (powerAt's `power`) over a from its values at the ends, as the power is monotone on each side
 * of 0: increasing, or (`isEven`) decreasing then increasing with its least value at 0, which is 0.
 */
function byEnds(R, t, a, isEven, power) {
  if (isEmpty(R, a)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const lower = R.lower[a];
  const upper = R.upper[a];
  const defined = hasNoNaN(R, a);
  const continuous = isContinuous(R, a);
  powerAt(R, a, 0, power);
  const atLowerLower = S.lower[RESULT];
  const atLowerUpper = S.upper[RESULT];
  powerAt(R, a, 1, power);
  const atUpperLower = S.lower[RESULT];
  const atUpperUpper = S.upper[RESULT];
  if (!isEven || lower >= 0) set(R, t, atLowerLower, atUpperUpper, defined, continuous);
  else if (upper <= 0) set(R, t, atUpperLower, atLowerUpper, defined, continuous);
  else set(R, t, 0, Math.max(atLowerUpper, atUpperUpper), defined, continuous);
}

function copy(R, t, a) {
  R.lower[t] = R.lower[a];
  R.upper[t] = R.upper[a];
  R.flags[t] = R.flags[a];
}
