// The points of interest of a figure's curves over an x-range (docs/sampling.md#points-of-interest): each curve's roots, its
// y-intercept and local extrema, and where two curves cross. A port of
// Sources/PlotCore/Reading/PointsOfInterest.swift (the algorithm is described there): same constants,
// same order of operations, so the page's list from the build and the live view's dots after a pan or
// zoom agree. Both run Tests/Fixtures/poi-vectors.json.
//
//   const f = compile('x^2 - 2').evaluate;
//   pointsOfInterest([{ valueAt: f, from: null, to: null }], -3, 3).points
//   // root (−1.41421…, 0), y-intercept (0, −2), minimum (0, −2), root (1.41421…, 0)

import { sampleGrid, gridScale } from './sample-grid.js';
import { gridSearch, snapped, VALUE_SNAP_FRACTION } from './grid-search.js';
import { isSamePlace, jumpsAndHoles } from './jumps-and-holes.js';

/** The most roots and extrema kept per curve, and intersections per pair of curves. */
export const POINTS_OF_INTEREST_CAP = 50;

/** At one x: root, y-intercept, minimum, maximum, …, jump, hole (Swift's `Kind.allCases` order). */
const KIND_RANK = { 'root': 0, 'y-intercept': 1, 'minimum': 2, 'maximum': 3, 'intersection': 4, 'jump': 5, 'hole': 6 };

/**
 * @typedef {{ kind: 'root' | 'y-intercept' | 'minimum' | 'maximum' | 'intersection' | 'jump' | 'hole', x: number, y: number,
 *   curves: number[], jump?: import('./jumps-and-holes.js').Jump }} PointOfInterest a jump's y is its value (the left
 *   limit where it has none), a hole's the limit
 */

/**
 * The points of interest of `curves` over from … to (finite, from < to; otherwise none).
 * @param {{ valueAt: (x: number) => number, from?: number | null, to?: number | null, candidates?: ((x: number) => number)[] }[]} curves
 *   valueAt is NaN or ±Infinity where undefined (a compiled expression's `evaluate`); from/to null or
 *   absent: unbounded on that side; candidates, where its holes may be (a compiled expression's
 *   `candidateFunctions`)
 * @param {number} from
 * @param {number} to
 * @param {number} [cap] the most roots and extrema per curve, intersections per pair
 * @returns {{ points: PointOfInterest[], omitted: { curves: number[], count: number }[] }}
 *   points: curve 0's, curve 1's, … each sorted by x, then intersections sorted by (i, j, x);
 *   omitted: candidates left over by the cap ("and 12 more"), only counts > 0
 */
export function pointsOfInterest(curves, from, to, cap = POINTS_OF_INTEREST_CAP) {
  const result = { points: [], omitted: [] };
  if (!(Number.isFinite(from) && Number.isFinite(to) && from < to && Number.isFinite(to - from))) return result;
  const limit = Math.max(0, cap);
  // Written as comparisons, not Math.max/min: a NaN end is no restriction, as in Swift.
  const grids = curves.map((curve) => {
    const lo = curve.from != null && curve.from > from ? curve.from : from;
    const hi = curve.to != null && curve.to < to ? curve.to : to;
    return lo < hi ? sampleGrid(lo, hi, curve.valueAt) : null;
  });
  const scales = grids.map((grid) => (grid === null ? 1 : gridScale(grid)));

  grids.forEach((grid, i) => {
    if (grid === null) return;
    const f = curves[i].valueAt;
    const { found, omitted } = gridSearch(f, grid, scales[i], true, limit, curves[i].candidates ?? []);
    const breaks = jumpsAndHoles(curves[i], i, grid);
    // A jump across 0 (floor, sign) is no root, even where the value at the jump is 0; nor is a hole where
    // f is not 0 (the roots of x·sin(1/x) crowding to its hole at 0). Points put on one simple number are one.
    const notRoots = breaks.filter((p) => p.kind === 'jump' || p.loneValue !== 0).map((p) => p.x);
    const points = [];
    for (const p of found) {
      if (p.kind === 'root' && notRoots.some((x) => isSamePlace(x, p.x))) continue;
      if (points.some((q) => q.kind === p.kind && q.x === p.x)) continue;
      points.push({ kind: p.kind, x: p.x, y: p.y, curves: [i] });
    }
    points.push(...breaks);
    if (grid.lo <= 0 && 0 <= grid.hi) {
      const y = f(0);
      if (Number.isFinite(y)) points.push({ kind: 'y-intercept', x: 0, y: snapped(y, VALUE_SNAP_FRACTION * scales[i]), curves: [i] });
    }
    result.points.push(...sortedByX(points));
    if (omitted > 0) result.omitted.push({ curves: [i], count: omitted });
  });

  for (let i = 0; i < grids.length; i += 1) {
    for (let j = i + 1; j < grids.length; j += 1) {
      const gi = grids[i];
      const gj = grids[j];
      if (gi === null || gj === null) continue;
      const lo = Math.max(gi.lo, gj.lo);
      const hi = Math.min(gi.hi, gj.hi);
      if (!(lo < hi)) continue;
      const f = curves[i].valueAt;
      const g = curves[j].valueAt;
      // The curves' own grids where the overlap is their whole interval (the usual case): the same
      // xs, so the same values without evaluating again.
      const fs = gi.lo === lo && gi.hi === hi ? gi : sampleGrid(lo, hi, f);
      const gs = gj.lo === lo && gj.hi === hi ? gj : sampleGrid(lo, hi, g);
      const difference = sampleGrid(lo, hi, null);
      for (let k = 0; k < difference.ys.length; k += 1) difference.ys[k] = fs.ys[k] - gs.ys[k];
      const scale = Math.max(scales[i], scales[j]);
      const boundaries = [...(curves[i].candidates ?? []), ...(curves[j].candidates ?? [])];
      const { found, omitted } = gridSearch((x) => f(x) - g(x), difference, scale, false, limit, boundaries);
      const points = found.map((p) => ({
        kind: 'intersection', x: p.x, y: snapped(f(p.x), VALUE_SNAP_FRACTION * scale), curves: [i, j],
      }));
      result.points.push(...sortedByX(points));
      if (omitted > 0) result.omitted.push({ curves: [i, j], count: omitted });
    }
  }
  return result;
}

/** By x; at one x: root, y-intercept, minimum, maximum, jump, hole. */
function sortedByX(points) {
  return points.sort((a, b) => a.x - b.x || KIND_RANK[a.kind] - KIND_RANK[b.kind]);
}
