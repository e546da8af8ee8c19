// Factorials and binomials (docs/language.md#sums-and-products): the same operations in the same order as
// Swift's Arithmetic.factorial, gamma and binomial (Sources/PlotCore/Expression/ExpressionNode+Series.swift).

import shared from '../shared-constants.js';

const { factorials: FACTORIALS, lanczos: LANCZOS, termsMax: TERMS_MAX } = shared.series;

/**
 * `n!`: 0! … 170! correctly rounded, Γ(n + 1) for other reals above −1; NaN at −1 and below, Infinity
 * (undefined) above 170.
 * @param {number} n
 */
export function factorial(n) {
  if (!(n > -1)) return NaN;
  if (Number.isInteger(n)) return n <= 170 ? FACTORIALS[n] : Infinity;
  return n > 171 ? Infinity : gamma(n + 1);
}

/** Γ(z) for z > 0 by Lanczos' approximation (g = 7, nine coefficients). */
export function gamma(z) {
  if (z < 0.5) return gamma(z + 1) / z;
  const shifted = z - 1;
  let sum = LANCZOS[0];
  for (let i = 1; i < LANCZOS.length; i += 1) sum += LANCZOS[i] / (shifted + i);
  const t = shifted + 7.5;
  // t^(z − 1/2) in two halves, so that it does not overflow before e^(−t) brings it down.
  const half = Math.pow(t, (shifted + 0.5) / 2);
  return 2.5066282746310002 * half * Math.exp(-t) * half * sum;
}

/**
 * `binom(n, k)` = n(n − 1)…(n − k + 1)/k! for a whole k ≥ 0, any real n; 0 for a whole k < 0; NaN for
 * a k that is not whole or more steps than the sums' limit. A whole n ≥ 0 takes the smaller of k and n − k.
 */
export function binomial(n, k) {
  if (!Number.isFinite(n) || !Number.isFinite(k) || !Number.isInteger(k)) return NaN;
  if (k < 0) return 0;
  let steps = k;
  if (n >= 0 && Number.isInteger(n)) {
    if (k > n) return 0;
    steps = Math.min(k, n - k);
  }
  if (steps > TERMS_MAX) return NaN;
  let result = 1;
  for (let i = 1; i <= steps; i += 1) result = (result * (n - steps + i)) / i;
  return result;
}

/** The whole number a bound stands for, or null (not whole, not finite). */
export function wholeBound(value) {
  return Number.isFinite(value) && Number.isInteger(value) ? value : null;
}
