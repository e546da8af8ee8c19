// Where a curve touches 0 — or two curves touch — along a stretch rather than at a point: eˣ and its Taylor
// polynomial of degree 3 differ by x⁴/24, which rounds to nothing for |x| < 0.0016 at the scale of eˣ on −4 … 3.
// The extremum search ends anywhere in that stretch (its central differences are rounding noise there); the
// touch is put at the simple number inside the stretch nearest its middle, else at its middle. A port of
// Sources/PlotCore/Reading/FlatTouch.swift: the same steps, the same doubles.

import { simpleAround } from './simple-numbers.js';

/**
 * Where the touch found at `x` is: the stretch around x where |f| ≤ `zero` (rounding at the curve's scale),
 * within the extremum's bracket `left … right`, by bisection of each side to adjacent doubles; x itself where f
 * is not within `zero` there.
 * @param {(x: number) => number} f
 * @returns {number}
 */
export function flatTouch(f, x, left, right, zero) {
  const isFlat = (t) => {
    const value = f(t);
    return Number.isFinite(value) && Math.abs(value) <= zero;
  };
  if (!isFlat(x)) return x;
  const start = flatEdge(x, left, isFlat);
  const end = flatEdge(x, right, isFlat);
  const middle = start + (end - start) / 2;
  let nearest = null;
  for (const s of simpleAround(middle)) {
    if (start <= s && s <= end && isFlat(s) && (nearest === null || Math.abs(s - middle) < Math.abs(nearest - middle))) nearest = s;
  }
  return nearest ?? middle;
}

/** The last x from `inside` (flat) towards `outside` that is flat: `outside` itself when it is. */
function flatEdge(inside, outside, isFlat) {
  if (isFlat(outside)) return outside;
  let flat = inside;
  let steep = outside;
  for (;;) {
    const middle = flat + (steep - flat) / 2;
    if (middle === flat || middle === steep) return flat;
    if (isFlat(middle)) flat = middle;
    else steep = middle;
  }
}
