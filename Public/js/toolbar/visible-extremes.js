// The lowest and highest value of a curve over the visible x-range, exact: where it is a local
// extremum, the one the points of interest find (reading/grid-search.js: bracketed on a grid of 1 000
// pieces, then bisected to ~1e-7 in x); where it is at an end of the range, the value there, and which
// end. The drawn samples would say max y 0.9997 for exp(−x²) on −3 … 3; this says 1 at x = 0. No DOM:
// the stats popover (stats-popover.js) writes what it returns.
//
//   visibleExtremes({ valueAt: (x) => x * x }, 1, 2, { yMin: -1, yMax: 8 })
//   // { low: { y: 1, x: 1, at: 'left' }, high: { y: 4, x: 2, at: 'right' } }

import { sampleGrid, gridScale, GRID_INTERVALS } from '../reading/sample-grid.js';
import { gridSearch } from '../reading/grid-search.js';

/** Grid values beyond the best candidate by more than this (relative to the curve's scale) are a pole's or a jump's. */
const BEYOND_FRACTION = 1e-9;

/**
 * One end of a curve's values: `at` says where — `x` an interior extremum (exact), `left` / `right`
 * the window's edge, `end` the curve's own from or to inside the window, `near` the largest grid
 * value beside a jump (the value is approached, not reached), `above` / `below` beyond the frame
 * near a pole (then y and x are the grid's, for scripts only).
 * @typedef {{y: number, x: number, at: 'x' | 'left' | 'right' | 'end' | 'near' | 'above' | 'below'}} Extreme
 */

/**
 * The lowest and highest value of `curve` for x in xMin … xMax (within its from … to), or null when it
 * has none there.
 * @param {{valueAt: (x: number) => number, from?: number | null, to?: number | null}} curve
 * @param {number} xMin
 * @param {number} xMax
 * @param {{yMin: number, yMax: number}} frame the y-range in view: a pole's values go beyond it
 * @returns {{low: Extreme, high: Extreme} | null}
 */
export function visibleExtremes(curve, xMin, xMax, frame) {
  const lo = curve.from != null && curve.from > xMin ? curve.from : xMin;
  const hi = curve.to != null && curve.to < xMax ? curve.to : xMax;
  if (!(lo < hi)) return null;
  const f = curve.valueAt;
  const grid = sampleGrid(lo, hi, f);
  const scale = gridScale(grid);
  // Extrema first: on a tie with an end, the extremum is the better answer.
  const candidates = gridSearch(f, grid, scale, true, GRID_INTERVALS).found
    .filter((point) => point.kind === 'minimum' || point.kind === 'maximum')
    .map(({ x, y }) => ({ y, x, at: 'x' }));
  for (const [x, at] of [[lo, lo === xMin ? 'left' : 'end'], [hi, hi === xMax ? 'right' : 'end']]) {
    const y = f(x);
    if (Number.isFinite(y)) candidates.push({ y, x, at });
  }
  let gridLow = null;
  let gridHigh = null;
  grid.ys.forEach((y, k) => {
    if (!Number.isFinite(y)) return;
    if (gridLow === null || y < gridLow.y) gridLow = { y, x: grid.xs[k] };
    if (gridHigh === null || y > gridHigh.y) gridHigh = { y, x: grid.xs[k] };
  });
  if (gridHigh === null && candidates.length === 0) return null;
  let low = null;
  let high = null;
  for (const candidate of candidates) {
    if (low === null || candidate.y < low.y) low = candidate;
    if (high === null || candidate.y > high.y) high = candidate;
  }
  const tolerance = BEYOND_FRACTION * scale;
  if (gridHigh !== null && (high === null || gridHigh.y > high.y + tolerance)) {
    high = { ...gridHigh, at: gridHigh.y > frame.yMax ? 'above' : 'near' };
  }
  if (gridLow !== null && (low === null || gridLow.y < low.y - tolerance)) {
    low = { ...gridLow, at: gridLow.y < frame.yMin ? 'below' : 'near' };
  }
  return { low, high };
}
