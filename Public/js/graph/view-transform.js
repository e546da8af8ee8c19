// The view-transform math of a graph, apart from any DOM or gesture: where the point (0, 0) sits
// and how many CSS pixels one unit spans. A transform is a plain frozen object; every operation
// returns a new one, so a gesture can compute a candidate and the view can refuse it. This file holds
// what the boot script moves the build-time picture with (it is in every first visit); fitting ranges,
// equal units, resizing and comparing views, which only the live view does, are in view-fitting.js.
//
//   const t = makeTransform({ width: 800, height: 500, scale: 100, scaleY: 2, originX: 400, originY: 250 });
//   zoomAbout(t, 2, 600, 250)   // twice the scale; the data point under (600, 250) stays there

import { ulp, WIDEST_SPAN } from '../double-ulp.js';

/**
 * @typedef {object} Transform
 * @property {number} width CSS px
 * @property {number} height CSS px
 * @property {number} scale CSS px per unit along x
 * @property {number} scaleY CSS px per unit along y (up is positive)
 * @property {number} originX CSS px from the left edge to x = 0
 * @property {number} originY CSS px from the top edge to y = 0
 */

/**
 * @param {Transform} fields
 * @returns {Readonly<Transform>}
 */
export function makeTransform({ width, height, scale, scaleY, originX, originY }) {
  return Object.freeze({ width, height, scale, scaleY, originX, originY });
}

/** Moves the picture by (dx, dy) CSS px. */
export function pan(t, dx, dy) {
  return makeTransform({ ...t, originX: t.originX + dx, originY: t.originY + dy });
}

/** Multiplies both scales by `factor`, keeping the data point under (px, py) where it is. */
export function zoomAbout(t, factor, px, py) {
  return makeTransform({
    ...t,
    scale: t.scale * factor,
    scaleY: t.scaleY * factor,
    originX: px + (t.originX - px) * factor,
    originY: py + (t.originY - py) * factor,
  });
}

/**
 * The same picture at a new size: what the build-time SVG (800 CSS px wide) becomes on a 390 px
 * phone. A fit that stretched one axis keeps its exact data ranges, so the xMax / yMax labels do not
 * change; equal scales (square units, or `equal` asked) stay equal, with the whole range in view as
 * in an SVG's "xMidYMid meet". Either way the centre's data point stays in the centre.
 */
export function rescale(t, width, height, equal = false) {
  let kx = width / t.width;
  let ky = height / t.height;
  if (equal || t.scale === t.scaleY) kx = ky = Math.min(kx, ky);
  return makeTransform({
    width,
    height,
    scale: t.scale * kx,
    scaleY: t.scaleY * ky,
    originX: width / 2 + (t.originX - t.width / 2) * kx,
    originY: height / 2 + (t.originY - t.height / 2) * ky,
  });
}

/** Puts the point (0, 0) at (px, py): what a double-tap does. */
export function moveOriginTo(t, px, py) {
  return makeTransform({ ...t, originX: px, originY: py });
}

/**
 * The visible data rectangle at `density` device pixels per CSS px, as the sampler wants it.
 * @returns {{xMin: number, xMax: number, yMin: number, yMax: number, width: number, height: number}}
 */
export function viewportOf(t, density) {
  return {
    xMin: -t.originX / t.scale,
    xMax: (t.width - t.originX) / t.scale,
    yMin: (t.originY - t.height) / t.scaleY,
    yMax: t.originY / t.scaleY,
    width: t.width * density,
    height: t.height * density,
  };
}

/**
 * Whether a transform can be drawn faithfully: finite, and not zoomed in so far (or panned so far
 * away) that neighbouring pixels map to the same double. Zooming and panning stop at this limit.
 */
export function isUsable(t) {
  const numbers = [t.width, t.height, t.scale, t.scaleY, t.originX, t.originY];
  if (!numbers.every(Number.isFinite) || t.scale <= 0 || t.scaleY <= 0) return false;
  const v = viewportOf(t, 1);
  return rangeIsDrawable(v.xMin, v.xMax, t.width) && rangeIsDrawable(v.yMin, v.yMax, t.height);
}

/**
 * Whether low … high can be drawn across `pixels` CSS px: only where every device pixel still gets a
 * double of its own (the sampler's rule, sampling/viewport.js), at any density up to 4. So zooming in
 * stops where the doubles run out, and a window as narrow as 1.2e-12 around 1 is still shown. A
 * manifest's window (PlotFields.swift) and a Calculator link's (plot-record.js) must pass it at
 * WINDOW_CHECK_PIXELS.
 * @param {number} low
 * @param {number} high
 * @param {number} pixels CSS px
 * @returns {boolean}
 */
export function rangeIsDrawable(low, high, pixels) {
  const span = high - low;
  if (!(Number.isFinite(span) && span > 0 && span < WIDEST_SPAN)) return false;
  return span / ulp(Math.max(Math.abs(low), Math.abs(high))) >= MAXIMUM_DENSITY * Math.max(pixels, 1);
}

/** The largest devicePixelRatio a view is kept drawable for. */
const MAXIMUM_DENSITY = 4;

/** The graph width (CSS px) a plot's own window must be drawable at: 4 000 doubles across. */
export const WINDOW_CHECK_PIXELS = 1000;
