// What tracing a parametric or polar curve reads along its parameter (docs/site.md#trace), as pure functions of the
// numbers, beside marker-reading.js's for curves y = f(x): the keyboard's step in t, t as the reading shows it,
// where along the curve a point of the graph is, and where a dragged marker goes from where it was.
//
//   parameterStep({ from: 0, to: 2 * Math.PI })            // 0.05 (Shift: 0.5)
//   nearestParameter(segments, 0, 1, transform, path)       // 1.5708: the unit circle's top
//   followedParameter(segments, px, py, transform, 3.11)    // 3.18 through a Lissajous figure's crossing, not 6.28

import { niceStep } from '../graph/ticks.js';
import { pixelDecimals, readingNumber } from '../graph/trace-reading.js';

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

/**
 * Where a marker dragged along a parametric curve goes when the pointer is at (px, py), CSS px, from its last t:
 * the drawn point nearest the pointer among those reached from the last t along the curve, either way,
 * without going further from the pointer — so t follows the curve continuously through a self-crossing (a
 * Lissajous figure's centre, where a nearest point alone would jump to the other branch's t). Between drawn
 * points t is interpolated along the chord; across a break in the curve the walk goes on to the next piece.
 * Null where nothing of the curve is drawn.
 * @param {Float64Array[] & {parameters?: Float64Array[]}} segments the curve's, with each point's t (figure-sampler.js)
 * @param {number} px
 * @param {number} py
 * @param {{scale: number, scaleY: number, originX: number, originY: number}} t the view's transform
 * @param {number} lastT
 * @returns {number | null}
 */
export function followedParameter(segments, px, py, t, lastT) {
  // The drawn chords in order of t, each as its ends on the screen and their t.
  const chords = [];
  segments.forEach((s, index) => {
    const ts = segments.parameters?.[index];
    if (!ts) return;
    const at = (k) => [t.originX + s[2 * k] * t.scale, t.originY - s[2 * k + 1] * t.scaleY, ts[k]];
    if (s.length === 2) chords.push([...at(0), ...at(0)]);
    for (let k = 1; 2 * k < s.length; k += 1) chords.push([...at(k - 1), ...at(k)]);
  });
  if (chords.length === 0) return null;
  const nearest = ([ax, ay, t0, bx, by, t1]) => {
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const along = length === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / length));
    return { distance: Math.hypot(px - ax - along * dx, py - ay - along * dy), t: t0 + along * (t1 - t0) };
  };
  // The chord that holds the last t (else the one nearest it in t), then both ways while the chords come nearer.
  let start = chords.findIndex(([, , t0, , , t1]) => t0 <= lastT && lastT <= t1);
  if (start < 0) {
    const gap = (chord) => Math.min(Math.abs(chord[2] - lastT), Math.abs(chord[5] - lastT));
    start = chords.reduce((best, chord, k) => (gap(chord) < gap(chords[best]) ? k : best), 0);
  }
  let best = nearest(chords[start]);
  for (const direction of [1, -1]) {
    let previous = best.distance;
    for (let k = start + direction; k >= 0 && k < chords.length; k += direction) {
      const here = nearest(chords[k]);
      if (here.distance > previous) break;
      previous = here.distance;
      if (here.distance < best.distance) best = here;
    }
  }
  return best.t;
}
