// Where parametric and polar curves cross the axes (docs/sampling.md#points-of-interest): the x-intercepts, where
// y(t) = 0, listed as roots, and the y-intercepts, where x(t) = 0. A port of
// Sources/PlotCore/Reading/ParametricIntercepts.swift (the algorithm is described there): the same grid in t and
// the same bisection, so the build's list and the live view's dots agree.
//
//   withIntercepts({ points: [], omitted: [] }, [{ path: { x: Math.cos, y: Math.sin, from: 0, to: 2 * Math.PI } }], -2, 2)
//   // roots (1, 0) and (−1, 0), y-intercepts (0, 1) and (0, −1), in the order of t

import { signChangeRoot } from './root-bracketing.js';
import { snapped, VALUE_SNAP_FRACTION } from './grid-search.js';
import { GRID_INTERVALS } from './sample-grid.js';
import { POINTS_OF_INTEREST_CAP } from './points-of-interest.js';
import { evenGrid } from '../sampling/even-grid.js';

/**
 * `found` (pointsOfInterest's result) with the intercepts of the figure's parametric and polar curves (those with
 * a `path`) whose x lies within from … to, each curve's after the others, at most `cap` per curve.
 * @param {{points: object[], omitted: {curves: number[], count: number}[]}} found
 * @param {{path?: {x: (t: number) => number, y: (t: number) => number, from: number, to: number} | null}[]} curves
 * @param {number} from
 * @param {number} to
 * @param {number} [cap]
 */
export function withIntercepts(found, curves, from, to, cap = POINTS_OF_INTEREST_CAP) {
  curves.forEach((curve, index) => {
    if (!curve.path) return;
    const { points, omitted } = parametricIntercepts(curve.path, index, from, to, cap);
    found.points.push(...points);
    if (omitted > 0) found.omitted.push({ curves: [index], count: omitted });
  });
  return found;
}

/** One curve's intercepts, in the order of the parameter, each place once; at most `cap`, and how many more. */
export function parametricIntercepts(path, index, from, to, cap) {
  const n = GRID_INTERVALS;
  const point = (t) => {
    const x = path.x(t);
    const y = path.y(t);
    return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
  };
  const ts = Array.from(evenGrid(path.from, path.to, n));
  const points = ts.map(point);
  let scale = 0;
  for (const p of points) if (p) scale = Math.max(scale, Math.abs(p.x), Math.abs(p.y));
  const tolerance = VALUE_SNAP_FRACTION * Math.max(scale, 1);
  const found = [];
  for (const kind of ['root', 'y-intercept']) {
    // A root is where y is 0, a y-intercept where x is: the coordinate that is 0 there.
    const coordinate = kind === 'root' ? (p) => p.y : (p) => p.x;
    const f = (t) => {
      const p = point(t);
      return p ? coordinate(p) : NaN;
    };
    const crossings = [];
    for (let k = 0; k <= n; k += 1) {
      const a = points[k];
      if (!a) continue;
      const fa = coordinate(a);
      if (fa === 0) {
        crossings.push(ts[k]);
        continue;
      }
      const b = k < n ? points[k + 1] : null;
      if (!b) continue;
      const fb = coordinate(b);
      if (fb === 0 || (fa < 0) === (fb < 0)) continue;
      const t = signChangeRoot(f, ts[k], ts[k + 1], fa, fb);
      if (t !== null) crossings.push(t);
    }
    for (const t of crossings) {
      const p = point(t);
      if (!p) continue;
      const x = kind === 'root' ? snapped(p.x, tolerance) : 0;
      const y = kind === 'root' ? 0 : snapped(p.y, tolerance);
      if (!(x >= from && x <= to)) continue;
      const place = { kind, x, y, curves: [index] };
      if (found.some((other) => other.point.kind === kind && isSamePlace(other.point, place, tolerance))) continue;
      found.push({ t, point: place });
    }
  }
  // By t; at one t (the cardioid's cusp at the origin) the root first. One t gives one point: the order is total.
  const rank = (entry) => (entry.point.kind === 'root' ? 0 : 1);
  found.sort((a, b) => a.t - b.t || rank(a) - rank(b));
  const limit = Math.max(0, cap);
  return { points: found.slice(0, limit).map((entry) => entry.point), omitted: Math.max(0, found.length - limit) };
}

/** Two intercepts closer than the snapping tolerance are one (the circle's (1, 0) at t = 0 and t = 2π). */
function isSamePlace(a, b, tolerance) {
  return Math.abs(a.x - b.x) <= tolerance * 1e3 && Math.abs(a.y - b.y) <= tolerance * 1e3;
}
