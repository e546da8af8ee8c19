// Euler's method for dy/dx = f(x, y) (docs/sampling.md#differential-equations): from (x₀, y₀) in steps of h towards
// `to`, each step y ← y + step·f(x, y), the last step shortened to land on `to` exactly. Port of
// Sources/PlotCore/Fields/EulerPolygon.swift.
//
//   eulerPolygon(compileSlope(parseRightSide('y')), { x: 0, y: 1 }, 0.1, 1).points.at(-1)   // {x: 1, y: 2.5937…} = 1.1¹⁰

import { ODE } from '../limits.js';

/**
 * Why no polygon can be drawn: `kind` 'badStep' or 'tooManySteps', with Swift's `EulerPolygon.Failure` message, and
 * `value` the step (badStep) or the number of steps it would take (tooManySteps).
 */
export class EulerFailure extends Error {
  constructor(kind, message, value) {
    super(message);
    this.name = 'EulerFailure';
    this.kind = kind;
    this.value = value;
  }
}

/**
 * The polygon from `start` towards `to` in steps of `step` (> 0; the direction is the sign of to − x₀). The x of step i
 * is x₀ + i·h, not a running sum.
 * @param {(x: number, y: number) => number} f
 * @param {{x: number, y: number}} start
 * @param {number} step
 * @param {number} to
 * @returns {{points: {x: number, y: number}[], end: 'reached' | 'undefined'}} 'undefined': f is undefined at the last
 *   point (or the next y is not a finite number)
 * @throws {EulerFailure}
 */
export function eulerPolygon(f, start, step, to) {
  if (!Number.isFinite(step) || !(step > 0)) throw new EulerFailure('badStep', `the step must be a number greater than 0, not ${step}`, step);
  const direction = to >= start.x ? 1 : -1;
  const count = Math.ceil(direction * (to - start.x) / step - 1e-9);
  // Not `count > max`: a NaN count (x₀ or `to` not a number, as a slider may make them) would run forever; Swift's guard refuses it too.
  if (!(count <= ODE.eulerStepsMax)) {
    throw new EulerFailure('tooManySteps', `Euler's method takes at most ${ODE.eulerStepsMax} steps, not ${count}: take a longer step`, count);
  }
  const points = [{ x: start.x, y: start.y }];
  let [x, y] = [start.x, start.y];
  for (let i = 1; x !== to; i += 1) {
    const slope = f(x, y);
    // A next x within a billionth of a step of `to` is `to`: 10 · 0.1 may round past 1 or short of it.
    let next = start.x + direction * i * step;
    if (direction * (to - next) <= step * 1e-9) next = to;
    const nextY = y + (next - x) * slope;
    if (!Number.isFinite(slope) || !Number.isFinite(nextY)) return { points, end: 'undefined' };
    [x, y] = [next, nextY];
    points.push({ x, y });
  }
  return { points, end: 'reached' };
}
