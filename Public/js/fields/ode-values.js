// A solution's y at given x (docs/manifest.md#solutions-of-differential-equations: the table of values). Port of
// Sources/PlotCore/Fields/ODESolution+Values.swift: the same doubles.
//
//   solutionValues(compileSlope(parseRightSide('x - y')), { x: 0, y: 1 }, [-1, 0, 1, 2], frame)
//   // [≈ 3.43656, 1, ≈ 0.735759, ≈ 1.27067]: y = x − 1 + 2e⁻ˣ; null where the solution does not reach

import { ODE } from '../limits.js';
import { integrateDirection } from './ode-integration.js';
import { MAXIMUM_PIXELS, validateViewport } from '../sampling/viewport.js';

/**
 * The solution through `point` at each of `xs`, null where it does not reach: integrated from the point outward, row
 * after row in each direction, each leg from the last row reached landing exactly on the next, at ODE.tableRefinement
 * times the pixels of `frame` (the build's drawing). A leg that ends short leaves its row and those beyond it null.
 * @param {(x: number, y: number) => number} f
 * @param {{x: number, y: number}} point
 * @param {number[]} xs
 * @param {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}} frame device px
 * @returns {(number | null)[]}
 */
export function solutionValues(f, point, xs, frame) {
  const values = xs.map(() => null);
  if (!Number.isFinite(point.x) || !Number.isFinite(point.y) || !Number.isFinite(f(point.x, point.y))) return values;
  for (const direction of [1, -1]) {
    const outward = [...xs.keys()].filter((i) => direction * (xs[i] - point.x) >= 0)
      .sort((i, j) => (direction * xs[i] < direction * xs[j] || (xs[i] === xs[j] && i < j) ? -1 : 1));
    let reached = point;
    for (const i of outward) {
      const next = xs[i] === reached.x ? reached : leg(f, reached, xs[i], frame);
      if (next === null) break;
      values[i] = next.y;
      reached = next;
    }
  }
  return values;
}

/** The solution from `start` to x, null where it ends short of it. */
function leg(f, start, x, frame) {
  const across = frame.width * ODE.tableRefinement * Math.abs(x - start.x) / (frame.xMax - frame.xMin);
  const y = solutionAt(f, start, x, {
    yMin: frame.yMin, yMax: frame.yMax,
    width: Math.min(MAXIMUM_PIXELS, Math.max(1, across)), height: Math.min(MAXIMUM_PIXELS, frame.height * ODE.tableRefinement),
  });
  return y === null ? null : { x, y };
}

/**
 * The solution through `start` at x (≠ start.x), integrated towards x across the strip from start.x to x and `yMin` …
 * `yMax`, of `width` × `height` pixels: null where it ends short of x (it blows up, f turns undefined, it leaves the
 * margin above or below) or the strip is no viewport. A leg of the table, and an Euler polygon's exact value
 * (./euler-reading.js); Swift's `ODESolution.value(_:from:to:…)`.
 * @param {{yMin: number, yMax: number, width: number, height: number}} strip
 * @returns {number | null}
 */
export function solutionAt(f, start, x, { yMin, yMax, width, height }) {
  const slope = f(start.x, start.y);
  const viewport = { xMin: Math.min(start.x, x), xMax: Math.max(start.x, x), yMin, yMax, width, height };
  if (!Number.isFinite(slope) || !isValid(viewport)) return null;
  const { end } = integrateDirection(f, viewport, x > start.x ? 1 : -1, start, slope);
  return end.reason === 'edge' ? end.y : null;
}

/** Whether Swift's Viewport would take it (its init throws where this is false). */
function isValid(viewport) {
  try {
    validateViewport(viewport);
    return true;
  } catch {
    return false;
  }
}
