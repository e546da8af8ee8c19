// The view-transform operations only the live view needs (graph-view.js, the view memory and its
// notices): fitting a figure's ranges, equal units, resizing with the window, comparing two views and
// what is persisted. The moves a gesture makes, which the boot script needs too, are in view-transform.js.

import { makeTransform, rescale } from './view-transform.js';

/** Shows exactly xMin … xMax across and yMin … yMax up the current size. */
export function fitRanges(t, { xMin, xMax, yMin, yMax }) {
  const scale = t.width / (xMax - xMin);
  const scaleY = t.height / (yMax - yMin);
  return makeTransform({ ...t, scale, scaleY, originX: -xMin * scale, originY: yMax * scaleY });
}

/**
 * Shows xMin … xMax and yMin … yMax whole and centred with one scale for both axes, the smaller of
 * the two a fit would take: the other range widens (docs/manifest.md#axes; Aspect.frame in Swift).
 */
export function fitEqual(t, { xMin, xMax, yMin, yMax }) {
  const scale = Math.min(t.width / (xMax - xMin), t.height / (yMax - yMin));
  return makeTransform({
    ...t, scale, scaleY: scale, originX: t.width / 2 - ((xMin + xMax) / 2) * scale, originY: t.height / 2 + ((yMin + yMax) / 2) * scale,
  });
}

/**
 * `t` with one scale for both axes: the smaller, about the centre, so that what was in view stays
 * (a view remembered before the plot asked for equal units); `t` itself when they are equal already.
 */
export function equalScales(t) {
  if (t.scale === t.scaleY) return t;
  const scale = Math.min(t.scale, t.scaleY);
  const [cx, cy] = [t.width / 2, t.height / 2];
  return makeTransform({
    ...t, scale, scaleY: scale, originX: cx + (t.originX - cx) * (scale / t.scale), originY: cy + (t.originY - cy) * (scale / t.scaleY),
  });
}

/** Whether two transforms show the same view at the same size, up to rounding. */
export function sameView(a, b) {
  const close = (x, y) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  return ['width', 'height', 'scale', 'scaleY', 'originX', 'originY'].every((key) => close(a[key], b[key]));
}

/** A new size; the origin keeps its offset from the centre, the scales stay (rotation, resize). */
export function resize(t, width, height) {
  return makeTransform({
    ...t,
    width,
    height,
    originX: t.originX + (width - t.width) / 2,
    originY: t.originY + (height - t.height) / 2,
  });
}

/**
 * The graph resized (rotation, a window resized): as `resize`, except that with equal units a view still
 * showing its own window (`home`, at any size) fits that window to the new size, so that a phone turned
 * back and forth keeps it whole in view.
 */
export function resizedView(t, home, width, height, equal) {
  if (equal && sameView(t, rescale(home, t.width, t.height, true))) return rescale(home, width, height, true);
  return resize(t, width, height);
}

/** The origin's offset from the centre, CSS px: what is persisted. */
export function offsetFromCentre(t) {
  return { dx: t.originX - t.width / 2, dy: t.originY - t.height / 2 };
}
