// What tracing a sequence reads (docs/site.md#trace), as pure functions of the numbers, beside marker-reading.js's for
// curves y = f(x) and path-reading.js's along a parameter: the marker stands on a term (n, aₙ) or a partial sum
// (n, Sₙ), n a whole number within the sequence's range, and the keyboard steps n by one (Shift: ten).
//
//   nearestN({ first: 1, last: 30 }, 6.6)                  // 7
//   steppedN({ first: 1, last: 30 }, 7, 1)                  // 8; steppedN(…, 30, 1) stays 30
//   nearestTerm(figure.curves, 412, 180, transform)         // { curve: 0, n: 7, partial: false, distance: 3.2 } or null

import { TRACE_RADIUS } from './marker-reading.js';

/** How many terms Shift+← / Shift+→ step over. */
const LARGE_STEP = 10;

/**
 * The whole n nearest to x within the sequence's `first … last`.
 * @param {{first: number, last: number}} sequence
 * @param {number} x
 * @returns {number}
 */
export function nearestN({ first, last }, x) {
  return Math.min(Math.max(Math.round(x), first), last) + 0;
}

/**
 * The n the keyboard goes to from n: the next term forwards (`direction` 1) or back (−1), ten terms with `large`;
 * never past the sequence's ends.
 * @param {{first: number, last: number}} sequence
 * @param {number} n
 * @param {1 | -1} direction
 * @param {boolean} [large]
 * @returns {number}
 */
export function steppedN(sequence, n, direction, large = false) {
  return nearestN(sequence, n + direction * (large ? LARGE_STEP : 1));
}

/**
 * The dot of a sequence of the figure (a term, or a partial sum where they are drawn) nearest to (px, py), CSS px, if
 * one is within `radius`; on a tie the lower curve, then the term before its partial sum.
 * @param {readonly {sequence?: {first: number, last: number, partialSums: boolean, value: (n: number, partial?: boolean) => number} | null}[]} curves
 * @param {number} px
 * @param {number} py
 * @param {{scale: number, scaleY: number, originX: number, originY: number}} t the view's transform
 * @param {number} [radius]
 * @returns {{curve: number, n: number, partial: boolean, distance: number} | null}
 */
export function nearestTerm(curves, px, py, t, radius = TRACE_RADIUS) {
  let best = null;
  curves.forEach(({ sequence }, curve) => {
    if (!sequence) return;
    // Only the n within the radius horizontally can be near.
    const low = Math.max(sequence.first, Math.ceil((px - radius - t.originX) / t.scale));
    const high = Math.min(sequence.last, Math.floor((px + radius - t.originX) / t.scale));
    for (let n = low; n <= high; n += 1) {
      for (const partial of sequence.partialSums ? [false, true] : [false]) {
        const y = sequence.value(n, partial);
        if (!Number.isFinite(y)) continue;
        const distance = Math.hypot(t.originX + n * t.scale - px, t.originY - y * t.scaleY - py);
        if (distance <= radius && (best === null || distance < best.distance)) best = { curve, n, partial, distance };
      }
    }
  });
  return best;
}
