// n! and binom(n, k) on enclosures (docs/sampling.md#interval-arithmetic): bounds from the compiled expression's own
// values, widened by more than their error, so that they hold both the exact value and the compiled one. Port of
// Sources/PlotCore/Interval/Enclosure+Series.swift: the same bounds.

import { factorial as factorialValue } from '../expression/series-arithmetic.js';
import { LIMITS } from '../expression/errors.js';
import { nextDown, nextUp } from './rounding.js';
import { add, divide, hasNoNaN, isContinuous, isEmpty, multiply, set, setPoint, subtract } from './enclosure.js';

/** Where Γ(n + 1) turns from decreasing to increasing (n ≈ 0.4616321449683623), a little either side. */
const TURN_LOW = 0.4616;
const TURN_HIGH = 0.4617;
/** Below the least value of Γ (≈ 0.8856031944108887). */
const LEAST = 0.8856;

/** The compiled expression's n! widened by a relative 10⁻¹², far more than the approximation's error: [lower, upper]. */
function factorialBounds(n) {
  const value = factorialValue(n);
  if (!Number.isFinite(value)) return [value, value];
  return [nextDown(value * (1 - 1e-12)), nextUp(value * (1 + 1e-12))];
}

/**
 * Register t = a! = Γ(a + 1), defined for a > −1: decreasing up to the turn, increasing after it, so the bounds come
 * from the ends, and where the box holds the turn the lowest value is at least LEAST. Down to −1 it grows without
 * bound; at −1 and below it is undefined.
 */
export function factorial(R, t, a) {
  const [lower, upper] = [R.lower[a], R.upper[a]];
  if (!(upper > -1)) { set(R, t, Infinity, -Infinity, false, false); return; }
  const inside = lower > -1;
  const atUpper = factorialBounds(upper);
  let bottom;
  let top;
  if (inside) {
    const atLower = factorialBounds(lower);
    if (upper <= TURN_LOW) [bottom, top] = [atUpper[0], atLower[1]];
    else if (lower >= TURN_HIGH) [bottom, top] = [atLower[0], atUpper[1]];
    else [bottom, top] = [LEAST, Math.max(atLower[1], atUpper[1])];
  } else {
    top = Infinity;
    bottom = upper <= TURN_LOW ? atUpper[0] : LEAST;
  }
  set(R, t, bottom, top, hasNoNaN(R, a) && inside, isContinuous(R, a) && inside);
}

/**
 * Register t = binom(n, k): for a whole k ≥ 0 the product of (n − k + i)/i, i = 1 … k, in interval arithmetic (the
 * compiled expression's steps when it takes k of them), widened by a relative (4k + 8)·2⁻⁵² for when it takes n − k;
 * 0 for a whole k < 0. Undefined where k is not whole or n is not finite; a k that is not one number is maybe undefined
 * and bounded by nothing (undefined where it holds no whole number), as is a k over the sums' limit of terms. `s` is the
 * first of four registers of the step's own.
 */
export function binomial(R, t, n, k, s) {
  if (isEmpty(R, n) || isEmpty(R, k)) { set(R, t, Infinity, -Infinity, false, false); return; }
  if (R.lower[k] !== R.upper[k]) {
    const hasWhole = Math.floor(R.upper[k]) >= Math.ceil(R.lower[k]);
    set(R, t, hasWhole ? -Infinity : Infinity, hasWhole ? Infinity : -Infinity, false, false);
    return;
  }
  const steps = R.lower[k];
  if (!Number.isFinite(steps) || !Number.isInteger(steps)) { set(R, t, Infinity, -Infinity, false, false); return; }
  if (!Number.isFinite(R.lower[n]) || !Number.isFinite(R.upper[n])) {
    if (steps < 0) set(R, t, 0, 0, false, false);
    else set(R, t, -Infinity, Infinity, false, false);
    return;
  }
  const defined = hasNoNaN(R, n) && hasNoNaN(R, k);
  if (steps < 0) { set(R, t, 0, 0, defined, defined && isContinuous(R, n)); return; }
  if (steps > LIMITS.maximumSeriesTerms) { set(R, t, -Infinity, Infinity, false, false); return; }
  const [shifted, term, factor, product] = [s, s + 1, s + 2, s + 3];
  setPoint(R, t, 1);
  subtract(R, shifted, n, k);
  for (let i = 1; i <= steps; i += 1) {
    setPoint(R, term, i);
    add(R, factor, shifted, term);
    multiply(R, product, t, factor);
    divide(R, t, product, term);
  }
  if (isEmpty(R, t)) return;
  const [lower, upper] = [R.lower[t], R.upper[t]];
  const slack = (4 * steps + 8) * 2 ** -52 * Math.max(Math.abs(lower), Math.abs(upper));
  set(R, t, nextDown(lower - slack), nextUp(upper + slack), defined && hasNoNaN(R, t),
    isContinuous(R, n) && isContinuous(R, k) && isContinuous(R, t));
}
