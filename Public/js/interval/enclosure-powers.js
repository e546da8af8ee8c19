// Powers on enclosures, each computed as the compiled expression computes it (docs/language.md#roots): x² and x³ as
// products, whole exponents up to 64 by repeated squaring, real roots of written fractions with odd denominators, and
// C's `pow` with its rules for 0, ±∞, negative bases and NaN (`pow(1, y)` and `pow(x, 0)` are 1 even for NaN). Each of
// these is monotone on each side of 0, so the bounds come from the ends. Port of
// Sources/PlotCore/Interval/Enclosure+Powers.swift: the same bounds but for the last bits of `pow`.

import { BOUNDS, library, product } from './rounding.js';
import {
  containsZero, divide, hasNoNaN, isContinuous, isEmpty, multiply, reachesInfinity, registerFile, set, setPoint,
} from './enclosure.js';

// Registers for the powers at an end: base, result, a temporary, and the end's value.
const S = registerFile(4);
const [BASE, RESULT, TEMPORARY] = [0, 1, 2];

/** Register t = a · a, which is never negative. */
export function square(R, t, a) {
  if (isEmpty(R, a)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const [lower, upper] = [R.lower[a], R.upper[a]];
  product(lower, lower);
  const [atLowerLower, atLowerUpper] = [BOUNDS[0], BOUNDS[1]];
  product(upper, upper);
  const [atUpperLower, atUpperUpper] = [BOUNDS[0], BOUNDS[1]];
  const [defined, continuous] = [hasNoNaN(R, a), isContinuous(R, a)];
  if (lower >= 0) set(R, t, Math.max(atLowerLower, 0), atUpperUpper, defined, continuous);
  else if (upper <= 0) set(R, t, Math.max(atUpperLower, 0), atLowerUpper, defined, continuous);
  else set(R, t, 0, Math.max(atLowerUpper, atUpperUpper), defined, continuous);
}

/** Register t = (a · a) · a. */
export function cube(R, t, a) {
  byEnds(R, t, a, false, (v) => {
    setPoint(S, BASE, v);
    square(S, TEMPORARY, BASE);
    multiply(S, RESULT, TEMPORARY, BASE);
  });
}

/** Register t = aⁿ for a whole n, |n| ≤ 64, by repeated squaring (1/a⁻ⁿ for negative n); a⁰ is 1 everywhere, NaN included. */
export function integerPower(R, t, a, n, one) {
  if (n === 0) { setPoint(R, t, 1); return; }
  byEnds(R, t, a, Math.abs(n) % 2 === 0, (v) => {
    setPoint(S, BASE, v);
    setPoint(S, RESULT, 1);
    let exponent = Math.abs(n);
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
  });
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
  const [aLower, aUpper, bLower, bUpper] = [R.lower[a], R.upper[a], R.lower[b], R.upper[b]];
  let lower = Infinity;
  let upper = -Infinity;
  const gather = (low, high) => {
    lower = Math.min(lower, low);
    upper = Math.max(upper, high);
  };
  if (oneFromNaN) gather(1, 1);
  let defined = hasNoNaN(R, a) && hasNoNaN(R, b);
  if (aUpper > 0) {
    powerCorners(nextUpIfZero(Math.max(aLower, 0)), aUpper, bLower, bUpper);
    gather(BOUNDS[0], BOUNDS[1]);
  }
  if (containsZero(R, a)) {
    if (bUpper > 0) gather(0, 0);
    if (containsZero(R, b)) gather(1, 1);
    if (bLower < 0) gather(Infinity, Infinity);
  }
  if (aLower < 0) {
    const isWholePoint = bLower === bUpper && Number.isInteger(bLower);
    const reachesWhole = reachesInfinity(R, b) || Math.ceil(bLower) <= bUpper;
    powerCorners(nextUpIfZero(Math.max(-Math.min(aUpper, 0), 0)), -aLower, bLower, bUpper);
    const [magnitudeLower, magnitudeUpper] = [BOUNDS[0], BOUNDS[1]];
    if (isWholePoint) {
      if (bLower % 2 === 0) gather(magnitudeLower, magnitudeUpper); else gather(-magnitudeUpper, -magnitudeLower);
    } else {
      defined = false;
      if (reachesWhole) gather(-magnitudeUpper, magnitudeUpper);
    }
  }
  set(R, t, lower, upper, defined, isContinuous(R, a) && isContinuous(R, b) && aLower > 0);
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
  const [aLower, aUpper] = [R.lower[a], R.upper[a]];
  let lower = Infinity;
  let upper = -Infinity;
  const magnitude = (from, to) => {
    powerBounds(from, c);
    const [fromLower, fromUpper] = [BOUNDS[0], BOUNDS[1]];
    powerBounds(to, c);
    return c > 0 ? [fromLower, BOUNDS[1]] : [BOUNDS[0], fromUpper];
  };
  if (aUpper >= 0) {
    const [low, high] = magnitude(Math.max(aLower, 0), aUpper);
    [lower, upper] = [Math.min(lower, low), Math.max(upper, high)];
  }
  if (aLower < 0 && negativeBases !== UNDEFINED) {
    const [low, high] = magnitude(Math.max(-aUpper, 0), -aLower);
    if (negativeBases === ODD) [lower, upper] = [Math.min(lower, -high), Math.max(upper, -low)];
    else [lower, upper] = [Math.min(lower, low), Math.max(upper, high)];
  }
  const definedBelowZero = negativeBases !== UNDEFINED || aLower >= 0;
  set(R, t, lower, upper, hasNoNaN(R, a) && definedBelowZero, isContinuous(R, a) && definedBelowZero);
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
  let lower = Infinity;
  let upper = -Infinity;
  for (const v of [low, high]) {
    for (const w of [bLower, bUpper]) {
      const value = cPow(v, w);
      if (w === 0 || v === 1 || !Number.isFinite(v) || !Number.isFinite(w)) {
        lower = Math.min(lower, value);
        upper = Math.max(upper, value);
      } else {
        library(value);
        lower = Math.min(lower, BOUNDS[0]);
        upper = Math.max(upper, BOUNDS[1]);
      }
    }
  }
  BOUNDS[0] = lower;
  BOUNDS[1] = upper;
}

/** pow as C computes it (Math.pow differs for 1^±∞: C gives 1). */
const cPow = (v, w) => (v === 1 ? 1 : Math.pow(v, w));

/** Register t = f over a from f at its ends (f leaves its point enclosure in S's RESULT register), for f monotone on each
 * side of 0: increasing, or (`isEven`) decreasing then increasing with its least value f(0) ≥ 0. */
function byEnds(R, t, a, isEven, f) {
  if (isEmpty(R, a)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const [lower, upper, defined, continuous] = [R.lower[a], R.upper[a], hasNoNaN(R, a), isContinuous(R, a)];
  f(lower);
  const [atLowerLower, atLowerUpper] = [S.lower[RESULT], S.upper[RESULT]];
  f(upper);
  const [atUpperLower, atUpperUpper] = [S.lower[RESULT], S.upper[RESULT]];
  if (!isEven || lower >= 0) set(R, t, atLowerLower, atUpperUpper, defined, continuous);
  else if (upper <= 0) set(R, t, atUpperLower, atLowerUpper, defined, continuous);
  else set(R, t, 0, Math.max(atLowerUpper, atUpperUpper), defined, continuous);
}

function copy(R, t, a) {
  R.lower[t] = R.lower[a];
  R.upper[t] = R.upper[a];
  R.flags[t] = R.flags[a];
}
