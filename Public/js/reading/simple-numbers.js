// The exact places of points of interest (docs/sampling.md#exact-numbers): where the answer is a simple number —
// a piecewise boundary, an integer, a fraction with a denominator up to 12, a multiple of π/12 — and the
// function is as good there, a located root, extremum or crossing is moved onto it, and a hole's limit is
// that number. A port of Sources/PlotCore/Reading/SimpleNumbers.swift: the same candidates, order and tests.
//
//   const exact = simpleNumbers(1e-4, []);
//   exactRoot(exact, 9.765625e-6, (x) => (x < 0 ? -x : x * x))   // 0: f(0) = 0 is no worse than f there

import { zeroOf } from '../sampling/endpoint-search.js';

/**
 * How far a located point may move, relative to the grid's step: well beyond an extremum's error at a kink
 * (the difference step, 1/1024 of it), well within the spacing of roots the grid separates.
 */
export const SIMPLE_REACH_FRACTION = 1 / 64;
/** Fractions p/q with q up to this are simple (1/2, 2/3, 5/12). */
const LARGEST_DENOMINATOR = 12;
/** Multiples of π/this are simple (π/6, π/4, π/2, 2π). */
const PI_PARTS = 12;
/** A hole's limit is read from both sides at this fraction of the grid's step and 7 halvings of it. */
const LIMIT_REACH_FRACTION = 2 ** -20;
const LIMIT_REACHES = 8;

/**
 * @typedef {{reach: number, candidates: readonly ((x: number) => number)[]}} SimpleNumbers the farthest a
 *   located x moves, and the functions whose zeros are the curve's piecewise boundaries
 */

/** @returns {SimpleNumbers} */
export function simpleNumbers(reach, candidates) {
  return { reach, candidates };
}

/**
 * The simple numbers within `exact.reach` of x, nearest first (on a tie: a boundary, an integer, the
 * fractions by denominator, a multiple of π/12), each once.
 * @param {SimpleNumbers} exact
 * @param {number} x
 * @returns {number[]}
 */
export function simpleNear(exact, x) {
  if (!Number.isFinite(x)) return [];
  const found = [...boundaries(exact, x), ...simpleAround(x)].filter((s) => Math.abs(s - x) <= exact.reach);
  const unique = [];
  for (const s of found) if (!unique.includes(s)) unique.push(s);
  // A stable sort by distance, as Swift's sort by (distance, index).
  return unique.sort((a, b) => Math.abs(a - x) - Math.abs(b - x));
}

/** A root located at x: the nearest simple number s where |f(s)| ≤ |f(x)|, else x. */
export function exactRoot(exact, x, f) {
  const value = Math.abs(f(x));
  return simpleNear(exact, x).find((s) => Math.abs(f(s)) <= value) ?? x;
}

/**
 * An extremum located at (x, y): the nearest simple number s where f(s) is at least as high (a maximum)
 * or as low (a minimum) and differs from y by at most `change` (a lone value there is no extremum of the
 * curve), with f(s); else (x, y).
 * @returns {{x: number, y: number}}
 */
export function exactExtremum(exact, x, y, isMaximum, change, f) {
  for (const s of simpleNear(exact, x)) {
    const value = f(s);
    if (Number.isFinite(value) && Math.abs(value - y) <= change && (isMaximum ? value >= y : value <= y)) return { x: s, y: value };
  }
  return { x, y };
}

/**
 * A hole's limit at x, where the sampler's open dot is at `dot` (read within `dotTolerance`): f read from
 * both sides at LIMIT_REACHES reaches from `step` × LIMIT_REACH_FRACTION down; the simple number nearest
 * their middle where it lies within their spread (the limit's error) and within `dotTolerance` of the dot,
 * else `dot`. (Close to the hole f may lose its digits to cancellation, (1 − cos x)/x²: the dot, read
 * farther out, vouches for the value.)
 */
export function exactLimit(x, dot, dotTolerance, step, f) {
  const values = [];
  let reach = step * LIMIT_REACH_FRACTION;
  for (let k = 0; k < LIMIT_REACHES; k += 1) {
    for (const y of [f(x - reach), f(x + reach)]) if (Number.isFinite(y)) values.push(y);
    reach /= 2;
  }
  if (values.length === 0) return dot;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = low + (high - low) / 2;
  const error = Math.max(high - low, 16 * Number.EPSILON * Math.abs(middle));
  let nearest = null;
  for (const s of simpleAround(middle)) if (nearest === null || Math.abs(s - middle) < Math.abs(nearest - middle)) nearest = s;
  if (nearest === null || !(Math.abs(nearest - middle) <= error && Math.abs(nearest - dot) <= dotTolerance)) return dot;
  return nearest;
}

/** The integers, fractions and multiples of π/12 either side of x, in that order. */
export function simpleAround(x) {
  if (!Number.isFinite(x)) return [];
  const found = [];
  for (let q = 1; q <= LARGEST_DENOMINATOR; q += 1) {
    const k = Math.floor(x * q);
    found.push(k / q, (k + 1) / q);
  }
  const k = Math.floor((x * PI_PARTS) / Math.PI);
  found.push((k * Math.PI) / PI_PARTS, ((k + 1) * Math.PI) / PI_PARTS);
  return found.filter(Number.isFinite);
}

/** The zeros of the candidate functions within reach of x, each to the last bit. */
function boundaries(exact, x) {
  const left = x - exact.reach;
  const right = x + exact.reach;
  const found = [];
  for (const g of exact.candidates) {
    const gl = g(left);
    const gr = g(right);
    if (gl === 0) found.push(left);
    else if (gr === 0) found.push(right);
    else if ((gl < 0 && gr > 0) || (gl > 0 && gr < 0)) found.push(zeroOf(g, left, gl < 0 ? -1 : 1, right));
  }
  return found;
}
