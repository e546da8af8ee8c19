// The dots at a parametric or polar curve's jumps in t (docs/sampling.md#parametric-curves), by the explicit sampler's
// rule (docs/sampling.md#endpoints): at each jump, found as two adjacent doubles in t, the side that holds the point at
// the jump's boundary — the simpler of the two t (1 rather than 0.9999999999999999) — gets a closed dot there, the
// other side an open dot at its last point. A side held far beyond the frame (a pole) gets none, nor does a step of
// rounding; dots beyond the clip band are left out; with more than ENDPOINT_JUMPS_MAX jumps there are none. A port of
// Sources/PlotCore/Sampling/Parametric/ParametricEndpoints.swift.

import { ENDPOINT_JUMPS_MAX } from '../limits.js';
import { isRounding, simpler } from './endpoint-search.js';
import { isInClipBand } from './parametric-geometry.js';

/**
 * The dots at `jumps`, in increasing t, each once.
 * @param {[import('./parametric-geometry.js').CurvePoint, import('./parametric-geometry.js').CurvePoint][]} jumps each
 *   the last point before a jump and the first after it
 * @param {{width: number, height: number}} frame
 * @param {number} margin the clip band's width beyond the frame, in device pixels
 * @returns {{x: number, y: number, open: boolean}[]}
 */
export function parametricEndpoints(jumps, frame, margin) {
  if (jumps.length > ENDPOINT_JUMPS_MAX) return [];
  const dots = [];
  for (const [left, right] of [...jumps].sort((a, b) => a[0].t - b[0].t)) {
    if (isRounding([left.x, right.x]) && isRounding([left.y, right.y])) continue;
    const closedT = simpler(left.t, right.t) === left.t ? left.t : right.t;
    for (const point of [left, right]) {
      if (point.isFar || !isInClipBand(point, frame, margin)) continue;
      const dot = { x: point.x, y: point.y, open: point.t !== closedT };
      if (!dots.some((d) => d.x === dot.x && d.y === dot.y && d.open === dot.open)) dots.push(dot);
    }
  }
  return dots;
}
