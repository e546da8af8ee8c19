// The solution of dy/dx = f(x, y) through a point, drawn across a frame (docs/sampling.md#differential-equations):
// Dormand–Prince 5(4) forward to the frame's right edge and backward to its left edge. Port of
// Sources/PlotCore/Fields/ODESolution.swift: the same points, the same doubles.
//
//   const f = compileSlope(parseRightSide('x - y'));
//   const { segments, ends } = solveODE(f, { x: 0, y: 1 }, { xMin: -1, xMax: 3, yMin: -1, yMax: 3, width: 800, height: 800 });
//   // segments: one polyline of {x, y}, left to right; ends: the left end, then the right, each {x, y, reason}
//
// A reason is 'edge' (the frame's left or right edge), 'margin' (limits.js ODE.marginHeights frame heights above or
// below), 'blowUp' (the step collapsed or the slope turned vertical: an open end), 'undefined' (f undefined just past
// it: an open end) or 'stepCap' (ODE.stepsMax steps).

import { integrateDirection } from './ode-integration.js';

/**
 * @param {(x: number, y: number) => number} f from ./ode-right-side.js's `compileSlope`
 * @param {{x: number, y: number}} point
 * @param {import('../sampling/viewport.js').Viewport} viewport a valid viewport (../sampling/viewport.js)
 * @returns {{segments: {x: number, y: number}[][], ends: {x: number, y: number, reason: string}[]}}
 */
export function solveODE(f, point, viewport) {
  const k1 = f(point.x, point.y);
  if (!Number.isFinite(k1) || !Number.isFinite(point.y) || !Number.isFinite(point.x)) {
    const end = { x: point.x, y: point.y, reason: 'undefined' };
    return { segments: [], ends: [end, { ...end }] };
  }
  const start = { x: point.x, y: point.y };
  const backward = integrateDirection(f, viewport, -1, start, k1);
  const forward = integrateDirection(f, viewport, 1, start, k1);
  return { segments: [[...backward.points.reverse(), ...forward.points.slice(1)]], ends: [backward.end, forward.end] };
}
