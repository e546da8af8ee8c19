// A figure's Euler polygon at given values, and the exact solution's value at its end to compare it with
// (docs/sampling.md#eulers-method-in-a-figure). Port of Sources/PlotCore/Fields/EulerReading.swift: the same doubles.
//
//   const reading = eulerReading(compileSlope(parseRightSide('y')), { x: 0, y: 1 }, 0.5, 2);
//   reading.polygon.points.at(-1)   // {x: 2, y: 5.0625} = 1.5⁴
//   reading.exact                   // {value: 7.38905…} = e²

import { eulerPolygon, EulerFailure } from './euler-polygon.js';
import { solutionAt } from './ode-values.js';
import { MAXIMUM_PIXELS } from '../sampling/viewport.js';

/**
 * @typedef {object} EulerReading
 * @property {{points: {x: number, y: number}[], end: 'reached' | 'undefined'} | null} polygon null when there is none
 * @property {EulerFailure | null} failure why there is no polygon: `kind` 'badStep' or 'tooManySteps'
 * @property {{value: number} | 'notReached' | null} exact the exact solution at `to`; null without a polygon or where
 *   it stops short of `to`
 * @property {number} step
 * @property {number} to
 * @property {number} steps the number of steps the polygon takes (0 without one)
 */

/**
 * @param {(x: number, y: number) => number} f
 * @param {{x: number, y: number}} start
 * @param {number} step
 * @param {number} to
 * @returns {EulerReading}
 */
export function eulerReading(f, start, step, to) {
  let polygon = null, failure = null;
  try {
    polygon = eulerPolygon(f, start, step, to);
  } catch (error) {
    if (!(error instanceof EulerFailure)) throw error;
    failure = error;
  }
  const exact = polygon?.end === 'reached' ? exactValue(f, start, to, polygon) : null;
  return { polygon, failure, exact, step, to, steps: polygon ? polygon.points.length - 1 : 0 };
}

/**
 * The solution through `start` at `to`, integrated across a frame from x₀ to `to` of the most pixels a frame may have,
 * and in y the polygon's extent and as much again above and below (at least 1, and a thousandth of its largest |y|), as
 * Swift's `EulerReading.exact` does.
 */
function exactValue(f, start, to, polygon) {
  if (to === start.x) return { value: start.y };
  const ys = polygon.points.map((point) => point.y);
  const [low, high] = [Math.min(...ys), Math.max(...ys)];
  const margin = Math.max(1, high - low, 0.001 * Math.max(Math.abs(low), Math.abs(high)));
  const value = solutionAt(f, start, to, { yMin: low - margin, yMax: high + margin, width: MAXIMUM_PIXELS, height: MAXIMUM_PIXELS });
  return value === null ? 'notReached' : { value };
}
