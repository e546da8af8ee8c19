// The values a function takes exactly at its piecewise boundaries inside a range (docs/sampling.md#the-fit-rule):
// `{x < 2: x², x = 2: 7, 1}` is 7 at 2 alone, which evenly spaced samples almost never land on, so the fit would
// leave that closed dot outside the frame. Where a candidate function (a compiled expression's
// `candidateFunctions`: a condition's two sides' difference, a divisor) is 0 or changes sign between samples,
// its zero is located to the last bit, and f there counts where f settles on a side next to it (a value beside
// a jump or a hole), not where it grows on both sides (a pole: 1/cos x at π/2 is 1.6e16 in doubles). A port of
// Sources/PlotCore/Sampling/BoundaryValues.swift.

import { zeroOf } from './endpoint-search.js';

/** The most boundaries looked at, so a condition that changes at every sample stays cheap. */
const MAXIMUM_PLACES = 64;
/** A side is read this far from the boundary, relative to the samples' spacing, and twice as far… */
const SIDE_REACH = 1 / 1024;
/** …and settles where those two values differ by less than this share of the larger of |f| and the scale. */
const SETTLE_TOLERANCE = 1e-3;

/**
 * f at each boundary between the samples `xs` (evenly spaced, increasing) where it is finite and settles on a
 * side; nothing outside lowest … highest (a restricted curve's from … to) is evaluated.
 * @param {(x: number) => number} valueAt
 * @param {readonly ((x: number) => number)[]} candidates whose zeros are the boundaries
 * @param {ArrayLike<number>} xs
 * @param {number} scale a typical |y| of f
 * @param {number} [lowest]
 * @param {number} [highest]
 * @returns {number[]}
 */
export function boundaryValues(valueAt, candidates, xs, scale, lowest = -Infinity, highest = Infinity) {
  if (candidates.length === 0 || xs.length < 2) return [];
  const places = [];
  search: for (const g of candidates) {
    let previous = g(xs[0]);
    for (let k = 0; k < xs.length; k += 1) {
      const gk = previous;
      const next = k + 1 < xs.length ? g(xs[k + 1]) : NaN;
      if (gk === 0) places.push(xs[k]);
      else if ((gk < 0 && next > 0) || (gk > 0 && next < 0)) places.push(zeroOf(g, xs[k], gk < 0 ? -1 : 1, xs[k + 1]));
      if (places.length >= MAXIMUM_PLACES) break search;
      previous = next;
    }
  }
  const reach = (xs[1] - xs[0]) * SIDE_REACH;
  const f = (x) => (x >= lowest && x <= highest ? valueAt(x) : NaN);
  const values = [];
  for (const x of places) {
    const value = f(x);
    if (!Number.isFinite(value)) continue;
    const settles = [-1, 1].some((side) => {
      const near = f(x + side * reach);
      const far = f(x + side * 2 * reach);
      return Number.isFinite(near) && Number.isFinite(far) && Math.abs(near - far) <= SETTLE_TOLERANCE * Math.max(Math.abs(near), scale);
    });
    if (settles) values.push(value);
  }
  return values;
}
