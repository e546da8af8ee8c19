// What tracing a parametric or polar curve reads along its parameter (docs/site.md#trace), as pure functions of the
// numbers, beside trace-reading.js's for curves y = f(x): the keyboard's step in t, t as the reading shows it,
// and where along the curve a point of the graph is.
//
//   parameterStep({ from: 0, to: 2 * Math.PI })            // 0.05 (Shift: 0.5)
//   nearestParameter(segments, 0, 1, transform, path)       // 1.5708: the unit circle's top

import { niceStep } from './ticks.js';
import { pixelDecimals, readingNumber } from './trace-reading.js';

/**
 * The keyboard's step along a parametric curve's parameter: a nice number near 1/200 of its range, or ten
 * times as far (`large`, with Shift), so the marker walks through readable t (0.05, 0.1…) and round a closed
 * curve in about 200 steps.
 * @param {{from: number, to: number}} path
 * @param {boolean} [large]
 * @returns {number}
 */
export function parameterStep(path, large = false) {
  return niceStep(((large ? 10 : 1) * (path.to - path.from)) / 200);
}

/**
 * t rounded to the digits of its keyboard step and one more: as the reading shows it, and where the marker sits.
 * @param {number} t
 * @param {{from: number, to: number}} path
 * @returns {number}
 */
export function shownParameter(t, path) {
  const text = readingNumber(t, pixelDecimals(parameterStep(path)) + 1);
  return text === null ? t : Number(text);
}

/**
 * Where along a parametric curve its drawn point nearest to (x, y) is, by distance on the screen — nearest to x
 * alone where y is not known (undefined or NaN); the start of its range where nothing of it is drawn.
 * @param {Float64Array[] & {parameters?: Float64Array[]}} segments the curve's, with each point's t (figure-sampler.js)
 * @param {number} x
 * @param {number | undefined} y
 * @param {{scale: number, scaleY: number, originX: number, originY: number}} t the view's transform
 * @param {{from: number}} path
 * @returns {number}
 */
export function nearestParameter(segments, x, y, t, path) {
  const px = t.originX + x * t.scale;
  const py = Number.isFinite(y) ? t.originY - y * t.scaleY : null;
  let best = null;
  segments.forEach((s, index) => {
    const ts = segments.parameters?.[index];
    if (!ts) return;
    for (let k = 0; k < s.length; k += 2) {
      const dx = t.originX + s[k] * t.scale - px;
      const dy = py === null ? 0 : t.originY - s[k + 1] * t.scaleY - py;
      const distance = Math.hypot(dx, dy);
      if (best === null || distance < best.distance) best = { distance, t: ts[k / 2] };
    }
  });
  return best ? best.t : path.from;
}
